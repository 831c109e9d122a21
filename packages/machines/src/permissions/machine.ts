/**
 * Permission loading (shell.md §4 "Permission loading", §6, §8 "Session and menu"):
 * GET /sys/permission/getUserPermissionByToken; auth and allAuth go to session storage, the menu
 * becomes routes filtered by the user's permissions. An empty menu fails with
 * 'getPermissionList: permissions must be a non-null array !', a Vue3 menu table with
 * 启动失败: 检查到当前菜单表是Vue3版本，… (shown without auto-dismiss).
 *
 * Effects: `loaded { routes, menu }`, `failed { reason, text, persistent }`.
 */
import { saveAuth, type QtClient } from "@qt/sdk";
import { assign, emit, fromPromise, setup } from "xstate";
import { textOf, type LocalizedText } from "../messages.js";
import {
  filterByPermission,
  hideEmptyParents,
  isWrongVersionMenu,
  menuToRoutes,
  permissionCodes,
  type AppRoute,
  type AuthEntry,
  type MenuNode,
  type UserPermissions,
} from "./menu.js";

export type PermissionFailure = "emptyMenu" | "wrongVersion" | "request";

export interface PermissionsContext {
  /** The menu tree as loaded (first-level items without visible children hidden). */
  menu: MenuNode[];
  /** Routes of the menu, filtered by the user's permissions. */
  routes: AppRoute[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
  sysSafeMode: boolean | null;
  failure: PermissionFailure | null;
  error: LocalizedText | null;
}

export type PermissionsEvent = { type: "LOAD" } | { type: "CLEAR" };

export type PermissionsEffect =
  | { type: "loaded"; routes: AppRoute[]; menu: MenuNode[] }
  | { type: "failed"; reason: PermissionFailure; text: LocalizedText; persistent: boolean };

const EMPTY: PermissionsContext = { menu: [], routes: [], auth: [], allAuth: [], sysSafeMode: null, failure: null, error: null };

/** Why a loaded permission answer cannot be used, or null. */
export function menuProblem(result: Pick<UserPermissions, "menu"> | null | undefined): Exclude<PermissionFailure, "request"> | null {
  const menu = result?.menu;
  if (!Array.isArray(menu) || menu.length === 0) return "emptyMenu";
  if (isWrongVersionMenu(menu)) return "wrongVersion";
  return null;
}

/** The context of a usable answer. */
export function permissionsOf(result: UserPermissions): PermissionsContext {
  const menu = hideEmptyParents(result.menu);
  return {
    menu,
    routes: filterByPermission(menuToRoutes(menu), permissionCodes(result.auth ?? [])),
    auth: result.auth ?? [],
    allAuth: result.allAuth ?? [],
    sysSafeMode: result.sysSafeMode ?? null,
    failure: null,
    error: null,
  };
}

export const permissionsMachine = setup({
  types: {
    context: {} as PermissionsContext,
    events: {} as PermissionsEvent,
    emitted: {} as PermissionsEffect,
  },
  actors: {
    loadPermissions: fromPromise<UserPermissions, void>(async () => {
      throw new Error("permissions: actor loadPermissions not provided (use createPermissionsMachine(client))");
    }),
  },
  actions: {
    fail: assign((_, params: { reason: PermissionFailure; error: LocalizedText }) => ({ ...EMPTY, failure: params.reason, error: params.error })),
    emitFailure: emit((_, params: { reason: PermissionFailure; error: LocalizedText }) => ({
      type: "failed" as const,
      reason: params.reason,
      text: params.error,
      persistent: params.reason === "wrongVersion",
    })),
  },
}).createMachine({
  id: "permissions",
  context: EMPTY,
  initial: "idle",
  on: { CLEAR: { target: ".idle", actions: assign(() => EMPTY) } },
  states: {
    idle: { on: { LOAD: "loading" } },
    loading: {
      invoke: {
        id: "loadPermissions",
        src: "loadPermissions",
        onDone: [
          {
            guard: ({ event }) => menuProblem(event.output) === "emptyMenu",
            target: "failed",
            actions: [
              { type: "fail", params: { reason: "emptyMenu", error: textOf("permission.emptyMenu") } },
              { type: "emitFailure", params: { reason: "emptyMenu", error: textOf("permission.emptyMenu") } },
            ],
          },
          {
            guard: ({ event }) => menuProblem(event.output) === "wrongVersion",
            target: "failed",
            actions: [
              { type: "fail", params: { reason: "wrongVersion", error: textOf("permission.wrongVersion") } },
              { type: "emitFailure", params: { reason: "wrongVersion", error: textOf("permission.wrongVersion") } },
            ],
          },
          {
            target: "loaded",
            actions: [
              assign(({ event }) => permissionsOf(event.output)),
              emit(({ context }) => ({ type: "loaded", routes: context.routes, menu: context.menu }) as const),
            ],
          },
        ],
        onError: {
          target: "failed",
          actions: [
            { type: "fail", params: ({ event }) => ({ reason: "request" as const, error: (event.error as { text: LocalizedText }).text }) },
            { type: "emitFailure", params: ({ event }) => ({ reason: "request" as const, error: (event.error as { text: LocalizedText }).text }) },
          ],
        },
      },
    },
    loaded: { on: { LOAD: "loading" } },
    failed: { on: { LOAD: "loading" } },
  },
});

/**
 * GET /sys/permission/getUserPermissionByToken; auth and allAuth are stored in session storage
 * whatever the menu (as JeecgBoot does). A failed call throws `{ text }`.
 */
export async function loadPermissions(client: QtClient): Promise<UserPermissions> {
  const outcome = await client.unwrap(client.GET("/sys/permission/getUserPermissionByToken"));
  if (!outcome.ok) throw { text: outcome.error.text, kind: outcome.error.kind };
  const result = outcome.result as UserPermissions;
  saveAuth(client.sessionStore, result?.auth ?? [], result?.allAuth ?? []);
  return result;
}

export function createPermissionsMachine(client: QtClient) {
  return permissionsMachine.provide({ actors: { loadPermissions: fromPromise<UserPermissions, void>(() => loadPermissions(client)) } });
}
