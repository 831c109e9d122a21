import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { describeModel } from "../testing/model.js";
import { tabsMachine, type TabsEffect } from "./machine.js";
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_PATH,
  HOME_TAB,
  initialTabs,
  openTab,
  restoreTabs,
  tabsSnapshot,
  withHomeFirst,
  type Tab,
  type TabsState,
} from "./tabs.js";

const tab = (fullPath: string, meta: Partial<Tab["meta"]> = {}): Tab => ({
  fullPath,
  path: fullPath.split("?")[0] as string,
  name: fullPath.slice(1).replace(/\W/g, "-"),
  meta: { title: fullPath, ...meta },
});
const USERS = tab("/isystem/user", { componentName: "UserList", keepAlive: true });
const ROLES = tab("/isystem/role", { title: "角色管理" });

describeModel({
  name: "tabs",
  machine: tabsMachine,
  variants: [{ name: "desktop" }, { name: "restored on mobile", input: { mobile: true, restore: tabsSnapshot({ tabs: [HOME_TAB, ROLES], active: ROLES.fullPath, keepAlive: [] }) } }],
  events: [
    { type: "OPEN", tab: USERS },
    { type: "OPEN", tab: ROLES },
    { type: "ACTIVATE", fullPath: HOME_PATH },
    { type: "CLOSE", fullPath: HOME_PATH },
    { type: "CLOSE", fullPath: USERS.fullPath },
    { type: "CLOSE_LEFT", fullPath: ROLES.fullPath },
    { type: "CLOSE_RIGHT", fullPath: HOME_PATH },
    { type: "CLOSE_OTHERS", fullPath: USERS.fullPath },
    { type: "REFRESH", fullPath: USERS.fullPath },
    { type: "SET_MULTIPAGE", enabled: false },
    { type: "SET_MULTIPAGE", enabled: true },
    { type: "SET_MOBILE", mobile: true },
    { type: "SET_MOBILE", mobile: false },
  ],
  // Traversal identity: the mode, the open tabs in order and the active one, the two flags.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.tabs.map((t: Tab) => t.fullPath), s.context.active, s.context.multipage, s.context.mobile]),
  sut: () => ({ logic: tabsMachine }),
  states: {
    "*": ({ snapshot }) => {
      const { tabs, active, keepAlive } = snapshot.context as TabsState;
      expect(tabs.length).toBeGreaterThan(0);
      expect(tabs.map((t) => t.fullPath)).toContain(active);
      expect(new Set(tabs.map((t) => t.fullPath)).size).toBe(tabs.length);
      expect(new Set(keepAlive).size).toBe(keepAlive.length);
    },
    multi: ({ snapshot, event, effects }) => {
      expect((snapshot.context.tabs as Tab[])[0]?.path).toBe(HOME_PATH);
      if (event.type === "CLOSE" && event.fullPath === HOME_PATH) {
        expect(effects).toEqual([{ type: "warning", text: { "zh-CN": "首页不能关闭!", "en-US": "The home page cannot be closed!" } }]);
      }
      if (event.type === "CLOSE" && event.fullPath === USERS.fullPath && (effects[0] as TabsEffect | undefined)?.type === "warning") {
        expect(effects).toEqual([{ type: "warning", text: { "zh-CN": "这是最后一页，不能再关闭了啦", "en-US": expect.any(String) } }]);
      }
      for (const effect of effects as TabsEffect[]) {
        // a closed page leaves the keep-alive list
        if (effect.type === "pageClosed" && effect.tab.meta.componentName) expect(snapshot.context.keepAlive).not.toContain(effect.tab.meta.componentName);
      }
    },
    single: ({ snapshot }) => expect(snapshot.context.tabs).toHaveLength(1),
  },
});

describe("tabs (examples)", () => {
  it("open adds by full path, an existing tab is refreshed in place keeping its title", () => {
    let s = openTab(initialTabs(), USERS);
    s = openTab(s, ROLES);
    s = openTab(s, { ...USERS, name: "again", meta: { title: "new title" } });
    expect(s.tabs.map((t) => [t.fullPath, t.name, t.meta.title])).toEqual([
      [HOME_PATH, "dashboard-analysis", "首页"],
      ["/isystem/user", "again", "/isystem/user"],
      ["/isystem/role", "isystem-role", "角色管理"],
    ]);
    expect(s.active).toBe(USERS.fullPath);
    expect(s.keepAlive).toEqual(["UserList"]);
    expect(openTab(s, tab(HOME_PATH + "?x=1")).tabs[0]).toMatchObject({ fullPath: HOME_PATH + "?x=1", meta: { title: "首页" } });
  });

  it("refuses to close the home tab and the last tab", () => {
    expect(closeTab(initialTabs(), HOME_PATH).warning).toBe("tabs.homeUnclosable");
    expect(closeTab({ tabs: [USERS], active: USERS.fullPath, keepAlive: [] }, USERS.fullPath).warning).toBe("tabs.lastUnclosable");
  });

  it("close left / right / others", () => {
    const s = [USERS, ROLES, tab("/c")].reduce((acc, t) => openTab(acc, t), initialTabs());
    expect(closeLeft(s, "/c").state.tabs.map((t) => t.fullPath)).toEqual([HOME_PATH, "/c"]);
    expect(closeLeft(s, "/c").closed.map((t) => t.fullPath)).toEqual([USERS.fullPath, ROLES.fullPath]);
    expect(closeLeft(s, HOME_PATH).closed).toEqual([]);
    expect(closeRight(s, USERS.fullPath).state).toMatchObject({ tabs: [HOME_TAB, USERS], active: USERS.fullPath });
    expect(closeOthers(s, ROLES.fullPath).state).toMatchObject({ tabs: [HOME_TAB, ROLES], active: ROLES.fullPath, keepAlive: [] });
    expect(closeOthers(s, HOME_PATH).state).toMatchObject({ tabs: [HOME_TAB], active: HOME_PATH });
  });

  it("closing the active tab activates its right neighbour (or the new last one)", () => {
    const s = [USERS, ROLES].reduce((acc, t) => openTab(acc, t), initialTabs());
    expect(closeTab(activate(s, USERS.fullPath), USERS.fullPath).state.active).toBe(ROLES.fullPath);
    expect(closeTab(s, ROLES.fullPath).state.active).toBe(USERS.fullPath);
  });

  it("a snapshot survives a reload; junk restores to the home tab", () => {
    const s = [USERS, ROLES].reduce((acc, t) => openTab(acc, t), initialTabs());
    const stored = JSON.parse(JSON.stringify(tabsSnapshot(s)));
    expect(restoreTabs(stored)).toEqual(s);
    expect(restoreTabs(null)).toEqual(initialTabs());
    expect(restoreTabs({ tabs: "x" })).toEqual(initialTabs());
    expect(restoreTabs({ tabs: [ROLES, ROLES, { nope: 1 }], active: "/gone", keepAlive: ["A", "A", 3] })).toEqual({
      tabs: [HOME_TAB, ROLES],
      active: HOME_PATH,
      keepAlive: ["A"],
    });
  });

  it("the machine restores tabs and reports page closes and navigation", () => {
    const actor = createActor(tabsMachine, { input: { restore: tabsSnapshot([USERS, ROLES].reduce((acc, t) => openTab(acc, t), initialTabs())) } }).start();
    const effects: TabsEffect[] = [];
    actor.on("*", (e) => void effects.push(e as TabsEffect));
    actor.send({ type: "CLOSE", fullPath: ROLES.fullPath });
    expect(effects).toEqual([
      { type: "pageClosed", tab: ROLES },
      { type: "navigate", fullPath: USERS.fullPath },
    ]);
    actor.send({ type: "SET_MOBILE", mobile: true });
    expect(actor.getSnapshot().value).toBe("single");
    actor.send({ type: "SET_MOBILE", mobile: false });
    expect(actor.getSnapshot().context.tabs.map((t) => t.fullPath)).toEqual([HOME_PATH, USERS.fullPath]);
  });
});

function activate(s: TabsState, key: string): TabsState {
  return { ...s, active: key };
}

describe("tabs (properties)", () => {
  const PATHS = ["/a", "/b", "/c", "/d?x=1", HOME_PATH];
  const op = fc.oneof(
    fc.record({ kind: fc.constant("open" as const), path: fc.constantFrom(...PATHS) }),
    fc.record({ kind: fc.constantFrom("close" as const, "left" as const, "right" as const, "others" as const), path: fc.constantFrom(...PATHS) }),
  );

  type Op = { kind: "open" | "close" | "left" | "right" | "others"; path: string };
  const run = (ops: Op[]): TabsState =>
    ops.reduce((s, o) => {
      // a route's component is fixed: /a and /d?x=1 are kept alive
      const t = tab(o.path, o.path === "/a" || o.path.startsWith("/d") ? { componentName: `C${o.path}`, keepAlive: true } : {});
      if (o.kind === "open") return openTab(s, t);
      const f = { close: closeTab, left: closeLeft, right: closeRight, others: closeOthers }[o.kind as "close"];
      return f(s, o.path).state;
    }, initialTabs());

  it("home first and once, never empty, unique full paths, the active tab open", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const s = run(ops);
        expect(s.tabs[0]?.path).toBe(HOME_PATH);
        expect(s.tabs.filter((t) => t.path === HOME_PATH)).toHaveLength(1);
        expect(new Set(s.tabs.map((t) => t.fullPath)).size).toBe(s.tabs.length);
        expect(s.tabs.map((t) => t.fullPath)).toContain(s.active);
      }),
    );
  });

  it("the keep-alive list only names kept-alive components of open tabs", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const s = run(ops);
        // names of closed pages are gone; a page reopened without keep-alive may leave its old name only while open
        for (const name of s.keepAlive) expect(s.tabs.map((t) => `C${t.fullPath}`)).toContain(name);
      }),
    );
  });

  it("snapshot → restore is the identity, withHomeFirst is idempotent", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 20 }), (ops) => {
        const s = run(ops);
        expect(restoreTabs(JSON.parse(JSON.stringify(tabsSnapshot(s))))).toEqual(s);
        expect(withHomeFirst(withHomeFirst(s))).toEqual(withHomeFirst(s));
      }),
    );
  });
});
