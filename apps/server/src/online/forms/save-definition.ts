/**
 * The designer's one save (api/addAll, api/editAll; importDefinition adds like addAll): the whole
 * definition is checked first, then head, fields and indexes are written in one transaction.
 *
 * An edit keeps every field's id (a renamed field records its previous name in db_field_name_old,
 * so the sync renames the column instead of dropping it), soft-deletes indexes (del_flag 1: the
 * sync drops them), bumps table_version and resets is_db_synch to 'N' when anything physical
 * changed. Masters' sub_table_str follow their subs' foreign keys.
 */
import type { OnlineDefinition, OnlineDefinitionInput, OnlineFieldDefinition, OnlineFieldInput, OnlineIndexInput } from "@qt/openapi/rules";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { AuthUser } from "../../auth/request-user.js";
import type { AppContext } from "../../context.js";
import { transaction, type Db } from "../../db/database.js";
import { onlCgformField, onlCgformHead, onlCgformIndex, type OnlCgformField, type OnlCgformHead, type OnlCgformIndex } from "../../db/schema/index.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/index.js";
import { uniqueViolation } from "../../resource/write.js";
import { checkDefinition } from "./definition-check.js";

export const FORM_MESSAGES = {
  notFound: "未找到对应数据",
  idMissing: "表单ID不能为空",
  taken: (table: string) => `表名「${table}」已存在`,
} as const;

/** Who writes and when: the audit columns of every row written. */
export interface Writer {
  user: AuthUser;
  now: Date;
}

export const writerOf = (ctx: AppContext, user: AuthUser | null): Writer => {
  if (!user) throw new Error("online form writes need a logged-in caller");
  return { user, now: ctx.clock.now() };
};
const by = (w: Writer) => w.user.username.slice(0, 32);

/** Runs a form write in one transaction; a table-name race on the unique index is refused like the check does. */
export async function formTransaction<T>(ctx: AppContext, table: unknown, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await transaction(ctx.db, fn);
  } catch (err) {
    if (uniqueViolation(err)) throw refuse(typeof table === "string" ? FORM_MESSAGES.taken(table.trim()) : "表名已存在");
    throw err;
  }
}

export async function loadHead(tx: Db, id: string): Promise<OnlCgformHead> {
  const [head] = await tx.select().from(onlCgformHead).where(eq(onlCgformHead.id, id)).limit(1);
  if (!head) throw refuse(FORM_MESSAGES.notFound);
  return head;
}

export const loadFields = (tx: Db, headId: string): Promise<OnlCgformField[]> =>
  tx.select().from(onlCgformField).where(eq(onlCgformField.cgformHeadId, headId)).orderBy(asc(onlCgformField.orderNum), asc(onlCgformField.createTime), asc(onlCgformField.id));

export const loadIndexes = (tx: Db, headId: string): Promise<OnlCgformIndex[]> =>
  tx.select().from(onlCgformIndex).where(and(eq(onlCgformIndex.cgformHeadId, headId), eq(onlCgformIndex.delFlag, 0))).orderBy(asc(onlCgformIndex.createTime), asc(onlCgformIndex.id));

const fieldRow = (f: OnlineFieldDefinition) => {
  const { id: _id, ...rest } = f;
  return rest;
};

/** Adds a form (addAll, importDefinition): not synced, version 1. Answers its id. */
export async function addForm(tx: Db, w: Writer, input: OnlineDefinitionInput): Promise<string> {
  const def = await checkDefinition(tx, input);
  const id = newId();
  await tx.insert(onlCgformHead).values({ ...def.head, id, tableVersion: 1, isDbSynch: "N", copyType: 0, createBy: by(w), createTime: w.now });
  await insertFields(tx, w, id, def.fields);
  await insertIndexes(tx, w, id, def.indexes);
  await refreshSubTableStr(tx, foreignMasters(def.fields));
  return id;
}

async function insertFields(tx: Db, w: Writer, headId: string, fields: readonly OnlineFieldDefinition[]): Promise<void> {
  if (fields.length) await tx.insert(onlCgformField).values(fields.map((f) => ({ ...fieldRow(f), id: newId(), cgformHeadId: headId, createBy: by(w), createTime: w.now })));
}

async function insertIndexes(tx: Db, w: Writer, headId: string, indexes: OnlineDefinition["indexes"]): Promise<void> {
  if (indexes.length) {
    await tx.insert(onlCgformIndex).values(indexes.map((i) => ({ id: newId(), cgformHeadId: headId, indexName: i.indexName, indexField: i.indexField, indexType: i.indexType, isDbSynch: "N", delFlag: 0, createBy: by(w), createTime: w.now })));
  }
}

/** The master tables named by these fields' foreign keys. */
export const foreignMasters = (fields: ReadonlyArray<Pick<OnlineFieldDefinition, "mainTable">>): string[] =>
  fields.map((f) => f.mainTable).filter((t): t is string => !!t);

/** What makes a column: a change of any of these is physical (the sync must alter the table). */
const PHYSICAL: ReadonlyArray<keyof OnlineFieldDefinition & keyof OnlCgformField> = ["dbFieldName", "dbType", "dbLength", "dbPointLength", "dbIsNull", "dbIsKey", "dbIsPersist", "dbDefaultVal"];
const INDEX_PHYSICAL = ["indexName", "indexField", "indexType"] as const;

export interface EditInput extends OnlineDefinitionInput {
  deleteFieldIds?: readonly string[];
  deleteIndexIds?: readonly string[];
}

/** Edits a form (editAll). */
export async function editForm(tx: Db, w: Writer, input: EditInput): Promise<void> {
  const id = typeof input.head?.id === "string" ? input.head.id : "";
  if (!id) throw refuse(FORM_MESSAGES.idMissing);
  const stored = await loadHead(tx, id);
  const copy = stored.copyType === 1;
  const storedFields = await loadFields(tx, id);
  const storedIndexes = await loadIndexes(tx, id);
  const byId = new Map(storedFields.map((f) => [f.id, f]));
  const indexById = new Map(storedIndexes.map((i) => [i.id, i]));
  const deleteFields = new Set((input.deleteFieldIds ?? []).filter((x) => byId.has(x)));
  const deleteIndexes = new Set((input.deleteIndexIds ?? []).filter((x) => indexById.has(x)));

  for (const f of input.fields) {
    const fid = typeof f?.id === "string" && f.id !== "" ? f.id : null;
    if (fid !== null && !byId.has(fid)) throw refuse(`字段ID「${fid}」不是该表单的字段`);
    if (fid !== null && deleteFields.has(fid)) throw refuse(`字段「${String(f.dbFieldName ?? fid)}」既要保存又要删除`);
  }
  for (const i of input.indexs ?? []) {
    const iid = typeof i?.id === "string" && i.id !== "" ? i.id : null;
    if (iid !== null && !indexById.has(iid)) throw refuse(`索引ID「${iid}」不是该表单的索引`);
    if (iid !== null && deleteIndexes.has(iid)) throw refuse(`索引「${String(i.indexName ?? iid)}」既要保存又要删除`);
  }
  // Fields and indexes the body leaves out (and does not delete) stay as they are.
  const sentFields = new Set(input.fields.map((f) => f?.id));
  const sentIndexes = new Set((input.indexs ?? []).map((i) => i?.id));
  const fields: OnlineFieldInput[] = [...input.fields, ...storedFields.filter((f) => !sentFields.has(f.id) && !deleteFields.has(f.id))];
  const indexs: OnlineIndexInput[] = [...(input.indexs ?? []), ...storedIndexes.filter((i) => !sentIndexes.has(i.id) && !deleteIndexes.has(i.id))];
  const head = copy ? { ...input.head, tableName: stored.tableName } : input.head;
  const def = await checkDefinition(tx, { head, fields, indexs }, { selfId: id, copy });

  // What changes physically
  const changes: string[] = [];
  if (def.head.tableName !== stored.tableName) changes.push("表名");
  if (def.head.idType !== stored.idType || (def.head.idSequence ?? null) !== (stored.idSequence ?? null)) changes.push("主键策略");
  for (const f of def.fields) {
    const old = f.id ? byId.get(f.id) : undefined;
    if (!old) changes.push(`新字段「${f.dbFieldName}」`);
    else if (PHYSICAL.some((k) => f[k] !== old[k])) changes.push(`字段「${f.dbFieldName}」`);
  }
  if (deleteFields.size) changes.push("删除字段");
  const liveIndexChanged = (i: OnlineDefinition["indexes"][number]) => {
    const old = i.id ? indexById.get(i.id) : undefined;
    return !old || INDEX_PHYSICAL.some((k) => i[k] !== old[k]);
  };
  if (def.indexes.some(liveIndexChanged)) changes.push("索引");
  if (deleteIndexes.size) changes.push("删除索引");
  if (copy && changes.length) throw refuse(`复制视图不能修改数据库属性（${changes.join("、")}），请修改原表单`);

  await guardMaster(tx, stored, def, storedFields, deleteFields);

  const physical = changes.length > 0;
  await tx
    .update(onlCgformHead)
    .set({ ...def.head, tableVersion: stored.tableVersion + 1, isDbSynch: physical ? "N" : stored.isDbSynch, updateBy: by(w), updateTime: w.now })
    .where(eq(onlCgformHead.id, id));

  if (deleteFields.size) await tx.delete(onlCgformField).where(inArray(onlCgformField.id, [...deleteFields]));
  // Free the names first: a swap of two names would hit the (head, name) unique index half-way.
  const kept = def.fields.filter((f) => f.id && byId.has(f.id));
  const renaming = kept.filter((f) => f.dbFieldName !== byId.get(f.id!)!.dbFieldName).map((f) => f.id!);
  if (renaming.length) await tx.update(onlCgformField).set({ dbFieldName: sql`'~' || right(${onlCgformField.id}, 31)` }).where(inArray(onlCgformField.id, renaming));
  for (const f of kept) {
    const old = byId.get(f.id!)!;
    const renamed = f.dbFieldName !== old.dbFieldName;
    await tx
      .update(onlCgformField)
      .set({ ...fieldRow(f), dbFieldNameOld: renamed ? old.dbFieldName : old.dbFieldNameOld, updateBy: by(w), updateTime: w.now })
      .where(eq(onlCgformField.id, f.id!));
  }
  await insertFields(tx, w, id, def.fields.filter((f) => !f.id || !byId.has(f.id)));

  if (deleteIndexes.size) await tx.update(onlCgformIndex).set({ delFlag: 1, isDbSynch: "N", updateBy: by(w), updateTime: w.now }).where(inArray(onlCgformIndex.id, [...deleteIndexes]));
  for (const i of def.indexes.filter((x) => x.id && indexById.has(x.id))) {
    const changed = liveIndexChanged(i);
    await tx
      .update(onlCgformIndex)
      .set({ indexName: i.indexName, indexField: i.indexField, indexType: i.indexType, ...(changed ? { isDbSynch: "N" } : {}), updateBy: by(w), updateTime: w.now })
      .where(eq(onlCgformIndex.id, i.id!));
  }
  await insertIndexes(tx, w, id, def.indexes.filter((i) => !i.id || !indexById.has(i.id)));

  // a copy view's page settings are its own; its columns stay its original's
  await refreshSubTableStr(tx, [...foreignMasters(storedFields), ...foreignMasters(def.fields)]);
}

/** The sub forms (originals) whose foreign keys name these masters, with the master fields they reference, in tab order. */
export async function subsOf(tx: Db, masterTables: readonly string[]): Promise<Array<{ id: string; tableName: string; mainTable: string; mainField: string | null; tabOrderNum: number | null }>> {
  if (!masterTables.length) return [];
  const rows = await tx
    .select({ id: onlCgformHead.id, tableName: onlCgformHead.tableName, mainTable: sql<string>`${onlCgformField.mainTable}`, mainField: onlCgformField.mainField, tabOrderNum: onlCgformHead.tabOrderNum })
    .from(onlCgformField)
    .innerJoin(onlCgformHead, eq(onlCgformHead.id, onlCgformField.cgformHeadId))
    .where(and(inArray(onlCgformField.mainTable, [...masterTables]), eq(onlCgformHead.tableType, 3), eq(onlCgformHead.copyType, 0)));
  // the master's tab order: tab_order_num, then name
  return rows.sort((a, b) => (a.tabOrderNum ?? Number.MAX_SAFE_INTEGER) - (b.tabOrderNum ?? Number.MAX_SAFE_INTEGER) || a.tableName.localeCompare(b.tableName));
}

/** A master with sub tables keeps its name, its type, and the fields its subs' foreign keys name. */
async function guardMaster(tx: Db, stored: OnlCgformHead, def: OnlineDefinition, storedFields: readonly OnlCgformField[], deleted: ReadonlySet<string>): Promise<void> {
  if (stored.tableType !== 2 || stored.copyType !== 0) return;
  const subs = (await subsOf(tx, [stored.tableName])).filter((s) => s.id !== stored.id);
  if (!subs.length) return;
  const names = subs.map((s) => s.tableName).join("、");
  if (def.head.tableName !== stored.tableName) throw refuse(`主表「${stored.tableName}」有附表（${names}），不能改表名`);
  if (def.head.tableType !== 2) throw refuse(`主表「${stored.tableName}」有附表（${names}），不能改为非主表`);
  const referenced = new Set(subs.map((s) => s.mainField).filter((x): x is string => !!x));
  const now = new Map(def.fields.filter((f) => f.id).map((f) => [f.id!, f.dbFieldName]));
  for (const f of storedFields) {
    if (!referenced.has(f.dbFieldName)) continue;
    if (deleted.has(f.id) || (now.has(f.id) && now.get(f.id) !== f.dbFieldName)) throw refuse(`字段「${f.dbFieldName}」是附表（${names}）外键引用的字段，不能删除或改名`);
  }
}

/**
 * Recomputes sub_table_str of these masters (and their copy views) from the sub forms whose
 * foreign key names them, ordered by tab order then name.
 */
export async function refreshSubTableStr(tx: Db, masterTables: readonly string[]): Promise<void> {
  const tables = [...new Set(masterTables)];
  if (!tables.length) return;
  const subs = await subsOf(tx, tables);
  for (const table of tables) {
    const names = subs.filter((s) => s.mainTable === table).map((s) => s.tableName);
    const value = [...new Set(names)].join(",");
    if (value.length > 1000) throw refuse(`主表「${table}」的附表太多（附表名合计超过 1000 个字符）`);
    const [master] = await tx.select({ id: onlCgformHead.id }).from(onlCgformHead).where(and(eq(onlCgformHead.tableName, table), eq(onlCgformHead.copyType, 0))).limit(1);
    if (!master) continue;
    await tx
      .update(onlCgformHead)
      .set({ subTableStr: value || null })
      .where(or(eq(onlCgformHead.id, master.id), and(eq(onlCgformHead.physicId, master.id), eq(onlCgformHead.copyType, 1))));
  }
}
