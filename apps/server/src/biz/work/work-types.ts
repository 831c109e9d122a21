/**
 * Work types, a tree through pid ('0' at the root): a parent must exist, a type cannot move below
 * itself, a type with children or works is not deleted, and answers say `hasChild`.
 */
import { eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { qtWork as workTable, qtWorkType as typeTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtWorkType, refuse, serveResource, serveTreeCalls, TREE_ROOT } from "../../resource/index.js";
import { mustFind, refuseWhileUsed } from "../rules.js";

/** Refuses `pid` when it is `id` itself or one of its descendants (walking up from pid). */
async function refuseCycle(tx: Db, id: string, pid: string): Promise<void> {
  for (let at = pid, depth = 0; at !== TREE_ROOT && depth < 100; depth++) {
    if (at === id) throw refuse("不能把分类移到它自己或其下级分类之下");
    const [up] = await tx.select({ pid: typeTable.pid }).from(typeTable).where(eq(typeTable.id, at)).limit(1);
    if (!up) return;
    at = up.pid;
  }
}

export function registerWorkTypes(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: qtWorkType,
    table: typeTable,
    unique: ["code"],
    hooks: {
      async beforeAdd(values, w) {
        values.pid = typeof values.pid === "string" && values.pid.trim() ? values.pid.trim() : TREE_ROOT;
        if (values.pid !== TREE_ROOT) await mustFind(w.tx, typeTable, values.pid, w.req, "上级分类不存在");
      },
      async beforeEdit(values, existing, w) {
        if (values.pid === undefined) return;
        values.pid = typeof values.pid === "string" && values.pid.trim() ? values.pid.trim() : TREE_ROOT;
        if (values.pid === existing.pid || values.pid === TREE_ROOT) return;
        await mustFind(w.tx, typeTable, values.pid, w.req, "上级分类不存在");
        await refuseCycle(w.tx, existing.id, values.pid as string);
      },
      async beforeDelete(rows, w) {
        await refuseWhileUsed(w.tx, rows, (r) => String(r.name), [
          { table: typeTable, column: typeTable.pid, selfColumn: typeTable.id, message: (n) => `分类「${n}」下还有子分类，不能删除` },
          { table: workTable, column: workTable.workTypeId, message: (n) => `分类「${n}」下还有作品，不能删除` },
        ]);
      },
      async toAnswer(rows) {
        const ids = rows.map((r) => r.id as string);
        const parents = ids.length
          ? await ctx.db.selectDistinct({ pid: typeTable.pid }).from(typeTable).where(inArray(typeTable.pid, ids))
          : [];
        const withChildren = new Set(parents.map((p) => p.pid));
        return rows.map((r) => ({ ...r, hasChild: withChildren.has(r.id as string) ? "1" : "0" }));
      },
    },
  });
  serveTreeCalls(handlers, qtWorkType);
}
