/** Every business flow of the contract (business/flows.ts), registered as one area. */
import type { AppContext } from "../context.js";
import type { HandlerRegistry } from "../http/handlers.js";
import { registerAdjustFlows } from "./user/adjust-flows.js";
import { registerWithdrawalFlows } from "./without/withdrawal-flows.js";
import { registerAuditFlows } from "./work/audit-flows.js";
import { registerOrderFlows } from "./work/order-flows.js";

export function registerBizFlows(handlers: HandlerRegistry, ctx: AppContext): void {
  registerAuditFlows(handlers, ctx);
  registerOrderFlows(handlers, ctx);
  registerWithdrawalFlows(handlers, ctx);
  registerAdjustFlows(handlers, ctx);
}
