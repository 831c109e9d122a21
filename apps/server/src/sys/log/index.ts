/** The log area: the sys_log list family (resource engine) and the dashboard's login statistics. */
import type { AppContext } from "../../context.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { registerLogList } from "./log-list.js";
import { registerLoginStats } from "./login-stats.js";

export function registerLogs(handlers: HandlerRegistry, ctx: AppContext): void {
  registerLogList(handlers, ctx);
  registerLoginStats(handlers, ctx);
}
