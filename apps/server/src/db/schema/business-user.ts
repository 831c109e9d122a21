/** Platform users and VIP levels (/user, /vip, DOMAIN.md), with the score and cash-share ledgers. */
import { index, integer, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { businessColumns, dictValue, instant, money, percent, refId } from "./business-columns.js";

export const qtUser = pgTable(
  "qt_user",
  {
    ...businessColumns(),
    nickname: varchar("nickname", { length: 64 }).notNull(),
    phone: varchar("phone", { length: 20 }),
    email: varchar("email", { length: 100 }),
    avatar: varchar("avatar", { length: 500 }),
    gender: dictValue("gender"),
    vipLevelId: refId("vip_level_id"),
    vipExpireTime: instant("vip_expire_time"),
    /** Changed only by the flows, each with its qt_money_log row (balance = sum of the logs). */
    balance: money("balance").notNull().default("0.00"),
    score: integer("score").notNull().default(0),
    isDesigner: dictValue("is_designer").notNull().default("0"),
    designerLevel: dictValue("designer_level"),
    /** % of a sale; null: the site setting share_ratio_default. */
    shareRatio: percent("share_ratio"),
    status: dictValue("status").notNull().default("normal"),
    registerTime: instant("register_time").notNull().defaultNow(),
    lastLoginTime: instant("last_login_time"),
  },
  (t) => [
    index("idx_qt_user_create_time").on(t.createTime),
    index("idx_qt_user_register_time").on(t.registerTime),
    index("idx_qt_user_phone").on(t.phone),
    index("idx_qt_user_vip_level").on(t.vipLevelId),
    index("idx_qt_user_designer").on(t.isDesigner),
  ],
);

export const qtVipLevel = pgTable(
  "qt_vip_level",
  {
    ...businessColumns(),
    name: varchar("name", { length: 50 }).notNull(),
    code: varchar("code", { length: 50 }).notNull(),
    price: money("price").notNull(),
    /** 0 = lifetime. */
    durationDays: integer("duration_days").notNull(),
    dailyDownloads: integer("daily_downloads").notNull(),
    discount: percent("discount"),
    commercialUse: dictValue("commercial_use").notNull().default("0"),
    sort: integer("sort").notNull().default(0),
    status: dictValue("status").notNull().default("1"),
  },
  (t) => [uniqueIndex("uniq_qt_vip_level_code").on(t.code)],
);

export const qtScoreLog = pgTable(
  "qt_score_log",
  {
    ...businessColumns(),
    userId: refId("user_id").notNull(),
    change: integer("change").notNull(),
    reason: dictValue("reason").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    refId: refId("ref_id"),
  },
  (t) => [index("idx_qt_score_log_user").on(t.userId, t.createTime), index("idx_qt_score_log_create_time").on(t.createTime)],
);

export const qtCashShare = pgTable(
  "qt_cash_share",
  {
    ...businessColumns(),
    orderId: refId("order_id").notNull(),
    workId: refId("work_id").notNull(),
    designerId: refId("designer_id").notNull(),
    orderAmount: money("order_amount").notNull(),
    ratio: percent("ratio").notNull(),
    amount: money("amount").notNull(),
    status: dictValue("status").notNull().default("pending"),
  },
  (t) => [
    index("idx_qt_cash_share_order").on(t.orderId),
    index("idx_qt_cash_share_work").on(t.workId),
    index("idx_qt_cash_share_designer").on(t.designerId, t.createTime),
    index("idx_qt_cash_share_create_time").on(t.createTime),
  ],
);

export type QtUserRow = typeof qtUser.$inferSelect;
