/**
 * GET /sys/permission/getUserPermissionByToken in JeecgBoot's shape (WIRE.md): the caller's menu
 * tree (menus granted through roles and department roles, sorted by sortNo), `auth` (their button
 * entries), `allAuth` (every button entry with its status) and `sysSafeMode`.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { sysPermission, type SysPermission } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { ok, unauthorized } from "../../http/envelope.js";
import { DEFAULT_LOCALE, localName, requestLocale, type Locale } from "../../http/locale.js";
import { grantedPermissions } from "./grants.js";

export interface MenuNode {
  id: string;
  route: "0" | "1";
  path: string;
  name: string;
  component: string;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: {
    title: string;
    icon?: string;
    keepAlive: boolean;
    internalOrExternal: boolean;
    componentName?: string;
    url?: string;
    hideTab?: boolean;
  };
  children?: MenuNode[];
}

export interface AuthEntry {
  action: string;
  type: "1" | "2";
  describe: string;
  status?: "0" | "1";
}

const EXTERNAL = /^(https?:\/\/|\{\{)/;

/** `/isystem/user` → `isystem-user` (JeecgBoot's urlToRouteName). */
export function routeName(url: string): string {
  return url.replace(/^\/+/, "").replace(/\//g, "-").replace(/:/g, "@");
}

function menuNode(p: SysPermission, locale: Locale): MenuNode {
  const url = p.url ?? "";
  const external = EXTERNAL.test(url);
  // External links get an md5 path (JeecgBoot); their address travels in meta.url.
  const path = external ? createHash("md5").update(url).digest("hex") : url;
  const node: MenuNode = {
    id: p.id,
    route: p.route ? "1" : "0",
    path,
    name: external ? (p.componentName ?? path) : routeName(url),
    component: p.component ?? "",
    meta: {
      title: localName(p.name, p.nameEn, locale),
      keepAlive: p.keepAlive,
      internalOrExternal: p.internalOrExternal,
    },
  };
  if (p.menuType === 0) node.redirect = p.redirect;
  if (p.hidden) node.hidden = true;
  if (p.alwaysShow) node.alwaysShow = true;
  if (p.componentName) node.meta.componentName = p.componentName;
  if (p.icon) node.meta.icon = p.icon;
  if (external) node.meta.url = url;
  if (p.hideTab) node.meta.hideTab = true;
  return node;
}

/** Menus (menuType 0/1) as a tree, titled in `locale`; a menu whose parent is not among them is left out. */
export function buildMenuTree(rows: readonly SysPermission[], locale: Locale = DEFAULT_LOCALE): MenuNode[] {
  const menus = rows.filter((r) => r.menuType !== 2).sort(bySortNo);
  const ids = new Set(menus.map((m) => m.id));
  const children = new Map<string | null, SysPermission[]>();
  for (const m of menus) {
    const parent = m.parentId && ids.has(m.parentId) ? m.parentId : m.parentId ? undefined : null;
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), m]);
  }
  const build = (parent: string | null): MenuNode[] =>
    (children.get(parent) ?? []).map((m) => {
      const node = menuNode(m, locale);
      const kids = build(m.id);
      if (kids.length) node.children = kids;
      return node;
    });
  return build(null);
}

function bySortNo(a: SysPermission, b: SysPermission): number {
  return (a.sortNo ?? 0) - (b.sortNo ?? 0) || a.id.localeCompare(b.id);
}

function authEntry(p: SysPermission, locale: Locale): AuthEntry {
  return { action: p.perms!, type: p.permsType === "2" ? "2" : "1", describe: localName(p.name, p.nameEn, locale) };
}

export async function userPermissions(db: Db, userId: string, safeMode: boolean, locale: Locale = DEFAULT_LOCALE) {
  const granted = await grantedPermissions(db, userId);
  const buttons = await db
    .select()
    .from(sysPermission)
    .where(and(eq(sysPermission.menuType, 2), eq(sysPermission.delFlag, 0)))
    .orderBy(sysPermission.sortNo, sysPermission.id);
  return {
    menu: buildMenuTree(granted, locale),
    auth: granted.filter((p) => p.menuType === 2 && p.perms).map((p) => authEntry(p, locale)),
    allAuth: buttons.filter((p) => p.perms).map((p) => ({ ...authEntry(p, locale), status: p.status === "0" ? ("0" as const) : ("1" as const) })),
    sysSafeMode: safeMode,
  };
}

export function registerUserMenu(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("sysPermissionGetUserPermissionByToken", async (req) => {
    if (!req.user) throw unauthorized();
    return ok(await userPermissions(ctx.db, req.user.id, ctx.config.safeMode, requestLocale(req)));
  });
}
