/**
 * The categories' CRUD family through the resource engine: pid defaults to '0', a child's code
 * starts with its parent's (and is the next free one when none is given, category-code.ts), the parent's hasChild follows its children, and deleting a category
 * deletes its descendants. A category cannot be moved (pid is kept on edit). A parent must be of
 * the caller's tenant (the engine scopes the rest).
 */
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { tenantCondition } from "../../auth/tenant.js";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { sysCategory as categoryTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { refuse, serveResource, serveTreeCalls, sysCategory } from "../../resource/index.js";
import { nextCategoryCode } from "./category-code.js";
import { CATEGORY_ROOT, descendantsOf } from "./category-tree.js";

/** The parent's code ('' for the root); refuses an unknown parent. */
export async function parentCode(db: Db, pid: string, scope: SQL): Promise<string> {
  if (pid === CATEGORY_ROOT) return "";
  const [parent] = await db.select({ code: categoryTable.code }).from(categoryTable).where(and(eq(categoryTable.id, pid), scope)).limit(1);
  if (!parent) throw refuse("父级分类不存在");
  return parent.code;
}

function checkCodePrefix(code: unknown, prefix: string): void {
  if (prefix && !String(code ?? "").startsWith(prefix)) throw refuse(`编码不符合规范,须以"${prefix}"开头!`);
}

/** The next free code under `pid` (whose code is `prefix`). */
export async function generatedCode(db: Db, pid: string, prefix: string, scope: SQL): Promise<string> {
  const siblings = await db.select({ code: categoryTable.code }).from(categoryTable).where(and(eq(categoryTable.pid, pid), scope));
  const code = nextCategoryCode(prefix, siblings.map((s) => s.code));
  if (!code) throw refuse("该级分类编码已用尽，请手动填写编码");
  return code;
}

/** hasChild of `pid` after its children changed. */
async function refreshHasChild(db: Db, pid: string): Promise<void> {
  if (pid === CATEGORY_ROOT) return;
  const [child] = await db.select({ id: categoryTable.id }).from(categoryTable).where(eq(categoryTable.pid, pid)).limit(1);
  await db.update(categoryTable).set({ hasChild: child ? "1" : "0" }).where(eq(categoryTable.id, pid));
}

export function registerCategoryResource(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: sysCategory,
    table: categoryTable,
    unique: ["code"],
    hooks: {
      async beforeAdd(values, w) {
        const pid = typeof values.pid === "string" && values.pid.trim() ? values.pid.trim() : CATEGORY_ROOT;
        values.pid = pid;
        values.hasChild = "0";
        const scope = tenantCondition(categoryTable.tenantId, w.req);
        const prefix = await parentCode(w.tx, pid, scope);
        if (typeof values.code === "string" && values.code.trim()) checkCodePrefix(values.code, prefix);
        else values.code = await generatedCode(w.tx, pid, prefix, scope);
      },
      async beforeEdit(values, existing, w) {
        values.pid = existing.pid;
        if (values.code !== undefined && !String(values.code ?? "").trim()) throw refuse("错误,类型编码为空!");
        if (values.code !== undefined) checkCodePrefix(values.code, await parentCode(w.tx, existing.pid, tenantCondition(categoryTable.tenantId, w.req)));
      },
      async beforeDelete(rows, w) {
        const below = await descendantsOf(w.tx, rows);
        if (below.length) await w.tx.delete(categoryTable).where(inArray(categoryTable.id, below.map((r) => r.id)));
      },
      async afterWrite(_op, rows, w) {
        for (const pid of new Set(rows.map((r) => r.pid))) await refreshHasChild(w.tx, pid);
      },
    },
  });

  // JeecgBoot's list of this screen: the engine's list, limited to the children of pid ('0': the
  // roots) unless a field is searched
  serveTreeCalls(handlers, sysCategory, ["rootList"]);
}
