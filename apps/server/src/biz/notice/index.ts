/**
 * /notice (DOMAIN.md): platform notices (rich text cleaned; publishing stamps publishTime; target
 * `user` names its users) and who read them (one row per notice and user, read now).
 */
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { qtNotice as noticeTable, qtNoticeRead as noticeReadTable, qtUser as userTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtNotice, qtNoticeRead, refuse, serveResource, type Row } from "../../resource/index.js";
import { mustFind } from "../rules.js";
import { richTextHooks } from "../rich-text.js";

function checkTarget(values: Row, existing?: Row): void {
  const target = values.target ?? existing?.target;
  const userIds = values.userIds !== undefined ? values.userIds : existing?.userIds;
  if (target === "user" && !String(userIds ?? "").trim()) throw refuse("通知对象为指定用户时须填写用户");
}

export function registerBizNotice(handlers: HandlerRegistry, ctx: AppContext): void {
  const rich = richTextHooks(true);
  serveResource(handlers, ctx, {
    def: qtNotice,
    table: noticeTable,
    hooks: {
      beforeAdd(values, w) {
        checkTarget(values);
        rich.beforeAdd(values, w);
      },
      beforeEdit(values, existing, w) {
        checkTarget(values, existing);
        rich.beforeEdit(values, existing, w);
      },
    },
  });

  serveResource(handlers, ctx, {
    def: qtNoticeRead,
    table: noticeReadTable,
    hooks: {
      async beforeAdd(values, w) {
        const notice = await mustFind(w.tx, noticeTable, values.noticeId, w.req, "通知不存在");
        await mustFind(w.tx, userTable, values.userId, w.req, "阅读用户不存在");
        const [dup] = await w.tx
          .select({ id: noticeReadTable.id })
          .from(noticeReadTable)
          .where(and(eq(noticeReadTable.noticeId, notice.id), eq(noticeReadTable.userId, String(values.userId))))
          .limit(1);
        if (dup) throw refuse(`该用户已读过通知「${notice.title}」`);
        values.readTime = w.now;
      },
    },
  });
}
