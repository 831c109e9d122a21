/**
 * Control characters in request text: a NUL byte or any other C0/C1 control character (and DEL)
 * in a query, path or body value is refused with a clear message before validation, for every
 * operation at once. PostgreSQL cannot store NUL in text (it would answer a database error), and
 * the others have no business in names, codes or searches. Body text may hold tab, line feed and
 * carriage return (multi-line fields: content, descriptions, remarks); query and path values not.
 * Multipart requests are read by their routes, not validated up front: http/multipart.ts applies
 * the same rules to their text fields (as body text) and file names (as single-line text).
 */
import { ApiError } from "./envelope.js";

/* eslint-disable no-control-regex -- finding control characters is the point */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
const MAX_DEPTH = 64;

/** The path (`.a[2].b`) of the first string (value or key) holding a refused character, or undefined. */
export function findControlChar(value: unknown, multiLine: boolean, path = "", depth = 0): string | undefined {
  const refused = multiLine ? CONTROL_BUT_LINES : ANY_CONTROL;
  if (typeof value === "string") return refused.test(value) ? path : undefined;
  if (!value || typeof value !== "object" || depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findControlChar(value[i], multiLine, `${path}[${i}]`, depth + 1);
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
  for (const [key, v] of Object.entries(value)) {
    if (refused.test(key)) return path;
    const hit = findControlChar(v, multiLine, `${path}.${key}`, depth + 1);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** The refusal of a request whose value at `where` (`query.name`, `biz`) holds a control character. */
export const controlCharRefusal = (where: string): ApiError => new ApiError(400, 400, `参数错误：${where} 含有不允许的控制字符`);

/** The refusal of a request whose query, path or JSON body holds a control character. */
export function refuseControlChars(parts: { query?: unknown; params?: unknown; body?: unknown }): void {
  for (const [part, value, multiLine] of [
    ["query", parts.query, false],
    ["path", parts.params, false],
    ["body", parts.body, true],
  ] as const) {
    const at = findControlChar(value, multiLine);
    if (at !== undefined) throw controlCharRefusal(`${part}${at}`);
  }
}
