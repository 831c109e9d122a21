/**
 * 部门管理 and 我的部门 (issue #6), as an administrator in the real console on the real server: a
 * top-level department and one under it added from the tree (the server codes them A02, A02A01),
 * the basic information edited and saved, the tree searched by name, a user added to and taken out
 * of a department, a department role added and given menus through its 授权 (only the department's own
 * menus offered), departments deleted after their confirmation, the
 * tree worked by keyboard (and scanned by axe-core); 我的部门 listing the users of the departments the user heads.
 */
import { createHash } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { seriousViolations } from "../helpers/axe";
import { screenshot } from "../helpers/browser";
import { login, toasts } from "../helpers/console";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

interface Depart {
  id: string;
  departName: string;
  orgCode: string;
  orgCategory: string;
  mobile: string | null;
  address: string | null;
  memo: string | null;
  departOrder: number | null;
  children?: Depart[];
}
interface ListAnswer<T> {
  records: T[];
  total: number;
}

const tree = (page: Page) => page.getByRole("tree", { name: "部门树" });
const item = (page: Page, name: string) => tree(page).getByRole("treeitem", { name, exact: true });
const modal = (page: Page) => page.getByTestId("record-modal");
const basic = (page: Page) => page.getByTestId("depart-basic-form");
const field = (scope: Locator, name: string) => scope.locator(`[name="${name}"]`);
/** The seeded menus' ids, as the server derives them. */
const seedId = (kind: string, key: string) => createHash("md5").update(`${kind}:${key}`).digest("hex");
const SYSTEM = seedId("menu", "/isystem");
const POSITIONS = seedId("menu", "/isystem/position");
const POSITION_LIST = seedId("button", "/isystem/position#system:position:list");
const USERS = seedId("menu", "/isystem/user");

async function openDeparts(page: Page): Promise<void> {
  await login(page);
  await page.goto("/#/isystem/depart");
  await item(page, "青藤设计素材平台").waitFor();
}

async function select(page: Page, name: string): Promise<void> {
  await item(page, name).locator("[data-row]").first().click();
  await page.getByTestId("depart-selected").filter({ hasText: name }).waitFor();
}

/** The confirmation dialog's 确定 / 取消 once it shows `text`. */
async function answer(page: Page, text: string, button: "确定" | "取消"): Promise<void> {
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: button }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("部门管理", () => {
  let token: string;
  const all = async (): Promise<Depart[]> => {
    const flat = (list: Depart[]): Depart[] => list.flatMap((d) => [d, ...flat(d.children ?? [])]);
    return flat(await api<Depart[]>(app.url, "/sys/sysDepart/queryTreeList", { token }));
  };
  const byName = async (name: string) => (await all()).find((d) => d.departName === name);

  beforeAll(async () => {
    token = await adminToken(app.url);
  });

  it("adds a top-level department and one under it; the server codes them from the tree", async () => {
    const page = await app.open();
    await openDeparts(page);
    await page.getByTestId("depart-add-child").click();
    await toasts(page).filter({ hasText: "请先选择一个部门！" }).waitFor();

    await page.getByTestId("depart-add-top").click();
    await page.getByTestId("record-submit").click();
    await modal(page).getByText("请输入机构名称!").waitFor();
    await field(modal(page), "departName").fill("测试公司");
    await field(modal(page), "departOrder").fill("9");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    await modal(page).waitFor({ state: "detached" });
    await item(page, "测试公司").waitFor();
    const top = (await byName("测试公司"))!;
    // the seeded company is A01
    expect([top.orgCode, top.orgCategory, top.departOrder]).toEqual(["A02", "1", 9]);

    await select(page, "测试公司");
    await expect(page.getByTestId("depart-org-code").inputValue()).resolves.toBe("A02");
    await page.getByTestId("depart-add-child").click();
    await expect(modal(page).getByTestId("depart-parent-name").innerText()).resolves.toBe("测试公司");
    await field(modal(page), "departName").fill("测试子部门");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).first().waitFor();
    await modal(page).waitFor({ state: "detached" });
    // the parent opens to show its new child, one level down
    await expect.poll(() => item(page, "测试公司").getAttribute("aria-expanded")).toBe("true");
    await expect(item(page, "测试子部门").getAttribute("aria-level")).resolves.toBe("2");
    const child = (await byName("测试子部门"))!;
    expect([child.orgCode, child.orgCategory]).toEqual(["A02A01", "2"]);
    await select(page, "测试子部门");
    await expect(page.getByTestId("depart-org-code").inputValue()).resolves.toBe("A02A01");
    await screenshot(page, "depart-list");
  });

  it("edits a department's basic information; an empty name is refused before anything is sent", async () => {
    const page = await app.open();
    await openDeparts(page);
    await select(page, "测试子部门"); // top-level departments start open
    await field(basic(page), "departName").fill("");
    await page.getByTestId("depart-save").click();
    await basic(page).getByText("请输入机构名称!").waitFor();
    expect((await byName("测试子部门"))?.orgCode).toBe("A02A01");

    await field(basic(page), "departName").fill("测试研发部");
    await basic(page).getByText("岗位", { exact: true }).click();
    await field(basic(page), "mobile").fill("021-12345678");
    await field(basic(page), "address").fill("上海市浦东新区");
    await field(basic(page), "memo").fill("改过的备注");
    await page.getByTestId("depart-save").click();
    await toasts(page).filter({ hasText: "编辑成功" }).waitFor();
    await item(page, "测试研发部").waitFor();
    await page.getByTestId("depart-selected").filter({ hasText: "测试研发部" }).waitFor();
    const saved = (await byName("测试研发部"))!;
    expect([saved.orgCode, saved.orgCategory, saved.mobile, saved.address, saved.memo]).toEqual(["A02A01", "3", "021-12345678", "上海市浦东新区", "改过的备注"]);
  });

  it("searches the tree by name; no match says so; clearing brings the tree back", async () => {
    const page = await app.open();
    await openDeparts(page);
    const keyword = page.getByRole("search").locator('[name="keyword"]');
    await keyword.fill("部");
    await page.getByTestId("depart-search").click();
    await item(page, "测试研发部").waitFor();
    const names = async () => (await tree(page).getByRole("treeitem").allInnerTexts()).sort();
    await expect.poll(names).toEqual(["审核部", "客服部", "技术部", "测试研发部", "财务部", "运营部"].sort());
    // flat: the matches side by side
    expect(await tree(page).locator('[role="treeitem"][aria-level="1"]').count()).toBe(6);

    await keyword.fill("没有这个部门");
    await keyword.press("Enter");
    await expect(page.getByTestId("depart-no-match").innerText()).resolves.toBe("未查询匹配数据！");
    await page.getByTestId("depart-search-clear").click();
    await item(page, "青藤设计素材平台").waitFor();
    await expect(keyword.inputValue()).resolves.toBe("");
  });

  it("the 用户 tab lists a user added to the department, who can be taken out again", async () => {
    const page = await app.open();
    await openDeparts(page);
    await select(page, "测试研发部");
    await page.getByRole("tab", { name: "用户" }).click();
    const users = page.getByTestId("depart-users");
    await users.getByTestId("depart-users-empty").waitFor();

    await users.getByTestId("depart-users-add").click();
    const dialog = page.getByTestId("user-choice-dialog");
    await dialog.getByTestId("user-choice-ok").click();
    await toasts(page).filter({ hasText: "请选择用户！" }).waitFor();
    await dialog.locator('[name="keyword"]').fill("oper");
    await dialog.getByRole("button", { name: "查询" }).click();
    await dialog.getByText("运营小王（operator）").click();
    await expect(dialog.getByRole("status").innerText()).resolves.toBe("已选择 1 人");
    await dialog.getByTestId("user-choice-ok").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    await dialog.waitFor({ state: "detached" });
    const row = users.getByTestId("depart-user-row").filter({ hasText: "operator" });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain("测试研发部");
    const depId = (await byName("测试研发部"))!.id;
    const listed = await api<ListAnswer<{ username: string }>>(app.url, `/sys/user/departUserList?depId=${depId}`, { token });
    expect(listed.records.map((u) => u.username)).toEqual(["operator"]);
    // the parent's list holds its sub-departments' users
    await select(page, "测试公司");
    await page.getByRole("tab", { name: "用户" }).click();
    await users.getByTestId("depart-user-row").filter({ hasText: "operator" }).waitFor();

    await select(page, "测试研发部");
    await page.getByRole("tab", { name: "用户" }).click();
    await row.getByRole("button", { name: "移除" }).click();
    await answer(page, "确定要将用户 运营小王 移出该部门吗？", "确定");
    await users.getByTestId("depart-users-empty").waitFor();
    expect((await api<ListAnswer<unknown>>(app.url, `/sys/user/departUserList?depId=${depId}`, { token })).total).toBe(0);
  });

  it("the 部门角色 tab adds a role to the selected department only", async () => {
    const page = await app.open();
    await openDeparts(page);
    await select(page, "测试公司");
    await page.getByRole("tab", { name: "部门角色" }).click();
    const roles = page.locator('[data-testid="list-page"][data-resource="SysDepartRole"]');
    await roles.getByTestId("list-empty").waitFor();
    await roles.getByTestId("toolbar-add").click();
    await field(modal(page), "roleName").fill("测试经理");
    await field(modal(page), "roleCode").fill("test_manager");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    await roles.getByTestId("list-row").filter({ hasText: "test_manager" }).waitFor();
    const depId = (await byName("测试公司"))!.id;
    const saved = await api<ListAnswer<{ roleName: string; departId: string }>>(app.url, `/sys/sysDepartRole/list?departId=${depId}`, { token });
    expect(saved.records.map((r) => [r.roleName, r.departId])).toEqual([["测试经理", depId]]);

    // another department: none of them
    await select(page, "运营部");
    await page.getByRole("tab", { name: "部门角色" }).click();
    await page.locator('[data-testid="list-page"][data-resource="SysDepartRole"]').getByTestId("list-empty").waitFor();
  });

  it("授权 of a department role offers the department's own menus only and saves the checked ones", async () => {
    await api(app.url, "/sys/sysDepart/add", { method: "POST", token, body: { departName: "授权部门", orgCategory: "2" } });
    const departId = (await byName("授权部门"))!.id;
    // the department's grant is the ceiling of its roles' trees: 职务管理 › 查询 and 用户管理
    await api(app.url, "/sys/permission/saveDepartPermission", {
      method: "POST",
      token,
      body: { departId, permissionIds: [SYSTEM, POSITIONS, POSITION_LIST, USERS].join(","), lastpermissionIds: "" },
    });
    await api(app.url, "/sys/sysDepartRole/add", { method: "POST", token, body: { departId, roleName: "职务专员", roleCode: "dept_pos" } });
    const roleId = (await api<ListAnswer<{ id: string }>>(app.url, `/sys/sysDepartRole/list?departId=${departId}`, { token })).records[0]!.id;

    const page = await app.open();
    await openDeparts(page);
    await select(page, "授权部门");
    await page.getByRole("tab", { name: "部门角色" }).click();
    const row = page.locator('[data-testid="list-page"][data-resource="SysDepartRole"]').getByTestId("list-row").filter({ hasText: "dept_pos" });
    const drawer = page.getByTestId("dept-role-permission-drawer");
    const open = async () => {
      await row.getByRole("button", { name: "授权" }).click();
      const tree = drawer.getByRole("tree", { name: "菜单与按钮权限" });
      await tree.getByRole("treeitem", { name: "职务管理", exact: true }).waitFor();
      return tree;
    };
    const node = (tree: Locator, label: string) => tree.getByRole("treeitem", { name: label, exact: true });

    let tree = await open();
    // only what the department holds: no 角色管理
    await expect(node(tree, "角色管理").count()).resolves.toBe(0);
    await expect(node(tree, "用户管理").getAttribute("aria-checked")).resolves.toBe("false");
    await node(tree, "职务管理").click();
    await expect.poll(() => node(tree, "职务管理").getAttribute("aria-checked")).toBe("true");
    await expect(node(tree, "系统管理").getAttribute("aria-checked")).resolves.toBe("mixed");
    await drawer.getByRole("button", { name: "保存并关闭", exact: true }).click();
    await toasts(page).filter({ hasText: "保存成功" }).first().waitFor();
    await drawer.waitFor({ state: "detached" });
    // the menu with its button and its parent, nothing else
    const saved = await api<string[]>(app.url, `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`, { token });
    expect([...saved].sort()).toEqual([SYSTEM, POSITIONS, POSITION_LIST].sort());

    tree = await open();
    await expect.poll(() => node(tree, "职务管理").getAttribute("aria-checked")).toBe("true");
    await expect(node(tree, "用户管理").getAttribute("aria-checked")).resolves.toBe("false");
    await drawer.getByRole("button", { name: "取消", exact: true }).click();
    await drawer.waitFor({ state: "detached" });
    await api(app.url, `/sys/sysDepart/delete?id=${departId}`, { method: "DELETE", token });
  });

  it("works by keyboard: arrows move, open and close, Enter selects", async () => {
    const page = await app.open();
    await openDeparts(page);
    const top = item(page, "青藤设计素材平台");
    await expect(top.getAttribute("aria-expanded")).resolves.toBe("true");
    await top.focus();
    await page.keyboard.press("ArrowDown");
    await expect(item(page, "运营部").evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect(item(page, "运营部").getAttribute("aria-selected")).resolves.toBe("true");
    await page.getByTestId("depart-selected").filter({ hasText: "运营部" }).waitFor();
    await page.keyboard.press("ArrowLeft"); // to the parent
    await page.keyboard.press("ArrowLeft"); // closes it
    await expect(top.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(item(page, "运营部").count()).resolves.toBe(0);
    await page.keyboard.press("ArrowRight");
    await expect(top.getAttribute("aria-expanded")).resolves.toBe("true");
    // one tab stop for the whole tree
    expect(await tree(page).locator('[role="treeitem"][tabindex="0"]').count()).toBe(1);
    expect(await seriousViolations(page, '[data-testid="depart-page"]')).toEqual([]);
  });

  it("deletes the checked departments, with their sub-departments, after a confirmation", async () => {
    await api(app.url, "/sys/sysDepart/add", { method: "POST", token, body: { departName: "临时部门甲", orgCategory: "2" } });
    await api(app.url, "/sys/sysDepart/add", { method: "POST", token, body: { departName: "临时部门乙", orgCategory: "2" } });
    const page = await app.open();
    await openDeparts(page);
    await item(page, "临时部门甲").waitFor();
    await item(page, "临时部门甲").getByTestId("tree-check").check();
    await item(page, "临时部门乙").getByTestId("tree-check").check();
    await page.getByTestId("depart-delete").click();
    await answer(page, "确定要删除所选中的 2 条数据，以及子节点数据吗?", "取消");
    expect(await byName("临时部门甲")).toBeDefined();
    await page.getByTestId("depart-delete").click();
    await answer(page, "确定要删除所选中的 2 条数据，以及子节点数据吗?", "确定");
    await toasts(page).filter({ hasText: "删除成功" }).waitFor();
    await item(page, "临时部门甲").waitFor({ state: "detached" });
    await expect(item(page, "临时部门乙").count()).resolves.toBe(0);

    // nothing checked: the selected one, with what is under it
    await select(page, "测试公司");
    await page.getByTestId("depart-delete").click();
    await answer(page, "确定要删除所选中的 1 条数据，以及子节点数据吗?", "确定");
    await item(page, "测试公司").waitFor({ state: "detached" });
    await page.getByTestId("depart-none").waitFor();
    const left = (await all()).map((d) => d.departName);
    expect(left.filter((n) => /测试|临时/.test(n))).toEqual([]);
    expect(left).toContain("运营部");
  });
});

describe("我的部门", () => {
  it("lists the users of the departments the user heads", async () => {
    const token = await adminToken(app.url);
    const admin = (await api<ListAnswer<{ id: string; username: string }>>(app.url, "/sys/user/list?username=admin", { token })).records.find((u) => u.username === "admin")!;
    // the admin heads a new department, which gets a user
    await api(app.url, "/sys/sysDepart/add", { method: "POST", token, body: { departName: "财务二组", orgCategory: "2", directorUserIds: admin.id } });
    const mine = (await api<Depart[]>(app.url, "/sys/sysDepart/queryTreeList", { token })).find((d) => d.departName === "财务二组")!;
    const finance = (await api<ListAnswer<{ id: string }>>(app.url, "/sys/user/list?username=finance", { token })).records[0]!;
    await api(app.url, "/sys/user/editSysDepartWithUser", { method: "POST", token, body: { depId: mine.id, userIdList: [finance.id] } });

    const page = await app.open();
    await login(page);
    await page.goto("/#/isystem/departUserList");
    const myTree = page.getByRole("tree", { name: "我负责的部门" });
    await myTree.getByRole("treeitem", { name: "财务二组" }).waitFor();
    const rows = page.getByTestId("depart-user-row");
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining("finance")]);
    await myTree.getByRole("treeitem", { name: "财务二组" }).click();
    await expect(rows.first().innerText()).resolves.toContain("财务小张");
  });
});
