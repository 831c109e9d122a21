/**
 * Menu management (/sys/permission): the tree list, lazy loading, path check, the authorisation
 * tree, and add/edit/delete/queryById with the parent's `leaf` flag kept by the server.
 * Deleting a menu deletes its subtree; grants and data rules go with it (foreign keys cascade).
 */
import { and, eq, inArray, isNull, ne, ilike, or, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { transaction, type Db } from "../../db/database.js";
import { sysPermission, type SysPermission } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { fail, ok } from "../../http/envelope.js";
import { requestLocale } from "../../http/locale.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/context.js";
import { authNode, permissionAnswer, permissionTree, treeNode } from "./answers.js";
import { splitIds } from "./data-rules.js";

const LIVE = eq(sysPermission.delFlag, 0);

export async function liveRows(db: Db, where?: SQL): Promise<SysPermission[]> {
  return db
    .select()
    .from(sysPermission)
    .where(where ? and(LIVE, where) : LIVE)
    .orderBy(sysPermission.sortNo, sysPermission.id);
}

async function findRow(db: Db, id: string): Promise<SysPermission | undefined> {
  const [row] = await db.select().from(sysPermission).where(and(eq(sysPermission.id, id), LIVE)).limit(1);
  return row;
}

/** Sets a menu's leaf flag from whether it still has children. */
async function refreshLeaf(db: Db, id: string | null): Promise<void> {
  if (!id) return;
  const kids = await db.select({ id: sysPermission.id }).from(sysPermission).where(and(eq(sysPermission.parentId, id), LIVE)).limit(1);
  await db.update(sysPermission).set({ leaf: kids.length === 0 }).where(eq(sysPermission.id, id));
}

async function urlTaken(db: Db, url: string, exceptId?: string): Promise<boolean> {
  const conds = [LIVE, eq(sysPermission.url, url), ne(sysPermission.menuType, 2)];
  if (exceptId) conds.push(ne(sysPermission.id, exceptId));
  return (await db.select({ id: sysPermission.id }).from(sysPermission).where(and(...conds)).limit(1)).length > 0;
}

export type MenuInput = {
  id?: string;
  parentId?: string | null;
  name?: string;
  nameEn?: string | null;
  url?: string | null;
  component?: string | null;
  componentName?: string | null;
  redirect?: string | null;
  menuType?: number;
  perms?: string | null;
  permsType?: string | null;
  sortNo?: number | null;
  alwaysShow?: boolean;
  icon?: string | null;
  route?: boolean;
  keepAlive?: boolean;
  hidden?: boolean;
  hideTab?: boolean;
  description?: string | null;
  status?: string | null;
  internalOrExternal?: boolean;
};

const blank = (v: string | null | undefined) => (v ?? "").trim() === "";

/**
 * Checks an add/edit input against the tree; answers the columns to write. An edit keeps the
 * stored value of every field it does not send (JeecgBoot's updateById skips them too), so a
 * client may send only what changed; null clears a field.
 */
export async function checkedValues(db: Db, input: MenuInput, existing?: SysPermission) {
  const given = <K extends keyof MenuInput & keyof SysPermission>(key: K): MenuInput[K] | SysPermission[K] | undefined =>
    input[key] !== undefined ? input[key] : existing?.[key];
  const menuType = given("menuType");
  if (menuType !== 0 && menuType !== 1 && menuType !== 2) throw refuse("菜单类型只能是 0（一级菜单）、1（子菜单）或 2（按钮/权限）");
  const name = given("name");
  if (blank(name)) throw refuse("菜单名称不能为空");
  const parentGiven = given("parentId");
  const parentId = menuType === 0 || blank(parentGiven) ? null : parentGiven!.trim();
  if (menuType !== 0) {
    if (!parentId) throw refuse("子菜单和按钮必须选择上级菜单");
    const parent = await findRow(db, parentId);
    if (!parent) throw refuse("上级菜单不存在");
    if (parent.menuType === 2) throw refuse("按钮下不能再添加菜单或按钮");
    if (existing) {
      // The new parent may not be the menu itself or one of its descendants.
      for (let p: SysPermission | undefined = parent; p; p = p.parentId ? await findRow(db, p.parentId) : undefined) {
        if (p.id === existing.id) throw refuse("上级菜单不能是自己或自己的下级");
      }
    }
  }
  const url = given("url");
  const perms = given("perms");
  if (menuType === 2) {
    if (blank(perms)) throw refuse("按钮/权限必须填写授权标识（perms）");
  } else {
    if (blank(url)) throw refuse("菜单路径不能为空");
    if (await urlTaken(db, url!.trim(), existing?.id)) throw refuse("访问路径不允许重复，请重定义！");
  }
  const status = given("status");
  const permsType = given("permsType");
  if (status && status !== "0" && status !== "1") throw refuse("状态只能是 1（有效）或 0（无效）");
  if (permsType && permsType !== "1" && permsType !== "2") throw refuse("权限策略只能是 1（显示/隐藏）或 2（禁用）");
  const nameEn = given("nameEn");
  return {
    parentId,
    name: name!.trim(),
    nameEn: blank(nameEn) ? null : nameEn!.trim(),
    url: blank(url) ? null : url!.trim(),
    component: given("component") ?? null,
    componentName: given("componentName") ?? null,
    redirect: given("redirect") ?? null,
    menuType,
    perms: blank(perms) ? null : splitIds(perms).join(","),
    permsType: permsType ?? "1",
    sortNo: given("sortNo") ?? null,
    alwaysShow: given("alwaysShow") ?? false,
    icon: given("icon") ?? null,
    route: given("route") ?? menuType !== 2,
    keepAlive: given("keepAlive") ?? false,
    hidden: given("hidden") ?? false,
    hideTab: given("hideTab") ?? false,
    description: given("description") ?? null,
    status: status ?? "1",
    internalOrExternal: given("internalOrExternal") ?? false,
  };
}

/** Adds a menu or button (checked like an add) under its parent, which stops being a leaf. */
export async function insertMenu(db: Db, input: MenuInput, createBy: string, now: Date): Promise<string> {
  const values = await checkedValues(db, input);
  const id = newId();
  await db.insert(sysPermission).values({ id, ...values, leaf: true, createBy, createTime: now });
  if (values.parentId) await db.update(sysPermission).set({ leaf: false }).where(eq(sysPermission.id, values.parentId));
  return id;
}

/** The ids of the menus and everything under them. */
async function subtreeIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const all = await liveRows(db);
  const kids = new Map<string, string[]>();
  for (const r of all) if (r.parentId) kids.set(r.parentId, [...(kids.get(r.parentId) ?? []), r.id]);
  const out = new Set<string>();
  const visit = (id: string) => {
    if (out.has(id)) return;
    out.add(id);
    for (const k of kids.get(id) ?? []) visit(k);
  };
  ids.forEach(visit);
  return [...out];
}

export async function deleteMenus(db: Db, ids: readonly string[]): Promise<number> {
  const rows = ids.length ? await db.select().from(sysPermission).where(and(inArray(sysPermission.id, [...ids]), LIVE)) : [];
  if (!rows.length) return 0;
  const doomed = await subtreeIds(db, rows.map((r) => r.id));
  await db.delete(sysPermission).where(inArray(sysPermission.id, doomed));
  for (const parent of new Set(rows.map((r) => r.parentId))) if (parent && !doomed.includes(parent)) await refreshLeaf(db, parent);
  return rows.length;
}

export function registerMenuHandlers(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;

  handlers.define("sysPermissionList", async (req) => {
    const locale = requestLocale(req);
    const name = req.query.name?.trim();
    if (name) {
      // the Chinese or the English name
      const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return ok((await liveRows(db, or(ilike(sysPermission.name, pattern), ilike(sysPermission.nameEn, pattern)))).map((row) => treeNode(row, locale)));
    }
    return ok(permissionTree(await liveRows(db), locale));
  });

  handlers.define("sysPermissionGetSystemMenuList", async (req) => ok((await liveRows(db, eq(sysPermission.menuType, 0))).map((row) => treeNode(row, requestLocale(req)))));

  handlers.define("sysPermissionGetSystemSubmenu", async (req) => ok((await liveRows(db, eq(sysPermission.parentId, req.query.parentId))).map((row) => treeNode(row, requestLocale(req)))));

  // The stock console's lazy authorisation tree: one level, leaves as the table keeps them.
  handlers.define("sysPermissionQueryListAsync", async (req) => {
    const { pid } = req.query;
    const rows = await liveRows(db, pid ? eq(sysPermission.parentId, pid) : or(isNull(sysPermission.parentId), eq(sysPermission.parentId, "")));
    return ok(rows.map((r) => authNode(r, r.leaf, requestLocale(req))));
  });

  handlers.define("sysPermissionGetSystemSubmenuBatch", async (req) => {
    const parentIds = splitIds(req.query.parentIds);
    const result: Record<string, ReturnType<typeof treeNode>[]> = {};
    if (!parentIds.length) return ok(result);
    for (const row of await liveRows(db, inArray(sysPermission.parentId, parentIds))) (result[row.parentId!] ??= []).push(treeNode(row, requestLocale(req)));
    return ok(result);
  });

  handlers.define("sysPermissionCheckPermDuplication", async (req) => {
    if (await urlTaken(db, req.query.url.trim(), req.query.id || undefined)) return fail(500, "访问路径不允许重复，请重定义！");
    return ok("该值可用！", "该值可用！");
  });

  handlers.define("sysPermissionQueryById", async (req) => {
    const row = await findRow(db, req.query.id);
    if (!row) return fail(500, "未找到对应数据");
    return ok(permissionAnswer(row));
  });

  handlers.define("sysPermissionAdd", async (req) => {
    await transaction(db, (tx) => insertMenu(tx, req.body as MenuInput, req.user!.username, ctx.clock.now()));
    return ok("添加成功！", "添加成功！");
  });

  handlers.define("sysPermissionEdit", async (req) => {
    const input = req.body as MenuInput;
    if (blank(input.id)) return fail(500, "缺少菜单ID");
    await transaction(db, async (t) => {
      const existing = await findRow(t, input.id!);
      if (!existing) throw refuse("未找到对应数据");
      const values = await checkedValues(t, input, existing);
      await t.update(sysPermission).set({ ...values, updateBy: req.user!.username, updateTime: ctx.clock.now() }).where(eq(sysPermission.id, existing.id));
      if (values.parentId !== existing.parentId) {
        await refreshLeaf(t, existing.parentId);
        await refreshLeaf(t, values.parentId);
      }
    });
    return ok("编辑成功!", "编辑成功!");
  });

  handlers.define("sysPermissionDelete", async (req) => {
    const n = await transaction(db, (tx) => deleteMenus(tx, [req.query.id]));
    return n ? ok(null, "删除成功!") : fail(500, "未找到对应数据");
  });

  handlers.define("sysPermissionDeleteBatch", async (req) => {
    const ids = splitIds(req.query.ids);
    if (!ids.length) return fail(500, "请选择要删除的数据");
    await transaction(db, (tx) => deleteMenus(tx, ids));
    return ok(null, "批量删除成功!");
  });
}
