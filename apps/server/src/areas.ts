/**
 * Every area's handler registration, in one list. A new area exports
 * `register<Area>(handlers, ctx)` that calls `handlers.define(operationId, …)` and is added here.
 */
import type { AppContext } from "./context.js";
import type { HandlerRegistry } from "./http/handlers.js";
import { registerSession } from "./sys/session/index.js";

export type AreaRegistrar = (handlers: HandlerRegistry, ctx: AppContext) => void;

export const AREAS: readonly AreaRegistrar[] = [registerSession];
