/**
 * Copy views (head/copyOnline, JeecgBoot's 复制视图): a second view (fields, layout, list
 * settings) of the same table under its own code, named `<table>$<n>`. The copy list is
 * head/list?copyType=1&physicId=<original>.
 */
import { like } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { onlCgformField, onlCgformHead, onlCgformIndex } from "../../db/schema/index.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/index.js";
import { loadFields, loadHead, loadIndexes, type Writer } from "./save-definition.js";

/** Copies the form `id`; answers the copy's id. */
export async function copyView(tx: Db, w: Writer, id: string): Promise<string> {
  const original = await loadHead(tx, id);
  if (original.copyType === 1) throw refuse("复制视图不能再复制，请复制原表单");
  // the smallest free n (names are `<table>$<n>`; LIKE reads `_` as any character, hence startsWith)
  const prefix = `${original.tableName}$`;
  const used = new Set(
    (await tx.select({ name: onlCgformHead.tableName }).from(onlCgformHead).where(like(onlCgformHead.tableName, `${prefix}%`)))
      .filter((r) => r.name.startsWith(prefix))
      .map((r) => r.name.slice(prefix.length))
      .filter((n) => /^\d+$/.test(n))
      .map(Number),
  );
  let n = 1;
  while (used.has(n)) n++;
  const tableName = `${prefix}${n}`;
  if (tableName.length > 50) throw refuse(`表名「${original.tableName}」太长，复制视图的表名「${tableName}」超过 50 个字符`);

  const copyId = newId();
  const by = w.user.username.slice(0, 32);
  const { id: _id, syncedJson: _synced, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...head } = original;
  await tx.insert(onlCgformHead).values({
    ...head,
    id: copyId,
    tableName,
    copyType: 1,
    physicId: original.id,
    copyVersion: original.tableVersion,
    tableVersion: 1,
    isDbSynch: original.isDbSynch,
    createBy: by,
    createTime: w.now,
  });
  const fields = await loadFields(tx, original.id);
  if (fields.length) {
    await tx.insert(onlCgformField).values(fields.map(({ updateBy: _u, updateTime: _t, ...f }) => ({ ...f, id: newId(), cgformHeadId: copyId, createBy: by, createTime: w.now })));
  }
  const indexes = await loadIndexes(tx, original.id);
  if (indexes.length) {
    await tx.insert(onlCgformIndex).values(indexes.map(({ updateBy: _u, updateTime: _t, ...i }) => ({ ...i, id: newId(), cgformHeadId: copyId, createBy: by, createTime: w.now })));
  }
  return copyId;
}
