/**
 * 部门权限 in jsdom: the whole menu tree with the department's grant checked, a menu checked more
 * saved by saveDepartPermission (the ids with their parents, what was loaded as lastpermissionIds),
 * and the server's refusal shown with nothing closed.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeApi, ok, refused, renderWithServices } from "../../../../test/components/harness";
import { DepartPermissionDrawer } from "./DepartPermissionDrawer";

const node = (key: string, title: string, parentId: string | null, children?: object[]) => ({ key, value: key, title, slotTitle: title, label: title, parentId, ruleFlag: 0, leaf: !children, ...(children ? { children } : {}) });
const TREE = {
  treeList: [node("sys", "系统管理", null, [node("position", "职务管理", "sys"), node("user", "用户管理", "sys")]), node("home", "首页", null)],
  ids: ["sys", "position", "user", "home"],
};

function api() {
  return new FakeApi()
    .on("GET /sys/permission/queryTreeList", ok(TREE))
    .on("GET /sys/permission/queryDepartPermission", (req) => ok(req.query.departId === "d1" ? ["sys", "position"] : []));
}

const DEPART = { id: "d1", departName: "客服部", orgCode: "A01" };
const item = (name: string) => screen.findByRole("treeitem", { name });

describe("DepartPermissionDrawer (部门权限)", () => {
  it("checks the department's grant and saves what is checked, parents included", async () => {
    const user = userEvent.setup();
    const fake = api().on("POST /sys/permission/saveDepartPermission", ok(null, "保存成功！"));
    let closed = 0;
    await renderWithServices(<DepartPermissionDrawer depart={DEPART} onClose={() => closed++} />, { api: fake });
    const drawer = await screen.findByTestId("depart-permission-drawer");
    expect(within(drawer).getByText("部门权限配置")).toBeInTheDocument();
    expect(within(drawer).getByText("客服部（A01）")).toBeInTheDocument();
    expect(fake.calls("GET /sys/permission/queryDepartPermission")[0]!.query.departId).toBe("d1");
    expect(await item("职务管理")).toHaveAttribute("aria-checked", "true");
    expect(await item("用户管理")).toHaveAttribute("aria-checked", "false");
    expect(await item("系统管理")).toHaveAttribute("aria-checked", "mixed");

    await user.click(await item("首页"));
    await user.click(within(drawer).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(fake.calls("POST /sys/permission/saveDepartPermission")).toHaveLength(1));
    const body = fake.calls("POST /sys/permission/saveDepartPermission")[0]!.body as { departId: string; permissionIds: string; lastpermissionIds: string };
    expect(body.departId).toBe("d1");
    expect(body.permissionIds.split(",").sort()).toEqual(["home", "position", "sys"]);
    expect(body.lastpermissionIds.split(",").sort()).toEqual(["position", "sys"]);
    await screen.findByText("保存成功！");
    expect(closed).toBe(0);
  });

  it("a refusal is shown and the drawer stays open", async () => {
    const user = userEvent.setup();
    const fake = api().on("POST /sys/permission/saveDepartPermission", refused("菜单不存在：x"));
    let closed = 0;
    await renderWithServices(<DepartPermissionDrawer depart={DEPART} onClose={() => closed++} />, { api: fake });
    await user.click(await item("用户管理"));
    await user.click(screen.getByRole("button", { name: "保存并关闭" }));
    await screen.findByText("菜单不存在：x");
    expect(closed).toBe(0);
    expect(screen.getByTestId("depart-permission-drawer")).toBeInTheDocument();
  });
});
