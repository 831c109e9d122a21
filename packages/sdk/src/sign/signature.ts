
/** JeecgBoot's public signing salt: the signature is an integrity check, not security. */
export const SIGN_SECRET = "dd05f1c54d63749eda95f9fa6d49v442a";

/** The key under which a comma-holding last path segment is signed. */
export const PATH_VARIABLE_KEY = "x-path-variable";

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The parameters a call signs (WIRE.md): the last path segment when it contains a comma
 * (URL-decoded) under `x-path-variable`, then the query parameters, then the params/JSON body
 * (later keys win); numbers become strings; `_t` is never signed.
 */
export function signingParams(url: string, body?: unknown): Record<string, unknown> {
  const parsed = new URL(url, "http://signing.invalid");
  // null prototype: a `__proto__` parameter is an ordinary key here
  const params: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const last = decode(parsed.pathname.slice(parsed.pathname.lastIndexOf("/") + 1));
  if (last.includes(",")) params[PATH_VARIABLE_KEY] = last;
  for (const [key, value] of parsed.searchParams) params[key] = value;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined) continue; // JSON.stringify of the body drops it as well
      params[key] = typeof value === "number" ? String(value) : value;
    }
  }
  delete params._t;
  return params;
}

/** The text that is hashed: keys sorted by code unit, `JSON.stringify` without spaces, then the salt. */
export function signingText(params: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.keys(params).sort().map((key) => [key, params[key]]));
  return JSON.stringify(sorted) + SIGN_SECRET;
}

/** Uppercase hex MD5 of the signing text. */
export async function signParams(params: Record<string, unknown>): Promise<string> {
  // Loaded on first use: most calls are not signed, and the login page's bundle stays small.
  const { md5 } = await import("hash-wasm");
  return (await md5(signingText(params))).toUpperCase();
}

/** The X-Sign value of a call to `url` (absolute or relative) with an optional JSON body. */
export async function signRequest(url: string, body?: unknown): Promise<string> {
  return signParams(signingParams(url, body));
}
