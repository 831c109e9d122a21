import { localized, readAuth, STORAGE_KEYS } from "@qt/sdk";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { envelope, fakeClient, jeecg, type Answer, type FakeClient } from "../testing/fakes.js";
import { describeModel } from "../testing/model.js";
import { createPermissionsMachine, menuProblem, permissionsMachine, permissionsOf } from "./machine.js";
import {
  componentOf,
  filterByPermission,
  hasRoutePermission,
  hideEmptyParents,
  indexRoutes,
  isWrongVersionMenu,
  menuToRoutes,
  ONLINE_LIST_COMPONENTS,
  permissionCodes,
  redirectTargets,
  type AppRoute,
  type MenuNode,
  type UserPermissions,
} from "./menu.js";

const PERMISSION = jeecg("permission.json");
const FIXTURE = (PERMISSION.body as { result: UserPermissions }).result;
const EMPTY_MENU: UserPermissions = { ...FIXTURE, menu: [] };
const node = (path: string, component: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id: path,
  route: "1",
  path,
  name: path.replace(/\//g, "-").slice(1) || "root",
  component,
  meta: { title: path },
  ...extra,
});
const VUE3_MENU: UserPermissions = { ...FIXTURE, menu: [node("/a", "layouts/RouteView", { children: [node("/a/b", "layouts/default/index")] })] };

const EMPTY_TEXT = { "zh-CN": "getPermissionList: permissions must be a non-null array !", "en-US": "getPermissionList: permissions must be a non-null array !" };
const VUE3_TEXT = "启动失败: 检查到当前菜单表是Vue3版本，导致菜单加载异常，请切换到Vue2版菜单！";

type Sut = { logic: ReturnType<typeof createPermissionsMachine>; fake: FakeClient };

describeModel({
  name: "permissions",
  machine: permissionsMachine,
  events: [
    { type: "LOAD" },
    { type: "CLEAR" },
    { type: "xstate.done.actor.loadPermissions", output: FIXTURE, answer: PERMISSION },
    { type: "xstate.done.actor.loadPermissions", output: EMPTY_MENU, answer: envelope(EMPTY_MENU) },
    { type: "xstate.done.actor.loadPermissions", output: VUE3_MENU, answer: envelope(VUE3_MENU) },
    { type: "xstate.error.actor.loadPermissions", error: { text: localized("sessionExpired"), kind: "expired" }, answer: jeecg("token-expired-401.json") },
  ],
  sut: ({ clock }): Sut => {
    const fake = fakeClient(clock);
    return { logic: createPermissionsMachine(fake.client), fake };
  },
  drive: {
    "xstate.done.actor.loadPermissions": ({ event, sut }) => sut.fake.http.respond("GET /sys/permission/getUserPermissionByToken", event.answer as Answer).then(() => {}),
    "xstate.error.actor.loadPermissions": ({ event, sut }) => sut.fake.http.respond("GET /sys/permission/getUserPermissionByToken", event.answer as Answer).then(() => {}),
  },
  states: {
    loaded: ({ snapshot, sut, effects, event }) => {
      expect(readAuth(sut.fake.session)).toEqual({ auth: FIXTURE.auth, allAuth: FIXTURE.allAuth });
      const paths = snapshot.context.routes.map((r: AppRoute) => r.path);
      expect(paths).toEqual(["/dashboard/analysis", "/isystem", "4fc0c2d7ba8e0a3f3c5b0b3f8d0a1e2c", "/hidden-parent"]);
      const system = snapshot.context.routes[1] as AppRoute;
      // the route-"0" report item is not a route
      expect(system.children?.map((r) => r.path)).toEqual(["/isystem/user", "/isystem/roleUserList", "/isystem/permission"]);
      if (event.type.startsWith("xstate.done")) expect(effects).toEqual([{ type: "loaded", routes: snapshot.context.routes, menu: snapshot.context.menu }]);
    },
    failed: ({ snapshot, effects, event, sut }) => {
      expect(snapshot.context.routes).toEqual([]);
      if (event.type === "xstate.done.actor.loadPermissions") {
        // auth lists are stored even when the menu cannot be used
        expect(sut.fake.session.get(STORAGE_KEYS.buttonAuth)).toEqual(FIXTURE.auth);
        const reason = snapshot.context.failure;
        expect(effects).toEqual([
          { type: "failed", reason, text: reason === "emptyMenu" ? EMPTY_TEXT : { "zh-CN": VUE3_TEXT, "en-US": expect.any(String) }, persistent: reason === "wrongVersion" },
        ]);
      }
      if (event.type === "xstate.error.actor.loadPermissions") {
        expect(snapshot.context.error).toEqual({ "zh-CN": "很抱歉，登录已过期，请重新登录", "en-US": "Sorry, your login has expired, please log in again" });
      }
    },
  },
});

describe("menu → routes (examples)", () => {
  it("the JeecgBoot fixture", () => {
    const routes = menuToRoutes(FIXTURE.menu);
    expect(routes[0]).toEqual({
      path: "/dashboard/analysis",
      name: "dashboard-analysis",
      redirect: null,
      component: { kind: "path", path: "dashboard/Analysis", layout: false },
      hidden: false,
      meta: {
        title: "首页",
        icon: "home",
        url: null,
        permissionList: [],
        keepAlive: false,
        internalOrExternal: false,
        componentName: "Analysis",
        hideTab: false,
      },
    });
    expect(routes[1]?.component).toEqual({ kind: "path", path: "layouts/RouteView", layout: true });
  });

  it("maps the nine online list components to built-in screens", () => {
    expect(Object.keys(ONLINE_LIST_COMPONENTS)).toHaveLength(9);
    expect(componentOf("modules/online/cgform/auto/OnlCgformAutoList")).toEqual({ kind: "online", name: "OnlCgformAutoList" });
    expect(componentOf("modules/online/cgform/auto/tab/OnlCgformTabList")).toEqual({ kind: "online", name: "OnlCgformTabList" });
    expect(componentOf("modules/online/cgreport/auto/OnlCgreportAutoList")).toEqual({ kind: "online", name: "OnlCgreportAutoList" });
    expect(componentOf("system/UserList")).toEqual({ kind: "path", path: "system/UserList", layout: false });
    expect(componentOf("toString")).toEqual({ kind: "path", path: "toString", layout: false });
  });

  it("always-show items redirect to their own path; route '0' items are skipped with their children", () => {
    const routes = menuToRoutes([
      node("/a", "layouts/RouteView", { alwaysShow: true, redirect: "/elsewhere", children: [node("/a/b", "x/B")] }),
      node("/c", "layouts/RouteView", { route: "0", children: [node("/c/d", "x/D")] }),
    ]);
    expect(routes).toHaveLength(1);
    expect(routes[0]?.alwaysShow).toBe(true);
    expect(routes[0]?.redirect).toBe("/a");
    expect(routes[0]?.children?.[0]?.path).toBe("/a/b");
  });

  it("folders and redirecting items lead to their redirect or first child; pages are not listed", () => {
    const routes = menuToRoutes([
      node("/a", "layouts/RouteView", { alwaysShow: true, children: [node("/a/hidden", "x/H", { hidden: true }), node("/a/b", "x/B")] }),
      node("/f", "layouts/RouteView", { redirect: "/f/two", children: [node("/f/one", "x/One"), node("/f/two", "x/Two")] }),
      node("/n", "layouts/RouteView", { children: [node("/n/ext", "x/E", { meta: { title: "e", internalOrExternal: true } }), node("/n/:id", "x/P"), node("/n/inner", "layouts/RouteView", { children: [node("/n/inner/leaf", "x/L")] })] }),
      node("/old", "x/Old", { redirect: "/f/one" }),
      node("/page", "x/Page"),
    ]);
    expect(Object.fromEntries(redirectTargets(routes))).toEqual({
      "/a": "/a/b",
      "/f": "/f/two",
      "/n": "/n/inner/leaf",
      "/n/inner": "/n/inner/leaf",
      "/old": "/f/one",
    });
  });

  it("keeps the page shell's well-formed meta (description, link list, search flag, tabs) and drops the rest", () => {
    const meta = {
      title: "t",
      description: "说明",
      linkList: [{ title: "帮助", href: "/help" }, { title: "", href: "/x" }, null],
      search: true,
      tabs: [{ key: "a", title: "A", path: "/a" }, { key: "b", title: "B" }, { key: "", title: "C" }],
    };
    const [route] = menuToRoutes([node("/p", "x/P", { meta: meta as MenuNode["meta"] })]);
    expect(route?.meta).toMatchObject({ description: "说明", linkList: [{ title: "帮助", href: "/help" }], search: true, tabs: [{ key: "a", title: "A", path: "/a" }, { key: "b", title: "B" }] });
    const [plain] = menuToRoutes([node("/q", "x/Q", { meta: { title: "q", search: "yes", tabs: [] } as unknown as MenuNode["meta"] })]);
    expect(plain?.meta).not.toHaveProperty("search");
    expect(plain?.meta).not.toHaveProperty("tabs");
    expect(plain?.meta).not.toHaveProperty("description");
  });

  it("the root route and the 404 fallback", () => {
    const { root, notFound } = indexRoutes(FIXTURE.menu);
    expect(root.redirect).toBe("/dashboard/analysis");
    expect(root.children).toEqual(menuToRoutes(FIXTURE.menu));
    expect(notFound).toEqual({ path: "*", redirect: "/404" });
  });

  it("hides first-level items whose children are all hidden", () => {
    const menu = hideEmptyParents(FIXTURE.menu);
    expect(menu.find((m) => m.path === "/hidden-parent")?.hidden).toBe(true);
    expect(menu.find((m) => m.path === "/isystem")?.hidden).toBeUndefined();
    expect(FIXTURE.menu.find((m) => m.path === "/hidden-parent")?.hidden).toBe(true);
    expect(hideEmptyParents([node("/x", "layouts/RouteView", { children: [node("/x/y", "a/Y", { hidden: true })] })])[0]?.hidden).toBe(true);
  });

  it("detects a Vue3 menu table at any depth; an empty menu is a problem", () => {
    expect(isWrongVersionMenu(VUE3_MENU.menu)).toBe(true);
    expect(isWrongVersionMenu(FIXTURE.menu)).toBe(false);
    expect(menuProblem(VUE3_MENU)).toBe("wrongVersion");
    expect(menuProblem(EMPTY_MENU)).toBe("emptyMenu");
    expect(menuProblem({ menu: null as unknown as MenuNode[] })).toBe("emptyMenu");
    expect(menuProblem(FIXTURE)).toBeNull();
  });

  it("permission codes split comma lists; routes without permission meta are visible to everyone", () => {
    expect(permissionCodes(FIXTURE.auth)).toEqual(["user:add", "user:edit", "user:delete", "user:form:birthday"]);
    const guarded = { ...menuToRoutes([node("/p", "x/P")])[0], meta: { ...menuToRoutes([node("/p", "x/P")])[0]!.meta, permission: ["user:edit"] } } as AppRoute;
    expect(hasRoutePermission(guarded, ["user:edit"])).toBe(true);
    expect(hasRoutePermission(guarded, ["user:add"])).toBe(false);
    expect(filterByPermission([guarded], [])).toEqual([]);
    expect(permissionsOf(FIXTURE).routes).toEqual(menuToRoutes(hideEmptyParents(FIXTURE.menu)));
  });
});

// ---- properties -------------------------------------------------------------------------------

const COMPONENTS = [...Object.keys(ONLINE_LIST_COMPONENTS), "layouts/RouteView", "layouts/IframePageView", "system/UserList", "work/QtWorkList"];

const menuArb: fc.Arbitrary<MenuNode[]> = fc.letrec<{ nodes: MenuNode[]; node: MenuNode }>((tie) => ({
  nodes: fc.array(tie("node"), { maxLength: 4 }),
  node: fc.record({
    id: fc.uuid(),
    route: fc.constantFrom("0" as const, "1" as const),
    path: fc.stringMatching(/^\/[a-z]{1,6}(\/[a-z]{1,6})?$/),
    name: fc.string({ maxLength: 8 }),
    component: fc.oneof(fc.constantFrom(...COMPONENTS), fc.stringMatching(/^[a-z]{1,5}\/[A-Z][a-z]{1,6}$/)),
    redirect: fc.option(fc.stringMatching(/^\/[a-z]{1,6}$/), { nil: null }),
    hidden: fc.option(fc.boolean(), { nil: undefined }),
    alwaysShow: fc.option(fc.boolean(), { nil: undefined }),
    meta: fc.record({ title: fc.string({ maxLength: 6 }), permission: fc.constant(undefined) }),
    children: fc.option(fc.oneof({ depthSize: "small" }, fc.constant([]), tie("nodes")) as fc.Arbitrary<MenuNode[]>, { nil: undefined }),
  }) as unknown as fc.Arbitrary<MenuNode>,
})).nodes;

const countRoutable = (menu: readonly MenuNode[]): number =>
  menu.reduce((n, item) => (item.route === "0" ? n : n + 1 + countRoutable(item.children ?? [])), 0);
const flatten = (routes: readonly AppRoute[]): AppRoute[] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

describe("menu → routes (properties)", () => {
  it("one route per menu item that is not route '0' and has no route-'0' ancestor", () => {
    fc.assert(
      fc.property(menuArb, (menu) => {
        expect(flatten(menuToRoutes(menu))).toHaveLength(countRoutable(menu));
      }),
    );
  });

  it("keeps the order, paths and titles of the routable items", () => {
    fc.assert(
      fc.property(menuArb, (menu) => {
        const routes = menuToRoutes(menu);
        const routable = menu.filter((m) => m.route !== "0");
        expect(routes.map((r) => [r.path, r.name, r.meta.title])).toEqual(routable.map((m) => [m.path, m.name, m.meta.title]));
      }),
    );
  });

  it("always-show routes redirect to themselves, the others keep their redirect", () => {
    fc.assert(
      fc.property(menuArb, (menu) => {
        const routable = menu.filter((m) => m.route !== "0");
        menuToRoutes(menu).forEach((route, i) => {
          const item = routable[i] as MenuNode;
          expect(route.redirect).toBe(item.alwaysShow ? item.path : (item.redirect ?? null));
          expect(route.alwaysShow === true).toBe(item.alwaysShow === true);
        });
      }),
    );
  });

  it("online list components become built-in screens, every other component loads by path", () => {
    fc.assert(
      fc.property(menuArb, (menu) => {
        const routable = menu.filter((m) => m.route !== "0");
        menuToRoutes(menu).forEach((route, i) => {
          const component = (routable[i] as MenuNode).component;
          if (component in ONLINE_LIST_COMPONENTS) expect(route.component).toEqual({ kind: "online", name: (ONLINE_LIST_COMPONENTS as Record<string, string>)[component] });
          else expect(route.component).toEqual({ kind: "path", path: component, layout: component.includes("layouts") });
        });
      }),
    );
  });

  it("routes without permission meta all stay visible; filtering is idempotent and only removes", () => {
    const codes = fc.array(fc.constantFrom("a", "b", "c"), { maxLength: 3 });
    const withPermissions = (routes: AppRoute[], pick: (i: number) => string[] | undefined): AppRoute[] =>
      routes.map((r, i) => ({ ...r, meta: { ...r.meta, permission: pick(i) }, ...(r.children ? { children: withPermissions(r.children, pick) } : {}) }));
    fc.assert(
      fc.property(menuArb, codes, fc.array(fc.option(codes, { nil: undefined }), { minLength: 1, maxLength: 5 }), (menu, user, required) => {
        const plain = menuToRoutes(menu);
        expect(filterByPermission(plain, user)).toEqual(plain);
        const guarded = withPermissions(plain, (i) => required[i % required.length]);
        const once = filterByPermission(guarded, user);
        expect(filterByPermission(once, user)).toEqual(once);
        for (const route of flatten(once)) expect(hasRoutePermission(route, user)).toBe(true);
        expect(flatten(once).length).toBeLessThanOrEqual(flatten(guarded).length);
      }),
    );
  });
});
