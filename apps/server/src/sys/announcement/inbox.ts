/**
 * The user's side of announcements: the notice centre (listByUser), the detail (queryById), the
 * my-messages page (getMyAnnouncementSend) and the read flags. Every query is the caller's own:
 * the user id comes from the session, never from the request.
 */
import { and, count, desc, eq, gte, inArray, isNull, like, lt, notExists, or, sql, type SQL } from "drizzle-orm";
import type { AuthUser } from "../../auth/request-user.js";
import { hasPermission } from "../../auth/authorize.js";
import { tenantIdsOf } from "../../auth/tenant.js";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { sysAnnouncement, sysAnnouncementSend } from "../../db/schema/index.js";
import { badRequest, fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { escapeLike } from "../../resource/query.js";
import { parseWireDateTime } from "../../resource/values.js";
import { formatDateTime } from "../../wire/datetime.js";
import { isAddressedTo, MSG_CATEGORY, MSG_TYPE, SEND_STATUS } from "./addressees.js";
import { addDictTexts, announcementAnswers } from "./answer.js";
import { NOT_FOUND } from "./release.js";

const a = sysAnnouncement;
const s = sysAnnouncementSend;

/** The caller's flags on live, released announcements. */
const mine = (userId: string): SQL => and(eq(s.userId, userId), eq(a.sendStatus, SEND_STATUS.released), eq(a.delFlag, "0"))!;

/**
 * Announcements to everyone released after the user was created get the user's unread flag on
 * first look (release flagged only the users that existed then).
 */
async function catchUp(db: Db, user: AuthUser): Promise<void> {
  const tenants = tenantIdsOf(user);
  const missing = db
    .select({
      id: sql<string>`replace(gen_random_uuid()::text, '-', '')`.as("id"),
      anntId: a.id,
      userId: sql<string>`${user.id}::varchar`.as("user_id"),
      readFlag: sql<string>`'0'::varchar`.as("read_flag"),
      readTime: sql<Date | null>`null::timestamptz`.as("read_time"),
      createBy: sql<string | null>`null::varchar`.as("create_by"),
      createTime: sql<Date>`coalesce(${a.sendTime}, now())`.as("create_time"),
      updateBy: sql<string | null>`null::varchar`.as("update_by"),
      updateTime: sql<Date | null>`null::timestamptz`.as("update_time"),
    })
    .from(a)
    .where(
      and(
        eq(a.msgType, MSG_TYPE.all),
        tenants.length ? or(isNull(a.tenantId), inArray(a.tenantId, tenants)) : isNull(a.tenantId),
        eq(a.sendStatus, SEND_STATUS.released),
        eq(a.delFlag, "0"),
        gte(a.sendTime, user.createTime),
        notExists(db.select({ one: sql`1` }).from(s).where(and(eq(s.anntId, a.id), eq(s.userId, user.id)))),
      ),
    );
  await db.insert(s).select(missing).onConflictDoNothing({ target: [s.anntId, s.userId] });
}

/** `yyyy-MM-dd` → the start of that day in the server's zone; a clear refusal otherwise. */
function dayStart(text: string, label: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? parseWireDateTime(text) : null;
  if (!day) throw badRequest(`${label}格式应为 yyyy-MM-dd`);
  return day;
}

export function registerInbox(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("sysAnnountCementListByUser", async (req) => {
    const user = req.user!;
    const pageSize = req.query.pageSize ?? 5;
    await catchUp(ctx.db, user);
    const unread = (category: string) => and(mine(user.id), eq(s.readFlag, "0"), eq(a.msgCategory, category));
    const listOf = async (category: string) => {
      const rows = await ctx.db
        .select({ a })
        .from(s)
        .innerJoin(a, eq(a.id, s.anntId))
        .where(unread(category))
        .orderBy(desc(a.sendTime), desc(a.id))
        .limit(pageSize);
      return announcementAnswers(ctx, rows.map((r) => r.a), req);
    };
    const totalOf = async (category: string) => {
      const [row] = await ctx.db.select({ n: count() }).from(s).innerJoin(a, eq(a.id, s.anntId)).where(unread(category));
      return row?.n ?? 0;
    };
    const [anntMsgList, anntMsgTotal, sysMsgList, sysMsgTotal] = await Promise.all([
      listOf(MSG_CATEGORY.notice),
      totalOf(MSG_CATEGORY.notice),
      listOf(MSG_CATEGORY.system),
      totalOf(MSG_CATEGORY.system),
    ]);
    return ok({ anntMsgList, anntMsgTotal, sysMsgList, sysMsgTotal }, "");
  });

  handlers.define("sysAnnountCementQueryById", async (req) => {
    const [row] = await ctx.db
      .select()
      .from(a)
      .where(and(eq(a.id, req.query.id), eq(a.delFlag, "0")))
      .limit(1);
    if (!row) return fail(500, NOT_FOUND);
    const readable =
      (row.sendStatus === SEND_STATUS.released && isAddressedTo(row, req.user!)) || (await hasPermission(req, "system:announcement:list"));
    if (!readable) return fail(500, NOT_FOUND);
    const [answer] = await announcementAnswers(ctx, [row], req);
    return ok(answer!, "");
  });

  handlers.define("sysSysAnnouncementSendGetMyAnnouncementSend", async (req) => {
    const user = req.user!;
    const q = req.query;
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const conditions: SQL[] = [mine(user.id)];
    if (q.titile) conditions.push(like(a.titile, `%${escapeLike(q.titile)}%`));
    if (q.sender) conditions.push(eq(a.sender, q.sender));
    if (q.readFlag) conditions.push(eq(s.readFlag, q.readFlag));
    if (q.msgCategory) conditions.push(eq(a.msgCategory, q.msgCategory));
    if (q.sendTimeBegin) conditions.push(gte(a.sendTime, dayStart(q.sendTimeBegin, "发布日期起")));
    if (q.sendTimeEnd) conditions.push(lt(a.sendTime, new Date(dayStart(q.sendTimeEnd, "发布日期止").getTime() + 86_400_000)));
    await catchUp(ctx.db, user);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({ s, a })
        .from(s)
        .innerJoin(a, eq(a.id, s.anntId))
        .where(where)
        .orderBy(desc(a.sendTime), desc(a.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      ctx.db.select({ n: count() }).from(s).innerJoin(a, eq(a.id, s.anntId)).where(where),
    ]);
    const records = await addDictTexts(ctx, rows.map(({ s: send, a: annt }) => ({
      id: send.id,
      anntId: annt.id,
      userId: send.userId,
      titile: annt.titile,
      msgContent: annt.msgContent,
      sender: annt.sender,
      priority: annt.priority,
      readFlag: send.readFlag as "0" | "1",
      sendTime: formatDateTime(annt.sendTime),
      msgCategory: annt.msgCategory,
      busType: annt.busType,
      busId: annt.busId,
      openType: annt.openType,
      openPage: annt.openPage,
      msgAbstract: annt.msgAbstract,
    })));
    const n = total?.n ?? 0;
    return ok({ records, total: n, size: pageSize, current: pageNo, pages: Math.ceil(n / pageSize) }, "");
  });

  handlers.define("sysSysAnnouncementSendEditByAnntIdAndUserId", async (req) => {
    const user = req.user!;
    const [flag] = await ctx.db
      .select({ id: s.id, readFlag: s.readFlag })
      .from(s)
      .innerJoin(a, eq(a.id, s.anntId))
      .where(and(eq(s.anntId, req.body.anntId), mine(user.id)))
      .limit(1);
    if (!flag) return fail(500, NOT_FOUND);
    if (flag.readFlag !== "1") {
      await ctx.db.update(s).set({ readFlag: "1", readTime: ctx.clock.now(), updateBy: user.username, updateTime: ctx.clock.now() }).where(eq(s.id, flag.id));
    }
    return ok(null, "");
  });

  handlers.define("sysSysAnnouncementSendReadAll", async (req) => {
    const user = req.user!;
    const now = ctx.clock.now();
    await catchUp(ctx.db, user);
    await ctx.db
      .update(s)
      .set({ readFlag: "1", readTime: now, updateBy: user.username, updateTime: now })
      .where(and(eq(s.userId, user.id), eq(s.readFlag, "0")));
    return ok(null, "全部已读");
  });
}
