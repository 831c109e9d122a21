/**
 * Online report definitions (JeecgBoot's onl_cgreport_head / onl_cgreport_item). A report never
 * holds SQL: `source` names a query registered on the server (src/online/sources.ts), and the
 * items pick which of that source's columns are shown, searchable and sortable.
 */
import { index, pgTable, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

export const onlCgreportHead = pgTable(
  "onl_cgreport_head",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    code: varchar("code", { length: 100 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    /** A registered source name, e.g. `sys_user_report`. */
    source: varchar("source", { length: 100 }).notNull(),
    /** When set, only callers holding this permission code may read the report. */
    permission: varchar("permission", { length: 255 }),
    /** Default sort: one of the source's sortable columns. */
    sortField: varchar("sort_field", { length: 100 }),
    /** asc | desc */
    sortOrder: varchar("sort_order", { length: 4 }),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("uniq_onl_cgreport_head_code").on(t.code)],
);

export const onlCgreportItem = pgTable(
  "onl_cgreport_item",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    headId: varchar("cgrhead_id", { length: 32 }).notNull(),
    /** A column of the source. */
    fieldName: varchar("field_name", { length: 100 }).notNull(),
    fieldTxt: varchar("field_txt", { length: 100 }).notNull(),
    fieldWidth: smallint("field_width"),
    /** Dictionary code whose options are answered in dictOptions. */
    dictCode: varchar("dict_code", { length: 100 }),
    /** 1 shown as a column */
    isShow: smallint("is_show").notNull().default(1),
    /** 1 sortable (when the source allows it) */
    isOrder: smallint("is_order").notNull().default(0),
    /** 1 a query field */
    isQuery: smallint("is_query").notNull().default(0),
    /** single | group (range: <field>_begin / <field>_end) */
    searchMode: varchar("search_mode", { length: 10 }),
    orderNum: smallint("order_num").notNull().default(0),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("idx_onl_cgreport_item_head").on(t.headId, t.orderNum)],
);

export type OnlCgreportHead = typeof onlCgreportHead.$inferSelect;
export type OnlCgreportItem = typeof onlCgreportItem.$inferSelect;
