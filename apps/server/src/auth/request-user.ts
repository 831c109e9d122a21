/** The caller as handlers see it: `req.user` (no password hash) and `req.session` (its token row). */
import { getTableColumns } from "drizzle-orm";
import { sysUser, type SysUser } from "../db/schema/index.js";
import type { TokenSession } from "./token-store.js";

export type AuthUser = Omit<SysUser, "passwordHash">;

/** Every sys_user column except password_hash, for selects that feed `req.user`. */
export const AUTH_USER_COLUMNS = (() => {
  const { passwordHash: _omit, ...rest } = getTableColumns(sysUser);
  return rest;
})();

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in user on operations that are not `x-public` (null on public ones). */
    user: AuthUser | null;
    /** The caller's token row (null on public operations). */
    session: TokenSession | null;
    /** The raw access token of the call (null on public operations). */
    accessToken: string | null;
    /** sys_grants_version as read with the token (null on public operations): see grant-cache.ts. */
    grantsVersion: number | null;
    /** sys_dict_version as read with the token (null on public operations): see sys/dict/dict-cache.ts. */
    dictVersion: number | null;
  }
  interface FastifyContextConfig {
    /** The contract operation this route serves (unset for non-contract routes such as /health). */
    operationId?: string;
  }
}
