import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ancestors,
  branchKeys,
  checkAll,
  checkMark,
  conduct,
  descendants,
  EMPTY_CHECKS,
  fromGranted,
  grantedKeys,
  halfChecked,
  indexTree,
  toggle,
  toggleIn,
  visibleKeys,
  type CheckState,
  type TreeIndex,
  type TreeNode,
} from "./tree-logic";

/**
 * 系统管理
 *   用户管理 (查询, 添加)
 *   职务管理 (查询, 添加, 删除)
 * 首页
 */
const TREE: TreeNode[] = [
  {
    key: "sys",
    title: "系统管理",
    children: [
      { key: "user", title: "用户管理", children: [{ key: "user:list", title: "查询" }, { key: "user:add", title: "添加" }] },
      {
        key: "pos",
        title: "职务管理",
        children: [
          { key: "pos:list", title: "查询" },
          { key: "pos:add", title: "添加" },
          { key: "pos:delete", title: "删除" },
        ],
      },
    ],
  },
  { key: "home", title: "首页" },
];
const index = indexTree(TREE);
const marks = (state: CheckState) => {
  const half = halfChecked(index, state);
  return Object.fromEntries(index.order.map((k) => [k, checkMark(state, half, k)]));
};

describe("tree index", () => {
  it("orders depth first and knows parents, children and depths", () => {
    expect(index.order).toEqual(["sys", "user", "user:list", "user:add", "pos", "pos:list", "pos:add", "pos:delete", "home"]);
    expect(ancestors(index, "pos:add")).toEqual(["pos", "sys"]);
    expect(descendants(index, "sys")).toHaveLength(7);
    expect(index.depth.get("pos:delete")).toBe(2);
    expect(branchKeys(index)).toEqual(["sys", "user", "pos"]);
  });

  it("shows the roots, and the children of open nodes whose parents are open", () => {
    expect(visibleKeys(index, new Set())).toEqual(["sys", "home"]);
    expect(visibleKeys(index, new Set(["sys"]))).toEqual(["sys", "user", "pos", "home"]);
    // an open node under a closed one stays hidden
    expect(visibleKeys(index, new Set(["pos"]))).toEqual(["sys", "home"]);
  });
});

describe("checking with parent-child linking", () => {
  it("checking one button half-checks its menu and the menu's parent, and sends all three", () => {
    const state = toggle(index, EMPTY_CHECKS, "pos:list");
    expect(marks(state)).toMatchObject({ sys: "mixed", pos: "mixed", "pos:list": true, "pos:add": false, user: false, home: false });
    expect(grantedKeys(index, state)).toEqual(["sys", "pos", "pos:list"]);
  });

  it("checking every child checks the parent; unchecking one half-checks it again", () => {
    let state = EMPTY_CHECKS;
    for (const k of ["pos:list", "pos:add", "pos:delete"]) state = toggle(index, state, k);
    expect(marks(state)).toMatchObject({ pos: true, sys: "mixed" });
    state = toggle(index, state, "pos:add");
    expect(marks(state)).toMatchObject({ pos: "mixed", "pos:add": false });
  });

  it("checking a parent checks everything below it; unchecking it clears them", () => {
    const on = toggle(index, EMPTY_CHECKS, "sys");
    expect(grantedKeys(index, on)).toEqual(index.order.filter((k) => k !== "home"));
    expect(marks(on).sys).toBe(true);
    const off = toggle(index, on, "sys");
    expect(grantedKeys(index, off)).toEqual([]);
  });

  it("clicking a half-checked node checks all of it", () => {
    const state = toggle(index, toggle(index, EMPTY_CHECKS, "pos:list"), "pos");
    expect(marks(state)).toMatchObject({ pos: true, "pos:add": true, "pos:delete": true });
  });

  it("unchecking the last checked button leaves nothing behind", () => {
    const state = toggle(index, toggle(index, EMPTY_CHECKS, "pos:list"), "pos:list");
    expect(grantedKeys(index, state)).toEqual([]);
  });

  it("check all and uncheck all", () => {
    expect(grantedKeys(index, checkAll(index))).toEqual(index.order);
    expect(marks(checkAll(index)).sys).toBe(true);
  });
});

describe("loading a stored grant", () => {
  it("shows a saved grant as it was checked", () => {
    const state = fromGranted(index, ["sys", "pos", "pos:list"]);
    expect(marks(state)).toMatchObject({ sys: "mixed", pos: "mixed", "pos:list": true, "pos:add": false });
    expect(grantedKeys(index, state)).toEqual(["sys", "pos", "pos:list"]);
  });

  it("checks a menu whose buttons are all granted, and ignores ids not in the tree", () => {
    const state = fromGranted(index, ["pos:list", "pos:add", "pos:delete", "gone"]);
    expect(marks(state)).toMatchObject({ pos: true, sys: "mixed" });
    expect(grantedKeys(index, state)).toEqual(["sys", "pos", "pos:list", "pos:add", "pos:delete"]);
  });

  it("keeps a menu granted without any of its buttons (pinned) until a click passes over it", () => {
    const state = fromGranted(index, ["sys", "user"]);
    expect(marks(state)).toMatchObject({ sys: "mixed", user: "mixed", "user:list": false, pos: false });
    // changes elsewhere keep it
    expect(grantedKeys(index, toggle(index, state, "pos:list"))).toEqual(["sys", "user", "pos", "pos:list"]);
    // clicking it checks all of it, clicking again removes it
    const all = toggle(index, state, "user");
    expect(marks(all)).toMatchObject({ user: true, "user:add": true });
    expect(grantedKeys(index, toggle(index, all, "user"))).toEqual(["sys"]);
  });
});

describe("check modes (the department picker)", () => {
  const keys = (state: CheckState) => [...state.checked].sort();

  it("unlinked checks and unchecks the node alone; single keeps only the last", () => {
    let state = toggleIn("unlinked", index, EMPTY_CHECKS, "pos");
    state = toggleIn("unlinked", index, state, "user:add");
    expect(keys(state)).toEqual(["pos", "user:add"]);
    expect(keys(toggleIn("unlinked", index, state, "pos"))).toEqual(["user:add"]);
    expect(keys(toggleIn("single", index, state, "home"))).toEqual(["home"]);
    expect(keys(toggleIn("single", index, toggleIn("single", index, EMPTY_CHECKS, "home"), "home"))).toEqual([]);
  });

  it("linked is the conducting toggle", () => {
    expect(keys(toggleIn("linked", index, EMPTY_CHECKS, "pos"))).toEqual(["pos", "pos:add", "pos:delete", "pos:list"]);
  });

  it("conduct checks below a given node and a parent whose children all are, keeping unknown keys", () => {
    expect(keys(conduct(index, ["pos", "elsewhere"]))).toEqual(["elsewhere", "pos", "pos:add", "pos:delete", "pos:list"]);
    expect(keys(conduct(index, ["user:list", "user:add", "pos"]))).toEqual(index.order.filter((k) => k !== "home").sort());
    expect(keys(conduct(index, ["user:list"]))).toEqual(["user:list"]);
  });

  it("a lazily loaded checked node's children come in checked", () => {
    const lazy = indexTree([{ key: "a", title: "A", isLeaf: false }]);
    const checked = toggleIn("linked", lazy, EMPTY_CHECKS, "a");
    const loaded = indexTree([{ key: "a", title: "A", children: [{ key: "b", title: "B" }, { key: "c", title: "C" }] }]);
    expect(keys(conduct(loaded, checked.checked))).toEqual(["a", "b", "c"]);
  });
});

// ---- properties over random trees and click sequences ------------------------------------------

/** A random tree: node i hangs under one of the nodes before it, or at the root. */
const trees = fc.array(fc.nat(), { minLength: 1, maxLength: 25 }).map((picks) => {
  const nodes: Array<{ key: string; title: string; children: TreeNode[] }> = [];
  const roots: TreeNode[] = [];
  picks.forEach((pick, i) => {
    const node = { key: `n${i}`, title: `n${i}`, children: [] as TreeNode[] };
    const parent = pick % (i + 1); // == i: a root
    (parent === i ? roots : nodes[parent]!.children).push(node);
    nodes.push(node);
  });
  return indexTree(roots);
});

const scenarios = trees.chain((tree) =>
  fc.record({
    tree: fc.constant(tree),
    granted: fc.subarray([...tree.order]),
    clicks: fc.array(fc.constantFrom(...tree.order), { maxLength: 12 }),
  }),
);

const run = (tree: TreeIndex, start: CheckState, clicks: readonly string[]) => clicks.reduce((s, k) => toggle(tree, s, k), start);

describe("properties", () => {
  it("a node with children is checked exactly when all its children are", () => {
    fc.assert(
      fc.property(scenarios, ({ tree, granted, clicks }) => {
        const state = run(tree, fromGranted(tree, granted), clicks);
        for (const key of tree.order) {
          const kids = tree.children.get(key)!;
          if (kids.length) expect(state.checked.has(key)).toBe(kids.every((k) => state.checked.has(k)));
        }
      }),
    );
  });

  it("everything sent has its ancestors sent too", () => {
    fc.assert(
      fc.property(scenarios, ({ tree, granted, clicks }) => {
        const sent = new Set(grantedKeys(tree, run(tree, fromGranted(tree, granted), clicks)));
        for (const key of sent) for (const up of ancestors(tree, key)) expect(sent.has(up)).toBe(true);
      }),
    );
  });

  it("a clicked node ends with its whole subtree checked or with nothing of it sent", () => {
    fc.assert(
      fc.property(scenarios, ({ tree, granted, clicks }) => {
        const before = run(tree, fromGranted(tree, granted), clicks.slice(0, -1));
        const key = clicks.at(-1);
        if (key === undefined) return;
        const after = toggle(tree, before, key);
        const subtree = [key, ...descendants(tree, key)];
        const sent = new Set(grantedKeys(tree, after));
        if (before.checked.has(key)) expect(subtree.filter((k) => sent.has(k))).toEqual([]);
        else expect(subtree.every((k) => after.checked.has(k))).toBe(true);
      }),
    );
  });

  it("what was saved loads back the same (reopening the drawer shows the same checks)", () => {
    fc.assert(
      fc.property(scenarios, ({ tree, granted, clicks }) => {
        const state = run(tree, fromGranted(tree, granted), clicks);
        const saved = grantedKeys(tree, state);
        const reloaded = fromGranted(tree, saved);
        expect(grantedKeys(tree, reloaded)).toEqual(saved);
        const half = halfChecked(tree, state);
        const reHalf = halfChecked(tree, reloaded);
        for (const key of tree.order) expect(checkMark(reloaded, reHalf, key)).toBe(checkMark(state, half, key));
      }),
    );
  });

  it("conduct gives a linked state (a parent checked exactly when all its children are), keeps what it was given, and is idempotent", () => {
    fc.assert(
      fc.property(scenarios, ({ tree, granted }) => {
        const state = conduct(tree, granted);
        for (const key of tree.order) {
          const kids = tree.children.get(key)!;
          if (kids.length > 0) expect(state.checked.has(key)).toBe(kids.every((k) => state.checked.has(k)));
        }
        for (const key of granted) expect(state.checked.has(key)).toBe(true);
        expect([...conduct(tree, state.checked).checked].sort()).toEqual([...state.checked].sort());
      }),
    );
  });

  it("loading a grant keeps every granted node of the tree", () => {
    fc.assert(
      fc.property(scenarios, ({ tree, granted }) => {
        const sent = new Set(grantedKeys(tree, fromGranted(tree, granted)));
        for (const key of granted) expect(sent.has(key)).toBe(true);
      }),
    );
  });

  it("loading a grant never sends more than was granted plus the parents of granted nodes", () => {
    fc.assert(
      fc.property(scenarios, ({ tree, granted }) => {
        const allowed = new Set(granted.flatMap((k) => [k, ...ancestors(tree, k)]));
        for (const key of grantedKeys(tree, fromGranted(tree, granted))) expect(allowed.has(key)).toBe(true);
      }),
    );
  });
});
