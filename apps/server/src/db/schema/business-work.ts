/** The works module (/work, DOMAIN.md): types (a tree), works, orders, collections, exams, guides, change requests, failed audits. */
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { businessColumns, dictValue, instant, money, refId } from "./business-columns.js";

export const qtWorkType = pgTable(
  "qt_work_type",
  {
    ...businessColumns(),
    /** Parent type ('0' at the root). */
    pid: refId("pid").notNull().default("0"),
    name: varchar("name", { length: 50 }).notNull(),
    code: varchar("code", { length: 50 }).notNull(),
    sort: integer("sort").notNull().default(0),
    icon: varchar("icon", { length: 200 }),
  },
  (t) => [uniqueIndex("uniq_qt_work_type_code").on(t.code), index("idx_qt_work_type_pid").on(t.pid, t.sort)],
);

export const qtWork = pgTable(
  "qt_work",
  {
    ...businessColumns(),
    title: varchar("title", { length: 200 }).notNull(),
    workTypeId: refId("work_type_id").notNull(),
    /** A qt_user with isDesigner 1. */
    designerId: refId("designer_id").notNull(),
    cover: varchar("cover", { length: 500 }).notNull(),
    fileUrl: varchar("file_url", { length: 500 }).notNull(),
    fileSize: bigint("file_size", { mode: "number" }),
    format: dictValue("format").notNull(),
    width: integer("width"),
    height: integer("height"),
    dpi: integer("dpi"),
    colorMode: varchar("color_mode", { length: 20 }),
    tags: varchar("tags", { length: 500 }),
    price: money("price").notNull().default("0.00"),
    isFree: dictValue("is_free").notNull().default("0"),
    downloadCount: integer("download_count").notNull().default(0),
    collectCount: integer("collect_count").notNull().default(0),
    auditStatus: dictValue("audit_status").notNull().default("pending"),
    auditRemark: text("audit_remark"),
    auditBy: varchar("audit_by", { length: 32 }),
    auditTime: instant("audit_time"),
    shelfStatus: dictValue("shelf_status").notNull().default("off"),
    recommend: dictValue("recommend").notNull().default("0"),
  },
  (t) => [
    // the audit queue and the works list: status filter, newest first
    index("idx_qt_work_audit_status").on(t.auditStatus, t.createTime),
    // the works list searched by title (contains) within a status: the count of a 2-character
    // word reads this index alone; pg_trgm finds longer words (3+ characters) without a scan
    index("idx_qt_work_status_title").on(t.auditStatus, t.title),
    index("idx_qt_work_title_trgm").using("gin", sql`${t.title} public.gin_trgm_ops`),
    index("idx_qt_work_create_time").on(t.createTime),
    index("idx_qt_work_designer").on(t.designerId),
    index("idx_qt_work_type").on(t.workTypeId),
  ],
);

export const qtWorkOrder = pgTable(
  "qt_work_order",
  {
    ...businessColumns(),
    orderNo: varchar("order_no", { length: 32 }).notNull(),
    userId: refId("user_id").notNull(),
    workId: refId("work_id").notNull(),
    amount: money("amount").notNull(),
    /** The amount in cents, kept by PostgreSQL: the top works sum integers (a numeric sum per row costs a third of that query). */
    amountCents: bigint("amount_cents", { mode: "number" }).generatedAlwaysAs(sql`(amount * 100)::bigint`),
    payType: dictValue("pay_type"),
    status: dictValue("status").notNull().default("unpaid"),
    payRecordId: refId("pay_record_id"),
    paidTime: instant("paid_time"),
  },
  (t) => [
    uniqueIndex("uniq_qt_work_order_no").on(t.orderNo),
    index("idx_qt_work_order_user").on(t.userId),
    index("idx_qt_work_order_work").on(t.workId),
    index("idx_qt_work_order_status").on(t.status, t.createTime),
    index("idx_qt_work_order_create_time").on(t.createTime),
    index("idx_qt_work_order_paid_time").on(t.paidTime),
    // the analysis's top works: an index-only scan of the paid orders of a range
    index("idx_qt_work_order_paid_sales").on(t.paidTime, t.workId, t.amountCents, t.tenantId).where(sql`status = 'paid'`),
  ],
);

export const qtWorkCollection = pgTable(
  "qt_work_collection",
  {
    ...businessColumns(),
    userId: refId("user_id").notNull(),
    workId: refId("work_id").notNull(),
  },
  (t) => [uniqueIndex("uniq_qt_work_collection").on(t.userId, t.workId), index("idx_qt_work_collection_work").on(t.workId)],
);

export const qtWorkExam = pgTable(
  "qt_work_exam",
  {
    ...businessColumns(),
    userId: refId("user_id").notNull(),
    sampleFiles: text("sample_files").notNull(),
    score: integer("score"),
    result: dictValue("result").notNull().default("pending"),
    reviewer: varchar("reviewer", { length: 32 }),
    reviewTime: instant("review_time"),
    remark: text("remark"),
  },
  (t) => [index("idx_qt_work_exam_user").on(t.userId), index("idx_qt_work_exam_result").on(t.result, t.createTime)],
);

export const qtWorkGuide = pgTable("qt_work_guide", {
  ...businessColumns(),
  title: varchar("title", { length: 200 }).notNull(),
  content: text("content").notNull(),
  sort: integer("sort").notNull().default(0),
  status: dictValue("status").notNull().default("1"),
});

export const qtWorkAdjust = pgTable(
  "qt_work_adjust",
  {
    ...businessColumns(),
    workId: refId("work_id").notNull(),
    field: dictValue("field").notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value").notNull(),
    reason: text("reason"),
    status: dictValue("status").notNull().default("pending"),
    handledBy: varchar("handled_by", { length: 32 }),
    handledTime: instant("handled_time"),
  },
  (t) => [index("idx_qt_work_adjust_work").on(t.workId), index("idx_qt_work_adjust_status").on(t.status, t.createTime)],
);

export const qtWorkFail = pgTable(
  "qt_work_fail",
  {
    ...businessColumns(),
    workId: refId("work_id").notNull(),
    reasonCode: dictValue("reason_code").notNull(),
    reason: text("reason"),
    auditBy: varchar("audit_by", { length: 32 }),
    failTime: instant("fail_time").notNull().defaultNow(),
    resubmitted: dictValue("resubmitted").notNull().default("0"),
  },
  (t) => [index("idx_qt_work_fail_work").on(t.workId), index("idx_qt_work_fail_time").on(t.failTime)],
);

export type QtWorkTypeRow = typeof qtWorkType.$inferSelect;
export type QtWorkRow = typeof qtWork.$inferSelect;
export type QtWorkOrderRow = typeof qtWorkOrder.$inferSelect;
