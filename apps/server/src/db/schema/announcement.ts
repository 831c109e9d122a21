/**
 * sys_announcement (JeecgBoot's 系统通告, `titile` spelled so) and sys_announcement_send (one row
 * per addressee of a released announcement: the user's read flag).
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

export const sysAnnouncement = pgTable(
  "sys_announcement",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    titile: varchar("titile", { length: 100 }).notNull(),
    /** HTML, sanitised by an allow-list on every write. */
    msgContent: text("msg_content"),
    startTime: timestamp("start_time", { withTimezone: true, mode: "date" }),
    endTime: timestamp("end_time", { withTimezone: true, mode: "date" }),
    /** The releasing user's account. */
    sender: varchar("sender", { length: 100 }),
    /** L 一般 M 重要 H 紧急 */
    priority: varchar("priority", { length: 10 }).notNull(),
    /** 1 通知公告 2 系统消息 */
    msgCategory: varchar("msg_category", { length: 10 }).notNull(),
    /** ALL 全体用户 USER 指定用户 */
    msgType: varchar("msg_type", { length: 10 }).notNull(),
    /** 0 未发布 1 已发布 2 已撤销 */
    sendStatus: varchar("send_status", { length: 10 }).notNull().default("0"),
    sendTime: timestamp("send_time", { withTimezone: true, mode: "date" }),
    cancelTime: timestamp("cancel_time", { withTimezone: true, mode: "date" }),
    /** 0 正常 1 已删除 */
    delFlag: varchar("del_flag", { length: 1 }).notNull().default("0"),
    /** USER announcements: user ids, comma-separated (a trailing comma is allowed). */
    userIds: text("user_ids"),
    busType: varchar("bus_type", { length: 20 }),
    busId: varchar("bus_id", { length: 50 }),
    openType: varchar("open_type", { length: 20 }),
    openPage: varchar("open_page", { length: 255 }),
    msgAbstract: varchar("msg_abstract", { length: 500 }),
    tenantId: integer("tenant_id"),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("idx_sys_announcement_status_time").on(t.sendStatus, t.sendTime)],
);

export const sysAnnouncementSend = pgTable(
  "sys_announcement_send",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    anntId: varchar("annt_id", { length: 32 }).notNull(),
    userId: varchar("user_id", { length: 32 }).notNull(),
    /** 0 未读 1 已读 */
    readFlag: varchar("read_flag", { length: 1 }).notNull().default("0"),
    readTime: timestamp("read_time", { withTimezone: true, mode: "date" }),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("uniq_sys_announcement_send_annt_user").on(t.anntId, t.userId),
    index("idx_sys_announcement_send_user_read").on(t.userId, t.readFlag),
  ],
);

export type SysAnnouncementRow = typeof sysAnnouncement.$inferSelect;
