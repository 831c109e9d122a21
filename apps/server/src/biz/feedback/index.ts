/**
 * /feedback (DOMAIN.md): feedback of the three channels (user, agent, outlet). A new one is `new`
 * unless a status is given; handling is an edit: status moves new → processing → resolved |
 * closed (a resolved or closed one reopens to processing), and a change of status or reply
 * stamps handledBy and handledTime.
 */
import type { AppContext } from "../../context.js";
import { qtFeedback as feedbackTable, qtUser as userTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtFeedback, refuse, serveResource } from "../../resource/index.js";
import { mustFind } from "../rules.js";

/** Where each status may go. */
const NEXT: Readonly<Record<string, readonly string[]>> = {
  new: ["processing"],
  processing: ["resolved", "closed"],
  resolved: ["processing", "closed"],
  closed: ["processing"],
};

export function registerBizFeedback(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: qtFeedback,
    table: feedbackTable,
    hooks: {
      async beforeAdd(values, w) {
        if (values.userId) await mustFind(w.tx, userTable, values.userId, w.req, "反馈用户不存在");
        if (!values.status) values.status = "new";
        else if (!NEXT[String(values.status)]) throw refuse("反馈状态不正确");
      },
      async beforeEdit(values, existing, w) {
        if (values.userId && values.userId !== existing.userId) await mustFind(w.tx, userTable, values.userId, w.req, "反馈用户不存在");
        const status = values.status === undefined || values.status === "" ? existing.status : String(values.status);
        values.status = status;
        if (status !== existing.status && !NEXT[existing.status]?.includes(status)) {
          throw refuse(`反馈不能从「${existing.status}」改为「${status}」`);
        }
        const replied = values.reply !== undefined && (values.reply ?? "") !== (existing.reply ?? "");
        if (status !== existing.status || replied) Object.assign(values, { handledBy: w.user.username.slice(0, 32), handledTime: w.now });
      },
    },
  });
}
