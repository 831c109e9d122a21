/**
 * Collections: one per (user, work); the work's collectCount follows them in the same
 * transaction (add +1, delete −1, moving to another work moves the count).
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { qtUser as userTable, qtWork as workTable, qtWorkCollection as collectionTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtWorkCollection, refuse, serveResource, type Row, type WriteContext } from "../../resource/index.js";
import { mustFind } from "../rules.js";

async function countOn(tx: Db, workId: unknown, delta: 1 | -1): Promise<void> {
  await tx
    .update(workTable)
    .set({ collectCount: sql`greatest(${workTable.collectCount} + ${delta}, 0)` })
    .where(eq(workTable.id, String(workId)));
}

/** The collection (user, work) to be written, checked: both exist, not collected already. */
async function checkPair(w: WriteContext, userId: unknown, workId: unknown, exceptId?: string): Promise<void> {
  await mustFind(w.tx, userTable, userId, w.req, "平台用户不存在");
  const work = await mustFind(w.tx, workTable, workId, w.req, "作品不存在");
  const [dup] = await w.tx
    .select({ id: collectionTable.id })
    .from(collectionTable)
    .where(and(eq(collectionTable.userId, String(userId)), eq(collectionTable.workId, String(workId)), exceptId ? ne(collectionTable.id, exceptId) : undefined))
    .limit(1);
  if (dup) throw refuse(`该用户已收藏作品「${work.title}」`);
}

export function registerCollections(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: qtWorkCollection,
    table: collectionTable,
    hooks: {
      async beforeAdd(values, w) {
        await checkPair(w, values.userId, values.workId);
      },
      async beforeEdit(values, existing, w) {
        const userId = values.userId ?? existing.userId;
        const workId = values.workId ?? existing.workId;
        await checkPair(w, userId, workId, existing.id);
        if (workId !== existing.workId) {
          await countOn(w.tx, existing.workId, -1);
          await countOn(w.tx, workId, 1);
        }
      },
      async beforeDelete(rows: Row[], w) {
        for (const r of rows) await countOn(w.tx, r.workId, -1);
      },
      async afterWrite(op, rows, w) {
        if (op === "add") for (const r of rows) await countOn(w.tx, r.workId, 1);
      },
    },
  });
}
