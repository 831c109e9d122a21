/** The department trees and searches the pickers call (any logged-in user), within the caller's tenant. */
import { and, asc, eq, ilike, inArray, like, or, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { tenantCondition } from "../../auth/tenant.js";
import type { AppContext } from "../../context.js";
import { DEPART_ROOT_ID, sysDepart, type SysDepart } from "../../db/schema/index.js";
import { fail, ok, unauthorized } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { buildDepartTree, buildIdTree } from "./depart-answer.js";
import { containsPattern, splitIds } from "./like-pattern.js";

const alive = eq(sysDepart.delFlag, "0");

export const DEPART_NOT_FOUND = "未找到对应部门";

export function registerDepartTrees(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;
  /** Live departments of the caller's tenant. */
  const visible = (req: FastifyRequest, where?: SQL) => and(alive, tenantCondition(sysDepart.tenantId, req), where);
  const select = (req: FastifyRequest, where?: SQL) => db.select().from(sysDepart).where(visible(req, where)).orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode));

  // The stock console's department form: the parent's name (a department of the caller's tenant).
  handlers.define("sysSysDepartQueryParentName", async (req) => {
    const [row] = await db.select({ name: sysDepart.departName }).from(sysDepart).where(visible(req, eq(sysDepart.id, req.query.parentId))).limit(1);
    return row ? ok(row.name) : fail(500, DEPART_NOT_FOUND);
  });

  /** Which of `ids` have at least one child (isLeaf of lazy trees). */
  const withChildren = async (req: FastifyRequest, ids: string[]): Promise<Set<string>> => {
    if (!ids.length) return new Set();
    const rows = await db.selectDistinct({ parentId: sysDepart.parentId }).from(sysDepart).where(visible(req, inArray(sysDepart.parentId, ids)));
    return new Set(rows.map((r) => r.parentId));
  };

  /** The departments under the given ones (by org code prefix), the given ones included. */
  const subtrees = async (req: FastifyRequest, roots: SysDepart[]): Promise<SysDepart[]> => {
    if (!roots.length) return [];
    return select(req, or(...roots.map((r) => like(sysDepart.orgCode, `${r.orgCode}%`))));
  };

  handlers.define("sysSysDepartQueryTreeList", async (req) => {
    const ids = splitIds(req.query.ids);
    const rows = await select(req, ids.length ? inArray(sysDepart.id, ids) : undefined);
    return ok(buildDepartTree(rows));
  });

  handlers.define("sysSysDepartQueryDepartTreeSync", async (req) => {
    const { pid, ids, primaryKey } = req.query;
    let rows: SysDepart[];
    const echo = splitIds(ids);
    if (echo.length) rows = await select(req, primaryKey === "orgCode" ? inArray(sysDepart.orgCode, echo) : inArray(sysDepart.id, echo));
    else rows = await select(req, eq(sysDepart.parentId, pid?.trim() || DEPART_ROOT_ID));
    const nodes = buildDepartTree(rows, await withChildren(req, rows.map((r) => r.id)));
    return ok(nodes);
  });

  handlers.define("sysSysDepartQueryIdTree", async (req) => ok(buildIdTree(await select(req))));

  handlers.define("sysSysDepartSearchBy", async (req) => {
    if (!req.user) throw unauthorized();
    const { keyWord, myDeptSearch, orgCategory, departIds } = req.query;
    const where: SQL[] = [ilike(sysDepart.departName, containsPattern(keyWord))];
    const categories = splitIds(orgCategory);
    if (categories.length) where.push(inArray(sysDepart.orgCategory, categories));
    const limitTo = splitIds(departIds);
    if (limitTo.length) where.push(inArray(sysDepart.id, limitTo));
    if (myDeptSearch === "1") {
      const mine = await subtrees(req, await select(req, inArray(sysDepart.id, splitIds(req.user.departIds).concat(""))));
      where.push(inArray(sysDepart.id, mine.map((r) => r.id).concat("")));
    }
    const rows = await select(req, and(...where));
    if (!rows.length) return fail(500, "未查询匹配数据！");
    // flat: every match is a node of its own
    return ok(rows.map((r) => buildDepartTree([r])[0]!));
  });

  handlers.define("sysSysDepartQueryMyDeptTreeList", async (req) => {
    if (!req.user) throw unauthorized();
    const identity = String(req.user.userIdentity ?? 1);
    if (req.user.userIdentity !== 2) return ok(null, identity);
    const heads = await select(req, inArray(sysDepart.id, splitIds(req.user.departIds).concat("")));
    return ok(buildDepartTree(await subtrees(req, heads)), identity);
  });
}
