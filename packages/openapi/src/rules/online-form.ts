/**
 * The vocabulary of online forms (JeecgBoot's cgform codes): table and field names, database
 * types, controls, validation codes. The designer checks a definition with these as it is edited,
 * the server checks it again on every write, and the sync builds DDL only from what passes.
 */

/**
 * A form's table name: lower-case, starts with a letter (the copy suffix `$n` is never physical),
 * not `pg_…` (PostgreSQL keeps that prefix for its own catalogs).
 */
export const ONLINE_TABLE_NAME = /^(?!pg_)[a-z][a-z0-9_]{0,49}$/;
/** An index name (onl_cgform_index.index_name): an identifier PostgreSQL keeps whole (≤ 63 bytes). */
export const ONLINE_INDEX_NAME = /^[a-z][a-z0-9_]{0,62}$/;
/** A field (column) name: lower-case, starts with a letter, at most 32 characters (db_field_name). */
export const ONLINE_FIELD_NAME = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * Names a form may not take: PostgreSQL's reserved key words (a column or table named `order`
 * works only quoted, and confuses every tool that reads the table) and its system columns.
 */
export const ONLINE_RESERVED_NAMES: ReadonlySet<string> = new Set([
  "all", "analyse", "analyze", "and", "any", "array", "as", "asc", "asymmetric", "both", "case", "cast", "check",
  "collate", "column", "constraint", "create", "current_catalog", "current_date", "current_role", "current_time",
  "current_timestamp", "current_user", "default", "deferrable", "desc", "distinct", "do", "else", "end", "except",
  "false", "fetch", "for", "foreign", "from", "grant", "group", "having", "in", "initially", "intersect", "into",
  "lateral", "leading", "limit", "localtime", "localtimestamp", "not", "null", "offset", "on", "only", "or", "order",
  "placing", "primary", "references", "returning", "select", "session_user", "some", "symmetric", "system_user",
  "table", "then", "to", "trailing", "true", "union", "unique", "user", "using", "variadic", "when", "where",
  "window", "with",
  // system columns of every PostgreSQL table
  "tableoid", "xmin", "cmin", "xmax", "cmax", "ctid", "oid",
]);

/** Database types, spelled as JeecgBoot stores them (db_type); `Time` is ours (a time of day). */
export const ONLINE_DB_TYPES = ["string", "int", "double", "BigDecimal", "Date", "Datetime", "Time", "Text", "Blob"] as const;
export type OnlineDbType = (typeof ONLINE_DB_TYPES)[number];

/** Controls (field_show_type) of the page-attribute grid. */
export const ONLINE_CONTROLS = [
  "text", "password", "textarea", "list", "list_multi", "radio", "checkbox", "switch", "date", "datetime", "time",
  "file", "image", "umeditor", "markdown", "popup", "sel_search", "cat_tree", "sel_tree", "link_down", "link_table",
  "link_table_field", "sel_user", "sel_depart", "pca", "hidden",
] as const;
export type OnlineControl = (typeof ONLINE_CONTROLS)[number];

/** Built-in validation codes (field_valid_type); any other non-empty value is a custom regular expression. */
export const ONLINE_VALID_TYPES = ["only", "n6-16", "s6-18", "*6-16", "url", "e", "m", "p", "s", "n", "z", "*", "money"] as const;

/** 1 single, 2 master, 3 sub (dict cgform_table_type). */
export const ONLINE_TABLE_TYPES = [1, 2, 3] as const;
/** Master forms' page themes. */
export const ONLINE_THEMES = ["normal", "erp", "innerTable", "tab"] as const;
/** Sync methods of doDbSynch. */
/** One of a new form's fields: its name, label, database type, length and other settings. */
export type OnlineDefaultField = Readonly<{ dbFieldName: string; dbFieldTxt: string; dbType: OnlineDbType; dbLength: number } & Record<string, unknown>>;

/** The fields a new form starts with (JeecgBoot's getMasterTableInitialData): the key and the audit columns the generated pages fill. */
export const ONLINE_DEFAULT_FIELDS: readonly OnlineDefaultField[] = [
  { dbFieldName: "id", dbFieldTxt: "主键", dbType: "string", dbLength: 36, dbIsKey: 1, dbIsNull: 0, isShowForm: 0, isShowList: 0, isReadOnly: 1 },
  { dbFieldName: "create_by", dbFieldTxt: "创建人", dbType: "string", dbLength: 50, isShowForm: 0, isShowList: 0 },
  { dbFieldName: "create_time", dbFieldTxt: "创建日期", dbType: "Datetime", dbLength: 0, isShowForm: 0, fieldShowType: "datetime" },
  { dbFieldName: "update_by", dbFieldTxt: "更新人", dbType: "string", dbLength: 50, isShowForm: 0, isShowList: 0 },
  { dbFieldName: "update_time", dbFieldTxt: "更新日期", dbType: "Datetime", dbLength: 0, isShowForm: 0, isShowList: 0, fieldShowType: "datetime" },
  { dbFieldName: "sys_org_code", dbFieldTxt: "所属部门", dbType: "string", dbLength: 64, isShowForm: 0, isShowList: 0 },
];

/** What a field permission does to a field for a role. */
export const ONLINE_FIELD_AUTH_MODES = ["hidden", "readonly"] as const;
export type OnlineFieldAuthMode = (typeof ONLINE_FIELD_AUTH_MODES)[number];

export const ONLINE_SYNC_METHODS = ["normal", "force"] as const;
