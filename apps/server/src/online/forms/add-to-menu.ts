/**
 * "Add to menu" (head/addToMenu): a form's generated page as a menu entry with its permission
 * codes, so roles, their button grants and the menu's data rules apply to it like to any built-in
 * page. The entry's url is the concrete page path (`/online/cgformList/<id>` …), which the web
 * app's hidden `:code` routes match (research §3); its buttons carry `online:<tableName>:<action>`,
 * the codes the data calls check (model.ts formPermission), and the data-rule filter finds the
 * menu by its `online:<tableName>:list` button (sys/permission/data-rules.ts).
 */
import { and, eq, inArray, max, ne } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { sysPermission, sysRole, sysRolePermission, type NewSysPermission, type OnlCgformHead } from "../../db/schema/index.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/index.js";
import { ONLINE_FORM_ROUTES } from "../../sys/permission/menus.js";
import { BUTTON_NAMES, BUTTON_NAMES_EN, roleId, seedId } from "../../sys/permission/seed-menus.js";
import { loadHead, type Writer } from "./save-definition.js";

/** The permission codes of a form's page, in button order. */
export const FORM_MENU_ACTIONS = ["list", "add", "edit", "delete", "import", "export"] as const;

/** The seeded 在线开发 folder: the default parent. */
export const ONLINE_FOLDER_ID = seedId("menu", "/online");

const [auto, tree, erp, tab, innerTable] = ONLINE_FORM_ROUTES.map(([, path, component]) => ({ path, component }));
const PAGES = { auto: auto!, tree: tree!, erp: erp!, tab: tab!, innerTable: innerTable! };

/** The generated page of a form: a master's theme, else tree, else the auto list. */
export function formPage(head: Pick<OnlCgformHead, "id" | "tableType" | "themeTemplate" | "isTree">): { url: string; component: string } {
  const theme = head.tableType === 2 && (head.themeTemplate === "erp" || head.themeTemplate === "innerTable" || head.themeTemplate === "tab") ? head.themeTemplate : undefined;
  const page = PAGES[theme ?? (head.isTree === "Y" ? "tree" : "auto")];
  return { url: `${page.path}/${head.id}`, component: page.component };
}

/** The menu entries (not buttons) of the forms `headIds`, whatever page kind they were added as. */
export async function formMenuIds(tx: Db, headIds: readonly string[]): Promise<string[]> {
  if (!headIds.length) return [];
  const urls = Object.values(PAGES).flatMap((p) => headIds.map((id) => `${p.path}/${id}`));
  const rows = await tx.select({ id: sysPermission.id }).from(sysPermission).where(and(inArray(sysPermission.url, urls), ne(sysPermission.menuType, 2)));
  return rows.map((r) => r.id);
}

export const MENU_MESSAGES = {
  sub: (name: string) => `附表「${name}」不能单独添加到菜单，请把它的主表添加到菜单`,
  exists: (name: string) => `表单已添加到菜单「${name}」，不能重复添加`,
  parent: "上级菜单不存在或不是目录/菜单",
} as const;

export interface AddToMenuInput {
  id: string;
  parentId?: string | null;
  name?: string | null;
  nameEn?: string | null;
  icon?: string | null;
}

const given = (v: string | null | undefined): string | undefined => (v && v.trim() ? v.trim() : undefined);

/**
 * Adds the menu entry and buttons of form `input.id` (in the caller's transaction) and grants
 * them to the admin role; answers the menu's id. Refused (nothing written) for an unknown form,
 * a sub table, a form already in the menu, or a parent that is not a folder or menu.
 */
export async function addFormToMenu(tx: Db, w: Writer, input: AddToMenuInput): Promise<string> {
  const head = await loadHead(tx, input.id);
  if (head.tableType === 3) throw refuse(MENU_MESSAGES.sub(head.tableTxt));
  const page = formPage(head);
  const [existing] = await tx
    .select({ name: sysPermission.name })
    .from(sysPermission)
    .where(and(eq(sysPermission.url, page.url), ne(sysPermission.menuType, 2), eq(sysPermission.delFlag, 0)))
    .limit(1);
  if (existing) throw refuse(MENU_MESSAGES.exists(existing.name));
  const parentId = given(input.parentId) ?? ONLINE_FOLDER_ID;
  const [parent] = await tx.select({ menuType: sysPermission.menuType }).from(sysPermission).where(and(eq(sysPermission.id, parentId), eq(sysPermission.delFlag, 0))).limit(1);
  if (!parent || parent.menuType === 2) throw refuse(MENU_MESSAGES.parent);
  const [last] = await tx.select({ sortNo: max(sysPermission.sortNo) }).from(sysPermission).where(eq(sysPermission.parentId, parentId));

  const by = w.user.username.slice(0, 32);
  const id = newId();
  const rows: NewSysPermission[] = [
    {
      id,
      parentId,
      name: (given(input.name) ?? head.tableTxt).slice(0, 100),
      nameEn: given(input.nameEn)?.slice(0, 100) ?? null,
      url: page.url,
      component: page.component,
      componentName: page.component.split("/").at(-1)!,
      menuType: 1,
      permsType: "1",
      sortNo: (last?.sortNo ?? 0) + 1,
      icon: given(input.icon) ?? null,
      route: true,
      leaf: false,
      keepAlive: true,
      hidden: false,
      hideTab: false,
      status: "1",
      createBy: by,
      createTime: w.now,
    },
    ...FORM_MENU_ACTIONS.map(
      (action, i): NewSysPermission => ({
        id: newId(),
        parentId: id,
        name: BUTTON_NAMES[action]!,
        nameEn: BUTTON_NAMES_EN[action]!,
        menuType: 2,
        perms: `online:${head.tableName}:${action}`,
        permsType: "1",
        sortNo: i + 1,
        route: false,
        leaf: true,
        status: "1",
        createBy: by,
        createTime: w.now,
      }),
    ),
  ];
  await tx.insert(sysPermission).values(rows);
  await tx.update(sysPermission).set({ leaf: false }).where(eq(sysPermission.id, parentId));
  const [admin] = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.id, roleId("admin"))).limit(1);
  if (admin) await tx.insert(sysRolePermission).values(rows.map((r) => ({ id: newId(), roleId: admin.id, permissionId: r.id!, operateDate: w.now })));
  return id;
}
