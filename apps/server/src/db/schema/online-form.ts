/**
 * Online form definitions (JeecgBoot's onl_cgform_head / onl_cgform_field / onl_cgform_index,
 * their column names and codes). A form's physical table lives in the online schema (never beside
 * the system tables) and is created and altered only by the sync, from these validated rows.
 *
 * Ours beyond JeecgBoot: `synced_json` keeps the physical definition as last synced, fields and
 * indexes by id, so the next sync diffs by identity (a renamed field keeps its column and data).
 */
import { index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/** A field as it was synced: the physical column it became. */
export interface SyncedField {
  id: string;
  name: string;
  type: string;
  length: number;
  pointLength: number;
  nullable: boolean;
  isKey: boolean;
  defaultValue: string | null;
}

export interface SyncedIndex {
  id: string;
  name: string;
  fields: string[];
  type: string;
}

export interface SyncedDefinition {
  table: string;
  fields: SyncedField[];
  indexes: SyncedIndex[];
}

const audit = {
  createBy: varchar("create_by", { length: 32 }),
  createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updateBy: varchar("update_by", { length: 32 }),
  updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
};

export const onlCgformHead = pgTable(
  "onl_cgform_head",
  {
    /** The form's code in every /online/cgform/api/…/{code} path and menu URL. */
    id: varchar("id", { length: 32 }).primaryKey(),
    /** Physical table name; a copy is named `<table>$<n>` and shows its original's table. */
    tableName: varchar("table_name", { length: 50 }).notNull(),
    /** 1 single, 2 master, 3 sub */
    tableType: smallint("table_type").notNull().default(1),
    tableVersion: integer("table_version").notNull().default(1),
    tableTxt: varchar("table_txt", { length: 200 }).notNull(),
    isCheckbox: varchar("is_checkbox", { length: 5 }).notNull().default("Y"),
    isDbSynch: varchar("is_db_synch", { length: 20 }).notNull().default("N"),
    isPage: varchar("is_page", { length: 5 }).notNull().default("Y"),
    isTree: varchar("is_tree", { length: 5 }).notNull().default("N"),
    idSequence: varchar("id_sequence", { length: 200 }),
    /** UUID | SEQUENCE */
    idType: varchar("id_type", { length: 100 }).notNull().default("UUID"),
    queryMode: varchar("query_mode", { length: 10 }).notNull().default("single"),
    /** Sub tables: 0 one-to-many, 1 one-to-one */
    relationType: smallint("relation_type"),
    /** Master tables: their sub tables' names, comma-separated (kept by the server). */
    subTableStr: varchar("sub_table_str", { length: 1000 }),
    tabOrderNum: integer("tab_order_num"),
    treeParentIdField: varchar("tree_parent_id_field", { length: 50 }),
    /** The has-child field (JeecgBoot's name for it). */
    treeIdField: varchar("tree_id_field", { length: 50 }),
    treeFieldname: varchar("tree_fieldname", { length: 50 }),
    formCategory: varchar("form_category", { length: 50 }).notNull().default("temp"),
    /** Form columns '1'..'4' */
    formTemplate: varchar("form_template", { length: 50 }).notNull().default("1"),
    formTemplateMobile: varchar("form_template_mobile", { length: 50 }),
    scroll: smallint("scroll").notNull().default(1),
    copyVersion: integer("copy_version"),
    /** 0 original, 1 copy */
    copyType: smallint("copy_type").notNull().default(0),
    /** A copy's original. */
    physicId: varchar("physic_id", { length: 32 }),
    extConfigJson: varchar("ext_config_json", { length: 1000 }),
    /** normal | erp | innerTable | tab */
    themeTemplate: varchar("theme_template", { length: 50 }).notNull().default("normal"),
    isDesForm: varchar("is_des_form", { length: 2 }).notNull().default("N"),
    desFormCode: varchar("des_form_code", { length: 50 }),
    lowAppId: varchar("low_app_id", { length: 32 }),
    syncedJson: jsonb("synced_json").$type<SyncedDefinition>(),
    ...audit,
  },
  (t) => [uniqueIndex("uniq_onl_cgform_head_table").on(t.tableName), index("idx_onl_cgform_head_physic").on(t.physicId)],
);

export const onlCgformField = pgTable(
  "onl_cgform_field",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    cgformHeadId: varchar("cgform_head_id", { length: 32 }).notNull(),
    dbFieldName: varchar("db_field_name", { length: 32 }).notNull(),
    dbFieldTxt: varchar("db_field_txt", { length: 200 }),
    dbFieldNameOld: varchar("db_field_name_old", { length: 32 }),
    dbIsKey: smallint("db_is_key").notNull().default(0),
    dbIsNull: smallint("db_is_null").notNull().default(1),
    dbIsPersist: smallint("db_is_persist").notNull().default(1),
    /** string int double Date Datetime BigDecimal Text Blob (JeecgBoot's spelling) */
    dbType: varchar("db_type", { length: 32 }).notNull(),
    dbLength: integer("db_length").notNull().default(0),
    dbPointLength: integer("db_point_length").notNull().default(0),
    dbDefaultVal: varchar("db_default_val", { length: 20 }),
    dictField: varchar("dict_field", { length: 100 }),
    dictTable: varchar("dict_table", { length: 255 }),
    dictText: varchar("dict_text", { length: 100 }),
    fieldShowType: varchar("field_show_type", { length: 20 }).notNull().default("text"),
    fieldHref: varchar("field_href", { length: 200 }),
    fieldLength: integer("field_length").notNull().default(200),
    fieldValidType: varchar("field_valid_type", { length: 300 }),
    fieldMustInput: varchar("field_must_input", { length: 2 }).notNull().default("0"),
    fieldExtendJson: varchar("field_extend_json", { length: 500 }),
    fieldDefaultValue: varchar("field_default_value", { length: 100 }),
    isQuery: smallint("is_query").notNull().default(0),
    isShowForm: smallint("is_show_form").notNull().default(1),
    isShowList: smallint("is_show_list").notNull().default(1),
    isReadOnly: smallint("is_read_only").notNull().default(0),
    /** single | group */
    queryMode: varchar("query_mode", { length: 10 }).notNull().default("single"),
    mainTable: varchar("main_table", { length: 100 }),
    mainField: varchar("main_field", { length: 100 }),
    orderNum: integer("order_num").notNull().default(0),
    converter: varchar("converter", { length: 255 }),
    queryDefVal: varchar("query_def_val", { length: 50 }),
    queryDictText: varchar("query_dict_text", { length: 100 }),
    queryDictField: varchar("query_dict_field", { length: 100 }),
    queryDictTable: varchar("query_dict_table", { length: 500 }),
    queryShowType: varchar("query_show_type", { length: 50 }),
    queryConfigFlag: varchar("query_config_flag", { length: 3 }).notNull().default("0"),
    queryValidType: varchar("query_valid_type", { length: 50 }),
    queryMustInput: varchar("query_must_input", { length: 3 }).notNull().default("0"),
    sortFlag: varchar("sort_flag", { length: 3 }).notNull().default("0"),
    ...audit,
  },
  (t) => [index("idx_onl_cgform_field_head").on(t.cgformHeadId, t.orderNum), uniqueIndex("uniq_onl_cgform_field_name").on(t.cgformHeadId, t.dbFieldName)],
);

export const onlCgformIndex = pgTable(
  "onl_cgform_index",
  {
    id: varchar("id", { length: 36 }).primaryKey(),
    cgformHeadId: varchar("cgform_head_id", { length: 32 }).notNull(),
    indexName: varchar("index_name", { length: 100 }).notNull(),
    /** Field names, comma-separated */
    indexField: varchar("index_field", { length: 500 }).notNull(),
    /** normal | unique */
    indexType: varchar("index_type", { length: 32 }).notNull().default("normal"),
    isDbSynch: varchar("is_db_synch", { length: 2 }).notNull().default("N"),
    delFlag: smallint("del_flag").notNull().default(0),
    ...audit,
  },
  (t) => [index("idx_onl_cgform_index_head").on(t.cgformHeadId)],
);

/**
 * Field permissions of online forms (JeecgBoot's 字段权限, onl_auth_page + onl_auth_relation in one
 * row): a field hidden or read-only for a role. A caller's restriction on a field is the least of
 * their roles' (a role without a rule for the field restricts nothing).
 */
export const onlCgformFieldAuth = pgTable(
  "onl_cgform_field_auth",
  {
    id: varchar("id", { length: 36 }).primaryKey(),
    cgformHeadId: varchar("cgform_head_id", { length: 32 }).notNull(),
    fieldName: varchar("field_name", { length: 32 }).notNull(),
    roleId: varchar("role_id", { length: 32 }).notNull(),
    /** hidden | readonly */
    mode: varchar("mode", { length: 16 }).notNull(),
    ...audit,
  },
  (t) => [uniqueIndex("uniq_onl_field_auth").on(t.cgformHeadId, t.roleId, t.fieldName), index("idx_onl_field_auth_role").on(t.roleId)],
);

export type OnlCgformHead = typeof onlCgformHead.$inferSelect;
export type OnlCgformField = typeof onlCgformField.$inferSelect;
export type OnlCgformIndex = typeof onlCgformIndex.$inferSelect;
export type OnlCgformFieldAuth = typeof onlCgformFieldAuth.$inferSelect;
