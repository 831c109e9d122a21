/** The announcement area: the CRUD family, release/revoke, and the users' notice centre. */
import type { AppContext } from "../../context.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { registerAnnouncementCrud } from "./crud.js";
import { registerInbox } from "./inbox.js";
import { registerRelease } from "./release.js";

export function registerAnnouncements(handlers: HandlerRegistry, ctx: AppContext): void {
  registerAnnouncementCrud(handlers, ctx);
  registerRelease(handlers, ctx);
  registerInbox(handlers, ctx);
}
