/**
 * The departments area (/sys/sysDepart): list, export and import through the resource engine; add, edit
 * and delete here (org codes, subtrees); the trees the pickers use.
 */
import type { AppContext } from "../../context.js";
import { sysDepart as departTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { serveResource, sysDepart } from "../../resource/index.js";
import { departImporter } from "./depart-import.js";
import { registerDepartTrees } from "./depart-trees.js";
import { registerDepartUsers } from "./depart-users.js";
import { registerDepartWrites } from "./depart-write.js";

export function registerDeparts(handlers: HandlerRegistry, ctx: AppContext): void {
  // deletes are real (subtree and relations, depart-write.ts), so no soft delete; imported rows
  // are coded from their parents (depart-import.ts)
  serveResource(handlers, ctx, { def: sysDepart, table: departTable, ops: ["list", "exportXls", "importExcel"], softDelete: false, importer: departImporter });
  registerDepartTrees(handlers, ctx);
  registerDepartWrites(handlers, ctx);
  registerDepartUsers(handlers, ctx);
}
