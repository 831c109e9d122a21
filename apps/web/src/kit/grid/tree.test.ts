import { describe, expect, it } from "vitest";
import { childQuery, childrenOfResult, hasChildrenFlag, shownDescendants } from "./tree";

describe("tree-table children (§7, §8)", () => {
  it("the GET's query: the parent id under the key (default parentId), the condition as JSON, extra params", () => {
    expect(childQuery({ parentId: "7" })).toEqual({ parentId: "7" });
    expect(childQuery({ parentId: "7", queryKey: "pid", condition: { status: "1" }, params: { tableName: "t", pid: "ignored" } })).toEqual({
      tableName: "t",
      condition: '{"status":"1"}',
      pid: "7",
    });
    expect(childQuery({ parentId: "0", condition: '{"a":1}' })).toEqual({ condition: '{"a":1}', parentId: "0" });
    expect(childQuery({ parentId: "0", condition: "" })).toEqual({ parentId: "0" });
  });

  it("the result: an array or an object with a records array; anything else is not recognised (null)", () => {
    expect(childrenOfResult([{ id: 1, name: "a" }], "p")).toEqual([{ id: "1", name: "a" }]);
    expect(childrenOfResult({ records: [{ id: "x" }], total: 1 }, "p")).toEqual([{ id: "x" }]);
    expect(childrenOfResult([], "p")).toEqual([]);
    for (const odd of [null, undefined, "text", 3, { items: [] }, { records: "x" }]) expect(childrenOfResult(odd, "p")).toBeNull();
    // entries that are not nodes are dropped; a node without an id is named after its parent and place
    expect(childrenOfResult([{ name: "n" }, 5, null, { id: "" }], "p")).toEqual([{ name: "n", id: "p/1" }, { id: "p/2" }]);
  });

  it("hasChildren as servers send it", () => {
    for (const yes of [true, 1, "1", "true"]) expect(hasChildrenFlag(yes)).toBe(true);
    for (const no of [false, 0, "0", "", null, undefined, "false"]) expect(hasChildrenFlag(no)).toBe(false);
  });

  it("a node's shown descendants: the deeper rows right after it", () => {
    const depth: Record<string, number> = { a: 0, a1: 1, a11: 2, a2: 1, b: 0 };
    const rows = Object.keys(depth).map((id) => ({ id }));
    const depthOf = (id: string) => depth[id]!;
    expect(shownDescendants(rows, 0, depthOf)).toBe(3);
    expect(shownDescendants(rows, 1, depthOf)).toBe(1);
    expect(shownDescendants(rows, 3, depthOf)).toBe(0);
    expect(shownDescendants(rows, 4, depthOf)).toBe(0);
  });
});
