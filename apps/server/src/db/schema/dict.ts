/** sys_dict and sys_dict_item: code dictionaries (JeecgBoot's columns, contract SysDict / SysDictItem). */
import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

export const sysDict = pgTable(
  "sys_dict",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    dictName: varchar("dict_name", { length: 100 }).notNull(),
    /** English name (en-US callers; null: the Chinese name is shown). */
    dictNameEn: varchar("dict_name_en", { length: 100 }),
    dictCode: varchar("dict_code", { length: 100 }).notNull(),
    description: varchar("description", { length: 255 }),
    /** 0 正常 1 已删除（在回收站：/sys/dict/deleteList） */
    delFlag: smallint("del_flag").notNull().default(0),
    /** 值类型：0 字符串 1 数字 */
    type: smallint("type").default(0),
    tenantId: integer("tenant_id"),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("uniq_sys_dict_dict_code").on(t.dictCode)],
);

export const sysDictItem = pgTable(
  "sys_dict_item",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    dictId: varchar("dict_id", { length: 32 })
      .notNull()
      .references(() => sysDict.id, { onDelete: "cascade" }),
    itemText: varchar("item_text", { length: 100 }).notNull(),
    /** English text (en-US callers; null: the Chinese text is shown). */
    itemTextEn: varchar("item_text_en", { length: 100 }),
    itemValue: varchar("item_value", { length: 100 }).notNull(),
    description: varchar("description", { length: 255 }),
    sortOrder: integer("sort_order"),
    /** 1 启用 0 不启用 */
    status: smallint("status").notNull().default(1),
    itemColor: varchar("item_color", { length: 10 }),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("uniq_sys_dict_item_value").on(t.dictId, t.itemValue), index("idx_sys_dict_item_sort").on(t.dictId, t.sortOrder)],
);

export type SysDictRow = typeof sysDict.$inferSelect;
export type SysDictItemRow = typeof sysDictItem.$inferSelect;
