import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jeecg } from "../testing/fakes.js";
import {
  actionsOf,
  createAuthChecker,
  hasActionIn,
  hasPermission,
  hiddenTableButtons,
  isDisabledByAuth,
  noAuthCodes,
  normalisePrefix,
  tableButtons,
  type AuthLists,
  type PermissionEntry,
} from "./checks.js";

const e = (action: string, type: string, status?: string): PermissionEntry => ({ action, type, ...(status ? { status } : {}) });

describe("button check, first reading (default): type ≠ 2 entries, status 0 switches the control off", () => {
  const lists: AuthLists = {
    auth: [e("user:add", "1"), e("user:edit,user:view", "1"), e("user:export", "2")],
    allAuth: [e("user:add", "1", "1"), e("user:delete", "1", "1"), e("user:import", "1", "0"), e("user:export", "2", "1")],
  };
  it.each([
    ["user:add", true], // granted
    ["user:view", true], // granted inside a comma list
    ["user:delete", false], // defined, not granted
    ["user:import", true], // defined with status 0: everyone
    ["user:export", false], // granted only as type 2: does not count here
    ["user:unknown", false], // neither
    ["", true],
  ])("%s → %s", (action, allowed) => {
    expect(hasPermission(action, lists)).toBe(allowed);
    expect(createAuthChecker(lists).has(action)).toBe(allowed);
  });

  it("denies everything when the user has no entries (but status-0 controls)", () => {
    const empty = { auth: [], allAuth: lists.allAuth };
    expect(hasPermission("user:add", empty)).toBe(false);
    expect(hasPermission("user:import", empty)).toBe(true);
  });
});

describe("button check, second reading: type 2 grants, then the defined status decides", () => {
  const lists: AuthLists = {
    auth: [e("work:audit", "2"), e("work:view", "1")],
    allAuth: [e("work:audit", "2", "0"), e("work:publish", "2", "1"), e("work:delete", "1", "0"), e("work:view", "1")],
  };
  it.each([
    ["work:audit", true], // user holds it as type 2 (before the status 0)
    ["work:publish", true], // defined, status 1
    ["work:delete", false], // defined, status 0
    ["work:view", true], // defined without status: granted to the user
    ["work:other", false], // not defined, not granted
  ])("%s → %s", (action, allowed) => {
    expect(hasPermission(action, lists, "type-2")).toBe(allowed);
    expect(createAuthChecker(lists, { reading: "type-2" }).has(action)).toBe(allowed);
  });

  it("the readings disagree where the spec says they do", () => {
    const l: AuthLists = { auth: [e("x", "2")], allAuth: [e("y", "1", "0")] };
    expect([hasPermission("x", l), hasPermission("x", l, "type-2")]).toEqual([false, true]);
    expect([hasPermission("y", l), hasPermission("y", l, "type-2")]).toEqual([true, false]);
  });
});

describe("disabled check (type 2)", () => {
  const lists: AuthLists = {
    auth: [e("form:price", "2")],
    allAuth: [e("form:price", "2", "1"), e("form:cost", "2", "1"), e("form:name", "2", "0"), e("form:note", "1", "1")],
  };
  it.each([
    ["form:price", false], // user holds it
    ["form:cost", true], // valid control, not held
    ["form:name", false], // control switched off
    ["form:note", false], // a show entry, not a disable one
    ["form:other", false], // not defined
  ])("%s disabled → %s", (code, disabled) => {
    expect(isDisabledByAuth(code, lists)).toBe(disabled);
  });
});

describe("table toolbar exclusion", () => {
  const lists: AuthLists = {
    auth: [e("user:add", "1")],
    allAuth: [e("user:add", "1", "1"), e("user:batch_delete", "1", "1"), e("user:export", "1", "0"), e("role:add", "1", "1")],
  };

  it("adds the trailing colon", () => {
    expect(normalisePrefix("user")).toBe("user:");
    expect(normalisePrefix("user:")).toBe("user:");
    expect(normalisePrefix("")).toBe("");
  });

  it("excludes valid defined codes the user lacks, under the prefix only", () => {
    expect(noAuthCodes("user", lists)).toEqual(["batch_delete"]);
    expect(noAuthCodes("role:", lists)).toEqual(["add"]);
  });

  it("hiding batch_delete also hides remove", () => {
    expect(hiddenTableButtons("user", lists)).toEqual(["batch_delete", "remove"]);
    expect(tableButtons("user", lists)).toEqual({ add: true, batchDelete: false, remove: false });
    expect(tableButtons("role", lists)).toEqual({ add: false, batchDelete: true, remove: true });
    expect(tableButtons("", lists)).toEqual({ add: true, batchDelete: true, remove: true });
  });

  it("works on the stock JeecgBoot permission answer", () => {
    const { auth, allAuth } = (jeecg("permission.json").body as { result: { auth: PermissionEntry[]; allAuth: PermissionEntry[] } }).result;
    const checker = createAuthChecker({ auth, allAuth });
    for (const entry of auth.filter((x) => String(x.type) !== "2")) for (const a of actionsOf(entry)) expect(checker.has(a)).toBe(true);
    expect(checker.has("user:delete")).toBe(true); // inside "user:edit,user:delete"
    expect(checker.has("user:import")).toBe(true); // defined with status 0
    expect(checker.has("user:export")).toBe(false); // defined, valid, not granted
    expect(checker.disabled("user:form:birthday")).toBe(false); // the user holds the type-2 code
    expect(checker.disabled("user:form:other")).toBe(false);
    expect(checker.hiddenTableButtons("user")).toEqual(["export"]);
  });

  it("a granted code is never excluded", () => {
    const entry = fc.record({ action: fc.constantFrom("p:add", "p:batch_delete", "p:edit", "q:add"), type: fc.constantFrom("1", "2"), status: fc.constantFrom("0", "1") });
    fc.assert(
      fc.property(fc.array(entry), fc.array(entry), (auth, allAuth) => {
        const hidden = noAuthCodes("p", { auth, allAuth });
        for (const g of auth.filter((x) => x.type === "1" && x.action.startsWith("p:"))) expect(hidden).not.toContain(g.action.slice(2));
        expect(hasActionIn(auth, "p:add")).toBe(auth.some((x) => x.action === "p:add"));
      }),
    );
  });
});
