/** Positions (/sys/position): the whole CRUD family from the engine; codes are unique. */
import type { AppContext } from "../../context.js";
import { sysPosition as positionTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { serveResource, sysPosition } from "../../resource/index.js";

export function registerPositions(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, { def: sysPosition, table: positionTable, unique: ["code"] });
}
