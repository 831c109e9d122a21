/** 菜单管理's calls: the menu tree (answered whole) and the delete of a menu with its subtree. */
import type { Schemas } from "@qt/openapi";
import { plainDelete, signedGet, type QtClient } from "@qt/sdk";

/** A node of /sys/permission/list (menus and buttons with their children). */
export type MenuNode = Schemas["SysPermissionTree"];

export function permissionCalls(client: QtClient) {
  return {
    /** Every menu and button, as a tree. */
    tree: (signal?: AbortSignal) => signedGet<MenuNode[]>(client, "/sys/permission/list", undefined, { signal }),
    /** Deletes the menu and everything under it. */
    remove: (id: string) => plainDelete(client, "/sys/permission/delete", { id }),
  };
}
