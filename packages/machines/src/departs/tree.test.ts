import { describe, expect, it } from "vitest";
import {
  afterDepartsDeleted,
  departNodes,
  departOf,
  departsToDelete,
  departTree,
  expandedWith,
  NO_DEPART_MATCH,
  withDepartTree,
  type DepartRecord,
  type DepartTreeView,
} from "./tree.js";

const depart = (id: string, departName: string, children?: DepartRecord[]): DepartRecord => ({ id, departName, orgCode: id.toUpperCase(), ...(children ? { children } : {}) });
const OPS = depart("ops", "运营部");
const TECH = depart("tech", "技术部", [depart("dev", "研发组")]);
const COMPANY = depart("co", "青藤设计素材平台", [OPS, TECH]);
const WHOLE = departTree([COMPANY]);
const NOTHING: DepartTreeView = { tree: null, selected: null, expanded: null, checked: [] };

describe("departNodes / departTree", () => {
  it("turns departments into navigation-tree nodes, leaves marked, empty children left out", () => {
    expect(departNodes([COMPANY, depart("x", "空部门", [])])).toEqual([
      {
        key: "co",
        title: "青藤设计素材平台",
        isLeaf: false,
        children: [
          { key: "ops", title: "运营部", isLeaf: true },
          { key: "tech", title: "技术部", isLeaf: false, children: [{ key: "dev", title: "研发组", isLeaf: true }] },
        ],
      },
      { key: "x", title: "空部门", isLeaf: true },
    ]);
  });

  it("a department without a name shows as an empty title", () => {
    expect(departNodes([{ id: "n", departName: null }])).toEqual([{ key: "n", title: "", isLeaf: true }]);
  });

  it("keeps every department of every level by id", () => {
    expect(Object.keys(WHOLE.records).sort()).toEqual(["co", "dev", "ops", "tech"]);
    expect(WHOLE.records.dev).toEqual(depart("dev", "研发组"));
    expect(departTree([])).toEqual({ nodes: [], records: {} });
  });
});

describe("departOf", () => {
  it("finds a department of the tree shown, nothing without a tree, on no match or for another id", () => {
    expect(departOf(WHOLE, "tech")).toBe(TECH);
    expect(departOf(WHOLE, "gone")).toBeNull();
    expect(departOf(WHOLE, "toString")).toBeNull();
    expect(departOf(null, "tech")).toBeNull();
    expect(departOf(NO_DEPART_MATCH, "tech")).toBeNull();
  });
});

describe("withDepartTree", () => {
  it("the first tree opens its top level; later reads keep what was opened or closed", () => {
    const first = withDepartTree(NOTHING, WHOLE, "");
    expect(first).toEqual({ tree: WHOLE, selected: null, expanded: ["co"], checked: [] });
    expect(withDepartTree({ ...first, expanded: [] }, WHOLE, "").expanded).toEqual([]);
    expect(withDepartTree({ ...first, expanded: ["co", "tech"] }, WHOLE, "").expanded).toEqual(["co", "tech"]);
  });

  it("the selected department is the one just read (a saved name shows)", () => {
    const renamed = departTree([depart("co", "青藤设计素材平台", [OPS, { ...TECH, departName: "研发中心" }])]);
    expect(withDepartTree({ ...NOTHING, tree: WHOLE, selected: TECH }, renamed, "").selected?.departName).toBe("研发中心");
  });

  it("gone from the whole tree, the selected department was deleted: dropped; a search that did not find it keeps it", () => {
    const without = departTree([depart("co", "青藤设计素材平台", [OPS])]);
    expect(withDepartTree({ ...NOTHING, tree: WHOLE, selected: TECH }, without, "").selected).toBeNull();
    const searched = departTree([{ ...OPS, children: [] }]);
    expect(withDepartTree({ ...NOTHING, tree: WHOLE, selected: TECH }, searched, "运营").selected).toBe(TECH);
  });

  it("unchecks departments the read no longer holds", () => {
    const without = departTree([depart("co", "青藤设计素材平台", [OPS])]);
    expect(withDepartTree({ ...NOTHING, tree: WHOLE, checked: ["ops", "tech", "dev"] }, without, "").checked).toEqual(["ops"]);
  });

  it("no match shows as such and changes nothing else", () => {
    const view: DepartTreeView = { tree: WHOLE, selected: TECH, expanded: ["co"], checked: ["ops"] };
    expect(withDepartTree(view, NO_DEPART_MATCH, "没有这个部门")).toEqual({ ...view, tree: NO_DEPART_MATCH });
  });
});

describe("departsToDelete / afterDepartsDeleted", () => {
  it("删除 takes the checked departments, else the selected one, else none", () => {
    expect(departsToDelete(["ops", "dev"], TECH)).toEqual(["ops", "dev"]);
    expect(departsToDelete([], TECH)).toEqual(["tech"]);
    expect(departsToDelete([], null)).toEqual([]);
  });

  it("after a delete nothing is checked and the selected department is gone if it was deleted", () => {
    expect(afterDepartsDeleted({ selected: TECH, checked: ["ops", "tech"] }, ["ops", "tech"])).toEqual({ selected: null, checked: [] });
    expect(afterDepartsDeleted({ selected: TECH, checked: ["ops"] }, ["ops"])).toEqual({ selected: TECH, checked: [] });
    expect(afterDepartsDeleted({ selected: null, checked: [] }, ["ops"])).toEqual({ selected: null, checked: [] });
  });
});

describe("expandedWith", () => {
  it("opens a node once, before the first read too", () => {
    expect(expandedWith(["co"], "tech")).toEqual(["co", "tech"]);
    expect(expandedWith(["co", "tech"], "tech")).toEqual(["co", "tech"]);
    expect(expandedWith(null, "tech")).toEqual(["tech"]);
  });
});
