/**
 * Online forms: the database sync (同步数据库) with its preview, and importing tables of the online
 * schema as forms (从数据库导入表单). JeecgBoot's paths (doDbSynch, queryTables, transTables) plus our
 * syncPreview, which the designer shows before the admin confirms.
 */
import type { ContractBuilder } from "../builder.js";
import { arr, bool, int, obj, ref, str } from "../schema.js";
import { q, textResult } from "./util.js";

/** The designer's tag (shared with the designer's calls). */
export const ONLINE_FORM_TAG = "online-cgform";
export const SYNC_PERMISSION = "online:cgform:sync";
export const IMPORT_TABLE_PERMISSION = "online:cgform:importTable";

const CHANGE_KINDS = [
  "createTable", "dropTable", "renameTable", "addColumn", "renameColumn", "alterType", "setNotNull", "dropNotNull",
  "setDefault", "dropDefault", "dropColumn", "addIndex", "dropIndex", "alterPrimaryKey",
];

export function addOnlineSync(b: ContractBuilder): void {
  const T = ONLINE_FORM_TAG;
  b.tag(T, "Online表单开发（表单设计、同步数据库、从数据库导入）");

  b.schema("OnlSyncChange", obj(
    {
      kind: str("变更种类", { enum: CHANGE_KINDS }),
      field: str("字段、索引或表名（变更后的名字）"),
      description: str("变更说明（含按数据测得的影响）"),
      lossy: bool("会丢失数据或无法执行：普通同步因此拒绝"),
      rowsAffected: int("涉及的行数（转换、清空、填充或删除的行）"),
      failingIds: arr(str(), "无法转换或会丢失内容的行的主键（最多 20 个）"),
      statements: arr(str(), "这一变更执行的 SQL"),
    },
    ["kind", "field", "description", "lossy", "rowsAffected", "failingIds", "statements"],
  ));
  b.schema("OnlSyncPreview", obj(
    {
      statements: arr(str(), "将执行的全部 SQL，按顺序"),
      changes: arr(ref("OnlSyncChange")),
      lossy: bool("有会丢失数据的变更（普通同步会被拒绝）"),
      synced: bool("表已与表单一致，没有要执行的变更"),
    },
    ["statements", "changes", "lossy", "synced"],
  ));

  const code = { code: "表单ID（onl_cgform_head.id）" };
  const rules =
    "Fields are matched by id: a renamed field is a column rename (data kept). Every change that may lose data is measured against the rows first: " +
    "a dropped column with values, a narrowed string below the longest value, a type change some rows would not convert (their ids are listed), NOT NULL over nulls " +
    "(a default fills them instead), decimals rounded, a unique index over duplicates, a new NOT NULL column without default on a table with rows. " +
    "A copy (copyType=1) is never synced; an unknown code answers `表单不存在`; a bad definition (names, types, lengths, defaults, indexes, not exactly one key) is refused before any SQL.";
  b.op({
    method: "post", path: "/online/cgform/api/doDbSynch/{code}/{synMethod}", tag: T, summary: "同步数据库",
    description:
      "Creates or alters the form's table in the online schema, in one transaction. `normal` adds and alters columns and keeps the data; when any change would lose data it is refused, " +
      "nothing changed, and the message lists each lossy change. `force` drops the table and creates it again (all rows are lost; the client confirms first). " +
      `Afterwards the form is isDbSynch 'Y' and the DDL is in the operation log. ${rules}`,
    pathParams: { ...code, synMethod: "normal（普通同步，保留数据）或 force（强制同步，删表重建）" },
    permission: SYNC_PERMISSION,
    result: textResult,
  });
  b.op({
    method: "get", path: "/online/cgform/api/syncPreview/{code}", tag: T, summary: "同步数据库预览",
    description: `What doDbSynch would run now, without running it: the SQL and, per change, the rows affected, whether data would be lost and the first rows that would not convert. ${rules}`,
    pathParams: code,
    query: { synMethod: q("normal（默认）或 force", { schema: str(undefined, { enum: ["normal", "force"] }) }) },
    permission: SYNC_PERMISSION,
    result: ref("OnlSyncPreview"),
  });
  b.op({
    method: "get", path: "/online/cgform/head/queryTables", tag: T, summary: "可导入的数据库表",
    description: "Tables of the online schema that no form uses yet, by name; `tableName` filters by a part of the name.",
    query: { tableName: q("表名包含的文字") },
    permission: IMPORT_TABLE_PERMISSION,
    result: arr(obj({ id: str("表名") }, ["id"])),
  });
  b.op({
    method: "post", path: "/online/cgform/head/transTables/{tables}", tag: T, summary: "从数据库导入表单",
    description:
      "Creates a form (head, fields and indexes) for each named table of the online schema, marked synced. Column types map back to the form's types " +
      "(varchar(n) string, integer int, double precision double, numeric(p,s) BigDecimal, date Date, timestamp Datetime, time Time, text Text, bytea Blob); " +
      "a table with another column type, without a one-column primary key, with a name a form may not have, or already a form is refused, and nothing is imported.",
    pathParams: { tables: "表名，多个用逗号分隔" },
    permission: IMPORT_TABLE_PERMISSION,
    result: textResult,
  });
}
