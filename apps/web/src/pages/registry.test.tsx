/** The page registry answers the stock JeecgBoot component names, and the names our menus used before. */
import { describe, expect, it } from "vitest";
import { pageLoader } from "./registry";

describe("page registry", () => {
  it("registers the stock console's names for the log and online-users pages", () => {
    expect(pageLoader("system/LogList")).toBeTypeOf("function");
    expect(pageLoader("system/SysUserOnlineList")).toBeTypeOf("function");
    expect(pageLoader("/views/system/LogList.vue")).toBe(pageLoader("system/LogList"));
  });

  it("keeps the old names resolving (menus saved before the rename)", () => {
    expect(pageLoader("system/OnlineUserList")).toBe(pageLoader("system/SysUserOnlineList"));
    expect(pageLoader("system/LoginLogList")).toBeTypeOf("function");
    expect(pageLoader("system/OperateLogList")).toBeTypeOf("function");
    expect(pageLoader("system/NoSuchList")).toBeUndefined();
  });
});
