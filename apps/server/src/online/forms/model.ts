/**
 * An online form as the resource engine serves it: the form's synced columns become a Drizzle
 * table in the online schema and its field rows a ResourceDef (labels, dictionaries, search, sort,
 * required, length, unique), so the generated pages get the built-in lists' search, sort, paging,
 * dictionary texts, writes, export and import. Only columns the last sync created are served
 * (an unsynced edit changes nothing until it is synced); a copy serves its original's table
 * through its own fields.
 *
 * Keys: the engine keys rows by field key; here a key is the column name, except the common
 * columns the engine fills (create_by → createBy …), renamed at the edge (wireKey / engineKey).
 */
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { date, doublePrecision, integer, numeric, pgSchema, text, time, timestamp, varchar, type PgColumnBuilderBase } from "drizzle-orm/pg-core";
import type { Database, Db } from "../../db/database.js";
import { onlCgformField, onlCgformHead, type OnlCgformField, type OnlCgformHead, type SyncedField } from "../../db/schema/index.js";
import { refuse, type FieldDef, type ResourceDef } from "../../resource/index.js";
import { allOf, makeScope, type Served } from "../../resource/scope.js";
import type { ResourceHooks, ResourceScope } from "../../resource/types.js";
import { onlineSchema, tableIdent } from "./physical.js";
import { treeFieldsOf, treeLevelFilter, type TreeFields } from "./tree.js";

/** Column name → the engine's key, for the common columns the engine fills itself. */
const ENGINE_KEYS: Readonly<Record<string, string>> = {
  create_by: "createBy",
  create_time: "createTime",
  update_by: "updateBy",
  update_time: "updateTime",
  sys_org_code: "sysOrgCode",
  tenant_id: "tenantId",
  del_flag: "delFlag",
};
const WIRE_KEYS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(ENGINE_KEYS).map(([a, b]) => [b, a]));
/** The columns the engine fills: never written by a caller (update_time, as read, is an edit's lock). */
const MANAGED = new Set(Object.keys(ENGINE_KEYS));
export const isManagedColumn = (column: string): boolean => MANAGED.has(column) || column === "id";

/** A column name (or a range parameter `<column>_begin` / `_end`) → the engine's key. */
export function engineKey(column: string): string {
  const range = /^(.*)_(begin|end)$/.exec(column);
  if (range && ENGINE_KEYS[range[1]!]) return `${ENGINE_KEYS[range[1]!]}_${range[2]}`;
  return ENGINE_KEYS[column] ?? column;
}
export const wireKey = (key: string): string => WIRE_KEYS[key] ?? (key.endsWith("_dictText") && WIRE_KEYS[key.slice(0, -9)] ? `${WIRE_KEYS[key.slice(0, -9)]}_dictText` : key);

/** A record by column names → by engine keys (and back). */
export const toEngineRow = (row: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(row).map(([k, v]) => [engineKey(k), v]));
export const toWireRow = (row: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(row).map(([k, v]) => [wireKey(k), v]));

export const ONLINE_MESSAGES = {
  unknown: (code: string) => `表单不存在：${code}`,
  notSynced: (name: string) => `表单「${name}」尚未同步数据库，请先同步`,
  noId: (name: string) => `表单「${name}」的主键须为 id`,
} as const;

export interface FormModel {
  /** The head in the path (a copy's own head for a copy). */
  head: OnlCgformHead;
  /** The head that owns the physical table (the same head unless a copy). */
  physical: OnlCgformHead;
  /** The view's fields that exist as columns, in order. */
  fields: OnlCgformField[];
  served: Served;
  /** A sub table's link to its master: the engine key and column of its foreign-key field, and the master's table and column. */
  foreignKey?: { key: string; column: string; mainTable: string; mainField: string };
  /** A tree form's parent-id and has-child fields. */
  tree?: TreeFields;
}

/** The Drizzle column of a synced field (the types the sync creates: ddl-plan.ts). */
function columnOf(f: SyncedField): PgColumnBuilderBase | undefined {
  switch (f.type) {
    case "string":
      return varchar(f.name, { length: f.length });
    case "int":
      return integer(f.name);
    case "double":
      return doublePrecision(f.name);
    case "BigDecimal":
      return numeric(f.name, { precision: f.length, scale: f.pointLength });
    case "Date":
      return date(f.name, { mode: "string" });
    case "Datetime":
      return timestamp(f.name, { withTimezone: true, mode: "date" });
    case "Time":
      return time(f.name);
    case "Text":
      return text(f.name);
    default:
      // Blob: not served by the pages (files are kept as paths in string fields)
      return undefined;
  }
}

const KIND: Readonly<Record<string, FieldDef["kind"]>> = {
  string: "string",
  Text: "text",
  int: "integer",
  double: "number",
  BigDecimal: "number",
  Date: "date",
  Datetime: "datetime",
  Time: "string",
};

/** Controls whose value is a dictionary's value. */
const DICT_CONTROLS = new Set(["list", "list_multi", "radio", "checkbox", "switch", "sel_search"]);

/** The dictionary code of a field (`sex`, or a table dictionary `table,text,value`), if its control takes one. */
export function dictOf(field: OnlCgformField): string | undefined {
  if (!DICT_CONTROLS.has(field.fieldShowType) || !field.dictField) return undefined;
  if (field.dictTable) return field.dictText ? `${field.dictTable},${field.dictText},${field.dictField}` : undefined;
  return field.dictField;
}

function fieldDef(field: OnlCgformField, column: SyncedField): FieldDef {
  const kind = KIND[column.type] ?? "string";
  const dict = dictOf(field);
  const managed = MANAGED.has(column.name) || column.name === "id";
  const def: FieldDef = { kind, label: field.dbFieldTxt || field.dbFieldName };
  if (dict) def.dict = dict;
  if (managed) def.readOnly = true;
  else if (field.fieldMustInput === "1" || (!column.nullable && !column.defaultValue)) def.required = true;
  // a single value matches by WIRE.md's rules, as JeecgBoot's QueryGenerator does: exact, `*x*`
  // contains, `x*` starts with (an index on the field serves exact and starts-with searches)
  if (field.isQuery === 1) def.search = field.queryMode === "group" ? "range" : "eq";
  if (field.sortFlag === "1" || column.name === "create_time") def.sort = true;
  if (kind === "string" && column.type === "string") def.maxLength = column.length;
  if (column.nullable) def.nullable = true;
  return def;
}

export type HooksFor = (fields: readonly OnlCgformField[], head: OnlCgformHead) => ResourceHooks;

/**
 * Built forms by head id, each reused while its head row is unchanged: every change of a form's
 * fields bumps its head's table_version (editAll) and a sync rewrites its synced_json, so the head
 * row read per call is the key — what a call saves is the fields' read and the model's build.
 * A copy is always built afresh (its columns are its original's, whose head is another row).
 */
export type FormCache = Map<string, { key: string; model: FormModel }>;

/** A caller's field permissions of a form by its id (field-auth.ts): fields hidden or read-only. */
export type RestrictionsFor = (headId: string) => Promise<ReadonlyMap<string, "hidden" | "readonly">>;

/**
 * Loads the form `code` (its id) and builds what the engine serves; refused when unknown or
 * unsynced. With `restrict`, the caller's form: hidden fields left out, read-only ones marked.
 */
export async function loadForm(db: Db, database: Pick<Database, "schema">, code: string, hooksFor?: HooksFor, cache?: FormCache, restrict?: RestrictionsFor): Promise<FormModel> {
  const [head] = await db.select().from(onlCgformHead).where(eq(onlCgformHead.id, code)).limit(1);
  if (!head) {
    cache?.delete(code); // a deleted form's model goes with it
    throw refuse(ONLINE_MESSAGES.unknown(code));
  }
  const limits = restrict ? await restrict(head.id) : undefined;
  if (!cache || head.copyType === 1) return buildForm(db, database, head, hooksFor, limits);
  const key = JSON.stringify(head);
  // one model per set of restrictions (most callers have none)
  const slot = limits?.size ? `${head.id}|${JSON.stringify([...limits].sort())}` : head.id;
  const cached = cache.get(slot);
  if (cached?.key === key) return cached.model;
  const model = await buildForm(db, database, head, hooksFor, limits);
  cache.set(slot, { key, model });
  return model;
}

/** The sub forms of a master (originals whose foreign-key field names the master's table), in tab order. */
export async function loadSubForms(db: Db, database: Pick<Database, "schema">, master: OnlCgformHead, hooksFor?: HooksFor, restrict?: RestrictionsFor): Promise<FormModel[]> {
  if (master.tableType !== 2) return [];
  const heads = await db
    .selectDistinct({ head: onlCgformHead })
    .from(onlCgformHead)
    .innerJoin(onlCgformField, eq(onlCgformField.cgformHeadId, onlCgformHead.id))
    .where(and(eq(onlCgformHead.tableType, 3), eq(onlCgformHead.copyType, 0), eq(onlCgformField.mainTable, master.tableName)));
  const subs = heads.map((h) => h.head).sort((a, b) => (a.tabOrderNum ?? 0) - (b.tabOrderNum ?? 0) || a.tableName.localeCompare(b.tableName));
  return Promise.all(subs.filter((h) => h.syncedJson).map(async (h) => buildForm(db, database, h, hooksFor, restrict && (await restrict(h.id)))));
}

/** The original form of table `table` of the given type (sub tables are reached by their table name). */
export async function loadFormByTable(db: Db, database: Pick<Database, "schema">, table: string, tableType: number, hooksFor?: HooksFor, restrict?: RestrictionsFor): Promise<FormModel> {
  const [head] = await db
    .select()
    .from(onlCgformHead)
    .where(and(eq(onlCgformHead.tableName, table), eq(onlCgformHead.tableType, tableType), eq(onlCgformHead.copyType, 0)))
    .limit(1);
  if (!head) throw refuse(ONLINE_MESSAGES.unknown(table));
  return buildForm(db, database, head, hooksFor, restrict && (await restrict(head.id)));
}

async function buildForm(db: Db, database: Pick<Database, "schema">, head: OnlCgformHead, hooksFor?: HooksFor, limits?: ReadonlyMap<string, "hidden" | "readonly">): Promise<FormModel> {
  let physical = head;
  if (head.copyType === 1 && head.physicId) {
    const [original] = await db.select().from(onlCgformHead).where(eq(onlCgformHead.id, head.physicId)).limit(1);
    if (!original) throw refuse(ONLINE_MESSAGES.unknown(head.physicId));
    physical = original;
  }
  const synced = physical.syncedJson;
  if (!synced) throw refuse(ONLINE_MESSAGES.notSynced(head.tableTxt));
  const read = await db.select().from(onlCgformField).where(eq(onlCgformField.cgformHeadId, head.id)).orderBy(asc(onlCgformField.orderNum), asc(onlCgformField.dbFieldName));
  // the caller's field permissions: a hidden field is not served at all, a read-only one never written
  // (the engine's columns, a sub row's link and a tree's parent stay whatever a rule says)
  const kept = (f: OnlCgformField) => MANAGED.has(f.dbFieldName) || f.dbFieldName === "id" || !!f.mainTable || f.dbFieldName === head.treeParentIdField || f.dbFieldName === head.treeIdField;
  const rows = limits?.size
    ? read.flatMap((f) => {
        const mode = kept(f) ? undefined : limits.get(f.dbFieldName);
        return mode === "hidden" ? [] : mode === "readonly" ? [{ ...f, isReadOnly: 1 }] : [f];
      })
    : read;
  const byName = new Map(synced.fields.map((f) => [f.name, f]));
  const fields: OnlCgformField[] = [];
  const columns: Record<string, PgColumnBuilderBase> = {};
  const defFields: Record<string, FieldDef> = {};
  for (const row of rows) {
    const column = byName.get(row.dbFieldName);
    const builder = column && columnOf(column);
    if (!column || !builder) continue;
    fields.push(row);
    const key = engineKey(column.name);
    columns[key] = column.isKey && column.name === "id" ? (builder as ReturnType<typeof varchar>).primaryKey() : builder;
    defFields[key] = fieldDef(row, column);
  }
  // the common columns the engine fills must be there even when the view leaves them out
  for (const column of synced.fields) {
    const key = engineKey(column.name);
    if (columns[key] || !(MANAGED.has(column.name) || column.name === "id")) continue;
    const builder = columnOf(column);
    if (!builder) continue;
    columns[key] = column.name === "id" ? (builder as ReturnType<typeof varchar>).primaryKey() : builder;
    defFields[key] = { kind: KIND[column.type] ?? "string", label: column.name, readOnly: true, nullable: true };
  }
  if (!columns.id) throw refuse(ONLINE_MESSAGES.noId(head.tableTxt));
  tableIdent(synced.table); // a table name that is no form table name never reaches SQL
  const table = pgSchema(onlineSchema(database)).table(synced.table, columns);
  const def: ResourceDef = {
    base: `/online/cgform/api/form/${head.id}`,
    name: `Onl_${head.id}`,
    title: head.tableTxt,
    table: synced.table,
    permission: `online:${head.tableName}`,
    tag: "online-form-data",
    common: "none",
    fields: defFields,
    defaultSort: defFields.createTime ? "createTime" : "id",
  };
  const unique = rows.filter((r) => r.fieldValidType === "only" && defFields[engineKey(r.dbFieldName)]).map((r) => engineKey(r.dbFieldName));
  const tree = treeFieldsOf(head);
  const link = head.tableType === 3 ? fields.find((f) => f.mainTable && f.mainField) : undefined;
  const foreignKey = link ? { key: engineKey(link.dbFieldName), column: link.dbFieldName, mainTable: link.mainTable!, mainField: link.mainField! } : undefined;
  const served = makeScope(def, table, {
    def,
    table,
    unique,
    dictTable: false,
    ...(hooksFor ? { hooks: hooksFor(fields, head) } : {}),
    // a sub table's list is its master row's rows when the foreign key is asked for (ERP, inner
    // table); a tree's, the level getTreeData asks for
    ...(foreignKey || tree
      ? { listFilters: (req: FastifyRequest, scope: ResourceScope) => allOf([foreignKey && foreignKeyFilter(req, scope, foreignKey.key), tree && treeLevelFilter(req, scope, tree)]) }
      : {}),
  });
  return { head, physical, fields, served, ...(foreignKey ? { foreignKey } : {}), ...(tree ? { tree } : {}) };
}

function foreignKeyFilter(req: FastifyRequest, scope: ResourceScope, key: string): SQL | undefined {
  const value = (req.query as Record<string, unknown> | undefined)?.[key];
  const column = scope.columns[key];
  return typeof value === "string" && value !== "" && column ? eq(column, value) : undefined;
}

/**
 * The caller's permission code of a form: `online:<table>:<action>` — for a sub table its
 * master's (a sub table is reached through its master's page, never a menu entry of its own).
 */
export const formPermission = (model: Pick<FormModel, "head" | "foreignKey">, action: "list" | "add" | "edit" | "delete" | "import" | "export"): string =>
  `online:${model.foreignKey?.mainTable ?? model.head.tableName}:${action}`;
