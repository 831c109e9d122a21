/**
 * THE permission check: `authorize(req, permission)` runs before every operation whose contract
 * entry has `x-permission`, and handlers may call it for finer checks. It throws HTTP 403
 * `code 510` when the caller lacks the permission.
 *
 * For now: `admin` may do everything, everybody else nothing. Roles (sys_role, sys_permission,
 * sys_user_role, sys_role_permission) come next: replace the body with "the user's permission
 * codes include `permission`" (and keep admin's bypass only if the roles say so).
 */
import type { FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../http/envelope.js";
import { ADMIN_USERNAME } from "./admin-seed.js";

export async function authorize(req: FastifyRequest, permission: string): Promise<void> {
  if (!req.user) throw unauthorized();
  if (req.user.username === ADMIN_USERNAME) return;
  req.log.info({ permission, userId: req.user.id }, "permission refused");
  throw forbidden();
}
