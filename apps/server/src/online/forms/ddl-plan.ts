/**
 * The sync planner (同步数据库), pure: from the definition as last synced (onl_cgform_head.synced_json,
 * null when never synced) and the next one (built from the form's rows), the ordered DDL changes.
 *
 * Fields and indexes are matched BY ID, so a field renamed in the designer is a column rename (its
 * data stays), never drop-and-add. Every name reaches SQL through physical.ts (pattern-checked
 * quoting), every type comes from ONLINE_DB_TYPES, every default is a checked literal of the
 * column's type. Nothing here touches the database: changes that may lose data carry a `check`
 * the executor (sync.ts) measures against the rows before anything runs.
 *
 * Types: string → varchar(length 1..4000), int → integer (JeecgBoot's Java Integer; values stay
 * exact JSON numbers), double → double precision, BigDecimal → numeric(length, point), Date → date,
 * Datetime → timestamptz(0) (an instant, like every system table's; text converts to it and from it
 * at the server's zone SERVER_TIME_ZONE, as the wire's yyyy-MM-dd HH:mm:ss does),
 * Time → time(0), Text → text, Blob → bytea.
 */
import { ONLINE_DB_TYPES, ONLINE_FIELD_NAME, ONLINE_INDEX_NAME, ONLINE_RESERVED_NAMES, ONLINE_TABLE_NAME, type OnlineDbType } from "@qt/openapi/rules";
import type { OnlCgformField, OnlCgformIndex, SyncedDefinition, SyncedField, SyncedIndex } from "../../db/schema/online-form.js";
import { SERVER_TIME_ZONE } from "../../wire/datetime.js";
import { columnIdent, indexIdent, tableIdent } from "./physical.js";

export type ChangeKind =
  | "createTable"
  | "dropTable"
  | "renameTable"
  | "addColumn"
  | "renameColumn"
  | "alterType"
  | "setNotNull"
  | "dropNotNull"
  | "setDefault"
  | "dropDefault"
  | "dropColumn"
  | "addIndex"
  | "dropIndex"
  | "alterPrimaryKey";

/**
 * What the executor counts on the table as it is (previous names) before running a change:
 * - `values`: rows where the column has a value (a dropped column loses them);
 * - `rows`: every row (a dropped table; a new NOT NULL column without default cannot fill them);
 * - `convert`: rows with a value (converted), of which those where `bad` holds fail or lose data;
 * - `nulls`: rows where the column is null (SET NOT NULL fails on them); `filled`: a default fills them;
 * - `duplicates`: rows sharing their values with another row (a unique index fails);
 * - `always`: not measurable, always lossy (a primary key change: force only).
 */
export type Check =
  | { kind: "values"; column: string }
  | { kind: "rows" }
  | { kind: "convert"; column: string; bad: string | null }
  | { kind: "nulls"; column: string; filled: boolean }
  | { kind: "duplicates"; columns: string[] }
  | { kind: "always" };

export interface PlannedChange {
  kind: ChangeKind;
  /** The field's id (column changes) or the index's id (index changes). */
  fieldId?: string;
  indexId?: string;
  /** The field, index or table name after the change (before it for drops). */
  name: string;
  /** The name before the change, for renames. */
  oldName?: string;
  /** The statements, in order. */
  statements: string[];
  /** Whether the change can lose data (the executor replaces it by what it measured). */
  lossy: boolean;
  /** zh-CN, for the preview. */
  description: string;
  check?: Check;
}

/** A definition the planner refuses (hostile or inconsistent rows): nothing is run. */
export class PlanError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("；"));
    this.name = "PlanError";
  }
}

export const MAX_VARCHAR = 4000;
export const MAX_NUMERIC = 1000;
/** Types whose length (and decimals) matter; the others ignore the designer's length. */
const SIZED: ReadonlySet<string> = new Set(["string", "BigDecimal"]);

const isDbType = (type: string): type is OnlineDbType => (ONLINE_DB_TYPES as readonly string[]).includes(type);

/** The column type of a field (validated before). */
export function columnType(f: Pick<SyncedField, "type" | "length" | "pointLength">): string {
  switch (f.type as OnlineDbType) {
    case "string":
      return `varchar(${f.length})`;
    case "int":
      return "integer";
    case "double":
      return "double precision";
    case "BigDecimal":
      return `numeric(${f.length},${f.pointLength})`;
    case "Date":
      return "date";
    case "Datetime":
      return "timestamptz(0)";
    case "Time":
      return "time(0)";
    case "Text":
      return "text";
    case "Blob":
      return "bytea";
  }
  throw new Error(`not an online db type: ${f.type}`);
}

// ---------------------------------------------------------------------------------------------
// The next definition, from the form's rows

/** An index on a sub table's foreign-key field (main_table/main_field set), tracked like the others. */
export const fkIndexId = (fieldId: string): string => `fk:${fieldId}`;

/** A name for the foreign-key index, unique per table and field, within PostgreSQL's 63 bytes. */
export function fkIndexName(table: string, field: string): string {
  const name = `${table}_${field}_fk`;
  if (name.length <= 63) return name;
  let h = 0;
  for (const c of name) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return `${name.slice(0, 54)}_${(h >>> 0).toString(16).padStart(8, "0")}`;
}

/**
 * The definition the rows describe: persisted fields (db_is_persist=1) in order, live indexes
 * (del_flag=0), plus an index on a foreign-key field. Lengths of unsized types are zeroed so a
 * length the designer shows for an int never reads as a change.
 */
export function definitionFromRows(
  table: string,
  fields: readonly Pick<OnlCgformField, "id" | "dbFieldName" | "dbType" | "dbLength" | "dbPointLength" | "dbIsNull" | "dbIsKey" | "dbIsPersist" | "dbDefaultVal" | "orderNum" | "mainTable" | "mainField">[],
  indexes: readonly Pick<OnlCgformIndex, "id" | "indexName" | "indexField" | "indexType" | "delFlag">[],
): SyncedDefinition {
  const persisted = fields.filter((f) => f.dbIsPersist === 1).sort((a, b) => a.orderNum - b.orderNum);
  const out: SyncedDefinition = {
    table,
    fields: persisted.map((f) => ({
      id: f.id,
      name: f.dbFieldName,
      type: f.dbType,
      length: SIZED.has(f.dbType) ? f.dbLength : 0,
      pointLength: f.dbType === "BigDecimal" ? f.dbPointLength : 0,
      nullable: f.dbIsKey === 1 ? false : f.dbIsNull === 1,
      isKey: f.dbIsKey === 1,
      defaultValue: f.dbDefaultVal?.trim() ? f.dbDefaultVal.trim() : null,
    })),
    indexes: indexes
      .filter((i) => i.delFlag === 0)
      .map((i) => ({ id: i.id, name: i.indexName, fields: i.indexField.split(",").map((s) => s.trim()).filter(Boolean), type: i.indexType })),
  };
  for (const f of persisted) {
    if (!f.mainTable?.trim() || !f.mainField?.trim() || f.dbIsKey === 1) continue;
    if (out.indexes.some((i) => i.fields.length === 1 && i.fields[0] === f.dbFieldName)) continue;
    out.indexes.push({ id: fkIndexId(f.id), name: fkIndexName(table, f.dbFieldName), fields: [f.dbFieldName], type: "normal" });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Validation: everything that reaches SQL is checked here first

/** Whether `text` holds a control character (never allowed in a default). */
export const hasControl = (text: string): boolean => [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
const INT_TEXT = /^[+-]?\d+$/;
const DECIMAL_TEXT = /^[+-]?\d+(\.\d+)?$/;
const FLOAT_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d{1,3})?$/;

function validDate(y: number, m: number, d: number): boolean {
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}
function validTime(text: string): boolean {
  const [h, mi, s] = text.split(":").map(Number);
  return h! <= 23 && mi! <= 59 && s! <= 59;
}

/**
 * The SQL literal of a column default, or a message saying why the value is not one of the
 * column's type. The value is never SQL: numbers are re-printed, texts quoted with '' escaping.
 */
export function defaultLiteral(f: Pick<SyncedField, "type" | "length" | "pointLength">, value: string): { sql: string } | { problem: string } {
  const quoted = `'${value.replace(/'/g, "''")}'`;
  const no = (what: string) => ({ problem: `默认值“${value}”不是${what}` });
  if (hasControl(value)) return { problem: "默认值不能含控制字符" };
  switch (f.type as OnlineDbType) {
    case "string":
      return value.length <= f.length ? { sql: quoted } : { problem: `默认值“${value}”超过字段长度 ${f.length}` };
    case "Text":
      return { sql: quoted };
    case "int": {
      if (!INT_TEXT.test(value)) return no("整数");
      const n = BigInt(value);
      return n >= -2147483648n && n <= 2147483647n ? { sql: n.toString() } : no("int 范围内的整数");
    }
    case "double": {
      const n = Number(value);
      if (!FLOAT_TEXT.test(value) || !Number.isFinite(n) || (n !== 0 && Math.abs(n) < 1e-307)) return no("数字");
      return { sql: `${n}::double precision` };
    }
    case "BigDecimal": {
      if (!DECIMAL_TEXT.test(value)) return no("数字");
      const [whole, frac = ""] = value.replace(/^[+-]/, "").split(".");
      if (frac.length > f.pointLength || whole!.replace(/^0+(?=\d)/, "").length > f.length - f.pointLength) return no(`numeric(${f.length},${f.pointLength}) 能存的数`);
      return { sql: value };
    }
    case "Date": {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      return m && validDate(+m[1]!, +m[2]!, +m[3]!) ? { sql: `${quoted}::date` } : no("日期（yyyy-MM-dd）");
    }
    case "Datetime": {
      const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value);
      return m && validDate(+m[1]!, +m[2]!, +m[3]!) && validTime(m[4]!) ? { sql: `(${quoted}::timestamp at time zone ${ZONE})` } : no("日期时间（yyyy-MM-dd HH:mm:ss）");
    }
    case "Time":
      return /^\d{2}:\d{2}:\d{2}$/.test(value) && validTime(value) ? { sql: `${quoted}::time` } : no("时间（HH:mm:ss）");
    case "Blob":
      return { problem: "Blob 字段不能有默认值" };
  }
  return { problem: `未知类型 ${f.type}` };
}

/** Every problem of a definition (empty: it can be synced). */
export function definitionProblems(def: SyncedDefinition): string[] {
  const problems: string[] = [];
  const name = JSON.stringify(def.table);
  if (!ONLINE_TABLE_NAME.test(def.table) || ONLINE_RESERVED_NAMES.has(def.table)) {
    problems.push(`表名 ${name} 不合法（小写字母开头，只含小写字母、数字和下划线，不超过50个字符，不能以 pg_ 开头，不能是保留字）`);
  }
  if (def.fields.length === 0) problems.push("表单没有数据库字段");
  const seen = new Set<string>();
  for (const f of def.fields) {
    const label = `字段 ${JSON.stringify(f.name)}`;
    if (!ONLINE_FIELD_NAME.test(f.name) || ONLINE_RESERVED_NAMES.has(f.name)) {
      problems.push(`${label} 名称不合法（小写字母开头，只含小写字母、数字和下划线，不超过32个字符，不能是保留字）`);
      continue;
    }
    if (seen.has(f.name)) problems.push(`${label} 重复`);
    seen.add(f.name);
    const before = problems.length;
    if (!isDbType(f.type)) {
      problems.push(`${label} 的类型 ${JSON.stringify(f.type)} 不受支持（${ONLINE_DB_TYPES.join("、")}）`);
      continue;
    }
    if (f.type === "string" && !(Number.isInteger(f.length) && f.length >= 1 && f.length <= MAX_VARCHAR)) problems.push(`${label} 的长度须为 1 到 ${MAX_VARCHAR}`);
    if (f.type === "BigDecimal") {
      if (!(Number.isInteger(f.length) && f.length >= 1 && f.length <= MAX_NUMERIC)) problems.push(`${label} 的长度须为 1 到 ${MAX_NUMERIC}`);
      else if (!(Number.isInteger(f.pointLength) && f.pointLength >= 0 && f.pointLength <= f.length)) problems.push(`${label} 的小数位须为 0 到 ${f.length}`);
    }
    if (f.isKey && f.type === "Blob") problems.push(`${label} 是 Blob，不能作主键`);
    if (f.defaultValue !== null && problems.length === before) {
      const literal = defaultLiteral(f, f.defaultValue);
      if ("problem" in literal) problems.push(`${label}：${literal.problem}`);
    }
  }
  const keys = def.fields.filter((f) => f.isKey);
  if (keys.length !== 1) problems.push(`表单须有且只有一个主键字段（现有 ${keys.length} 个）`);
  const indexNames = new Set<string>();
  for (const i of def.indexes) {
    const label = `索引 ${JSON.stringify(i.name)}`;
    if (!ONLINE_INDEX_NAME.test(i.name) || ONLINE_RESERVED_NAMES.has(i.name)) problems.push(`${label} 名称不合法（小写字母开头，只含小写字母、数字和下划线，不超过63个字符）`);
    if (indexNames.has(i.name)) problems.push(`${label} 重复`);
    indexNames.add(i.name);
    if (i.type !== "normal" && i.type !== "unique") problems.push(`${label} 的类型须为 normal 或 unique`);
    if (i.fields.length === 0) problems.push(`${label} 没有字段`);
    for (const field of i.fields) if (!seen.has(field)) problems.push(`${label} 的字段 ${JSON.stringify(field)} 不是表单的数据库字段`);
    if (new Set(i.fields).size !== i.fields.length) problems.push(`${label} 的字段重复`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Conversions: how a column becomes another type, and which rows would not make it

/** Unsigned or signed decimal text, exponent of at most 3 digits (so the cast to numeric cannot fail). */
const SQL_NUMBER = `'^[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)([eE][+-]?[0-9]{1,3})?$'`;
/** The zone text dates are read and written in (the wire's). */
const ZONE = `'${SERVER_TIME_ZONE}'`;
const SQL_DATE = `'^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}$'`;
const SQL_TIME = `'^[0-9]{1,2}:[0-9]{2}(:[0-9]{2})?$'`;

/** The column's value as text, stable whatever the session's DateStyle. */
function textOf(col: string, type: OnlineDbType): string {
  switch (type) {
    case "Date":
      return `to_char(${col}, 'YYYY-MM-DD')`;
    case "Datetime":
      return `to_char(${col} at time zone ${ZONE}, 'YYYY-MM-DD HH24:MI:SS')`;
    case "Time":
      return `to_char(${col}, 'HH24:MI:SS')`;
    case "string":
    case "Text":
      return col;
    default:
      return `${col}::text`;
  }
}

/** True for text that is not a calendar date yyyy-M-d (never raises). */
function badDate(t: string): string {
  const y = `split_part(${t}, '-', 1)::int`;
  const m = `split_part(${t}, '-', 2)::int`;
  const d = `split_part(${t}, '-', 3)::int`;
  return (
    `case when ${t} !~ ${SQL_DATE} then true when ${y} < 1 or ${m} not between 1 and 12 then true ` +
    `else ${d} not between 1 and extract(day from make_date(${y}, ${m}, 1) + interval '1 month' - interval '1 day')::int end`
  );
}
/** True for text that is not a time of day H:mm[:ss] (never raises). */
function badTime(t: string): string {
  return (
    `case when ${t} !~ ${SQL_TIME} then true else split_part(${t}, ':', 1)::int > 23 or split_part(${t}, ':', 2)::int > 59 ` +
    `or coalesce(nullif(split_part(${t}, ':', 3), ''), '0')::int > 59 end`
  );
}

/**
 * `using`: the expression of ALTER … TYPE … USING; `bad`: SQL true for a non-null row that would
 * fail to convert or lose something (null: none can). Expressions never raise: every cast sits in
 * a CASE branch its pattern guards.
 */
export function conversion(from: SyncedField, to: SyncedField, col: string): { using: string; bad: string | null } {
  const target = columnType(to);
  const src = from.type as OnlineDbType;
  if (src === "Blob") return { using: `null::${target}`, bad: "true" }; // bytes are not text: only an empty column converts
  const text = textOf(col, src);
  const t = `btrim(${text})`;
  const blank = `nullif(${t}, '')`;
  const numeric = (extra: string) => `case when ${t} = '' then false when ${t} !~ ${SQL_NUMBER} then true else ${extra} end`;
  const fromNumber = src === "int" || src === "double" || src === "BigDecimal";
  switch (to.type as OnlineDbType) {
    case "string":
      return { using: `${text}::${target}`, bad: src === "string" && from.length <= to.length ? null : `char_length(${text}) > ${to.length}` };
    case "Text":
      return { using: `${text}::text`, bad: null };
    case "Blob":
      return { using: `convert_to(${text}, 'UTF8')`, bad: null };
    case "int":
      return {
        using: `${blank}::numeric::integer`,
        bad: src === "Date" || src === "Datetime" || src === "Time" ? "true" : numeric(`${t}::numeric <> trunc(${t}::numeric) or ${t}::numeric not between -2147483648 and 2147483647`),
      };
    case "double":
      return {
        using: `${blank}::numeric::double precision`,
        bad:
          src === "Date" || src === "Datetime" || src === "Time"
            ? "true"
            : numeric(`abs(${t}::numeric) >= 1e308 or (${t}::numeric <> 0 and abs(${t}::numeric) < 1e-307) or ${t}::numeric::double precision::numeric <> ${t}::numeric`),
      };
    case "BigDecimal":
      return {
        using: `${blank}::${target}`,
        bad:
          src === "Date" || src === "Datetime" || src === "Time"
            ? "true"
            : numeric(`abs(round(${t}::numeric, ${to.pointLength})) >= 1e${to.length - to.pointLength} or round(${t}::numeric, ${to.pointLength}) <> ${t}::numeric`),
      };
    case "Date":
      if (src === "Datetime") return { using: `(${col} at time zone ${ZONE})::date`, bad: `(${col} at time zone ${ZONE})::time <> '00:00:00'` };
      if (fromNumber || src === "Time") return { using: `null::date`, bad: "true" };
      return { using: `${blank}::date`, bad: `case when ${t} = '' then false else ${badDate(t)} end` };
    case "Datetime":
      if (src === "Date") return { using: `(${col}::timestamp at time zone ${ZONE})`, bad: null };
      if (fromNumber || src === "Time") return { using: `null::timestamptz(0)`, bad: "true" };
      return {
        using: `(${blank}::timestamp(0) at time zone ${ZONE})`,
        bad:
          `case when ${t} = '' then false when ${t} !~ '^[^ ]+( [^ ]+)?$' then true ` +
          `else (${badDate(`split_part(${t}, ' ', 1)`)}) or (split_part(${t}, ' ', 2) <> '' and (${badTime(`split_part(${t}, ' ', 2)`)})) end`,
      };
    case "Time":
      if (src === "Datetime") return { using: `(${col} at time zone ${ZONE})::time(0)`, bad: "true" }; // the date is lost
      if (fromNumber || src === "Date") return { using: `null::time(0)`, bad: "true" };
      return { using: `${blank}::time(0)`, bad: `case when ${t} = '' then false else ${badTime(t)} end` };
  }
  throw new Error(`not an online db type: ${to.type}`);
}

const sameType = (a: SyncedField, b: SyncedField) =>
  a.type === b.type && (!SIZED.has(a.type) || (a.length === b.length && (a.type !== "BigDecimal" || a.pointLength === b.pointLength)));

const typeLabel = (f: SyncedField) => (f.type === "string" ? `string(${f.length})` : f.type === "BigDecimal" ? `BigDecimal(${f.length},${f.pointLength})` : f.type);

// ---------------------------------------------------------------------------------------------
// The plan

export type SyncMethod = "normal" | "force";

function columnDef(f: SyncedField): string {
  let out = `${columnIdent(f.name)} ${columnType(f)}`;
  if (f.defaultValue !== null) out += ` default ${literalOf(f)}`;
  if (!f.nullable) out += " not null";
  return out;
}

function literalOf(f: SyncedField): string {
  const literal = defaultLiteral(f, f.defaultValue!);
  if ("problem" in literal) throw new PlanError([literal.problem]);
  return literal.sql;
}

const sameIndex = (a: SyncedIndex, b: SyncedIndex) => a.name === b.name && a.type === b.type && a.fields.join(",") === b.fields.join(",");

/**
 * The changes that turn `prev` (null: no table yet) into `next`, in the order they must run.
 * `schema` is the online schema (onlineSchema()). `force` drops and recreates the table.
 * Throws PlanError, before building any statement, when `next` has a problem.
 */
export function planSync(prev: SyncedDefinition | null, next: SyncedDefinition, schema: string, method: SyncMethod = "normal"): PlannedChange[] {
  const problems = definitionProblems(next);
  if (problems.length > 0) throw new PlanError(problems);
  const prevProblems = prev && method === "normal" ? definitionProblems(prev) : [];
  if (prevProblems.length > 0) throw new PlanError([`上次同步的定义有误（${prevProblems.join("；")}），请使用强制同步`]);
  const q = (table: string) => `"${schema}".${tableIdent(table)}`;
  const T = q(next.table);
  const changes: PlannedChange[] = [];
  const addIndex = (i: SyncedIndex, check?: Check) => {
    const unique = i.type === "unique";
    changes.push({
      kind: "addIndex",
      indexId: i.id,
      name: i.name,
      statements: [`create ${unique ? "unique " : ""}index ${indexIdent(i.name)} on ${T} (${i.fields.map(columnIdent).join(", ")})`],
      lossy: false,
      description: `新建${unique ? "唯一" : "普通"}索引 ${i.name}（${i.fields.join(", ")}）`,
      ...(check ? { check } : {}),
    });
  };
  const createAll = () => {
    const key = next.fields.find((f) => f.isKey)!;
    changes.push({
      kind: "createTable",
      name: next.table,
      statements: [`create table ${T} (${[...next.fields.map(columnDef), `constraint ${indexIdent(`${next.table}_pkey`)} primary key (${columnIdent(key.name)})`].join(", ")})`],
      lossy: false,
      description: `新建表 ${next.table}（${next.fields.length} 个字段，主键 ${key.name}）`,
    });
    for (const i of next.indexes) addIndex(i);
  };

  if (method === "force" || prev === null) {
    if (method === "force") {
      const old = prev?.table ?? next.table;
      changes.push({
        kind: "dropTable",
        name: old,
        statements: [`drop table if exists ${q(old)}`],
        lossy: true,
        description: `删除表 ${old} 及其全部数据后重建`,
        check: { kind: "rows" },
      });
    }
    createAll();
    return changes;
  }

  // Table rename (its primary key's index follows the name so the old name is free again)
  if (prev.table !== next.table) {
    changes.push({
      kind: "renameTable",
      name: next.table,
      oldName: prev.table,
      statements: [
        `alter table ${q(prev.table)} rename to ${tableIdent(next.table)}`,
        `alter index if exists "${schema}".${indexIdent(`${prev.table}_pkey`)} rename to ${indexIdent(`${next.table}_pkey`)}`,
      ],
      lossy: false,
      description: `表 ${prev.table} 改名为 ${next.table}（数据保留）`,
    });
  }

  const prevById = new Map(prev.fields.map((f) => [f.id, f]));
  const nextById = new Map(next.fields.map((f) => [f.id, f]));
  const prevKey = prev.fields.find((f) => f.isKey)!;
  const nextKey = next.fields.find((f) => f.isKey)!;
  if (prevKey.id !== nextKey.id) {
    changes.push({
      kind: "alterPrimaryKey",
      fieldId: nextKey.id,
      name: nextKey.name,
      oldName: prevKey.name,
      statements: [],
      lossy: true,
      description: `主键由 ${prevKey.name} 改为 ${nextKey.name}：普通同步不改主键，请使用强制同步（数据会丢失）`,
      check: { kind: "always" },
    });
    return changes;
  }

  // Indexes: dropped or changed ones go first (a dropped column would take them along)
  const prevIndexes = new Map(prev.indexes.map((i) => [i.id, i]));
  const nextIndexes = new Map(next.indexes.map((i) => [i.id, i]));
  for (const i of prev.indexes) {
    const now = nextIndexes.get(i.id);
    if (now && sameIndex(i, now)) continue;
    changes.push({ kind: "dropIndex", indexId: i.id, name: i.name, statements: [`drop index if exists "${schema}".${indexIdent(i.name)}`], lossy: false, description: `删除索引 ${i.name}` });
  }

  // Dropped columns
  for (const f of prev.fields) {
    if (nextById.has(f.id)) continue;
    changes.push({
      kind: "dropColumn",
      fieldId: f.id,
      name: f.name,
      statements: [`alter table ${T} drop column ${columnIdent(f.name)}`],
      lossy: true,
      description: `删除字段 ${f.name}`,
      check: { kind: "values", column: f.name },
    });
  }

  // Renames; a rename onto a name another column still has (a swap) goes through a free name
  const renames = next.fields.filter((f) => prevById.has(f.id) && prevById.get(f.id)!.name !== f.name).map((f) => ({ f, from: prevById.get(f.id)!.name }));
  const taken = new Set(prev.fields.filter((f) => nextById.has(f.id)).map((f) => f.name));
  const used = new Set([...prev.fields.map((f) => f.name), ...next.fields.map((f) => f.name)]);
  const parked = new Map<string, string>();
  let n = 0;
  for (const r of renames) {
    taken.delete(r.from);
    if (!taken.has(r.f.name)) continue;
    let tmp: string;
    do tmp = `sync_tmp_${n++}`;
    while (used.has(tmp));
    used.add(tmp);
    parked.set(r.f.id, tmp);
  }
  const rename = (id: string, from: string, to: string, description: string) =>
    changes.push({ kind: "renameColumn", fieldId: id, name: to, oldName: from, statements: [`alter table ${T} rename column ${columnIdent(from)} to ${columnIdent(to)}`], lossy: false, description });
  for (const r of renames) {
    const via = parked.get(r.f.id);
    if (via) rename(r.f.id, r.from, via, `字段 ${r.from} 暂改名为 ${via}（与其他字段互换名称）`);
    else rename(r.f.id, r.from, r.f.name, `字段 ${r.from} 改名为 ${r.f.name}（数据保留）`);
  }
  for (const r of renames) {
    const via = parked.get(r.f.id);
    if (via) rename(r.f.id, via, r.f.name, `字段 ${r.from} 改名为 ${r.f.name}（数据保留）`);
  }

  // Type, default and nullability of kept columns
  for (const f of next.fields) {
    const was = prevById.get(f.id);
    if (!was) continue;
    const col = columnIdent(f.name);
    let defaultDropped = false;
    if (!sameType(was, f)) {
      const { using } = conversion(was, f, col);
      const { bad } = conversion(was, f, columnIdent(was.name)); // measured before the rename
      const statements: string[] = [];
      if (was.defaultValue !== null) {
        statements.push(`alter table ${T} alter column ${col} drop default`);
        defaultDropped = true;
      }
      statements.push(`alter table ${T} alter column ${col} type ${columnType(f)} using ${using}`);
      changes.push({
        kind: "alterType",
        fieldId: f.id,
        name: f.name,
        statements,
        lossy: bad !== null,
        description: `字段 ${f.name} 类型由 ${typeLabel(was)} 改为 ${typeLabel(f)}（逐行转换）`,
        check: { kind: "convert", column: was.name, bad },
      });
    }
    if (f.defaultValue !== null && (defaultDropped || f.defaultValue !== was.defaultValue)) {
      changes.push({
        kind: "setDefault",
        fieldId: f.id,
        name: f.name,
        statements: [`alter table ${T} alter column ${col} set default ${literalOf(f)}`],
        lossy: false,
        description: `字段 ${f.name} 默认值设为 ${f.defaultValue}`,
      });
    } else if (f.defaultValue === null && was.defaultValue !== null && !defaultDropped) {
      changes.push({ kind: "dropDefault", fieldId: f.id, name: f.name, statements: [`alter table ${T} alter column ${col} drop default`], lossy: false, description: `字段 ${f.name} 去掉默认值` });
    }
    if (was.nullable && !f.nullable) {
      const filled = f.defaultValue !== null;
      changes.push({
        kind: "setNotNull",
        fieldId: f.id,
        name: f.name,
        statements: [...(filled ? [`update ${T} set ${col} = ${literalOf(f)} where ${col} is null`] : []), `alter table ${T} alter column ${col} set not null`],
        lossy: !filled,
        description: filled ? `字段 ${f.name} 设为必填（空值填入默认值 ${f.defaultValue}）` : `字段 ${f.name} 设为必填`,
        check: { kind: "nulls", column: was.name, filled },
      });
    } else if (!was.nullable && f.nullable) {
      changes.push({ kind: "dropNotNull", fieldId: f.id, name: f.name, statements: [`alter table ${T} alter column ${col} drop not null`], lossy: false, description: `字段 ${f.name} 改为可空` });
    }
  }

  // New columns
  for (const f of next.fields) {
    if (prevById.has(f.id)) continue;
    const needsFill = !f.nullable && f.defaultValue === null;
    changes.push({
      kind: "addColumn",
      fieldId: f.id,
      name: f.name,
      statements: [`alter table ${T} add column ${columnDef(f)}`],
      lossy: needsFill,
      description: needsFill ? `新增必填字段 ${f.name} ${typeLabel(f)}（无默认值：表中已有数据时无法新增）` : `新增字段 ${f.name} ${typeLabel(f)}`,
      ...(needsFill ? { check: { kind: "rows" as const } } : {}),
    });
  }

  // New or changed indexes; a unique one is checked for duplicates over columns the table has now
  const prevNameOf = new Map(next.fields.filter((f) => prevById.has(f.id)).map((f) => [f.name, prevById.get(f.id)!.name]));
  for (const i of next.indexes) {
    const was = prevIndexes.get(i.id);
    if (was && sameIndex(was, i)) continue;
    const checkable = i.type === "unique" && i.fields.every((name) => prevNameOf.has(name));
    addIndex(i, checkable ? { kind: "duplicates", columns: i.fields.map((name) => prevNameOf.get(name)!) } : undefined);
  }
  return changes;
}
