/**
 * 角色管理 (issue #6), as an administrator in the real console on the real server: a role added on
 * the list kit, given 职务管理 with only its 查询 button in the 授权 drawer (the tree found by its
 * labels, driven by keyboard and mouse) and a data rule on that menu; a user of the role logs in
 * and sees only 系统管理 › 职务管理, without 新增, and only the rows the rule lets through; the
 * drawer shows the same checks when reopened; the role's users removed and added back in the 用户
 * drawer.
 */
import { createHash } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { adminToken, api } from "../helpers/api";
import { screenshot } from "../helpers/browser";
import { sideMenu, toasts } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const PATH = "/isystem/roleUserList";

/** The seeded menu and button ids (apps/server seed-menus.ts: md5 of kind and path). */
const seedId = (kind: string, key: string) => createHash("md5").update(`${kind}:${key}`).digest("hex");
const SYSTEM = seedId("menu", "/isystem");
const POSITIONS = seedId("menu", "/isystem/position");
const POSITION_LIST = seedId("button", "/isystem/position#system:position:list");

const shown = (page: Page) => page.locator("[data-page]:not([hidden])");
const rows = (scope: Locator) => scope.getByTestId("list-row");
const modal = (page: Page) => page.getByTestId("record-modal");
const permissionDrawer = (page: Page) => page.getByTestId("role-permission-drawer");
const usersDrawer = (page: Page) => page.getByTestId("role-users-drawer");
/** A node of the tree by its label (exact: 查询 is under every menu, so scope it first). */
const node = (scope: Locator, label: string) => scope.getByRole("treeitem", { name: label, exact: true });

async function settled(scope: Locator): Promise<void> {
  await scope.getByTestId("list-table").waitFor();
  await scope.getByTestId("list-loading").waitFor({ state: "detached" });
}

/** The confirmation dialog's 确定 once it shows `text`. */
async function confirmDialog(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "确定" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The roles list searched down to one role code; its row. */
async function roleRow(page: Page, code: string): Promise<Locator> {
  await page.goto(`/#${PATH}`);
  await settled(shown(page));
  await shown(page).getByTestId("list-search").locator('[name="roleCode"]').fill(code);
  await shown(page).getByTestId("search-submit").click();
  await expect.poll(async () => (await rows(shown(page)).allInnerTexts()).map((t) => t.includes(code))).toEqual([true]);
  return rows(shown(page)).first();
}

/** Opens 授权 of the row and returns the 职务管理 node and the group of its buttons (opened by keyboard). */
async function openPositions(page: Page, row: Locator): Promise<{ tree: Locator; positions: Locator; buttons: Locator }> {
  await row.getByRole("button", { name: "授权" }).click();
  const tree = permissionDrawer(page).getByRole("tree", { name: "菜单与按钮权限" });
  const positions = node(tree, "职务管理");
  await positions.waitFor();
  // the first level is open, the menus' buttons are not
  await expect(node(tree, "系统管理").getAttribute("aria-expanded")).resolves.toBe("true");
  await expect(positions.getAttribute("aria-expanded")).resolves.toBe("false");
  await positions.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => positions.getAttribute("aria-expanded")).toBe("true");
  // a node's children are a group named after it
  return { tree, positions, buttons: tree.getByRole("group", { name: "职务管理", exact: true }) };
}

describe("角色管理", () => {
  let token: string;
  let ruleId: string;

  beforeAll(async () => {
    token = await adminToken(app.url);
    await api(app.url, "/sys/position/add", { method: "POST", token, body: { code: "RUL01", name: "规则内职务" } });
    await api(app.url, "/sys/position/add", { method: "POST", token, body: { code: "OTH01", name: "规则外职务" } });
    // a data rule on 职务管理: only positions whose code starts with RUL
    await api(app.url, "/sys/permission/addPermissionRule", {
      method: "POST",
      token,
      body: { permissionId: POSITIONS, ruleName: "RUL开头的职务", ruleColumn: "code", ruleConditions: "RIGHT_LIKE", ruleValue: "RUL", status: "1" },
    });
    const rules = await api<Array<{ id: string }>>(app.url, `/sys/permission/getPermRuleListByPermId?permissionId=${POSITIONS}`, { token });
    ruleId = rules[0]!.id;
  });

  it("a role given 职务管理 › 查询 with a data rule: its user sees that menu only, read-only, limited rows; the drawers keep and change it", async () => {
    const page = await app.open();
    // ---- a new role on the list kit
    await signIn(page, { route: PATH });
    await settled(shown(page));
    await shown(page).getByTestId("toolbar-add").click();
    await modal(page).locator('[name="roleName"]').fill("职务只读");
    await modal(page).locator('[name="roleCode"]').fill("pos_reader");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    let row = await roleRow(page, "pos_reader");
    const roleId = (await api<{ records: Array<{ id: string }> }>(app.url, "/sys/role/list?roleCode=pos_reader", { token })).records[0]!.id;

    // ---- 授权: keyboard first (↓ to the first button, Space checks and unchecks it), then 查询 by mouse
    const { tree, positions, buttons } = await openPositions(page, row);
    await page.keyboard.press("ArrowDown");
    const focused = buttons.getByRole("treeitem").first();
    await expect.poll(() => focused.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press(" ");
    await expect.poll(() => focused.getAttribute("aria-checked")).toBe("true");
    await expect(positions.getAttribute("aria-checked")).resolves.toBe("mixed");
    await page.keyboard.press(" ");
    await expect.poll(() => focused.getAttribute("aria-checked")).toBe("false");
    await expect(positions.getAttribute("aria-checked")).resolves.toBe("false");

    await node(buttons, "查询").click();
    await expect.poll(() => node(buttons, "查询").getAttribute("aria-checked")).toBe("true");
    await expect(positions.getAttribute("aria-checked")).resolves.toBe("mixed");
    await expect(node(tree, "系统管理").getAttribute("aria-checked")).resolves.toBe("mixed");
    await expect(node(tree, "用户管理").getAttribute("aria-checked")).resolves.toBe("false");
    await screenshot(page, "role-permission-drawer");
    await permissionDrawer(page).getByRole("button", { name: "保存", exact: true }).click();
    await toasts(page).filter({ hasText: "保存成功" }).first().waitFor();
    // the button with its menu and the menu's parent, nothing else
    await expect(api<string[]>(app.url, `/sys/permission/queryRolePermission?roleId=${roleId}`, { token }).then((ids) => [...ids].sort())).resolves.toEqual(
      [SYSTEM, POSITIONS, POSITION_LIST].sort(),
    );

    // ---- the data rule of 职务管理 (its node carries the button; the grant is saved now)
    await positions.getByRole("button", { name: "数据规则：职务管理" }).first().click();
    const rulesDialog = page.getByTestId("role-datarule-dialog");
    const rule = rulesDialog.getByRole("checkbox", { name: /RUL开头的职务/ });
    await rule.waitFor();
    await expect(rule.isChecked()).resolves.toBe(false);
    await rulesDialog.getByText("RUL开头的职务").click();
    await expect.poll(() => rule.isChecked()).toBe(true);
    await rulesDialog.getByRole("button", { name: "保存" }).click();
    await rulesDialog.waitFor({ state: "detached" });
    await expect(api<{ drChecked?: string }>(app.url, `/sys/role/datarule/${POSITIONS}/${roleId}`, { token })).resolves.toMatchObject({ drChecked: ruleId });
    // saving the menus again keeps the rule of a menu that stays
    await permissionDrawer(page).getByRole("button", { name: "保存并关闭" }).click();
    await permissionDrawer(page).waitFor({ state: "detached" });
    await expect(api<{ drChecked?: string }>(app.url, `/sys/role/datarule/${POSITIONS}/${roleId}`, { token })).resolves.toMatchObject({ drChecked: ruleId });

    // ---- a user of the role, who changes the password an administrator chose
    await api(app.url, "/sys/user/add", { method: "POST", token, body: { username: "reader01", realname: "职务读者", password: "Reader#2026a", selectedroles: roleId } });
    const first = await api<{ token: string }>(app.url, "/sys/login", { method: "POST", body: { username: "reader01", password: "Reader#2026a" } });
    await api(app.url, "/sys/user/updatePassword", { method: "PUT", token: first.token, body: { username: "reader01", oldpassword: "Reader#2026a", password: "Reader#2026b", confirmpassword: "Reader#2026b" } });

    const reader = await app.open();
    await signIn(reader, { username: "reader01", password: "Reader#2026b" });
    const menu = sideMenu(reader);
    await expect(menu.locator(':scope > ul > li > [role="menuitem"]').allInnerTexts()).resolves.toEqual(["系统管理"]);
    await menu.getByRole("menuitem", { name: "系统管理" }).click();
    const submenu = menu.getByRole("menu", { name: "系统管理" });
    await expect(submenu.getByRole("menuitem").allInnerTexts()).resolves.toEqual(["职务管理"]);
    await submenu.getByRole("menuitem", { name: "职务管理" }).click();
    await settled(shown(reader));
    // the data rule: RUL01 only, not OTH01 (nor the seeded positions)
    await expect.poll(() => rows(shown(reader)).allInnerTexts()).toEqual([expect.stringContaining("RUL01")]);
    await expect(shown(reader).getByTestId("toolbar-add").count()).resolves.toBe(0);
    await screenshot(reader, "role-reader-positions");

    // ---- reopened, the drawer shows what was saved
    row = await roleRow(page, "pos_reader");
    const again = await openPositions(page, row);
    const buttonsAgain = again.buttons;
    await expect(node(buttonsAgain, "查询").getAttribute("aria-checked")).resolves.toBe("true");
    await expect(node(buttonsAgain, "添加").getAttribute("aria-checked")).resolves.toBe("false");
    await expect(again.positions.getAttribute("aria-checked")).resolves.toBe("mixed");
    await expect(node(again.tree, "系统管理").getAttribute("aria-checked")).resolves.toBe("mixed");
    await expect(node(again.tree, "用户管理").getAttribute("aria-checked")).resolves.toBe("false");
    expect(await seriousViolations(page, '[data-testid="role-permission-drawer"]')).toEqual([]);
    // Enter on a menu with data rules opens them, with the saved one checked
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("role-datarule-dialog").getByRole("checkbox", { name: /RUL开头的职务/ }).isChecked()).toBe(true);
    await page.getByTestId("role-datarule-dialog").getByRole("button", { name: "取消", exact: true }).click();
    await page.getByTestId("role-datarule-dialog").waitFor({ state: "detached" });
    await permissionDrawer(page).getByRole("button", { name: "取消", exact: true }).click();
    await permissionDrawer(page).waitFor({ state: "detached" });

    // ---- 用户: the role's user removed (after confirming), then added back from the user list
    await row.getByRole("button", { name: "用户", exact: true }).click();
    const users = usersDrawer(page);
    const userRows = users.getByTestId("role-user-row");
    await expect.poll(() => userRows.allInnerTexts()).toEqual([expect.stringContaining("reader01")]);
    await expect.poll(() => userRows.first().innerText()).toContain("正常");
    await userRows.first().getByRole("button", { name: "移除" }).click();
    await confirmDialog(page, "职务读者");
    await users.getByTestId("role-users-empty").waitFor();
    await expect(api<{ total: number }>(app.url, `/sys/user/userRoleList?roleId=${roleId}`, { token })).resolves.toMatchObject({ total: 0 });

    await users.getByRole("button", { name: "添加已有用户" }).click();
    const picker = page.getByTestId("user-picker");
    await picker.getByRole("textbox", { name: "用户姓名" }).fill("读者");
    await picker.getByRole("button", { name: "查询" }).click();
    const choice = picker.getByRole("checkbox", { name: "职务读者（reader01）" });
    await expect.poll(() => picker.getByTestId("picker-row").count()).toBe(1);
    await picker.getByTestId("picker-row").getByText("reader01").click();
    await expect.poll(() => choice.isChecked()).toBe(true);
    await picker.getByRole("button", { name: "确定" }).click();
    await picker.waitFor({ state: "detached" });
    await expect.poll(() => userRows.allInnerTexts()).toEqual([expect.stringContaining("reader01")]);
    await expect(api<{ total: number }>(app.url, `/sys/user/userRoleList?roleId=${roleId}`, { token })).resolves.toMatchObject({ total: 1 });
    await screenshot(page, "role-users-drawer");
  });

  it("the admin role's last user cannot be removed: the server's refusal shows and the user stays", async () => {
    const page = await app.open();
    await signIn(page, { route: PATH });
    const row = await roleRow(page, "admin");
    await row.getByRole("button", { name: "用户", exact: true }).click();
    const userRows = usersDrawer(page).getByTestId("role-user-row");
    await expect.poll(() => userRows.allInnerTexts()).toEqual([expect.stringContaining("admin")]);
    await userRows.first().getByRole("button", { name: "移除" }).click();
    await confirmDialog(page, "移出该角色");
    await toasts(page).filter({ hasText: "至少保留一名管理员角色的用户" }).waitFor();
    await expect.poll(() => userRows.count()).toBe(1);
  });
});
