/**
 * The permissions area: the caller's menu (getUserPermissionByToken), menu management, role and
 * department authorisation, data rules, and the app-wide data-rule filter of the resource engine.
 */
import type { AppContext } from "../../context.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { sysPermission as permissionTable } from "../../db/schema/index.js";
import { serveResource, sysPermission, useListFilter } from "../../resource/index.js";
import { listFilters } from "./data-rules.js";
import { registerMenuHandlers } from "./menu-handlers.js";
import { menuImporter } from "./menu-import.js";
import { GRANT_FAMILIES } from "./grant-families.js";
import { registerRuleHandlers } from "./rule-handlers.js";
import { serveGrantFamilies } from "./serve-grants.js";
import { registerUserMenu } from "./user-menu.js";

export function registerPermissions(handlers: HandlerRegistry, ctx: AppContext): void {
  registerUserMenu(handlers, ctx);
  registerMenuHandlers(handlers, ctx);
  serveGrantFamilies(handlers, ctx, GRANT_FAMILIES);
  registerRuleHandlers(handlers, ctx);
  // The menu table as a spreadsheet (its list is the tree above); imported rows name their parents (menu-import.ts).
  serveResource(handlers, ctx, { def: sysPermission, table: permissionTable, ops: ["exportXls", "importExcel"], dictTable: false, importer: menuImporter });
  // Every engine-served resource is limited by the caller's data rules of its menu.
  useListFilter(ctx, (req, scope) => listFilters(ctx.db, req, scope.def.permission, scope.columns, ctx.clock.now()));
}
