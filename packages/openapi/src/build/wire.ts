/** The JeecgBoot wire shapes (WIRE.md): the Result envelope and page results. */
import { arr, bool, int, obj, str, type Schema } from "./schema.js";

/** `{success, message, code, result, timestamp}` with `result` of the given shape. */
export function envelope(result: Schema = { type: "null" }): Schema {
  return obj(
    {
      success: bool("Decide on this, never on code"),
      message: str("Text to show; a success text may also be in result on older servers"),
      code: int("200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission"),
      result,
      timestamp: int("Milliseconds since the epoch"),
    },
    ["success", "message", "code", "timestamp"],
  );
}

/** `{records, total, size, current, pages}`. */
export function page(item: Schema): Schema {
  return obj(
    {
      records: arr(item),
      total: int("Rows matching the query"),
      size: int("Page size"),
      current: int("Page number, from 1"),
      pages: int("Number of pages"),
    },
    ["records", "total", "size", "current", "pages"],
  );
}
