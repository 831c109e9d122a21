/**
 * The seeder of the menu tree (menus.ts) and the roles: menu rows, a button row per contract
 * permission code under its page, the roles, their grants, and the admin role for `admin`.
 * Row ids are derived from the menu path / role code, so they are the same in every database.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { ADMIN_USERNAME } from "../../auth/admin-seed.js";
import type { Db } from "../../db/database.js";
import { fillEnglishNames } from "../../db/english-names.js";
import type { Seeder } from "../../db/seed.js";
import { sysPermission, sysRole, sysRolePermission, sysUser, sysUserRole, type NewSysPermission } from "../../db/schema/index.js";
import { contractPath } from "../../http/contract.js";
import { newId } from "../../ids.js";
import { MENU_TITLES_EN, MENUS, ROLES, type MenuSpec, type RoleSpec } from "./menus.js";
import { syncMenus, upgradeMenus } from "./sync-menus.js";

/** A stable 32-hex id for a seeded row. */
export function seedId(kind: string, key: string): string {
  return createHash("md5").update(`${kind}:${key}`).digest("hex");
}

export const roleId = (code: string): string => seedId("role", code);

/** Every `x-permission` code of the contract. */
export function contractPermissionCodes(file = contractPath()): Set<string> {
  const doc = JSON.parse(fs.readFileSync(file, "utf8")) as { paths: Record<string, Record<string, { "x-permission"?: string }>> };
  const codes = new Set<string>();
  for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) if (op["x-permission"]) codes.add(op["x-permission"]);
  return codes;
}

export const BUTTON_NAMES: Record<string, string> = {
  list: "查询",
  add: "添加",
  edit: "编辑",
  delete: "删除",
  batch_delete: "批量删除",
  import: "导入",
  export: "导出",
  audit: "审核",
  auth: "授权",
  release: "发布",
  revoke: "撤销",
  execute: "立即执行",
  pause: "暂停",
  resume: "恢复",
  changepwd: "修改密码",
  frozenBatch: "冻结/解冻",
  forceLogout: "强制退出",
  saveRole: "保存角色授权",
  saveDepart: "保存部门授权",
  addRule: "新增数据规则",
  editRule: "编辑数据规则",
  deleteRule: "删除数据规则",
  addUserRole: "角色添加用户",
  deleteRole: "角色移除用户",
  deleteRoleBatch: "角色批量移除用户",
  queryUserRole: "查询用户角色",
  editDepartWithUser: "部门添加用户",
  deleteUserInDepart: "部门移除用户",
  deleteUserInDepartBatch: "部门批量移除用户",
  userAdd: "设置用户",
  sync: "同步数据库",
  importTable: "从数据库导入表单",
  copy: "复制视图",
  test: "功能测试",
  menu: "添加到菜单",
};

export const BUTTON_NAMES_EN: Record<string, string> = {
  list: "Query",
  add: "Add",
  edit: "Edit",
  delete: "Delete",
  batch_delete: "Delete selected",
  import: "Import",
  export: "Export",
  audit: "Review",
  auth: "Authorise",
  release: "Publish",
  revoke: "Revoke",
  execute: "Run now",
  pause: "Pause",
  resume: "Resume",
  changepwd: "Change password",
  frozenBatch: "Freeze/unfreeze",
  forceLogout: "Force logout",
  saveRole: "Save role grants",
  saveDepart: "Save department grants",
  addRule: "Add data rule",
  editRule: "Edit data rule",
  deleteRule: "Delete data rule",
  addUserRole: "Add users to role",
  deleteRole: "Remove user from role",
  deleteRoleBatch: "Remove users from role",
  queryUserRole: "Query user roles",
  editDepartWithUser: "Add users to department",
  deleteUserInDepart: "Remove user from department",
  deleteUserInDepartBatch: "Remove users from department",
  userAdd: "Set users",
  sync: "Sync to database",
  importTable: "Import database tables",
  copy: "Copy view",
  test: "Test",
  menu: "Add to menu",
};

/** Second prefixes of a page name their buttons: 部门角色添加 beside 添加. */
const PREFIX_TITLES: Record<string, readonly [zh: string, en: string]> = {
  "system:depart:role": ["部门角色", "Department role"],
  "system:dictItem": ["字典项", "Dictionary item"],
  "system:quartzJob:log": ["执行日志", "Run log"],
};

function buttonName(code: string, prefix: string | undefined): { zh: string; en: string } {
  const rest = prefix ? code.slice(prefix.length + 1) : code.split(":").at(-1)!;
  const title = prefix ? PREFIX_TITLES[prefix] : undefined;
  const en = BUTTON_NAMES_EN[rest] ?? rest;
  return { zh: `${title?.[0] ?? ""}${BUTTON_NAMES[rest] ?? rest}`, en: title ? `${title[1]}: ${en}` : en };
}

/** Each code goes to the menus whose prefix is the longest one that matches it. */
function buttonsOf(menu: MenuSpec, allPrefixes: readonly string[], codes: ReadonlySet<string>): Array<{ code: string; prefix?: string }> {
  const own: Array<{ code: string; prefix?: string }> = (menu.buttons ?? []).map((code) => ({ code }));
  for (const prefix of menu.prefixes ?? []) {
    for (const code of codes) {
      if (!code.startsWith(`${prefix}:`)) continue;
      const longest = allPrefixes.filter((p) => code.startsWith(`${p}:`)).sort((a, b) => b.length - a.length)[0];
      if (longest === prefix) own.push({ code, prefix });
    }
  }
  const seen = new Set<string>();
  return own.filter((b) => !seen.has(b.code) && seen.add(b.code)).sort((a, b) => a.code.localeCompare(b.code));
}

function walk(menus: readonly MenuSpec[], visit: (m: MenuSpec, parent: MenuSpec | undefined) => void, parent?: MenuSpec): void {
  for (const m of menus) {
    visit(m, parent);
    if (m.children) walk(m.children, visit, m);
  }
}

/** The rows of the menu tree (menus and buttons), in order. */
export function menuRows(codes: ReadonlySet<string>, now: Date): NewSysPermission[] {
  const prefixes: string[] = [];
  walk(MENUS, (m) => prefixes.push(...(m.prefixes ?? [])));
  const rows: NewSysPermission[] = [];
  const add = (menus: readonly MenuSpec[], parentId: string | null) => {
    menus.forEach((m, i) => {
      const id = seedId("menu", m.path);
      const buttons = buttonsOf(m, prefixes, codes);
      rows.push({
        id,
        parentId,
        name: m.title,
        nameEn: MENU_TITLES_EN[m.path] ?? null,
        url: m.path,
        component: m.component,
        componentName: m.component.split("/").at(-1)!,
        redirect: null,
        menuType: parentId ? 1 : 0,
        perms: m.perms ?? null,
        permsType: "1",
        sortNo: i + 1,
        icon: m.icon ?? null,
        route: true,
        leaf: !m.children?.length && !buttons.length,
        // List pages are cached by default: their query, page and scroll survive tab switches.
        keepAlive: m.keepAlive ?? /List$/.test(m.component),
        hidden: m.hidden ?? false,
        hideTab: m.hideTab ?? false,
        status: "1",
        createBy: "system",
        createTime: now,
      });
      buttons.forEach((b, j) => {
        const name = buttonName(b.code, b.prefix);
        rows.push({
          id: seedId("button", `${m.path}#${b.code}`),
          parentId: id,
          name: name.zh,
          nameEn: name.en,
          menuType: 2,
          perms: b.code,
          permsType: "1",
          sortNo: j + 1,
          route: false,
          leaf: true,
          status: "1",
          createBy: "system",
          createTime: now,
        });
      });
      if (m.children) add(m.children, id);
    });
  };
  add(MENUS, null);
  return rows;
}

/** The permission ids a role gets: each granted menu with its ancestors, descendants and buttons. */
export function roleGrantIds(role: RoleSpec, rows: readonly NewSysPermission[]): string[] {
  if (role.grants === "all") return rows.map((r) => r.id!);
  const byParent = new Map<string | null, NewSysPermission[]>();
  for (const r of rows) byParent.set(r.parentId ?? null, [...(byParent.get(r.parentId ?? null) ?? []), r]);
  const byId = new Map(rows.map((r) => [r.id!, r]));
  const ids = new Set<string>();
  for (const grant of role.grants) {
    const root = byId.get(seedId("menu", grant.path));
    if (!root) throw new Error(`role ${role.code}: no menu ${grant.path}`);
    for (let p = root.parentId; p; p = byId.get(p)?.parentId ?? null) ids.add(p);
    const down = (row: NewSysPermission) => {
      if (row.menuType === 2 && grant.only && !grant.only.some((s) => row.perms?.endsWith(`:${s}`))) return;
      ids.add(row.id!);
      for (const child of byParent.get(row.id!) ?? []) down(child);
    };
    down(root);
  }
  return [...ids];
}

export const menuSeeder: Seeder = {
  name: "permission:menus-and-roles",
  demo: false,
  async run({ db, clock }) {
    const now = clock.now();
    const rows = menuRows(contractPermissionCodes(), now);
    for (let i = 0; i < rows.length; i += 200) await db.insert(sysPermission).values(rows.slice(i, i + 200));
    for (const role of ROLES) {
      const id = roleId(role.code);
      await db.insert(sysRole).values({ id, roleName: role.name, roleCode: role.code, description: role.description, createBy: "system", createTime: now });
      const grants = roleGrantIds(role, rows).map((permissionId) => ({ id: newId(), roleId: id, permissionId, operateDate: now }));
      for (let i = 0; i < grants.length; i += 500) await db.insert(sysRolePermission).values(grants.slice(i, i + 500));
    }
    await grantAdminRole(db);
  },
  async everyStart({ db, clock }) {
    await upgradeMenus(db, clock.now());
    const rows = menuRows(contractPermissionCodes(), clock.now());
    await syncMenus(db, rows, clock.now());
    const names = rows.flatMap((r) => (r.nameEn ? [{ id: r.id!, zh: r.name, en: r.nameEn }] : []));
    await fillEnglishNames(db, { table: sysPermission, id: sysPermission.id, zh: sysPermission.name, en: sysPermission.nameEn }, names);
  },
};

async function grantAdminRole(db: Db): Promise<void> {
  const [admin] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, ADMIN_USERNAME)).limit(1);
  if (admin) await db.insert(sysUserRole).values({ id: newId(), userId: admin.id, roleId: roleId("admin") }).onConflictDoNothing();
}
