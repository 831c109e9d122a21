/**
 * The X-Sign check of signed dictionary calls (WIRE.md): the last path segment when it holds a
 * comma (URL-decoded) under `x-path-variable`, the query parameters and the JSON body (numbers as
 * strings), `_t` left out; keys sorted; `JSON.stringify` + the public secret; MD5, uppercase hex.
 * `X-TIMESTAMP` (ms epoch) may be at most 5 minutes old. It is an integrity check with a public
 * secret, as stock JeecgBoot servers do it, not security.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Clock } from "../../clock.js";
import { refuse } from "../../resource/context.js";

export const SIGN_SECRET = "dd05f1c54d63749eda95f9fa6d49v442a";
export const SIGN_FAILED = "Sign签名校验失败！";
export const SIGN_MAX_AGE_MS = 5 * 60 * 1000;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parameters a request signs. */
export function signedParams(url: string, body?: unknown): Record<string, unknown> {
  const parsed = new URL(url, "http://sign.invalid");
  const params: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const last = decode(parsed.pathname.slice(parsed.pathname.lastIndexOf("/") + 1));
  if (last.includes(",")) params["x-path-variable"] = last;
  for (const [key, value] of parsed.searchParams) params[key] = value;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined) params[key] = typeof value === "number" ? String(value) : value;
    }
  }
  delete params._t;
  return params;
}

/** Uppercase hex MD5 of the sorted parameters' JSON plus the secret. */
export function signOf(params: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.keys(params).sort().map((key) => [key, params[key]]));
  return createHash("md5").update(JSON.stringify(sorted) + SIGN_SECRET, "utf8").digest("hex").toUpperCase();
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Throws the `Sign签名校验失败！` refusal unless X-Sign and X-TIMESTAMP are right. */
export function verifySign(req: FastifyRequest, clock: Clock): void {
  const sign = header(req, "x-sign")?.trim().toUpperCase() ?? "";
  const stamp = Number(header(req, "x-timestamp"));
  const now = clock.now().getTime();
  const fresh = Number.isFinite(stamp) && now - stamp <= SIGN_MAX_AGE_MS && stamp - now <= SIGN_MAX_AGE_MS;
  const expected = signOf(signedParams(req.url, req.body));
  const same = sign.length === expected.length && timingSafeEqual(Buffer.from(sign), Buffer.from(expected));
  if (!fresh || !same) throw refuse(SIGN_FAILED);
}
