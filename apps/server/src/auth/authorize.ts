/**
 * THE permission check: `authorize(req, permission)` runs before every operation whose contract
 * entry has `x-permission`, and handlers may call it for finer checks. The caller's codes are the
 * `perms` of the sys_permission rows granted through their roles and department roles
 * (sys/permission/grants.ts), kept in memory while the grants version holds (grant-cache.ts; the
 * returned set is shared: never modify it) and read once per request. Refusal: HTTP 403 `code 510` naming the
 * permission.
 */
import type { FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../http/envelope.js";
import { grantedCodes } from "../sys/permission/grants.js";
import { cachedGrant } from "./grant-cache.js";

const cache = new WeakMap<FastifyRequest, Promise<Set<string>>>();

/** The caller's permission codes (cached on the request). */
export function permissionCodes(req: FastifyRequest): Promise<Set<string>> {
  if (!req.user) throw unauthorized();
  let codes = cache.get(req);
  if (!codes) {
    const db = req.server.ctx.db;
    const userId = req.user.id;
    codes = cachedGrant(db, `codes:${userId}`, () => grantedCodes(db, userId), req.grantsVersion);
    cache.set(req, codes);
  }
  return codes;
}

export async function hasPermission(req: FastifyRequest, permission: string): Promise<boolean> {
  return (await permissionCodes(req)).has(permission);
}

export async function authorize(req: FastifyRequest, permission: string): Promise<void> {
  if (!req.user) throw unauthorized();
  if (await hasPermission(req, permission)) return;
  req.log.info({ permission, userId: req.user.id }, "permission refused");
  throw forbidden(`没有权限，请联系管理员授权（${permission}）`);
}
