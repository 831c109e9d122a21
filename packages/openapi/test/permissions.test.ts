import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "../src/index.js";
import { permissionConstants, permissionTree } from "../src/permission-constants.js";

const doc = JSON.parse(readFileSync(new URL("../openapi.json", import.meta.url), "utf8")) as {
  paths: Record<string, Record<string, { "x-permission"?: string }>>;
};

/** [path of keys, value] of every string under a nested object. */
function leaves(node: object, at: string[] = []): Array<[string[], string]> {
  return Object.entries(node).flatMap(([k, v]) => (typeof v === "string" ? [[[...at, k], v] as [string[], string]] : leaves(v as object, [...at, k])));
}

describe("PERMISSIONS", () => {
  it("holds exactly the permission codes the contract's operations declare", () => {
    const declared = new Set(Object.values(doc.paths).flatMap((methods) => Object.values(methods).flatMap((op) => op["x-permission"] ?? [])));
    const constants = leaves(PERMISSIONS).map(([, code]) => code);
    expect(new Set(constants)).toEqual(declared);
    expect(constants).toHaveLength(declared.size);
  });

  it("names each code by its segments", () => {
    expect(PERMISSIONS.system.user.add).toBe("system:user:add");
    expect(PERMISSIONS.system.quartzJob.log.list).toBe("system:quartzJob:log:list");
    expect(PERMISSIONS.dashboard.analysis).toBe("dashboard:analysis");
    for (const [keys, code] of leaves(PERMISSIONS)) expect(keys.join(":")).toBe(code);
  });
});

describe("the generator", () => {
  it("refuses a code that is also the prefix of another, naming both", () => {
    expect(() => permissionTree(["a:b", "a:b:c"])).toThrow(/"a:b" and "a:b:c"/);
    expect(() => permissionTree(["a:b:c", "a:b"])).toThrow(/"a:b:c" and "a:b"/);
  });

  it("quotes segments that are not identifiers", () => {
    const source = permissionConstants(JSON.stringify({ paths: { "/x": { get: { "x-permission": "shop:gift-card:list" } } } }));
    expect(source).toContain('"gift-card": {\n      list: "shop:gift-card:list",');
  });
});
