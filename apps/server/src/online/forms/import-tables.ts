/**
 * Importing tables of the online schema as forms (从数据库导入表单): queryTables lists the tables no
 * form uses yet; transTables reads each one's columns, primary key and plain indexes from the
 * catalog and creates the head, field and index rows, marked synced (synced_json = the catalog's
 * definition), so the next sync alters the table in place. Types map back to ONLINE_DB_TYPES;
 * anything else is refused with the column named, and nothing is imported.
 */
import { ONLINE_FIELD_NAME, ONLINE_INDEX_NAME, ONLINE_RESERVED_NAMES, ONLINE_TABLE_NAME, type OnlineDbType } from "@qt/openapi/rules";
import { sql } from "drizzle-orm";
import type { Clock } from "../../clock.js";
import { queryRows, transaction, type Database, type Db } from "../../db/database.js";
import { onlCgformField, onlCgformHead, onlCgformIndex } from "../../db/schema/online-form.js";
import { newId } from "../../ids.js";
import { defaultLiteral, definitionFromRows, definitionProblems } from "./ddl-plan.js";
import { onlineSchema } from "./physical.js";

export class ImportRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportRefusal";
  }
}

async function formTables(db: Db): Promise<Set<string>> {
  return new Set((await db.select({ t: onlCgformHead.tableName }).from(onlCgformHead)).map((r) => r.t));
}

async function schemaTables(db: Db, schema: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(db, sql`select tablename as name from pg_catalog.pg_tables where schemaname = ${schema} order by tablename`);
  return rows.map((r) => r.name);
}

/** Tables of the online schema that are not forms yet (`filter`: a part of the name). */
export async function importableTables(database: Database, filter?: string): Promise<Array<{ id: string }>> {
  const taken = await formTables(database.db);
  const part = filter?.trim().toLowerCase() ?? "";
  return (await schemaTables(database.db, onlineSchema(database))).filter((t) => !taken.has(t) && t.includes(part)).map((id) => ({ id }));
}

type CatalogColumn = {
  name: string;
  type: string;
  nullable: boolean;
  def: string | null;
  comment: string | null;
};

/** The form type of a catalog type (format_type), or null when forms have none. */
export function formTypeOf(type: string): { type: OnlineDbType; length: number; pointLength: number } | null {
  let m: RegExpExecArray | null;
  if ((m = /^character varying\((\d+)\)$/.exec(type))) return { type: "string", length: Number(m[1]), pointLength: 0 };
  if ((m = /^numeric\((\d+),(\d+)\)$/.exec(type))) return { type: "BigDecimal", length: Number(m[1]), pointLength: Number(m[2]) };
  const plain: Record<string, OnlineDbType> = { integer: "int", "double precision": "double", date: "Date", text: "Text", bytea: "Blob" };
  if (plain[type]) return { type: plain[type], length: 0, pointLength: 0 };
  // only instants: a wall-clock timestamp has no zone the forms could read it in
  if (/^timestamp(\(\d\))? with time zone$/.test(type)) return { type: "Datetime", length: 0, pointLength: 0 };
  if (/^time(\(\d\))? without time zone$/.test(type)) return { type: "Time", length: 0, pointLength: 0 };
  return null;
}

/** A catalog default the form can carry (a plain literal of the column's type), else null. */
function defaultOf(def: string | null, t: { type: OnlineDbType; length: number; pointLength: number }): string | null {
  if (def === null) return null;
  const m = /^'((?:[^']|'')*)'(::[a-z ]+(\(\d+(,\d+)?\))?)?$/.exec(def) ?? /^\(?(-?\d+(\.\d+)?)\)?(::[a-z ]+)?$/.exec(def);
  if (!m) return null;
  const value = m[1]!.replace(/''/g, "'");
  return value.length <= 20 && "sql" in defaultLiteral(t, value) ? value : null;
}

const showTypeOf: Partial<Record<OnlineDbType, string>> = { Date: "date", Datetime: "datetime", Time: "time", Text: "textarea" };

/**
 * Imports the comma-separated `tables` (all or none). Resolves to the imported names; throws
 * ImportRefusal naming what cannot be imported.
 */
export async function importTables(database: Database, tables: string, options: { clock: Clock; username: string | null }): Promise<string[]> {
  const names = [...new Set(tables.split(",").map((s) => s.trim()).filter(Boolean))];
  if (names.length === 0) throw new ImportRefusal("请选择要导入的表");
  const schema = onlineSchema(database);
  return transaction(database.db, async (tx) => {
    const taken = await formTables(tx);
    const existing = new Set(await schemaTables(tx, schema));
    const problems: string[] = [];
    const now = options.clock.now();
    const audit = { createBy: options.username?.slice(0, 32) ?? null, createTime: now };
    const writes: Array<() => Promise<unknown>> = [];
    for (const table of names) {
      if (!ONLINE_TABLE_NAME.test(table) || ONLINE_RESERVED_NAMES.has(table)) problems.push(`表名 ${JSON.stringify(table)} 不能作为表单（小写字母开头，只含小写字母、数字和下划线）`);
      else if (!existing.has(table)) problems.push(`数据库中没有表 ${table}`);
      else if (taken.has(table)) problems.push(`表 ${table} 已经是表单`);
      else {
        const found = await readTable(tx, schema, table);
        if (typeof found === "string") {
          problems.push(found);
          continue;
        }
        const headId = newId();
        const fieldRows = found.columns.map((c, i) => {
          const t = formTypeOf(c.type)!;
          const isKey = c.name === found.key;
          return {
            id: newId(),
            cgformHeadId: headId,
            dbFieldName: c.name,
            dbFieldTxt: (c.comment ?? c.name).slice(0, 200),
            dbIsKey: isKey ? 1 : 0,
            dbIsNull: c.nullable && !isKey ? 1 : 0,
            dbIsPersist: 1,
            dbType: t.type,
            dbLength: t.length,
            dbPointLength: t.pointLength,
            dbDefaultVal: defaultOf(c.def, t),
            fieldShowType: showTypeOf[t.type] ?? "text",
            isShowForm: isKey ? 0 : 1,
            isShowList: isKey ? 0 : 1,
            orderNum: i,
            mainTable: null,
            mainField: null,
            ...audit,
          };
        });
        const indexRows = found.indexes.map((i) => ({ id: newId(), cgformHeadId: headId, indexName: i.name, indexField: i.fields, indexType: i.unique ? "unique" : "normal", isDbSynch: "Y", delFlag: 0, ...audit }));
        const definition = definitionFromRows(table, fieldRows, indexRows);
        const bad = definitionProblems(definition);
        if (bad.length > 0) {
          problems.push(`表 ${table}：${bad.join("；")}`);
          continue;
        }
        writes.push(async () => {
          await tx.insert(onlCgformHead).values({ id: headId, tableName: table, tableTxt: (found.comment ?? table).slice(0, 200), tableType: 1, formCategory: "bdfl_include", isDbSynch: "Y", syncedJson: definition, ...audit });
          await tx.insert(onlCgformField).values(fieldRows);
          if (indexRows.length > 0) await tx.insert(onlCgformIndex).values(indexRows);
        });
      }
    }
    if (problems.length > 0) throw new ImportRefusal(`未导入：${problems.join("；")}`);
    for (const write of writes) await write();
    return names;
  });
}

interface CatalogTable {
  comment: string | null;
  columns: CatalogColumn[];
  key: string;
  indexes: Array<{ name: string; fields: string; unique: boolean }>;
}

/** The table as the catalog has it, or a message saying why a form cannot take it. */
async function readTable(db: Db, schema: string, table: string): Promise<CatalogTable | string> {
  const [rel] = await queryRows<{ oid: number; comment: string | null }>(
    db,
    sql`select c.oid::int as oid, obj_description(c.oid, 'pg_class') as comment from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and c.relname = ${table} and c.relkind = 'r'`,
  );
  if (!rel) return `数据库中没有表 ${table}`;
  const columns = await queryRows<CatalogColumn>(
    db,
    sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable, pg_get_expr(d.adbin, d.adrelid) as def, col_description(a.attrelid, a.attnum) as comment
        from pg_catalog.pg_attribute a left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = ${rel.oid} and a.attnum > 0 and not a.attisdropped order by a.attnum`,
  );
  const problems: string[] = [];
  for (const c of columns) {
    if (!ONLINE_FIELD_NAME.test(c.name) || ONLINE_RESERVED_NAMES.has(c.name)) problems.push(`字段名 ${JSON.stringify(c.name)} 不能作为表单字段`);
    else if (!formTypeOf(c.type)) problems.push(`字段 ${c.name} 的类型 ${c.type} 不受支持`);
  }
  const indexes = await queryRows<{ name: string; fields: string; unique: boolean; primary: boolean; plain: boolean }>(
    db,
    sql`select ic.relname as name, i.indisunique as "unique", i.indisprimary as "primary", (i.indexprs is null and i.indpred is null) as plain,
          (select string_agg(a.attname, ',' order by k.ord) from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
             join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum) as fields
        from pg_catalog.pg_index i join pg_catalog.pg_class ic on ic.oid = i.indexrelid where i.indrelid = ${rel.oid} order by ic.relname`,
  );
  const primary = indexes.filter((i) => i.primary);
  if (primary.length !== 1 || !primary[0]!.fields || primary[0]!.fields.includes(",")) problems.push("没有单字段主键");
  if (problems.length > 0) return `表 ${table}：${problems.join("；")}`;
  return {
    comment: rel.comment,
    columns,
    key: primary[0]!.fields,
    // only plain indexes a form can describe; others stay as they are, outside the definition
    indexes: indexes.filter((i) => !i.primary && i.plain && i.fields && ONLINE_INDEX_NAME.test(i.name) && !ONLINE_RESERVED_NAMES.has(i.name)),
  };
}
