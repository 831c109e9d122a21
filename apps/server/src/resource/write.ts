/**
 * The engine's writes: input → column values (only the definition's writable fields), common
 * columns filled, uniqueness, optimistic locking, hooks, all inside the caller's transaction.
 */
import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import type { Db } from "../db/database.js";
import { uniqueIndexColumn, violatedUniqueIndex } from "../db/unique-violation.js";
import type { ApiError } from "../http/envelope.js";
import { newId } from "../ids.js";
import { refuse } from "./context.js";
import { columns as defColumns, TREE_ROOT, type FieldDef } from "./defs.js";
import { unknownDictParts } from "./dict-check.js";
import { allOf, tenantOf, type Served } from "./scope.js";
import type { Row, WriteContext } from "./types.js";
import { columnKind, toColumnValue, toWireValue } from "./values.js";

export const WRITE_MESSAGES = {
  added: "添加成功！",
  edited: "编辑成功!",
  deleted: "删除成功!",
  batchDeleted: "批量删除成功!",
  notFound: "未找到对应数据",
  idMissing: "参数错误：缺少 id",
  idsMissing: "参数错误：ids 不能为空",
  versionMissing: "参数错误：缺少版本号 version，请刷新后重试",
  stale: "数据已被修改，请刷新后重试",
  duplicate: (label: string, value: unknown) => `${label}「${String(value)}」已存在`,
  uniqueViolation: "保存失败：数据与已有记录重复",
  required: (label: string) => `${label}不能为空`,
  tooLong: (label: string, max: number) => `${label}长度不能超过 ${max}`,
  notInDict: (label: string, value: string) => `${label}的值「${value.length > 40 ? `${value.slice(0, 40)}…` : value}」不是可选的值`,
} as const;

/** A label without its trailing note: `职务编码（唯一；…）` → `职务编码`. */
export function shortLabel(field: FieldDef): string {
  return field.label.replace(/[（(].*[）)]\s*$/, "").trim() || field.label;
}

/** Fields the caller may write (not read-only, not id/version, with a column). */
export function writableFields(s: Served): Array<[string, FieldDef]> {
  return Object.entries(defColumns(s.def)).filter(([key, f]) => !f.readOnly && key !== "id" && key !== "version" && s.columns[key]);
}

/**
 * Column values from the input. `add`: every writable field, required ones checked; `edit`: only
 * the fields present in the input. Bad values are refused with the field's label.
 */
export function valuesFromInput(s: Served, input: Row, mode: "add" | "edit"): Row {
  const values: Row = {};
  for (const [key, field] of writableFields(s)) {
    const present = key in input && input[key] !== undefined;
    const raw = present ? input[key] : undefined;
    const empty = raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
    if (field.required && empty && (mode === "add" || present)) throw refuse(WRITE_MESSAGES.required(shortLabel(field)));
    if (!present) continue;
    const converted = toColumnValue(s.columns[key]!, raw);
    if (!converted.ok) throw refuse(`${shortLabel(field)}${converted.error}`);
    if (field.maxLength && typeof converted.value === "string" && converted.value.length > field.maxLength) {
      throw refuse(WRITE_MESSAGES.tooLong(shortLabel(field), field.maxLength));
    }
    values[key] = converted.value;
  }
  return values;
}

/** A value a dictionary field takes without a dictionary row: a tree's parent column takes the root's '0'. */
export const rootValueOf = (s: Served, key: string): string | undefined => (s.def.tree?.pidField === key ? TREE_ROOT : undefined);

/**
 * The refusal of each row whose dictionary-backed field holds a value that is no option of the
 * dictionary (dict-check.ts: code and table dictionaries, each part of `a,b`; an edit may keep
 * what `existing` holds), so `<b>1</b>` or another tenant's id is never stored. One lookup per
 * field for all the rows.
 */
export async function dictRefusals(s: Served, app: AppContext, req: FastifyRequest, tx: Db, rows: ReadonlyArray<{ values: Row; existing?: Row }>): Promise<Array<ApiError | undefined>> {
  const refusals: Array<ApiError | undefined> = rows.map(() => undefined);
  for (const [key, field] of writableFields(s)) {
    if (!field.dict) continue;
    const cells = rows.map((r) => ({ value: r.values[key], existing: r.existing?.[key] }));
    const unknown = await unknownDictParts(app, req, tx, field.dict.trim(), cells, rootValueOf(s, key));
    unknown.forEach((part, i) => {
      if (part !== undefined) refusals[i] ??= refuse(WRITE_MESSAGES.notInDict(shortLabel(field), part));
    });
  }
  return refusals;
}

/** Refuses `values` when a dictionary-backed field holds no option (dictRefusals); `existing`: the row an edit changes. */
export async function checkDictValues(s: Served, w: WriteContext, values: Row, existing?: Row): Promise<void> {
  const [refusal] = await dictRefusals(s, w.app, w.req, w.tx, [{ values, ...(existing ? { existing } : {}) }]);
  if (refusal) throw refusal;
}

/** The label a duplicate of a `unique` field is refused with. */
export const uniqueLabel = (s: Served, key: string): string => shortLabel(defColumns(s.def)[key] ?? { kind: "string", label: key });

/** Refuses a value already used by another row, for each `unique` field being written. */
export async function checkUnique(s: Served, tx: Db, values: Row, exceptId?: unknown): Promise<void> {
  for (const key of s.options.unique ?? []) {
    const col = s.all[key];
    const v = values[key];
    if (!col || v === undefined || v === null || v === "") continue;
    const where = allOf([eq(col, v), exceptId === undefined ? undefined : ne(s.id, exceptId)]);
    const [hit] = await tx.select({ id: s.id }).from(s.table).where(where).limit(1);
    if (hit) throw refuse(WRITE_MESSAGES.duplicate(uniqueLabel(s, key), v));
  }
}

export function writeContext(app: AppContext, s: Served, req: FastifyRequest, tx: Db, input: Row): WriteContext {
  if (!req.user) throw new Error("resource writes need a logged-in caller");
  return { tx, req, user: req.user, now: app.clock.now(), app, scope: s, input };
}

/**
 * The column values of a new row from `input`: the validated fields plus the common columns the
 * engine fills. `id`: keep a text id given before (an import retrying a row keeps its id).
 */
export function newRowValues(s: Served, w: WriteContext, id?: string): Row {
  const values = valuesFromInput(s, w.input, "add");
  const { all } = s;
  if (columnKind(s.id) === "text") values.id = id ?? newId();
  if (all.createBy) values.createBy = w.user.username.slice(0, 32);
  if (all.createTime) values.createTime = w.now;
  if (all.sysOrgCode && values.sysOrgCode === undefined) values.sysOrgCode = w.user.orgCode ?? null;
  if (all.tenantId && s.tenant) values.tenantId = tenantOf(w.req);
  if (all.version) values.version = 1;
  if (all.delFlag && s.softDelete) values.delFlag = 0;
  return values;
}

/** Inserts one row from `input` (add, and an imported row that a chunk could not store; `id` as for newRowValues). */
export async function insertRow(s: Served, w: WriteContext, id?: string): Promise<Row> {
  const values = newRowValues(s, w, id);
  await checkUnique(s, w.tx, values);
  await checkDictValues(s, w, values);
  await s.options.hooks?.beforeAdd?.(values, w);
  const [row] = (await w.tx.insert(s.table).values(values).returning()) as Row[];
  return row!;
}

/** Adds one row from `w.input`: inserted (insertRow) and handed to the resource's afterWrite — /add, an import's fallback, a batch. */
export async function addRow(s: Served, w: WriteContext, id?: string): Promise<Row> {
  const row = await insertRow(s, w, id);
  await s.options.hooks?.afterWrite?.("add", [row as never], w);
  return row;
}

/** A batch refused by one of its rows: `第 N 行：reason` (rows counted from 1). */
export const rowRefusal = (index: number, message: string): ApiError => refuse(`第 ${index + 1} 行：${message}`);

/** Updates the row `w.input.id` (visible under `scope`), checking `version` when the table has one, else a sent `updateTime`. */
export async function updateRow(s: Served, w: WriteContext, scope: SQL[]): Promise<Row> {
  const id = w.input.id;
  if (id === undefined || id === null || id === "") throw refuse(WRITE_MESSAGES.idMissing);
  const [existing] = (await w.tx
    .select()
    .from(s.table)
    .where(allOf([eq(s.id, id), ...scope]))
    .for("update")) as Row[];
  if (!existing) throw refuse(WRITE_MESSAGES.notFound);

  const values = valuesFromInput(s, w.input, "edit");
  if (s.all.updateBy) values.updateBy = w.user.username.slice(0, 32);
  if (s.all.updateTime) values.updateTime = w.now;
  const conditions: SQL[] = [eq(s.id, id)];
  if (s.all.version) {
    const sent = w.input.version;
    if (sent === undefined || sent === null || sent === "") throw refuse(WRITE_MESSAGES.versionMissing);
    const version = Number(sent);
    if (!Number.isInteger(version) || version !== existing.version) throw refuse(WRITE_MESSAGES.stale);
    values.version = version + 1;
    conditions.push(eq(s.all.version, version));
  } else if (s.all.updateTime && "updateTime" in w.input) {
    // No version column: the updateTime the caller read is the lock (clients that do not send it are not checked).
    const read = defColumns(s.def).updateTime!;
    const stored = existing.updateTime as Date | null;
    if ((w.input.updateTime ?? null) !== toWireValue(read, stored)) throw refuse(WRITE_MESSAGES.stale);
    values.updateTime = nextUpdateTime(stored, w.now);
  }
  await checkUnique(s, w.tx, values, id);
  await checkDictValues(s, w, values, existing);
  await s.options.hooks?.beforeEdit?.(values, existing as never, w);
  const [row] = (await w.tx.update(s.table).set(values).where(and(...conditions)).returning()) as Row[];
  if (!row) throw refuse(WRITE_MESSAGES.stale);
  return row;
}

/**
 * The new updateTime of an edit: now, but always in a later second than the stored one, since the
 * wire format has whole seconds and two edits within one second must still tell apart.
 */
export function nextUpdateTime(stored: Date | null, now: Date): Date {
  if (!stored) return now;
  const next = (Math.floor(stored.getTime() / 1000) + 1) * 1000;
  return now.getTime() >= next ? now : new Date(next);
}

/** Deletes (or soft-deletes) the rows of `ids` visible under `scope`; answers the rows as they were. */
export async function deleteRows(s: Served, w: WriteContext, ids: string[], scope: SQL[]): Promise<Row[]> {
  const rows = (await w.tx
    .select()
    .from(s.table)
    .where(allOf([inArray(s.id, ids), ...scope]))
    .for("update")) as Row[];
  if (!rows.length) return rows;
  await s.options.hooks?.beforeDelete?.(rows as never[], w);
  const found = rows.map((r) => r.id);
  if (s.softDelete && s.all.delFlag) {
    const set: Row = { delFlag: 1 };
    if (s.all.updateBy) set.updateBy = w.user.username.slice(0, 32);
    if (s.all.updateTime) set.updateTime = w.now;
    await w.tx.update(s.table).set(set).where(inArray(s.id, found));
  } else {
    await w.tx.delete(s.table).where(inArray(s.id, found));
  }
  return rows;
}

/** `a,b,` → ["a", "b"] (trimmed, empty parts and repeats dropped). */
export function splitIds(ids: string | undefined): string[] {
  return [...new Set((ids ?? "").split(",").map((x) => x.trim()).filter(Boolean))];
}

/** A database unique violation (a race past `checkUnique` or a hook's own check). */
export const uniqueViolation = (err: unknown): boolean => violatedUniqueIndex(err) !== undefined;

/**
 * What a unique violation of `s`'s table is refused with: the message the code's check gives
 * (`登录账号「foo」已存在`) when the index is on one field and `values` has its value (also an index
 * on an expression such as `lower(username)`), else the generic 保存失败：数据与已有记录重复.
 */
export function uniqueViolationMessage(s: Served, err: unknown, values: Row = {}): string {
  const index = violatedUniqueIndex(err);
  const column = index ? uniqueIndexColumn(s.table, index) : undefined;
  const key = column === undefined ? undefined : Object.keys(s.all).find((k) => s.all[k]!.name === column);
  const value = key === undefined ? undefined : values[key];
  if (key === undefined || value === undefined || value === null || value === "") return WRITE_MESSAGES.uniqueViolation;
  return WRITE_MESSAGES.duplicate(uniqueLabel(s, key), value);
}
