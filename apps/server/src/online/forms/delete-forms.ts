/**
 * Deleting forms (head/delete, head/deleteBatch, head/removeRecord): "移除" removes the
 * definitions only, "删除" also drops the tables, in the same transaction. Deleting an original
 * deletes its copy views' definitions too; a copy view never drops the table (it is its
 * original's). A master whose sub tables are not deleted with it is refused: a sub without its
 * master has a foreign key to nothing. Deleting a sub updates its master's sub_table_str.
 * The forms' menu entries (head/addToMenu) go with them: buttons, grants and data rules included;
 * so do their field permissions.
 */
import { inArray } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { onlCgformField, onlCgformFieldAuth, onlCgformHead, onlCgformIndex } from "../../db/schema/index.js";
import { refuse } from "../../resource/index.js";
import { deleteMenus } from "../../sys/permission/menu-handlers.js";
import { formMenuIds } from "./add-to-menu.js";
import { dropFormTables } from "./physical.js";
import { FORM_MESSAGES, foreignMasters, refreshSubTableStr, subsOf } from "./save-definition.js";

/** At most this many forms in one batch. */
const MAX_BATCH = 200;

export async function deleteForms(ctx: AppContext, tx: Db, ids: readonly string[], dropTables: boolean): Promise<void> {
  if (!ids.length) throw refuse("请选择要删除的表单");
  if (ids.length > MAX_BATCH) throw refuse(`一次最多删除 ${MAX_BATCH} 个表单`);
  const heads = await tx.select().from(onlCgformHead).where(inArray(onlCgformHead.id, [...ids]));
  if (!heads.length) throw refuse(FORM_MESSAGES.notFound);
  const originals = heads.filter((h) => h.copyType === 0);
  const copies = originals.length
    ? await tx.select({ id: onlCgformHead.id }).from(onlCgformHead).where(inArray(onlCgformHead.physicId, originals.map((h) => h.id)))
    : [];
  const going = new Set([...heads.map((h) => h.id), ...copies.map((c) => c.id)]);

  const masters = originals.filter((h) => h.tableType === 2);
  const subs = await subsOf(tx, masters.map((m) => m.tableName));
  for (const m of masters) {
    const left = subs.filter((s) => s.mainTable === m.tableName && !going.has(s.id)).map((s) => s.tableName);
    if (left.length) throw refuse(`主表「${m.tableName}」还有附表（${[...new Set(left)].join("、")}），请先删除附表或一起删除`);
  }
  const subIds = originals.filter((h) => h.tableType === 3).map((h) => h.id);
  const subFields = subIds.length ? await tx.select({ mainTable: onlCgformField.mainTable }).from(onlCgformField).where(inArray(onlCgformField.cgformHeadId, subIds)) : [];

  const all = [...going];
  await tx.delete(onlCgformField).where(inArray(onlCgformField.cgformHeadId, all));
  await tx.delete(onlCgformIndex).where(inArray(onlCgformIndex.cgformHeadId, all));
  await tx.delete(onlCgformFieldAuth).where(inArray(onlCgformFieldAuth.cgformHeadId, all));
  await tx.delete(onlCgformHead).where(inArray(onlCgformHead.id, all));
  await deleteMenus(tx, await formMenuIds(tx, all));
  if (dropTables) await dropFormTables(tx, ctx.database, originals.map((h) => h.tableName));
  await refreshSubTableStr(tx, foreignMasters(subFields));
}
