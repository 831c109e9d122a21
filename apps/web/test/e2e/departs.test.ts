/**
 * 部门管理 and 我的部门 (issue #6), as an administrator in the real console on the real server: a
 * top-level department and one under it added from the tree (the server codes them A02, A02A01),
 * the basic information edited and saved, the tree searched by name, a user added to and taken out
 * of a department, the department's menus and a menu's data rule given on its 部门权限 screen, a
 * department role added and given menus through its 授权 (only the department's own
 * menus offered) and a menu's data rules (only the department's own rules offered; the role's user
 * then sees only the rows they let through), 授权 hidden from a user without system:depart:role:auth
 * (and 部门权限 from one without system:depart:auth) and its calls refused by the API, departments deleted after their confirmation, the
 * tree worked by keyboard (and scanned by axe-core); 我的部门 listing the users of the departments the user heads.
 */
import { createHash } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { seriousViolations } from "../helpers/axe";
import { screenshot } from "../helpers/browser";
import { toasts } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
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
const DEPARTS = seedId("menu", "/isystem/depart");
/** The page on screen (kept-alive pages stay in the document, hidden). */
const shown = (page: Page) => page.locator("[data-page]:not([hidden])");

async function openDeparts(page: Page, username?: string, password?: string): Promise<void> {
  await signIn(page, { route: "/isystem/depart", username, password });
  await item(page, "青藤设计素材平台").waitFor();
}

async function select(page: Page, name: string): Promise<void> {
  await item(page, name).locator("[data-row]").first().click();
  await page.getByTestId("depart-selected").filter({ hasText: name }).waitFor();
}

/**
 * 部门权限 of the selected department, on the screen: checks the tree items (`[menu, button]`: that
 * button under that menu), optionally gives a menu one of its data rules, saves and closes.
 */
async function grantDepart(page: Page, items: ReadonlyArray<string | readonly [string, string]>, rule?: { menu: string; rule: string }): Promise<void> {
  await page.getByTestId("depart-auth").click();
  const drawer = page.getByTestId("depart-permission-drawer");
  const tree = drawer.getByRole("tree", { name: "菜单与按钮权限" });
  await tree.getByRole("treeitem", { name: "系统管理", exact: true }).waitFor();
  await drawer.getByRole("button", { name: "展开全部", exact: true }).click();
  for (const entry of items) {
    const node = typeof entry === "string" ? tree.getByRole("treeitem", { name: entry, exact: true }) : tree.getByRole("group", { name: entry[0], exact: true }).getByRole("treeitem", { name: entry[1], exact: true });
    await node.click();
    await expect.poll(() => node.getAttribute("aria-checked")).toBe("true");
  }
  await drawer.getByRole("button", { name: "保存", exact: true }).click();
  await toasts(page).filter({ hasText: "保存成功" }).first().waitFor();
  if (rule) {
    // a menu's data rules are given once the department holds the menu
    await tree.getByRole("treeitem", { name: rule.menu, exact: true }).getByRole("button", { name: `数据规则：${rule.menu}` }).first().click();
    const dialog = page.getByTestId("role-datarule-dialog");
    const box = dialog.getByRole("checkbox", { name: new RegExp(rule.rule) });
    await box.waitFor();
    await dialog.getByText(rule.rule).click();
    await expect.poll(() => box.isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "保存", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
  }
  await drawer.getByRole("button", { name: "取消", exact: true }).click();
  await drawer.waitFor({ state: "detached" });
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
  /**
   * A user an administrator adds (with `roleId`, if any), who then changed the chosen password as
   * the console asks first: their id and the password to log in with.
   */
  const newUser = async (username: string, realname: string, roleId?: string) => {
    await api(app.url, "/sys/user/add", { method: "POST", token, body: { username, realname, password: "Depart#2026a", ...(roleId ? { selectedroles: roleId } : {}) } });
    const first = await api<{ token: string }>(app.url, "/sys/login", { method: "POST", body: { username, password: "Depart#2026a" } });
    await api(app.url, "/sys/user/updatePassword", { method: "PUT", token: first.token, body: { username, oldpassword: "Depart#2026a", password: "Depart#2026b", confirmpassword: "Depart#2026b" } });
    const users = await api<ListAnswer<{ id: string; username: string }>>(app.url, `/sys/user/list?username=${username}`, { token });
    return { id: users.records.find((u) => u.username === username)!.id, password: "Depart#2026b" };
  };
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
    const dialog = page.getByTestId("user-picker");
    await dialog.getByRole("button", { name: "确定" }).click();
    await toasts(page).filter({ hasText: "请选择用户！" }).waitFor();
    await dialog.locator('[name="username"]').fill("oper");
    await dialog.getByRole("button", { name: "查询" }).click();
    await expect.poll(() => dialog.getByTestId("picker-row").count()).toBe(1);
    await dialog.getByTestId("picker-row").getByText("运营小王").click();
    await expect(dialog.getByRole("status").innerText()).resolves.toBe("已选择 1 人");
    await dialog.getByRole("button", { name: "确定" }).click();
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
    await api(app.url, "/sys/sysDepartRole/add", { method: "POST", token, body: { departId, roleName: "职务专员", roleCode: "dept_pos" } });
    const roleId = (await api<ListAnswer<{ id: string }>>(app.url, `/sys/sysDepartRole/list?departId=${departId}`, { token })).records[0]!.id;

    const page = await app.open();
    await openDeparts(page);
    await select(page, "授权部门");
    // 部门权限: the department's grant is the ceiling of its roles' trees: 职务管理 › 查询 and 用户管理
    await grantDepart(page, [["职务管理", "查询"], "用户管理"]);
    const held = await api<string[]>(app.url, `/sys/permission/queryDepartPermission?departId=${departId}`, { token });
    expect(held).toEqual(expect.arrayContaining([SYSTEM, POSITIONS, POSITION_LIST, USERS]));
    expect(held).not.toContain(seedId("button", "/isystem/position#system:position:add"));
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
  }, 120_000); // 部门权限 then 授权 twice: more than the default minute on a busy machine

  it("授权 of a department role sets a menu's data rules among the department's own; the role's user sees only the rows they let through", async () => {
    await api(app.url, "/sys/sysDepart/add", { method: "POST", token, body: { departName: "规则部门", orgCategory: "2" } });
    const departId = (await byName("规则部门"))!.id;
    for (const code of ["DPR01", "DPX01"]) await api(app.url, "/sys/position/add", { method: "POST", token, body: { code, name: `部门规则${code}` } });
    const addRule = async (ruleName: string, ruleValue: string) => {
      const body = { permissionId: POSITIONS, ruleName, ruleColumn: "code", ruleConditions: "RIGHT_LIKE", ruleValue, status: "1" };
      await api(app.url, "/sys/permission/addPermissionRule", { method: "POST", token, body });
      const rules = await api<Array<{ id: string; ruleName: string }>>(app.url, `/sys/permission/getPermRuleListByPermId?permissionId=${POSITIONS}`, { token });
      return rules.find((r) => r.ruleName === ruleName)!.id;
    };
    const given = await addRule("DPR开头的职务", "DPR");
    await addRule("DPX开头的职务", "DPX");
    const page = await app.open();
    await openDeparts(page);
    await select(page, "规则部门");
    // 部门权限: the department holds 职务管理 › 查询 with one of the menu's two rules
    await grantDepart(page, [["职务管理", "查询"]], { menu: "职务管理", rule: "DPR开头的职务" });
    const grant = [SYSTEM, POSITIONS, POSITION_LIST].join(",");
    expect([...(await api<string[]>(app.url, `/sys/permission/queryDepartPermission?departId=${departId}`, { token }))].sort()).toEqual(grant.split(",").sort());
    await expect(api<{ drChecked?: string }>(app.url, `/sys/sysDepartPermission/datarule/${POSITIONS}/${departId}`, { token })).resolves.toMatchObject({ drChecked: given });
    // its role holds the menu; a user with no role, only the department role
    await api(app.url, "/sys/sysDepartRole/add", { method: "POST", token, body: { departId, roleName: "职务规则", roleCode: "dept_ruled" } });
    const roleId = (await api<ListAnswer<{ id: string }>>(app.url, `/sys/sysDepartRole/list?departId=${departId}`, { token })).records[0]!.id;
    await api(app.url, "/sys/sysDepartPermission/saveDeptRolePermission", { method: "POST", token, body: { roleId, permissionIds: grant } });
    const ruled = await newUser("druser01", "部门规则员");
    await api(app.url, "/sys/sysDepartRole/deptRoleUserAdd", { method: "POST", token, body: { userId: ruled.id, newRoleId: roleId } });
    await page.getByRole("tab", { name: "部门角色" }).click();
    const row = page.locator('[data-testid="list-page"][data-resource="SysDepartRole"]').getByTestId("list-row").filter({ hasText: "dept_ruled" });
    await row.getByRole("button", { name: "授权" }).click();
    const drawer = page.getByTestId("dept-role-permission-drawer");
    const positions = drawer.getByRole("tree", { name: "菜单与按钮权限" }).getByRole("treeitem", { name: "职务管理", exact: true });
    await expect.poll(() => positions.getAttribute("aria-checked")).toBe("true");
    await positions.getByRole("button", { name: "数据规则：职务管理" }).first().click();
    const dialog = page.getByTestId("role-datarule-dialog");
    const rule = dialog.getByRole("checkbox", { name: /DPR开头的职务/ });
    await rule.waitFor();
    // the department's rule only, not the menu's other one
    await expect(dialog.getByRole("checkbox").count()).resolves.toBe(1);
    await expect(rule.isChecked()).resolves.toBe(false);
    await dialog.getByText("DPR开头的职务").click();
    await expect.poll(() => rule.isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "保存", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await toasts(page).filter({ hasText: "保存成功" }).first().waitFor();
    const datarule = `/sys/sysDepartRole/datarule/${POSITIONS}/${departId}/${roleId}`;
    await expect(api<{ drChecked?: string }>(app.url, datarule, { token })).resolves.toMatchObject({ drChecked: given });
    await drawer.getByRole("button", { name: "取消", exact: true }).click();
    await drawer.waitFor({ state: "detached" });

    // the role's user: DPR01 only (not DPX01, nor the seeded positions)
    const user = await app.open();
    await signIn(user, { route: "/isystem/position", username: "druser01", password: ruled.password });
    await shown(user).getByTestId("list-table").waitFor();
    await expect.poll(() => shown(user).getByTestId("list-row").allInnerTexts()).toEqual([expect.stringContaining("DPR01")]);
  }, 120_000); // two users' sessions and two drawers: more than the default minute on a busy machine

  it("without system:depart:role:auth a department role shows no 授权 (so no data rules), and the API refuses those calls", async () => {
    const departId = (await byName("规则部门"))!.id;
    const roleId = (await api<ListAnswer<{ id: string }>>(app.url, `/sys/sysDepartRole/list?departId=${departId}`, { token })).records[0]!.id;
    await api(app.url, "/sys/role/add", { method: "POST", token, body: { roleName: "部门查看", roleCode: "depart_viewer" } });
    const viewerRole = (await api<ListAnswer<{ id: string }>>(app.url, "/sys/role/list?roleCode=depart_viewer", { token })).records[0]!.id;
    const codes = ["system:depart:list", "system:depart:role:list"].map((code) => seedId("button", `/isystem/depart#${code}`));
    await api(app.url, "/sys/permission/saveRolePermission", { method: "POST", token, body: { roleId: viewerRole, permissionIds: [SYSTEM, DEPARTS, ...codes].join(",") } });
    const viewer = await newUser("dviewer01", "部门查看员", viewerRole);

    const page = await app.open();
    await openDeparts(page, "dviewer01", viewer.password);
    await select(page, "规则部门");
    await page.getByRole("tab", { name: "部门角色" }).click();
    const row = page.locator('[data-testid="list-page"][data-resource="SysDepartRole"]').getByTestId("list-row").filter({ hasText: "dept_ruled" });
    await row.waitFor();
    await expect(row.getByRole("button", { name: "授权" }).count()).resolves.toBe(0);
    // nor 部门权限 (no system:depart:auth)
    await expect(page.getByTestId("depart-auth").count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: /^数据规则/ }).count()).resolves.toBe(0);
    await expect(page.getByTestId("dept-role-permission-drawer").count()).resolves.toBe(0);

    const as = (await api<{ token: string }>(app.url, "/sys/login", { method: "POST", body: { username: "dviewer01", password: viewer.password } })).token;
    const refused = /403.*没有权限.*system:depart:role:auth/;
    await expect(api(app.url, `/sys/sysDepartRole/datarule/${POSITIONS}/${departId}/${roleId}`, { token: as })).rejects.toThrow(refused);
    await expect(api(app.url, "/sys/sysDepartRole/datarule", { method: "POST", token: as, body: { permissionId: POSITIONS, roleId, dataRuleIds: "" } })).rejects.toThrow(refused);
    await expect(api(app.url, `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${departId}`, { token: as })).rejects.toThrow(refused);
    await expect(api(app.url, "/sys/sysDepartPermission/saveDeptRolePermission", { method: "POST", token: as, body: { roleId, permissionIds: "" } })).rejects.toThrow(refused);
    // nothing changed
    await expect(api<{ drChecked?: string }>(app.url, `/sys/sysDepartRole/datarule/${POSITIONS}/${departId}/${roleId}`, { token })).resolves.toMatchObject({ drChecked: expect.any(String) });
    await expect(api<string[]>(app.url, `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`, { token })).resolves.toHaveLength(3);
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
    await signIn(page, { route: "/isystem/departUserList" });
    const myTree = page.getByRole("tree", { name: "我负责的部门" });
    await myTree.getByRole("treeitem", { name: "财务二组" }).waitFor();
    const rows = page.getByTestId("depart-user-row");
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining("finance")]);
    await myTree.getByRole("treeitem", { name: "财务二组" }).click();
    await expect(rows.first().innerText()).resolves.toContain("财务小张");
  });
});
