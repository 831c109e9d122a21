/** The department trees and searches the pickers call (any logged-in user). */
import { and, asc, eq, ilike, inArray, like, or, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DEPART_ROOT_ID, sysDepart, type SysDepart } from "../../db/schema/index.js";
import { fail, ok, unauthorized } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { buildDepartTree, buildIdTree } from "./depart-answer.js";
import { containsPattern, splitIds } from "./like-pattern.js";

const alive = eq(sysDepart.delFlag, "0");

export function registerDepartTrees(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;
  const select = (where?: SQL) =>
    db.select().from(sysDepart).where(where ? and(alive, where) : alive).orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode));

  /** Which of `ids` have at least one child (isLeaf of lazy trees). */
  const withChildren = async (ids: string[]): Promise<Set<string>> => {
    if (!ids.length) return new Set();
    const rows = await db.selectDistinct({ parentId: sysDepart.parentId }).from(sysDepart).where(and(alive, inArray(sysDepart.parentId, ids)));
    return new Set(rows.map((r) => r.parentId));
  };

  /** The departments under the given ones (by org code prefix), the given ones included. */
  const subtrees = async (roots: SysDepart[]): Promise<SysDepart[]> => {
    if (!roots.length) return [];
    return select(or(...roots.map((r) => like(sysDepart.orgCode, `${r.orgCode}%`))));
  };

  handlers.define("sysSysDepartQueryTreeList", async (req) => {
    const ids = splitIds(req.query.ids);
    const rows = await select(ids.length ? inArray(sysDepart.id, ids) : undefined);
    return ok(buildDepartTree(rows));
  });

  handlers.define("sysSysDepartQueryDepartTreeSync", async (req) => {
    const { pid, ids, primaryKey } = req.query;
    let rows: SysDepart[];
    const echo = splitIds(ids);
    if (echo.length) rows = await select(primaryKey === "orgCode" ? inArray(sysDepart.orgCode, echo) : inArray(sysDepart.id, echo));
    else rows = await select(eq(sysDepart.parentId, pid?.trim() || DEPART_ROOT_ID));
    const nodes = buildDepartTree(rows, await withChildren(rows.map((r) => r.id)));
    return ok(nodes);
  });

  handlers.define("sysSysDepartQueryIdTree", async () => ok(buildIdTree(await select())));

  handlers.define("sysSysDepartSearchBy", async (req) => {
    if (!req.user) throw unauthorized();
    const { keyWord, myDeptSearch, orgCategory, departIds } = req.query;
    const where: SQL[] = [ilike(sysDepart.departName, containsPattern(keyWord))];
    const categories = splitIds(orgCategory);
    if (categories.length) where.push(inArray(sysDepart.orgCategory, categories));
    const limitTo = splitIds(departIds);
    if (limitTo.length) where.push(inArray(sysDepart.id, limitTo));
    if (myDeptSearch === "1") {
      const mine = await subtrees(await select(inArray(sysDepart.id, splitIds(req.user.departIds).concat(""))));
      where.push(inArray(sysDepart.id, mine.map((r) => r.id).concat("")));
    }
    const rows = await select(and(...where));
    if (!rows.length) return fail(500, "未查询匹配数据！");
    // flat: every match is a node of its own
    return ok(rows.map((r) => buildDepartTree([r])[0]!));
  });

  handlers.define("sysSysDepartQueryMyDeptTreeList", async (req) => {
    if (!req.user) throw unauthorized();
    const identity = String(req.user.userIdentity ?? 1);
    if (req.user.userIdentity !== 2) return ok(null, identity);
    const heads = await select(inArray(sysDepart.id, splitIds(req.user.departIds).concat("")));
    return ok(buildDepartTree(await subtrees(heads)), identity);
  });
}
