/** The role area: roles and department roles (their CRUD families come from the resource engine). */
import type { AppContext } from "../../context.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { registerDepartRoleHandlers } from "./depart-role-handlers.js";
import { registerRoleHandlers } from "./role-handlers.js";
import { registerRoleResources } from "./role-resource.js";
import { registerRoleUsers } from "./role-users.js";

export function registerRoles(handlers: HandlerRegistry, ctx: AppContext): void {
  registerRoleResources(handlers, ctx);
  registerRoleHandlers(handlers, ctx);
  registerRoleUsers(handlers, ctx);
  registerDepartRoleHandlers(handlers, ctx);
}
