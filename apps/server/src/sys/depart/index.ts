/**
 * The departments area (/sys/sysDepart): list and export through the resource engine; add, edit
 * and delete here (org codes, subtrees); the trees the pickers use.
 */
import type { AppContext } from "../../context.js";
import { sysDepart as departTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { serveResource, sysDepart } from "../../resource/index.js";
import { registerDepartTrees } from "./depart-trees.js";
import { registerDepartUsers } from "./depart-users.js";
import { registerDepartWrites } from "./depart-write.js";

export function registerDeparts(handlers: HandlerRegistry, ctx: AppContext): void {
  // deletes are real (subtree and relations, depart-write.ts), so no soft delete
  serveResource(handlers, ctx, { def: sysDepart, table: departTable, ops: ["list", "exportXls"], softDelete: false });
  registerDepartTrees(handlers, ctx);
  registerDepartWrites(handlers, ctx);
  registerDepartUsers(handlers, ctx);
}
