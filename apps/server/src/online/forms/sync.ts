/**
 * The sync executor (doDbSynch) and its preview: loads the form's rows, plans (ddl-plan.ts),
 * measures every change that may lose data against the rows as they are, then either answers
 * the preview or runs the plan in ONE transaction.
 *
 * - normal: refused, nothing changed, when any change is lossy (the message lists each one);
 * - force: drops and recreates the table (the data is lost; the client confirms first).
 * Afterwards the head is isDbSynch='Y' with synced_json = the definition just synced, its live
 * index rows are isDbSynch='Y' and the ones marked deleted are gone; the DDL goes to the
 * operation log. A copy (copy_type=1) is a view of its original's table: never synced itself.
 */
import type { FastifyRequest } from "fastify";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Clock } from "../../clock.js";
import { queryRows, transaction, type Database, type Db } from "../../db/database.js";
import { LOG_TYPE } from "../../db/schema/index.js";
import { onlCgformField, onlCgformHead, onlCgformIndex, type OnlCgformHead, type SyncedDefinition } from "../../db/schema/online-form.js";
import { writeLog } from "../../sys/log/write-log.js";
import { definitionFromRows, PlanError, planSync, type ChangeKind, type Check, type PlannedChange, type SyncMethod } from "./ddl-plan.js";
import { columnIdent, ensureOnlineSchema, onlineSchema, tableIdent } from "./physical.js";

/** At most this many ids of failing rows per change. */
export const FAILING_IDS = 20;

export interface MeasuredChange {
  kind: ChangeKind;
  /** The field or index name (after the change). */
  field: string;
  description: string;
  lossy: boolean;
  /** Rows the change touches (converted, emptied, filled, dropped…). */
  rowsAffected: number;
  /** The first rows (primary key values) that would fail or lose data. */
  failingIds: string[];
  statements: string[];
}

export interface SyncPreview {
  statements: string[];
  changes: MeasuredChange[];
  lossy: boolean;
  /** The table already matches the form (nothing to run). */
  synced: boolean;
}

/** A sync that does not happen; the message is for the admin. Nothing was changed. */
export class SyncRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SyncRefusal";
  }
}

interface Loaded {
  head: OnlCgformHead;
  prev: SyncedDefinition | null;
  next: SyncedDefinition;
}

async function load(db: Db, code: string, lock: boolean): Promise<Loaded> {
  const query = db.select().from(onlCgformHead).where(eq(onlCgformHead.id, code));
  const [head] = lock ? await query.for("update") : await query;
  if (!head) throw new SyncRefusal("表单不存在");
  if (head.copyType === 1) throw new SyncRefusal("复制的视图表单不能同步数据库，请同步它的原表单");
  const fields = await db.select().from(onlCgformField).where(eq(onlCgformField.cgformHeadId, code)).orderBy(asc(onlCgformField.orderNum));
  const indexes = await db.select().from(onlCgformIndex).where(eq(onlCgformIndex.cgformHeadId, code));
  return { head, prev: head.syncedJson ?? null, next: definitionFromRows(head.tableName, fields, indexes) };
}

async function tableExists(db: Db, schema: string, table: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from pg_catalog.pg_tables where schemaname = ${schema} and tablename = ${table}`);
  return rows.length > 0;
}

interface Planned {
  changes: PlannedChange[];
  /** The table as it is now (null: none yet), where the checks run. */
  current: { table: string; key: string | null } | null;
}

/** The plan against what exists: a synced table that is gone is created again; an unknown table in the way is refused. */
async function plan(db: Db, database: Pick<Database, "schema">, loaded: Loaded, method: SyncMethod): Promise<Planned> {
  const schema = onlineSchema(database);
  const { next } = loaded;
  let prev = loaded.prev;
  if (prev && !(await tableExists(db, schema, prev.table))) prev = null;
  if (method === "normal" && (!prev || prev.table !== next.table) && (await tableExists(db, schema, next.table))) {
    throw new SyncRefusal(`数据库中已有表 ${next.table}，它不是这个表单同步出来的：普通同步不会接管已有的表，请用“从数据库导入表单”导入它，或使用强制同步（删表重建）`);
  }
  if (method === "force" && prev && prev.table !== next.table && (await tableExists(db, schema, next.table))) {
    throw new SyncRefusal(`数据库中已有表 ${next.table}，强制同步不会删除别的表`);
  }
  const changes = planSync(prev, next, schema, method);
  if (prev) return { changes, current: { table: prev.table, key: prev.fields.find((f) => f.isKey)?.name ?? null } };
  if (method === "force" && (await tableExists(db, schema, next.table))) return { changes, current: { table: next.table, key: null } };
  return { changes, current: null };
}

interface Measure {
  rowsAffected: number;
  bad: number;
  failingIds: string[];
}

async function measure(db: Db, database: Pick<Database, "schema">, current: Planned["current"], check: Check | undefined): Promise<Measure> {
  const none = { rowsAffected: 0, bad: 0, failingIds: [] };
  if (!check || !current) return check?.kind === "always" ? { ...none, bad: 1 } : none;
  const T = `"${onlineSchema(database)}".${tableIdent(current.table)}`;
  const count = async (where: string) => (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${T} where ${where}`)))[0]!.n;
  const ids = async (where: string) => {
    if (!current.key) return [];
    const key = columnIdent(current.key);
    const rows = await queryRows<{ id: string }>(db, sql.raw(`select ${key}::text as id from ${T} where ${where} order by ${key} limit ${FAILING_IDS}`));
    return rows.map((r) => r.id);
  };
  const all = async (where: string): Promise<Measure> => {
    const n = await count(where);
    return { rowsAffected: n, bad: n, failingIds: n > 0 ? await ids(where) : [] };
  };
  switch (check.kind) {
    case "rows": {
      const n = await count("true");
      return { rowsAffected: n, bad: n, failingIds: [] };
    }
    case "always": {
      const n = await count("true");
      return { rowsAffected: n, bad: 1, failingIds: [] };
    }
    case "values":
      return all(`${columnIdent(check.column)} is not null`);
    case "nulls": {
      const m = await all(`${columnIdent(check.column)} is null`);
      return check.filled ? { ...m, bad: 0, failingIds: [] } : m;
    }
    case "convert": {
      const col = columnIdent(check.column);
      const rowsAffected = await count(`${col} is not null`);
      if (check.bad === null || rowsAffected === 0) return { rowsAffected, bad: 0, failingIds: [] };
      const bad = await all(`case when ${col} is null then false else (${check.bad}) end`);
      return { rowsAffected, bad: bad.bad, failingIds: bad.failingIds };
    }
    case "duplicates": {
      const cols = check.columns.map(columnIdent);
      const dup = `(${cols.join(", ")}) in (select ${cols.join(", ")} from ${T} where ${cols.map((c) => `${c} is not null`).join(" and ")} group by ${cols.join(", ")} having count(*) > 1)`;
      return all(dup);
    }
  }
}

async function measured(db: Db, database: Pick<Database, "schema">, planned: Planned): Promise<MeasuredChange[]> {
  const out: MeasuredChange[] = [];
  for (const c of planned.changes) {
    const m = await measure(db, database, planned.current, c.check);
    const lossy = m.bad > 0;
    out.push({
      kind: c.kind,
      field: c.name,
      description: c.description + detail(c, m, lossy),
      lossy,
      rowsAffected: m.rowsAffected,
      failingIds: m.failingIds,
      statements: c.statements,
    });
  }
  return out;
}

/** The measured part of a description. */
function detail(c: PlannedChange, m: Measure, lossy: boolean): string {
  const ids = m.failingIds.length > 0 ? `，如 id ${m.failingIds.join("、")}` : "";
  switch (c.check?.kind) {
    case "values":
      return lossy ? `：${m.rowsAffected} 行有值，将丢失${ids}` : "：该字段没有数据";
    case "rows":
      return m.rowsAffected > 0 ? `：表中有 ${m.rowsAffected} 行数据` : "：表中没有数据";
    case "convert":
      return lossy ? `：${m.rowsAffected} 行有值，其中 ${m.bad} 行无法转换或会丢失内容${ids}` : m.rowsAffected > 0 ? `：${m.rowsAffected} 行均可转换` : "";
    case "nulls":
      return m.rowsAffected === 0 ? "" : lossy ? `：${m.rowsAffected} 行为空值${ids}` : `：填入 ${m.rowsAffected} 行`;
    case "duplicates":
      return lossy ? `：${m.rowsAffected} 行存在重复值${ids}` : "";
    case "always":
      return m.rowsAffected > 0 ? `（表中有 ${m.rowsAffected} 行数据）` : "";
    default:
      return "";
  }
}

const previewOf = (changes: MeasuredChange[]): SyncPreview => ({
  statements: changes.flatMap((c) => c.statements),
  changes,
  lossy: changes.some((c) => c.lossy),
  synced: changes.length === 0,
});

function refusalOf(e: unknown): never {
  if (e instanceof PlanError) throw new SyncRefusal(`表单定义有误，未同步：${e.problems.join("；")}`);
  throw e;
}

/** What a sync of the form would run, each change measured against the rows. Changes nothing. */
export async function previewSync(database: Database, code: string, method: SyncMethod): Promise<SyncPreview> {
  const db = database.db;
  const loaded = await load(db, code, false);
  const planned = await plan(db, database, loaded, method).catch(refusalOf);
  return previewOf(await measured(db, database, planned));
}

export interface SyncOptions {
  clock: Clock;
  /** For the operation log (null outside a request). */
  req?: FastifyRequest | null;
}

/**
 * Syncs the form `code` (the head id). Resolves to what ran; throws SyncRefusal (nothing changed)
 * when the form is unknown, a copy, badly defined, or (normal) any change would lose data.
 */
export async function syncForm(database: Pick<Database, "db" | "schema">, code: string, method: SyncMethod, options: SyncOptions): Promise<SyncPreview> {
  return transaction(database.db, async (tx) => {
    const loaded = await load(tx, code, true);
    await ensureOnlineSchema(tx, database);
    const planned = await plan(tx, database, loaded, method).catch(refusalOf);
    if (method === "normal" && planned.current && planned.changes.length > 0) {
      // no writer may slip rows in between the measuring and the change
      await tx.execute(sql.raw(`lock table "${onlineSchema(database)}".${tableIdent(planned.current.table)} in exclusive mode`));
    }
    const changes = await measured(tx, database, planned);
    const preview = previewOf(changes);
    if (method === "normal" && preview.lossy) {
      const list = changes.filter((c) => c.lossy).map((c, i) => `${i + 1}. ${c.description}`);
      throw new SyncRefusal(`普通同步会丢失数据，已拒绝（未做任何修改）：${list.join("；")}。请修改表单，或确认后使用强制同步（删表重建，数据全部丢失）`);
    }
    for (const statement of preview.statements) await tx.execute(sql.raw(statement));

    const now = options.clock.now();
    await tx.update(onlCgformHead).set({ isDbSynch: "Y", syncedJson: loaded.next, updateTime: now }).where(eq(onlCgformHead.id, code));
    await tx.delete(onlCgformIndex).where(and(eq(onlCgformIndex.cgformHeadId, code), eq(onlCgformIndex.delFlag, 1)));
    await tx.update(onlCgformIndex).set({ isDbSynch: "Y" }).where(eq(onlCgformIndex.cgformHeadId, code));
    const user = options.req?.user ?? null;
    await writeLog(tx, options.clock, options.req ?? null, {
      logType: LOG_TYPE.operate,
      logContent: `同步数据库（${method === "force" ? "强制" : "普通"}）：表 ${loaded.next.table}，${preview.statements.length} 条 DDL`,
      operateType: 3,
      userid: user?.username.slice(0, 32) ?? null,
      username: user ? user.realname || user.username : null,
      tenantId: options.req?.session?.tenantId ?? null,
      requestParam: JSON.stringify({ code, synMethod: method, statements: preview.statements }),
    });
    return preview;
  });
}
