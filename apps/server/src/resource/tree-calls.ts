/**
 * JeecgBoot's tree-list calls of a tree resource (`def.tree`), answered by the resource's own
 * list (search rules, scope, sort, `_dictText`, hooks): `rootList` (the roots, or every match at
 * any depth when a search field other than the parent is set), `childList?pid=` and
 * `getChildListBatch?parentIds=a,b` (all children, one page).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { ok } from "../http/envelope.js";
import type { HandlerRegistry, OperationId } from "../http/handlers.js";
import { columns, idOf, TREE_ROOT, type ResourceDef } from "./defs.js";
import { splitIds } from "./write.js";
import { MAX_PAGE_SIZE } from "./serve.js";
import type { Row } from "./types.js";

type TreeCall = "rootList" | "childList" | "getChildListBatch";
const SUFFIX: Record<TreeCall, string> = { rootList: "RootList", childList: "ChildList", getChildListBatch: "GetChildListBatch" };

/** The list's query parameters that search (range fields as `_begin`/`_end`), the parent field left out. */
function searchKeys(def: ResourceDef, pidField: string): string[] {
  return Object.entries(columns(def))
    .filter(([key, f]) => f.search && key !== pidField)
    .flatMap(([key, f]) => (f.search === "range" ? [`${key}_begin`, `${key}_end`] : [key]));
}

/** Binds the tree calls of `def` (by default all three) to its list, which must be defined already. */
export function serveTreeCalls(handlers: HandlerRegistry, def: ResourceDef, calls: readonly TreeCall[] = ["rootList", "childList", "getChildListBatch"]): void {
  if (!def.tree) throw new Error(`serveTreeCalls ${def.name}: not a tree resource`);
  const pidField = def.tree.pidField;
  const searching = searchKeys(def, pidField);
  const listId = `${idOf(def)}List`;
  /** Answers the list with the query `query` makes of the request's, or an empty page when it makes none. */
  const byList = (query: (q: Row) => Row | null) => async (req: FastifyRequest, reply: FastifyReply) => {
    const list = handlers.get(listId);
    if (!list) throw new Error(`${listId} is not served`);
    const q = query((req.query ?? {}) as Row);
    if (!q) return ok({ records: [], total: 0, size: 0, current: 1, pages: 0 });
    req.query = q;
    return list.handler(req as never, reply);
  };
  const all = { pageNo: 1, pageSize: MAX_PAGE_SIZE };
  const handler: Record<TreeCall, ReturnType<typeof byList>> = {
    rootList: byList((q) => (searching.some((k) => q[k] !== undefined && q[k] !== "") ? q : { ...q, [pidField]: q[pidField] || TREE_ROOT })),
    childList: byList((q) => (q.pid ? { ...all, [pidField]: String(q.pid) } : null)),
    // the list's `a,b` rule is an IN on the parent
    getChildListBatch: byList((q) => {
      const ids = splitIds(q.parentIds as string | undefined);
      return ids.length ? { ...all, [pidField]: ids.join(",") } : null;
    }),
  };
  for (const call of calls) handlers.define(`${idOf(def)}${SUFFIX[call]}` as OperationId, handler[call] as never);
}
