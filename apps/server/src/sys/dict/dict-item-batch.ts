/**
 * /sys/dictItem/saveBatch (the dictionary items grid): the grid's rows and deletions in one
 * transaction — rows with an id are edited, rows without one added, `deletedIds` deleted — all or
 * nothing. The values must be unique in the dictionary afterwards (`第 N 行：字典项值「v」已存在`);
 * saved values may swap places within one save (the unique index is met by moving the changed
 * values aside first). The dictionary caches follow by themselves (sys_dict_version triggers).
 */
import { and, eq, inArray } from "drizzle-orm";
import { authorize } from "../../auth/authorize.js";
import type { AppContext } from "../../context.js";
import { transaction } from "../../db/database.js";
import { sysDict as dictTable, sysDictItem as itemTable } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/index.js";
import { rowRefusal, uniqueViolation, WRITE_MESSAGES } from "../../resource/write.js";

export const SAVE_BATCH_TEXT = {
  saved: "保存成功！",
  itemTextRequired: "名称不能为空",
  itemValueRequired: "数据值不能为空",
} as const;

interface ItemRow {
  id?: string;
  itemText: string;
  /** Unsent: an edited item keeps its English text; blank: none. */
  itemTextEn?: string | null;
  itemValue: string;
  description?: string | null;
  sortOrder?: number | null;
  status?: number;
}

export function registerDictItemBatch(handlers: HandlerRegistry, ctx: AppContext, itemValueUsed: (v: string) => string, dictMissing: string): void {
  handlers.define("sysDictItemSaveBatch", async (req) => {
    const { dictId, rows, deletedIds = [] } = req.body as { dictId: string; rows: ItemRow[]; deletedIds?: string[] };
    // system:dictItem:edit is the operation's own code; adding and deleting need theirs too
    if (rows.some((r) => !r.id)) await authorize(req, "system:dictItem:add");
    if (deletedIds.length) await authorize(req, "system:dictItem:delete");
    const user = req.user!.username.slice(0, 32);
    const now = ctx.clock.now();

    const items = rows.map((r, i) => {
      const itemText = r.itemText.trim();
      const itemValue = r.itemValue.trim();
      if (!itemText) throw rowRefusal(i, SAVE_BATCH_TEXT.itemTextRequired);
      if (!itemValue) throw rowRefusal(i, SAVE_BATCH_TEXT.itemValueRequired);
      return { ...r, itemText, itemValue };
    });
    const seen = new Set<string>();
    items.forEach((r, i) => {
      if (seen.has(r.itemValue)) throw rowRefusal(i, itemValueUsed(r.itemValue));
      seen.add(r.itemValue);
    });

    try {
      await transaction(ctx.db, async (tx) => {
        const [dict] = await tx.select({ id: dictTable.id }).from(dictTable).where(and(eq(dictTable.id, dictId), eq(dictTable.delFlag, 0))).for("update");
        if (!dict) throw refuse(dictMissing);
        const existing = await tx.select().from(itemTable).where(eq(itemTable.dictId, dictId)).for("update");
        const byId = new Map(existing.map((e) => [e.id, e]));
        const deleted = new Set(deletedIds);
        for (const id of deleted) if (!byId.has(id)) throw refuse(WRITE_MESSAGES.notFound);
        const sent = new Set<string>();
        items.forEach((r, i) => {
          if (r.id === undefined) return;
          if (!byId.has(r.id) || deleted.has(r.id) || sent.has(r.id)) throw rowRefusal(i, WRITE_MESSAGES.notFound);
          sent.add(r.id);
        });
        // items neither sent nor deleted keep their values
        const kept = new Set(existing.filter((e) => !sent.has(e.id) && !deleted.has(e.id)).map((e) => e.itemValue));
        items.forEach((r, i) => {
          if (kept.has(r.itemValue)) throw rowRefusal(i, itemValueUsed(r.itemValue));
        });

        if (deleted.size) await tx.delete(itemTable).where(and(eq(itemTable.dictId, dictId), inArray(itemTable.id, [...deleted])));
        const edits = items.filter((r): r is ItemRow & { id: string } => r.id !== undefined);
        // a changed value moves aside first, so two items may swap values
        for (const r of edits) {
          if (byId.get(r.id)!.itemValue !== r.itemValue) await tx.update(itemTable).set({ itemValue: `\u0001${r.id}` }).where(eq(itemTable.id, r.id));
        }
        for (const r of edits) {
          await tx
            .update(itemTable)
            .set({
              itemText: r.itemText,
              ...(r.itemTextEn === undefined ? {} : { itemTextEn: r.itemTextEn?.trim() || null }),
              itemValue: r.itemValue,
              description: r.description ?? null,
              sortOrder: r.sortOrder ?? null,
              ...(r.status === undefined ? {} : { status: r.status }),
              updateBy: user,
              updateTime: now,
            })
            .where(eq(itemTable.id, r.id));
        }
        const added = items.filter((r) => r.id === undefined);
        if (added.length) {
          await tx.insert(itemTable).values(
            added.map((r) => ({
              id: newId(),
              dictId,
              itemText: r.itemText,
              itemTextEn: r.itemTextEn?.trim() || null,
              itemValue: r.itemValue,
              description: r.description ?? null,
              sortOrder: r.sortOrder ?? null,
              status: r.status ?? 1,
              createBy: user,
              createTime: now,
            })),
          );
        }
      });
    } catch (err) {
      if (uniqueViolation(err)) throw refuse(WRITE_MESSAGES.uniqueViolation);
      throw err;
    }
    return ok(null, SAVE_BATCH_TEXT.saved);
  });
}
