/** The users area (/sys/user): the CRUD family and its batch add, pickers, passwords and freezing, the current department, the recycle bin, the stock console's extra calls. */
import type { AppContext } from "../../context.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { registerCurrentDepart } from "./user-current-depart.js";
import { registerUserPasswords } from "./user-passwords.js";
import { registerUserPickers } from "./user-pickers.js";
import { registerUserBatch } from "./user-batch.js";
import { registerUserRecycleBin } from "./user-recycle-bin.js";
import { registerUserResource, userResourceOptions } from "./user-resource.js";
import { registerUserStockCalls } from "./user-stock-calls.js";

export function registerUsers(handlers: HandlerRegistry, ctx: AppContext): void {
  registerUserPickers(handlers, ctx);
  registerUserStockCalls(handlers, ctx);
  registerUserPasswords(handlers, ctx);
  registerCurrentDepart(handlers, ctx);
  registerUserResource(handlers, ctx);
  registerUserBatch(handlers, ctx, userResourceOptions(ctx) as never);
  registerUserRecycleBin(handlers, ctx, userResourceOptions(ctx) as never);
}
