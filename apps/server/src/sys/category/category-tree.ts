/**
 * The category select's calls (any logged-in user) and the screen's tree helpers. Fields named by
 * the request (loadOne, condition) come from an allow-list; values only ever reach SQL as parameters.
 * A caller reads its tenant's categories and the platform's (no tenant: the area data, base data).
 */
import { and, asc, eq, inArray, like, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { tenantCondition } from "../../auth/tenant.js";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { sysCategory, type SysCategory } from "../../db/schema/index.js";
import { findControlChar } from "../../http/control-chars.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { splitIds, startsWithPattern } from "../depart/like-pattern.js";
import { buildCategoryTree, toSysCategory, toTreeNode } from "./category-answer.js";

export const CATEGORY_ROOT = "0";

/** The fields a request may filter on by name (loadOne, loadTreeData's condition). */
const FIELDS = { id: sysCategory.id, pid: sysCategory.pid, code: sysCategory.code, name: sysCategory.name, hasChild: sysCategory.hasChild } as const;
type Field = keyof typeof FIELDS;
const isField = (k: string): k is Field => Object.hasOwn(FIELDS, k);

const byCode = asc(sysCategory.code);

/** The id of the category coded `pcode` ('0' or empty: the root '0'); null when there is none. */
export async function idOfCode(db: Db, pcode: string | undefined, scope?: SQL): Promise<string | null> {
  if (!pcode || pcode === CATEGORY_ROOT) return CATEGORY_ROOT;
  const [row] = await db.select({ id: sysCategory.id }).from(sysCategory).where(and(eq(sysCategory.code, pcode), scope)).limit(1);
  return row?.id ?? null;
}

export async function childrenOf(db: Db, pid: string, ...extra: Array<SQL | undefined>): Promise<SysCategory[]> {
  return db.select().from(sysCategory).where(and(eq(sysCategory.pid, pid), ...extra)).orderBy(byCode);
}

/** Every descendant of `roots`, level by level through pid (codes need not nest, e.g. the area data). */
export async function descendantsOf(db: Db, roots: SysCategory[], scope?: SQL): Promise<SysCategory[]> {
  const out: SysCategory[] = [];
  let level = roots.map((r) => r.id);
  while (level.length) {
    const rows = await db.select().from(sysCategory).where(and(inArray(sysCategory.pid, level), scope));
    out.push(...rows);
    level = rows.map((r) => r.id);
  }
  return out;
}

/** `condition` of loadTreeData: a JSON object of equality filters on allowed fields, or a refusal text. */
function parseCondition(condition: string | undefined): SQL | undefined | string {
  if (!condition) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    return "condition 不是合法的 JSON";
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return "condition 须为 JSON 对象";
  const parts: SQL[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (!isField(key)) return `condition 不支持字段: ${key}`;
    if (typeof value !== "string" && typeof value !== "number") return `condition 字段 ${key} 的值须为文本或数字`;
    if (findControlChar(value, false) !== undefined) return `condition 字段 ${key} 的值含有不允许的控制字符`;
    parts.push(eq(FIELDS[key], String(value)));
  }
  return parts.length ? and(...parts) : undefined;
}

/** Names in the order of `ids`; unknown ids left out (delNotExist) or answered as themselves. */
async function namesOf(db: Db, ids: string[], delNotExist: boolean, scope: SQL): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: sysCategory.id, name: sysCategory.name }).from(sysCategory).where(and(inArray(sysCategory.id, ids), scope));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : delNotExist ? [] : [id]));
}

export function registerCategoryTree(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;
  const visible = (req: FastifyRequest) => tenantCondition(sysCategory.tenantId, req, { shared: true });

  handlers.define("sysCategoryLoadTreeRoot", async (req) => {
    const scope = visible(req);
    const pid = await idOfCode(db, req.query.pcode, scope);
    if (pid === null) return ok([]);
    const roots = await childrenOf(db, pid, scope);
    if (req.query.async) return ok(roots.map((r) => toTreeNode(r)));
    return ok(buildCategoryTree(roots, await descendantsOf(db, roots, scope)));
  });

  handlers.define("sysCategoryLoadTreeChildren", async (req) => ok((await childrenOf(db, req.query.pid, visible(req))).map((r) => toTreeNode(r))));

  handlers.define("sysCategoryLoadOne", async (req) => {
    const { field, val } = req.query;
    if (!isField(field)) return fail(500, "查询无果");
    const rows = await db.select().from(sysCategory).where(and(eq(FIELDS[field], val), visible(req))).limit(2);
    if (!rows.length) return fail(500, "查询无果");
    if (rows.length > 1) return fail(500, `查询数据异常,[${field}]存在多个值:${val}`);
    return ok(toSysCategory(rows[0]!));
  });

  handlers.define("sysCategoryLoadTreeData", async (req) => {
    const { pid, pcode, condition } = req.query;
    const filter = parseCondition(condition);
    if (typeof filter === "string") return fail(500, filter);
    const scope = visible(req);
    let parent: string | null;
    if (pid) parent = pid;
    else if (pcode) parent = await idOfCode(db, pcode, scope);
    else return fail(500, "加载分类字典树参数有误.[null]!");
    if (parent === null) return ok([]);
    return ok((await childrenOf(db, parent, filter, scope)).map((r) => toTreeNode(r)));
  });

  handlers.define("sysCategoryLoadDictItem", async (req) => ok(await namesOf(db, splitIds(req.query.ids), req.query.delNotExist !== false, visible(req))));
  handlers.define("sysCategoryLoadDictItemByPath", async (req) => {
    // JeecgBoot's select sends `/loadDictItem/?ids=…`: with an empty path the ids are in the query
    // (read from the URL, since this operation declares no query parameters)
    const ids = req.params.ids || (new URL(req.url, "http://local").searchParams.get("ids") ?? "");
    return ok(await namesOf(db, splitIds(ids), true, visible(req)));
  });

  handlers.define("sysCategoryLoadAllData", async (req) => {
    const code = req.query.code.trim();
    const where = code && code !== CATEGORY_ROOT ? like(sysCategory.code, startsWithPattern(code)) : undefined;
    const rows = await db.select({ id: sysCategory.id, name: sysCategory.name }).from(sysCategory).where(and(where, visible(req))).orderBy(byCode);
    if (!rows.length) return fail(500, `无数据,参数有误.[${code}]`);
    return ok(rows.map((r) => ({ value: r.id, text: r.name, title: r.name, label: r.name })));
  });

  handlers.define("sysCategoryChildList", async (req) => ok((await childrenOf(db, req.query.pid, visible(req))).map(toSysCategory)));

  handlers.define("sysCategoryGetChildListBatch", async (req) => {
    const parentIds = splitIds(req.query.parentIds);
    const rows = parentIds.length ? await db.select().from(sysCategory).where(and(inArray(sysCategory.pid, parentIds), visible(req))).orderBy(byCode) : [];
    return ok({ records: rows.map(toSysCategory), total: rows.length, size: rows.length, current: 1, pages: 1 });
  });

  handlers.define("sysCategoryCheckCode", async (req) => {
    const code = req.query.code?.trim();
    if (!code) return fail(500, "错误,类型编码为空!");
    const pid = req.query.pid?.trim();
    if (pid && pid !== CATEGORY_ROOT) {
      const [parent] = await db.select({ code: sysCategory.code }).from(sysCategory).where(and(eq(sysCategory.id, pid), visible(req))).limit(1);
      if (parent && !code.startsWith(parent.code)) return fail(500, `编码不符合规范,须以"${parent.code}"开头!`);
    }
    return ok("编码验证通过!", "编码验证通过!");
  });
}
