/**
 * importExcel of the menu table (/sys/permission/importExcel), through the engine's import: each
 * row is checked like an add (menu-handlers.ts) and names its parent by id (上级菜单ID) or by name
 * (上级菜单), found among the live menus, rows of the same file included. An unknown or ambiguous
 * parent makes the row a bad row. Rows go in by type (一级菜单, then 子菜单, then 按钮) so that a
 * file may list children before their parents.
 */
import { and, eq, ne } from "drizzle-orm";
import { sysPermission } from "../../db/schema/index.js";
import { refuse, type ResourceImporter, type Row } from "../../resource/index.js";
import type { Served } from "../../resource/scope.js";
import { valuesFromInput } from "../../resource/write.js";
import { insertMenu, type MenuInput } from "./menu-handlers.js";

const text = (v: unknown): string => (v === null || v === undefined ? "" : String(v).trim());
const typeRank = (row: Row): number => {
  const n = Number(text(row.menuType));
  return Number.isInteger(n) && n >= 0 && n <= 2 ? n : 3;
};

export const menuImporter: ResourceImporter = {
  columns: { parentName: ["上级菜单", "上级菜单名称", "parentName"] },
  begin: () => ({
    order: (a, b) => typeRank(a) - typeRank(b),
    async row(w) {
      const input = valuesFromInput(w.scope as Served, w.input, "add") as MenuInput;
      const parentName = text(w.input.parentName);
      if (!text(input.parentId) && parentName && input.menuType !== 0) {
        const parents = await w.tx
          .select({ id: sysPermission.id })
          .from(sysPermission)
          .where(and(eq(sysPermission.name, parentName), ne(sysPermission.menuType, 2), eq(sysPermission.delFlag, 0)))
          .limit(2);
        if (!parents.length) throw refuse(`上级菜单「${parentName}」不存在`);
        if (parents.length > 1) throw refuse(`上级菜单「${parentName}」不唯一，请填写上级菜单ID`);
        input.parentId = parents[0]!.id;
      }
      await insertMenu(w.tx, input, w.user.username, w.now);
    },
  }),
};
