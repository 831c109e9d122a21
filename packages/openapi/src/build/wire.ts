/** The JeecgBoot wire shapes (WIRE.md): the Result envelope and page results. */
import type { ParamSpec } from "./builder.js";
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

/** The largest page number asked for (PostgreSQL int4); a page past the last answers no records. */
export const MAX_PAGE_NO = 2147483647;
/** The largest page size of a list. */
export const MAX_PAGE_SIZE = 1000;

/** `pageNo` and `pageSize` of every page call (lists of resources and JeecgBoot's other page calls). */
export const PAGING: Record<"pageNo" | "pageSize", ParamSpec> = {
  pageNo: {
    schema: int(undefined, { minimum: 0, maximum: MAX_PAGE_NO, default: 1 }),
    description: "Page number, from 1 (0 reads the first page, as JeecgBoot does: a stock list asks for page 0 once its page became empty); a page past the last answers no records",
  },
  pageSize: { schema: int(undefined, { minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 }), description: `Rows per page (10, 20, 30 in the console; at most ${MAX_PAGE_SIZE})` },
};
