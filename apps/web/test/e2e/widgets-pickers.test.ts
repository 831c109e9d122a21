/**
 * The pickers of the widgets gallery (/demo/widgets, issue #7) in the real console on the real
 * server: two users picked from a department (usernames stored, real names shown, kept across a
 * search), departments with linked and with unlinked checks (different values), a Beijing district
 * by cascader and by selects, the wrong area type, the role and position pickers; an axe scan of
 * each open dialog.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { seriousViolations } from "../helpers/axe";
import { screenshot, tick, width } from "../helpers/browser";
import { DEMO_USERS } from "../helpers/console";
import { demo, openGallery, pickerSettled } from "../helpers/gallery";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const WIDE = { width: 1440, height: 900 };

interface Depart {
  id: string;
  departName: string;
  children?: Depart[];
}

const valueOf = (page: Page, id: string) => demo(page, id).getByTestId(`demo-${id}-value`).innerText();
const shown = (page: Page, id: string) => demo(page, id).locator('[data-part="picker-text"], input[readonly]').first().inputValue();

/** Opens a picker's dialog from its 选择 button and waits for it. */
async function openPicker(page: Page, id: string, buttonName: string, testId: string): Promise<Locator> {
  await demo(page, id).getByRole("button", { name: buttonName }).click();
  const dialog = page.getByTestId(testId);
  await dialog.waitFor();
  return dialog;
}

describe("widgets gallery: pickers", () => {
  let token: string;
  const departs = new Map<string, string>();

  beforeAll(async () => {
    token = await adminToken(app.url);
    const walk = (list: Depart[]) => list.forEach((d) => (departs.set(d.departName, d.id), walk(d.children ?? [])));
    walk(await api<Depart[]>(app.url, "/sys/sysDepart/queryTreeList", { token }));
  });

  it("picks two users from a department: usernames stored, real names shown, kept across a search", async () => {
    const page = await app.open({ viewport: WIDE });
    await openGallery(page, "pickers");
    const dialog = await openPicker(page, "user-multi", "根据部门选择用户", "user-picker");
    await expect.poll(() => dialog.getByRole("heading", { name: "根据部门选择用户" }).isVisible()).toBe(true);
    await expect.poll(() => width(dialog)).toBe(1250); // once the opening animation is over

    // the department on the left narrows the users on the right (with its sub-departments')
    const tree = dialog.getByRole("tree", { name: "部门树" });
    await tree.getByRole("treeitem", { name: "青藤设计素材平台" }).locator("[data-row]").click();
    await pickerSettled(dialog);
    await expect.poll(() => dialog.getByTestId("picker-row").count()).toBe(5); // the four demo accounts and the admin (in the company department)
    await tree.getByRole("treeitem", { name: "青藤设计素材平台" }).getByTestId("tree-toggle").click();
    await tree.getByRole("treeitem", { name: "运营部" }).locator("[data-row]").click();
    await expect.poll(() => dialog.getByTestId("picker-row").allInnerTexts()).toEqual([expect.stringContaining(DEMO_USERS.operator.username)]);
    await tick(dialog.getByRole("checkbox", { name: `${DEMO_USERS.operator.realname}（operator）` }));

    // back to the whole company, searched by name: the first choice stays
    await tree.getByRole("treeitem", { name: "青藤设计素材平台" }).locator("[data-row]").click();
    await dialog.getByRole("textbox", { name: "用户姓名" }).fill("审核");
    await dialog.getByRole("textbox", { name: "用户姓名" }).press("Enter");
    await expect.poll(() => dialog.getByTestId("picker-row").allInnerTexts()).toEqual([expect.stringContaining(DEMO_USERS.auditor.username)]);
    await tick(dialog.getByRole("checkbox", { name: `${DEMO_USERS.auditor.realname}（auditor）` }));
    await expect(dialog.getByTestId("picker-count").innerText()).resolves.toBe("已选择 2 人");
    await expect(dialog.getByTestId("picker-chosen").getByRole("listitem").allInnerTexts()).resolves.toEqual([DEMO_USERS.operator.realname, DEMO_USERS.auditor.realname]);
    expect(await seriousViolations(page, '[data-testid="user-picker"]')).toEqual([]);
    await screenshot(page, "picker-users");

    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect(valueOf(page, "user-multi")).resolves.toBe('"operator,auditor"');
    await expect(shown(page, "user-multi")).resolves.toBe("运营小王,审核小李");

    // opened again: both still chosen; one taken off with its tag, Escape leaves the value alone
    const again = await openPicker(page, "user-multi", "根据部门选择用户", "user-picker");
    await expect(again.getByTestId("picker-count").innerText()).resolves.toBe("已选择 2 人");
    await again.getByRole("button", { name: `移除 ${DEMO_USERS.operator.realname}` }).click();
    await expect(again.getByTestId("picker-count").innerText()).resolves.toBe("已选择 1 人");
    await page.keyboard.press("Escape");
    await again.waitFor({ state: "detached" });
    await expect(valueOf(page, "user-multi")).resolves.toBe('"operator,auditor"');

    // one user: a radio per row
    const single = await openPicker(page, "user-single", "根据部门选择用户", "user-picker");
    await pickerSettled(single);
    await single.getByRole("radio", { name: `${DEMO_USERS.finance.realname}（finance）` }).check();
    await single.getByRole("radio", { name: `${DEMO_USERS.support.realname}（support）` }).check();
    await single.getByRole("button", { name: "确定" }).click();
    await expect.poll(() => valueOf(page, "user-single")).toBe('"support"');
    await expect(shown(page, "user-single")).resolves.toBe(DEMO_USERS.support.realname);
  });

  it("picks departments with linked and with unlinked checks, by mouse and by keyboard", async () => {
    const page = await app.open();
    await openGallery(page, "pickers");
    const dialog = await openPicker(page, "depart-multi", "选择部门", "depart-picker");
    await expect.poll(() => dialog.getByRole("heading", { name: "选择部门" }).isVisible()).toBe(true);
    await expect.poll(() => width(dialog)).toBe(500); // once the opening animation is over
    const tree = dialog.getByRole("tree", { name: "部门树" });
    const item = (name: string) => tree.getByRole("treeitem", { name, exact: true });

    // linked: checking 技术部 (opened, so its groups are loaded) checks its groups too
    await dialog.getByText("父子关联").click();
    await item("青藤设计素材平台").locator('[data-part="expander"]').click();
    await item("技术部").locator('[data-part="expander"]').click();
    await item("研发组").waitFor();
    await item("技术部").click();
    await expect(item("研发组").getAttribute("aria-checked")).resolves.toBe("true");
    await expect(item("青藤设计素材平台").getAttribute("aria-checked")).resolves.toBe("mixed");
    expect(await seriousViolations(page, '[data-testid="depart-picker"]')).toEqual([]);
    await screenshot(page, "picker-departs");
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });
    const linked = ["技术部", "研发组", "运维组"];
    await expect(valueOf(page, "depart-multi")).resolves.toBe(JSON.stringify(linked.map((n) => departs.get(n)).join(",")));
    await expect(shown(page, "depart-multi")).resolves.toBe(linked.join(","));

    // unlinked (the default), by keyboard: Enter opens, arrows move, → opens, Space checks, Enter confirms
    await demo(page, "depart-multi").getByRole("button", { name: "清除" }).click();
    await expect(valueOf(page, "depart-multi")).resolves.toBe('""');
    const input = demo(page, "depart-multi").locator('[data-part="picker-text"]');
    await input.focus();
    await page.keyboard.press("Enter");
    const again = page.getByTestId("depart-picker");
    await again.waitFor();
    await again.getByRole("treeitem", { name: "青藤设计素材平台", exact: true }).focus();
    await page.keyboard.press("ArrowRight"); // opens the company
    await again.getByRole("treeitem", { name: "技术部", exact: true }).waitFor();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowDown"); // 运营部 审核部 财务部 客服部 技术部
    await expect(again.getByRole("treeitem", { name: "技术部", exact: true }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("ArrowRight"); // loads and opens its groups
    await again.getByRole("treeitem", { name: "研发组", exact: true }).waitFor();
    await page.keyboard.press(" ");
    await expect(again.getByRole("treeitem", { name: "技术部", exact: true }).getAttribute("aria-checked")).resolves.toBe("true");
    await expect(again.getByRole("treeitem", { name: "研发组", exact: true }).getAttribute("aria-checked")).resolves.toBe("false");
    await page.keyboard.press("Enter");
    await again.waitFor({ state: "detached" });
    await expect(valueOf(page, "depart-multi")).resolves.toBe(JSON.stringify(departs.get("技术部")));
    await expect(shown(page, "depart-multi")).resolves.toBe("技术部");

    // one department: checking another replaces it
    const single = await openPicker(page, "depart-single", "选择部门", "depart-picker");
    await expect(single.getByText("父子关联").count()).resolves.toBe(0);
    await single.getByRole("treeitem", { name: "青藤设计素材平台", exact: true }).locator('[data-part="expander"]').click();
    await single.getByRole("treeitem", { name: "运营部", exact: true }).click();
    await single.getByRole("treeitem", { name: "财务部", exact: true }).click();
    await expect(single.getByRole("treeitem", { name: "运营部", exact: true }).getAttribute("aria-checked")).resolves.toBe("false");
    await single.getByRole("button", { name: "确定" }).click();
    await expect.poll(() => valueOf(page, "depart-single")).toBe(JSON.stringify(departs.get("财务部")));
    await expect(shown(page, "depart-single")).resolves.toBe("财务部");
  });

  it("picks a Beijing district with the cascader and with the selects; a wrong type says so", async () => {
    const page = await app.open();
    await openGallery(page, "pickers");
    await expect(demo(page, "area-bad").getByTestId("area-bad-type").innerText()).resolves.toBe("Bad type value");
    // a stored district shows its path
    await expect.poll(() => demo(page, "area-cascader-set").locator("input").inputValue()).toBe("上海市 / 市辖区 / 徐汇区");

    // cascader: 北京市 › 市辖区 › 东城区 by mouse
    await demo(page, "area-cascader").locator("input").click();
    const menu = page.getByTestId("area-cascader-menu");
    await menu.getByRole("listbox", { name: "省" }).getByRole("option", { name: "北京市" }).click();
    await menu.getByRole("listbox", { name: "市" }).getByRole("option", { name: "市辖区" }).click();
    await menu.getByRole("listbox", { name: "区/县" }).getByRole("option", { name: "东城区" }).waitFor();
    expect(await seriousViolations(page, '[data-testid="area-cascader-menu"]')).toEqual([]);
    await screenshot(page, "picker-area-cascader");
    await menu.getByRole("listbox", { name: "区/县" }).getByRole("option", { name: "东城区" }).click();
    await menu.waitFor({ state: "detached" });
    await expect(valueOf(page, "area-cascader")).resolves.toBe('"110101"');
    await expect(demo(page, "area-cascader").locator("input").inputValue()).resolves.toBe("北京市 / 市辖区 / 东城区");

    // by keyboard: opened on the chosen district; ↓ to 西城区, Enter
    await demo(page, "area-cascader").locator("input").focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("option", { name: "东城区" }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueOf(page, "area-cascader")).toBe('"110102"');
    await expect(demo(page, "area-cascader").locator("input").inputValue()).resolves.toBe("北京市 / 市辖区 / 西城区");

    // selects: each level appears once the one above is chosen
    const selects = demo(page, "area-select");
    await expect(selects.getByRole("combobox").count()).resolves.toBe(1);
    await selects.getByRole("combobox", { name: "省" }).selectOption({ label: "北京市" });
    await selects.getByRole("combobox", { name: "市" }).selectOption({ label: "市辖区" });
    await selects.getByRole("combobox", { name: "区/县" }).selectOption({ label: "东城区" });
    await expect(valueOf(page, "area-select")).resolves.toBe('"110101"');
    // another province clears the levels below it
    await selects.getByRole("combobox", { name: "省" }).selectOption({ label: "天津市" });
    await expect(valueOf(page, "area-select")).resolves.toBe('"12"');
    await expect(selects.getByRole("combobox", { name: "区/县" }).count()).resolves.toBe(0);
    expect(await seriousViolations(page, '[data-testid="gallery-pickers"]')).toEqual([]);
  });

  it("speaks English on request", async () => {
    const page = await app.open({ viewport: WIDE });
    await openGallery(page, "pickers", { english: true });
    const users = await openPicker(page, "user-multi", "Select users by department", "user-picker");
    await users.getByRole("tree", { name: "Department tree" }).waitFor();
    await expect(users.getByRole("columnheader").allInnerTexts()).resolves.toEqual(["", "Account", "Name", "Sex", "Mobile", "Departments"]);
    await expect(users.getByTestId("picker-count").innerText()).resolves.toBe("0 chosen");
    await users.getByRole("button", { name: "Cancel" }).click();
    const departs = await openPicker(page, "depart-multi", "Select departments", "depart-picker");
    await departs.getByText("Link parents and children").waitFor();
    await departs.getByRole("button", { name: "Cancel" }).click();
    await demo(page, "area-select").getByRole("combobox", { name: "Province" }).waitFor();
    await expect(demo(page, "area-bad").getByTestId("area-bad-type").innerText()).resolves.toBe("Bad type value");
  });

  it("picks roles and a position; the rank shows as its dictionary text", async () => {
    const page = await app.open();
    await openGallery(page, "pickers");
    const roles = await openPicker(page, "role-multi", "选择角色", "role-picker");
    await expect.poll(() => roles.getByRole("heading", { name: "选择角色" }).isVisible()).toBe(true);
    await pickerSettled(roles);
    await roles.getByRole("textbox", { name: "角色名称" }).fill("运营");
    await roles.getByRole("button", { name: "查询" }).click();
    await expect.poll(() => roles.getByTestId("picker-row").count()).toBe(1);
    await tick(roles.getByRole("checkbox", { name: "运营" }));
    await roles.getByRole("button", { name: "重置" }).click();
    await tick(roles.getByRole("checkbox", { name: "审核" }));
    expect(await seriousViolations(page, '[data-testid="role-picker"]')).toEqual([]);
    await roles.getByRole("button", { name: "确定" }).click();
    await roles.waitFor({ state: "detached" });
    const all = await api<{ records: Array<{ id: string; roleName: string }> }>(app.url, "/sys/role/list?pageSize=100", { token });
    const idOf = (name: string) => all.records.find((r) => r.roleName === name)!.id;
    await expect(valueOf(page, "role-multi")).resolves.toBe(JSON.stringify(`${idOf("运营")},${idOf("审核")}`));
    await expect(shown(page, "role-multi")).resolves.toBe("运营,审核");

    // stored codes show their names (the sys_position table dictionary); the dialog opens with them chosen
    await expect.poll(() => shown(page, "position-multi")).toBe("总经理,部门经理");
    const stored = await openPicker(page, "position-multi", "选择职务", "position-picker");
    await expect(stored.getByTestId("picker-chosen").getByRole("listitem").allInnerTexts()).resolves.toEqual(["总经理", "部门经理"]);
    await pickerSettled(stored);
    await expect(stored.getByRole("checkbox", { name: "总经理" }).isChecked()).resolves.toBe(true);
    await stored.getByRole("button", { name: "取消" }).click();
    await stored.waitFor({ state: "detached" });

    const positions = await openPicker(page, "position-single", "选择职务", "position-picker");
    await pickerSettled(positions);
    const engineer = positions.getByTestId("picker-row").filter({ hasText: "工程师" });
    await expect(engineer.innerText()).resolves.toContain("中级");
    await positions.getByRole("textbox", { name: "职务名称" }).fill("工程");
    await positions.getByRole("textbox", { name: "职务名称" }).press("Enter");
    await expect.poll(() => positions.getByTestId("picker-row").count()).toBe(1);
    await engineer.click(); // a click on the row chooses it
    await expect(positions.getByRole("radio", { name: "工程师" }).isChecked()).resolves.toBe(true);
    expect(await seriousViolations(page, '[data-testid="position-picker"]')).toEqual([]);
    await positions.getByRole("button", { name: "确定" }).click();
    await expect.poll(() => valueOf(page, "position-single")).toBe('"engineer"');
    await expect(shown(page, "position-single")).resolves.toBe("工程师");
  });
});
