/**
 * The hook in front of every operation that is not `x-public`: reads `X-Access-Token`, checks it
 * (unknown, revoked, expired → HTTP 401 `Token失效，请重新登录!`), loads the user (deleted or
 * frozen → 401 as well) and attaches `req.user`, `req.session`, `req.accessToken` and
 * `req.grantsVersion` / `req.dictVersion` (the request's lookups use them: grant-cache.ts, dict-cache.ts).
 */
import { and, eq, getTableColumns } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { sysToken, sysUser } from "../db/schema/index.js";
import { ApiError, unauthorized } from "../http/envelope.js";
import { DICT_VERSION } from "../sys/dict/dict-cache.js";
import { GRANTS_VERSION } from "./grant-cache.js";
import { AUTH_USER_COLUMNS, type AuthUser } from "./request-user.js";
import { currentTenant } from "./tenant.js";

export const TOKEN_HEADER = "x-access-token";

/** The token of the call: the X-Access-Token header (raw, no `Bearer`). */
export function readToken(req: FastifyRequest): string | null {
  const raw = req.headers[TOKEN_HEADER];
  const token = Array.isArray(raw) ? raw[0] : raw;
  return token && token.trim() ? token.trim() : null;
}

/**
 * The header's token, else the `token` query parameter: for URLs a browser loads by itself
 * (`<img src>`, links to private uploads), which cannot send the header.
 */
export function readTokenOrQuery(req: FastifyRequest): string | null {
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.token;
  return readToken(req) ?? (typeof fromQuery === "string" && fromQuery.trim() ? fromQuery.trim() : null);
}

/** `tokenOf`: where the call's token is read (default: the header only). */
export function createAuthenticate(ctx: AppContext, tokenOf: (req: FastifyRequest) => string | null = readToken) {
  return async function authenticate(req: FastifyRequest): Promise<void> {
    const token = tokenOf(req);
    const live = token ? ctx.tokens.liveCondition(token) : null;
    if (!token || !live) throw unauthorized();
    // One round trip for the session, its user and the cache versions (every call pays for this).
    const [row] = await ctx.db
      .select({ session: getTableColumns(sysToken), user: AUTH_USER_COLUMNS, grantsVersion: GRANTS_VERSION, dictVersion: DICT_VERSION })
      .from(sysToken)
      .leftJoin(sysUser, and(eq(sysUser.id, sysToken.userId), eq(sysUser.delFlag, 0)))
      .where(live)
      .limit(1);
    if (!row) throw unauthorized();
    const user = row.user as AuthUser | null;
    if (!user || user.status !== 1) throw unauthorized();
    req.session = await ctx.tokens.slide(row.session);
    req.user = user;
    req.accessToken = token;
    req.grantsVersion = row.grantsVersion === null ? null : Number(row.grantsVersion);
    req.dictVersion = row.dictVersion === null ? null : Number(row.dictVersion);
    refuseUntilPasswordChanged(req, user);
    currentTenant(req); // refuses a tenant header naming a tenant the user does not belong to
  };
}

// ── Must-change-password (helper C) ──────────────────────────────────────────────────────────
/**
 * What a user whose generated password is not changed yet may still call: the calls the console
 * makes to show the change-password screen, and reading private files (read-only: the header shows
 * the user's own avatar, which is a private upload).
 */
export const ALLOWED_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  "sysUserGetUserInfo",
  "updatePassword",
  "updatePasswordPost",
  "sysLogout",
  "sysPermissionGetUserPermissionByToken",
  "sysCommonStatic",
  "sysCommonPdfPdfPreviewIframe",
]);
export const MUST_CHANGE_PASSWORD_MESSAGE = "请先修改初始密码后再进行其他操作";

/** Until a generated (or reset) password is changed, every other operation is refused. */
function refuseUntilPasswordChanged(req: FastifyRequest, user: AuthUser): void {
  if (!user.mustChangePassword) return;
  const operationId = req.routeOptions.config.operationId;
  if (operationId && ALLOWED_BEFORE_PASSWORD_CHANGE.has(operationId)) return;
  throw new ApiError(403, 403, MUST_CHANGE_PASSWORD_MESSAGE);
}
