/** The category dictionary (/sys/category): CRUD through the engine, the tree calls of the select. */
import type { AppContext } from "../../context.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { registerCategoryResource } from "./category-resource.js";
import { registerCategoryTree } from "./category-tree.js";

export function registerCategories(handlers: HandlerRegistry, ctx: AppContext): void {
  registerCategoryResource(handlers, ctx);
  registerCategoryTree(handlers, ctx);
}
