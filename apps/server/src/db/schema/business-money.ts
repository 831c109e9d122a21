/** The money trail (DOMAIN.md): money logs, pay records and withdrawals. */
import { index, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { businessColumns, dictValue, instant, money, refId } from "./business-columns.js";

export const qtMoneyLog = pgTable(
  "qt_money_log",
  {
    ...businessColumns(),
    userId: refId("user_id").notNull(),
    type: dictValue("type").notNull(),
    /** Signed: credits positive, debits negative. */
    amount: money("amount").notNull(),
    balanceAfter: money("balance_after").notNull(),
    refType: varchar("ref_type", { length: 32 }),
    refId: refId("ref_id"),
    remark: varchar("remark", { length: 500 }),
  },
  (t) => [
    index("idx_qt_money_log_user").on(t.userId, t.createTime),
    index("idx_qt_money_log_ref").on(t.refId),
    index("idx_qt_money_log_create_time").on(t.createTime),
  ],
);

export const qtPayRecord = pgTable(
  "qt_pay_record",
  {
    ...businessColumns(),
    payNo: varchar("pay_no", { length: 32 }).notNull(),
    userId: refId("user_id").notNull(),
    purpose: dictValue("purpose").notNull(),
    channel: dictValue("channel").notNull(),
    amount: money("amount").notNull(),
    status: dictValue("status").notNull().default("pending"),
    tradeNo: varchar("trade_no", { length: 64 }),
    paidTime: instant("paid_time"),
  },
  (t) => [
    uniqueIndex("uniq_qt_pay_record_no").on(t.payNo),
    index("idx_qt_pay_record_user").on(t.userId),
    index("idx_qt_pay_record_create_time").on(t.createTime),
    index("idx_qt_pay_record_paid_time").on(t.paidTime),
  ],
);

export const qtWithout = pgTable(
  "qt_without",
  {
    ...businessColumns(),
    userId: refId("user_id").notNull(),
    amount: money("amount").notNull(),
    fee: money("fee").notNull().default("0.00"),
    accountType: dictValue("account_type").notNull(),
    accountNo: varchar("account_no", { length: 64 }).notNull(),
    accountName: varchar("account_name", { length: 64 }).notNull(),
    status: dictValue("status").notNull().default("pending"),
    auditRemark: text("audit_remark"),
    auditBy: varchar("audit_by", { length: 32 }),
    auditTime: instant("audit_time"),
  },
  (t) => [index("idx_qt_without_user").on(t.userId), index("idx_qt_without_status").on(t.status, t.createTime)],
);

export type QtMoneyLogRow = typeof qtMoneyLog.$inferSelect;
export type QtWithoutRow = typeof qtWithout.$inferSelect;
