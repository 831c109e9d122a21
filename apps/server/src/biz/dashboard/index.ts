/** /dashboard (issue #9): the business figures of the home pages — analysis, tasks, monitor. */
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { analysis } from "./analysis.js";
import { monitor } from "./monitor.js";
import { tasks } from "./tasks.js";

export function registerBizDashboard(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("dashboardAnalysis", async (req) => ok(await analysis(ctx, req, req.query)));
  handlers.define("dashboardTasks", async (req) => ok(await tasks(ctx, req)));
  handlers.define("dashboardMonitor", async () => ok(await monitor(ctx)));
}
