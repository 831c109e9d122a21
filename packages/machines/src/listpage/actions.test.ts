import { sysLog, sysPosition, type ResourceDef } from "@qt/openapi/build";
import { describe, expect, it } from "vitest";
import type { AuthLists, PermissionEntry } from "../authcheck/checks.js";
import { listActions, type ListActions, type ListActionsSpec } from "./actions.js";

const CODES = ["list", "add", "edit", "delete", "batch_delete", "import", "export"] as const;
type Code = (typeof CODES)[number];

/** The server's menu: every button code of the prefix defined (type 1, valid); the user holds `granted`. */
function lists(prefix: string, granted: readonly Code[], options: { switchedOff?: readonly Code[]; extra?: PermissionEntry[] } = {}): AuthLists {
  const off = new Set(options.switchedOff ?? []);
  return {
    allAuth: CODES.map((code) => ({ action: `${prefix}:${code}`, type: "1", status: off.has(code) ? "0" : "1" })),
    auth: [...granted.map((code) => ({ action: `${prefix}:${code}`, type: "1" })), ...(options.extra ?? [])],
  };
}

const NOTHING: ListActions = { add: false, batchDelete: false, remove: false, edit: false, detail: true, import: false, export: false };
const EVERYTHING: ListActions = { add: true, batchDelete: true, remove: true, edit: true, detail: true, import: true, export: true };
const positions: ListActionsSpec = { resource: sysPosition };
const P = sysPosition.permission;

describe("toolbar and row actions of a resource", () => {
  it("a user holding every code gets every action the resource has", () => {
    expect(listActions(positions, lists(P, CODES))).toEqual(EVERYTHING);
  });

  it("a user holding none gets only 详情", () => {
    expect(listActions(positions, lists(P, []))).toEqual(NOTHING);
  });

  it.each([
    ["add", { add: true }],
    ["edit", { edit: true }],
    ["import", { import: true }],
    ["export", { export: true }],
    ["batch_delete", { batchDelete: true }],
  ] as const)("holding only %s offers only that", (code, offered) => {
    expect(listActions(positions, lists(P, [code]))).toEqual({ ...NOTHING, ...offered });
  });

  it("row 删除 needs the delete code", () => {
    const withoutDelete = CODES.filter((c) => c !== "delete");
    expect(listActions(positions, lists(P, withoutDelete))).toEqual({ ...EVERYTHING, remove: false });
  });

  it("hiding batch_delete hides 删除 too", () => {
    const withoutBatch = CODES.filter((c) => c !== "batch_delete");
    expect(listActions(positions, lists(P, withoutBatch))).toEqual({ ...EVERYTHING, batchDelete: false, remove: false });
  });

  it("a code switched off (status 0) is offered to everyone", () => {
    expect(listActions(positions, lists(P, [], { switchedOff: ["add", "export", "edit"] }))).toEqual({ ...NOTHING, add: true, edit: true, export: true });
  });

  it("codes may be granted in a comma list; codes of another prefix count for nothing", () => {
    const granted = lists(P, [], { extra: [{ action: `${P}:add,${P}:export`, type: "1" }, { action: "system:user:edit,system:user:import", type: "1" }] });
    expect(listActions(positions, granted)).toEqual({ ...NOTHING, add: true, export: true });
  });

  it("a grant of type 2 (a disabling control) grants nothing to show", () => {
    expect(listActions(positions, lists(P, [], { extra: [{ action: `${P}:edit`, type: "2" }] }))).toEqual(NOTHING);
  });
});

describe("what the resource offers at all", () => {
  it("logs have no add, edit or import, whatever the user holds", () => {
    expect(listActions({ resource: sysLog }, lists(sysLog.permission, CODES))).toEqual({ ...EVERYTHING, add: false, edit: false, import: false });
  });

  it.each([
    ["importExcel", "import"],
    ["exportXls", "export"],
    ["add", "add"],
    ["edit", "edit"],
    ["delete", "remove"],
    ["deleteBatch", "batchDelete"],
  ] as const)("a resource without %s never offers %s", (op, action) => {
    const resource: ResourceDef = { ...sysPosition, ops: (sysPosition.ops ?? ["list", "add", "edit", "delete", "deleteBatch", "queryById", "exportXls", "importExcel"]).filter((o) => o !== op) };
    const actions = listActions({ resource }, lists(P, CODES));
    expect(actions[action]).toBe(false);
    expect(Object.values(actions).filter((on) => !on)).toHaveLength(1);
  });
});

describe("the page's own choice", () => {
  it("turns actions off", () => {
    const page: ListActionsSpec = { resource: sysPosition, actions: { add: false, import: false, batchDelete: false, detail: false } };
    expect(listActions(page, lists(P, CODES))).toEqual({ ...EVERYTHING, add: false, import: false, batchDelete: false, detail: false });
  });

  it("turning row 删除 off leaves 批量删除", () => {
    expect(listActions({ resource: sysPosition, actions: { delete: false } }, lists(P, CODES))).toEqual({ ...EVERYTHING, remove: false });
  });

  it("cannot turn on what the resource or the user lacks", () => {
    const all = { add: true, import: true, export: true, batchDelete: true, edit: true, delete: true, detail: true };
    expect(listActions({ resource: sysLog, actions: all }, lists(sysLog.permission, CODES))).toMatchObject({ add: false, edit: false, import: false });
    expect(listActions({ resource: sysPosition, actions: all }, lists(P, []))).toEqual(NOTHING);
  });

  it("详情 is on by default, for any user", () => {
    expect(listActions(positions, { auth: [], allAuth: [] }).detail).toBe(true);
    expect(listActions({ resource: sysPosition, actions: { detail: false } }, lists(P, CODES)).detail).toBe(false);
  });
});

describe("a page with calls of its own", () => {
  const rules: ListActionsSpec = {
    resource: sysPosition,
    calls: {
      list: "/sys/permission/queryPermissionRule",
      add: { url: "/sys/permission/addPermissionRule", permission: "system:permission:addRule" },
      edit: { url: "/sys/permission/editPermissionRule", permission: "system:permission:editRule" },
      delete: { url: "/sys/permission/deletePermissionRule", permission: "system:permission:deleteRule" },
    },
  };
  const holding = (...codes: string[]): AuthLists => ({
    allAuth: ["addRule", "editRule", "deleteRule"].map((c) => ({ action: `system:permission:${c}`, type: "1", status: "1" })),
    auth: codes.map((action) => ({ action, type: "1" })),
  });

  it("offers each call behind its own permission code", () => {
    expect(listActions(rules, holding("system:permission:addRule", "system:permission:deleteRule"))).toEqual({ ...NOTHING, add: true, remove: true });
    expect(listActions(rules, holding("system:permission:editRule"))).toEqual({ ...NOTHING, edit: true });
  });

  it("never offers import, export or batch delete, nor the resource family's codes", () => {
    const all = holding("system:permission:addRule", "system:permission:editRule", "system:permission:deleteRule");
    expect(listActions(rules, all)).toEqual({ ...EVERYTHING, import: false, export: false, batchDelete: false });
    expect(listActions(rules, { ...lists(P, CODES) })).toEqual(NOTHING);
  });

  it("a call the page does not have is not offered", () => {
    const listOnly: ListActionsSpec = { resource: sysPosition, calls: { list: "/sys/position/list" } };
    expect(listActions(listOnly, holding("system:permission:addRule"))).toEqual(NOTHING);
  });

  it("the page's own choice still turns calls off", () => {
    const all = holding("system:permission:addRule", "system:permission:editRule", "system:permission:deleteRule");
    expect(listActions({ ...rules, actions: { edit: false, detail: false } }, all)).toMatchObject({ add: true, edit: false, remove: true, detail: false });
  });
});
