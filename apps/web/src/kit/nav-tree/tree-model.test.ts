import { describe, expect, it } from "vitest";
import { ancestorsOf, expandable, keyAction, visibleItems, type NavNode } from "./tree-model";

const tree: NavNode[] = [
  {
    key: "a",
    title: "A",
    children: [
      { key: "a1", title: "A1" },
      { key: "a2", title: "A2", isLeaf: false },
    ],
  },
  { key: "b", title: "B", children: [] },
];

describe("visibleItems", () => {
  it("shows the top level and the children of open nodes, with level and position", () => {
    expect(visibleItems(tree, new Set()).map((i) => i.node.key)).toEqual(["a", "b"]);
    const open = visibleItems(tree, new Set(["a", "a2"]));
    expect(open.map((i) => [i.node.key, i.level, i.parentKey, i.position, i.siblings])).toEqual([
      ["a", 1, null, 1, 2],
      ["a1", 2, "a", 1, 2],
      ["a2", 2, "a", 2, 2], // open but not loaded: nothing below yet
      ["b", 1, null, 2, 2],
    ]);
  });

  it("tells nodes that can open: loaded children, or children still to load", () => {
    expect([tree[0]!, tree[1]!, tree[0]!.children![0]!, tree[0]!.children![1]!].map(expandable)).toEqual([true, false, false, true]);
  });

  it("finds the ancestors of a loaded node", () => {
    expect(ancestorsOf(tree, "a2")).toEqual(["a"]);
    expect(ancestorsOf(tree, "b")).toEqual([]);
    expect(ancestorsOf(tree, "zz")).toBeNull();
  });
});

describe("keyAction", () => {
  const expanded = new Set(["a"]);
  const items = visibleItems(tree, expanded);
  const press = (focused: string, key: string, checkable = false) => keyAction(items, focused, key, expanded, checkable);

  it("moves up and down through the visible items, and to the ends", () => {
    expect(press("a", "ArrowDown")).toEqual({ type: "focus", key: "a1" });
    expect(press("a2", "ArrowDown")).toEqual({ type: "focus", key: "b" });
    expect(press("b", "ArrowDown")).toBeNull();
    expect(press("a1", "ArrowUp")).toEqual({ type: "focus", key: "a" });
    expect(press("a", "ArrowUp")).toBeNull();
    expect(press("a1", "End")).toEqual({ type: "focus", key: "b" });
    expect(press("b", "Home")).toEqual({ type: "focus", key: "a" });
  });

  it("right opens a closed node, then goes to its first child; a leaf ignores it", () => {
    expect(press("a2", "ArrowRight")).toEqual({ type: "expand", key: "a2" });
    expect(press("a", "ArrowRight")).toEqual({ type: "focus", key: "a1" });
    expect(press("a1", "ArrowRight")).toBeNull();
    expect(press("b", "ArrowRight")).toBeNull(); // no children at all
  });

  it("left closes an open node, else goes to the parent", () => {
    expect(press("a", "ArrowLeft")).toEqual({ type: "collapse", key: "a" });
    expect(press("a1", "ArrowLeft")).toEqual({ type: "focus", key: "a" });
    expect(press("b", "ArrowLeft")).toBeNull();
  });

  it("Enter selects; Space selects, or checks in a checkable tree", () => {
    expect(press("a1", "Enter")).toEqual({ type: "select", key: "a1" });
    expect(press("a1", " ")).toEqual({ type: "select", key: "a1" });
    expect(press("a1", " ", true)).toEqual({ type: "check", key: "a1" });
    expect(press("a1", "x")).toBeNull();
  });

  it("focuses the first item when the focused one is gone", () => {
    expect(press("gone", "ArrowDown")).toEqual({ type: "focus", key: "a" });
  });
});
