/**
 * Tree forms (is_tree = Y): rows hang under a parent through the parent-id field
 * (tree_parent_id_field; a root's is empty, null or '0'); the has-child field (tree_id_field) says
 * whether a row has children, kept by the server as rows are added, moved and deleted. getTreeData
 * reads one level (the roots, or one parent's children) unless a search asks for every match.
 * A row can never become its own ancestor.
 */
import { and, eq, inArray, isNull, not, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { OnlCgformHead } from "../../db/schema/index.js";
import { refuse, type ResourceHooks, type Row, type WriteContext } from "../../resource/index.js";
import type { ResourceScope } from "../../resource/types.js";
import { engineKey } from "./model.js";

/** The engine query key getTreeData sets: the parent whose children are asked for ('' for the roots). */
export const TREE_PARENT = "__treeParent";
const ROOTS = ["", "0"];

export interface TreeFields {
  /** Engine keys of the parent-id and has-child fields. */
  pid: string;
  hasChild: string | undefined;
}

export function treeFieldsOf(head: Pick<OnlCgformHead, "isTree" | "treeParentIdField" | "treeIdField">): TreeFields | undefined {
  if (head.isTree !== "Y" || !head.treeParentIdField) return undefined;
  return { pid: engineKey(head.treeParentIdField), hasChild: head.treeIdField ? engineKey(head.treeIdField) : undefined };
}

const isRoot = (v: unknown): boolean => v === null || v === undefined || ROOTS.includes(String(v));
const rootCondition = (pid: PgColumn): SQL => or(isNull(pid), inArray(pid, ROOTS))!;

/** The one level getTreeData asked for, when it asked for one. */
export function treeLevelFilter(req: FastifyRequest, scope: ResourceScope, tree: TreeFields): SQL | undefined {
  const parent = (req.query as Row | undefined)?.[TREE_PARENT];
  const pid = scope.columns[tree.pid];
  if (typeof parent !== "string" || !pid) return undefined;
  return isRoot(parent) ? rootCondition(pid) : eq(pid, parent);
}

/** Sets each parent's has-child flag from whether it has children now. */
async function refreshHasChild(w: WriteContext, tree: TreeFields, parents: readonly unknown[]): Promise<void> {
  const s = w.scope;
  const pid = s.columns[tree.pid];
  const flag = tree.hasChild ? s.columns[tree.hasChild] : undefined;
  const ids = [...new Set(parents.filter((p) => !isRoot(p)).map(String))];
  const id = (s.table as unknown as Record<string, PgColumn>).id;
  if (!pid || !flag || !id || ids.length === 0) return;
  for (const parent of ids) {
    const [child] = await w.tx.select({ one: sql`1` }).from(s.table).where(eq(pid, parent)).limit(1);
    await w.tx.update(s.table).set({ [tree.hasChild!]: child ? "1" : "0" }).where(eq(id, parent));
  }
}

/** Refuses a parent that does not exist, or that is the row itself or one of its descendants. */
async function checkParent(w: WriteContext, tree: TreeFields, rowId: unknown, parent: unknown): Promise<void> {
  if (isRoot(parent)) return;
  const s = w.scope;
  const pid = s.columns[tree.pid]!;
  const id = (s.table as unknown as Record<string, PgColumn>).id!;
  let current: unknown = parent;
  for (let depth = 0; !isRoot(current); depth++) {
    if (rowId !== undefined && String(current) === String(rowId)) throw refuse("父级节点不能是自己或自己的下级");
    if (depth > 1000) throw refuse("父级节点的层级过深");
    const [row] = (await w.tx.select({ pid }).from(s.table).where(eq(id, String(current))).limit(1)) as Row[];
    if (!row) throw refuse(depth === 0 ? `父级节点不存在：${String(parent)}` : "父级节点的上级链已断开");
    current = row.pid;
  }
}

/** The hooks that keep a tree whole: parents checked on writes, has-child flags kept. */
export function treeHooks(tree: TreeFields): Required<Pick<ResourceHooks, "beforeAdd" | "beforeEdit" | "beforeDelete" | "afterWrite">> {
  const moved = new WeakMap<WriteContext, unknown>();
  return {
    beforeAdd: async (values, w) => {
      await checkParent(w, tree, undefined, values[tree.pid]);
      if (tree.hasChild) values[tree.hasChild] = "0";
    },
    beforeEdit: async (values, existing, w) => {
      if (!(tree.pid in values)) return;
      await checkParent(w, tree, existing.id, values[tree.pid]);
      moved.set(w, existing[tree.pid]);
    },
    // a row with children goes only together with them
    beforeDelete: async (rows, w) => {
      const s = w.scope;
      const pid = s.columns[tree.pid];
      const id = (s.table as unknown as Record<string, PgColumn>).id;
      const ids = rows.map((r) => String((r as Row).id));
      if (!pid || !id || !ids.length) return;
      const [child] = (await w.tx.select({ pid }).from(s.table).where(and(inArray(pid, ids), not(inArray(id, ids)))).limit(1)) as Row[];
      if (child) throw refuse("请先删除下级节点");
    },
    afterWrite: async (op, rows, w) => {
      const parents: unknown[] = rows.map((r) => (r as Row)[tree.pid]);
      if (op === "edit" && moved.has(w)) parents.push(moved.get(w));
      await refreshHasChild(w, tree, parents);
    },
  };
}

/** Combines the engine hooks of several concerns: each runs in turn. */
export function bothHooks(a: ResourceHooks, b: ResourceHooks | undefined): ResourceHooks {
  if (!b) return a;
  const out: ResourceHooks = { ...a, ...b };
  for (const name of ["beforeAdd", "beforeEdit", "beforeDelete", "afterWrite"] as const) {
    const first = a[name] as ((...args: unknown[]) => unknown) | undefined;
    const second = b[name] as ((...args: unknown[]) => unknown) | undefined;
    if (first && second)
      (out as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        await first(...args);
        await second(...args);
      };
  }
  return out;
}
