/**
 * doReleaseData / doReovkeData. Release sets sendStatus 1, sendTime and sender, gives every
 * addressee an unread flag (sys_announcement_send) in the same transaction, then pushes the
 * notice on /websocket (after the commit, so that a client reloading its list sees it).
 */
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { transaction, type Db } from "../../db/database.js";
import { sysAnnouncement, sysAnnouncementSend, sysUser, type SysAnnouncementRow } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { pushHub } from "../../push/index.js";
import { refuse } from "../../resource/index.js";
import { tenantOf } from "../../resource/scope.js";
import { MSG_TYPE, parseUserIds, SEND_STATUS, userInTenant } from "./addressees.js";

export const NOT_FOUND = "未找到对应实体";

/** The caller's tenant scope, as the resource engine applies it to the CRUD family. */
function tenantScope(req: FastifyRequest): SQL {
  const tenantId = tenantOf(req);
  return tenantId === null ? isNull(sysAnnouncement.tenantId) : eq(sysAnnouncement.tenantId, tenantId);
}

/** A live (not deleted) announcement of the caller's tenant, locked for the transaction. */
async function lockAnnouncement(tx: Db, req: FastifyRequest, id: string): Promise<SysAnnouncementRow> {
  const [row] = await tx
    .select()
    .from(sysAnnouncement)
    .where(and(eq(sysAnnouncement.id, id), eq(sysAnnouncement.delFlag, "0"), tenantScope(req)))
    .for("update");
  if (!row) throw refuse(NOT_FOUND);
  return row;
}

/** Gives `userIds` (or, for null, everyone the announcement is for) an unread flag; existing flags are kept. */
export async function addUnreadFlags(tx: Db, annt: SysAnnouncementRow, userIds: string[] | null, now: Date, by: string): Promise<void> {
  const anntId = annt.id;
  const addressed =
    userIds !== null ? inArray(sysUser.id, userIds) : annt.tenantId !== null ? userInTenant(annt.tenantId) : undefined;
  // insert … select: the select lists every column of sys_announcement_send, in table order.
  const users = tx
    .select({
      id: sql<string>`replace(gen_random_uuid()::text, '-', '')`.as("id"),
      anntId: sql<string>`${anntId}::varchar`.as("annt_id"),
      userId: sysUser.id,
      readFlag: sql<string>`'0'::varchar`.as("read_flag"),
      readTime: sql<Date | null>`null::timestamptz`.as("read_time"),
      createBy: sql<string>`${by}::varchar`.as("create_by"),
      createTime: sql<Date>`${now.toISOString()}::timestamptz`.as("create_time"),
      updateBy: sql<string | null>`null::varchar`.as("update_by"),
      updateTime: sql<Date | null>`null::timestamptz`.as("update_time"),
    })
    .from(sysUser)
    .where(and(eq(sysUser.delFlag, 0), addressed));
  await tx.insert(sysAnnouncementSend).select(users).onConflictDoNothing({ target: [sysAnnouncementSend.anntId, sysAnnouncementSend.userId] });
}

export function registerRelease(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("sysAnnountCementDoReleaseData", async (req) => {
    const user = req.user!;
    const now = ctx.clock.now();
    const released = await transaction(ctx.db, async (tx) => {
      const row = await lockAnnouncement(tx, req, req.query.id);
      if (row.sendStatus === SEND_STATUS.released) throw refuse("该系统通知已发布，请勿重复发布");
      let addressees: string[] | null = null;
      if (row.msgType === MSG_TYPE.user) {
        const named = parseUserIds(row.userIds);
        const existing = named.length
          ? await tx.select({ id: sysUser.id }).from(sysUser).where(and(inArray(sysUser.id, named), eq(sysUser.delFlag, 0)))
          : [];
        if (!existing.length) throw refuse("指定用户不存在，无法发布");
        addressees = existing.map((u) => u.id);
      }
      await tx
        .update(sysAnnouncement)
        .set({ sendStatus: SEND_STATUS.released, sendTime: now, sender: user.username, cancelTime: null, updateBy: user.username, updateTime: now })
        .where(eq(sysAnnouncement.id, row.id));
      await addUnreadFlags(tx, row, addressees, now, user.username);
      return { row, addressees };
    });
    const { row, addressees } = released;
    await pushHub(ctx)
      .pushNotice({ cmd: addressees ? "user" : "topic", msgId: row.id, msgTxt: row.titile }, addressees)
      .catch((e: unknown) => req.log.warn({ err: e }, "announcement push failed"));
    return ok("系统通知推送成功", "系统通知推送成功");
  });

  handlers.define("sysAnnountCementDoReovkeData", async (req) => {
    const user = req.user!;
    const now = ctx.clock.now();
    await transaction(ctx.db, async (tx) => {
      const row = await lockAnnouncement(tx, req, req.query.id);
      if (row.sendStatus !== SEND_STATUS.released) throw refuse("该系统通知未发布，无需撤销");
      await tx
        .update(sysAnnouncement)
        .set({ sendStatus: SEND_STATUS.revoked, cancelTime: now, updateBy: user.username, updateTime: now })
        .where(eq(sysAnnouncement.id, row.id));
    });
    return ok("该系统通知撤销成功", "该系统通知撤销成功");
  });
}
