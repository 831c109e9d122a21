/**
 * The dictionary widgets, tree select, category select, yes/no switch and ellipsis helper
 * (issue #7) in the widgets gallery (/demo/widgets), as an administrator in the real console on
 * the real server with its seeded dictionaries, users, departments and categories: each widget
 * driven by mouse and keyboard, its live value read from the demo, the calls it makes checked, and
 * an axe scan of the sections with their dropdowns open.
 */
import type { Locator, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { screenshot } from "../helpers/browser";
import { toasts } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

const demo = (page: Page, id: string) => page.getByTestId(`demo-${id}`);
/** The demo's live value, parsed (the gallery shows it as JSON). */
const valueOf = async (page: Page, id: string): Promise<unknown> => {
  const text = await page.getByTestId(`demo-${id}-value`).innerText();
  return text === "undefined" ? undefined : JSON.parse(text);
};
const waitValue = (page: Page, id: string, value: unknown) => expect.poll(() => valueOf(page, id)).toEqual(value);

/** The GET calls of `path` (below /qt) the page made, as their query parameters. */
function callsTo(page: Page, path: string): Array<Record<string, string>> {
  const calls: Array<Record<string, string>> = [];
  page.on("request", (req: Request) => {
    const url = new URL(req.url());
    if (req.method() === "GET" && decodeURIComponent(url.pathname).startsWith(`/qt${path}`)) {
      calls.push({ ...Object.fromEntries(url.searchParams), path: decodeURIComponent(url.pathname).slice(3) });
    }
  });
  return calls;
}

async function openGallery(page: Page, section: string): Promise<Locator> {
  await signIn(page, { route: "/demo/widgets" });
  const found = page.getByTestId(`gallery-${section}`);
  await found.waitFor();
  return found;
}

describe("dictionary widgets in the gallery", () => {
  it("select, radio, checkbox group and multi select (1 tag, then +N) give the dictionaries' values", async () => {
    const page = await app.open();
    await openGallery(page, "dict");

    await demo(page, "dict-select").getByLabel("性别").selectOption({ label: "女" });
    await waitValue(page, "dict-select", "2");

    const priority = demo(page, "dict-radio").getByRole("radiogroup", { name: "优先级" });
    await expect(priority.getByRole("radio", { name: "重要" }).isChecked()).resolves.toBe(true);
    await priority.getByText("紧急").click();
    await waitValue(page, "dict-radio", "H");
    await priority.getByRole("radio", { name: "紧急" }).press("ArrowLeft"); // the keyboard moves the choice
    await waitValue(page, "dict-radio", "M");

    const boxes = demo(page, "dict-checkbox").getByRole("group", { name: "优先级" });
    await boxes.getByText("一般").click();
    await boxes.getByText("紧急").click();
    await waitValue(page, "dict-checkbox", "L,H");
    await boxes.getByRole("checkbox", { name: "一般" }).press("Space");
    await waitValue(page, "dict-checkbox", "H");

    // multi select by keyboard: Enter opens, arrows move, Enter picks, Escape closes
    const multi = demo(page, "dict-multi").getByRole("combobox", { name: "优先级" });
    await multi.focus();
    await multi.press("Enter");
    const list = page.getByRole("listbox", { name: "优先级" });
    await list.waitFor();
    expect(await list.getByRole("option").allInnerTexts()).toEqual(["一般", "重要", "紧急"]);
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await list.getByRole("option", { name: "紧急" }).click();
    await waitValue(page, "dict-multi", "L,H");
    await list.getByRole("option", { name: "重要" }).click();
    await waitValue(page, "dict-multi", "L,H,M");
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    expect(await demo(page, "dict-multi").getByTestId("dict-multi-tag").allInnerTexts()).toEqual(["一般"]);
    await expect(demo(page, "dict-multi").getByTestId("dict-multi-more").innerText()).resolves.toBe("+2");
    await expect(multi.innerText()).resolves.toContain("一般, 紧急, 重要"); // the whole choice for screen readers
    await demo(page, "dict-multi").getByRole("button", { name: "清空" }).click();
    await waitValue(page, "dict-multi", "");
  });

  it("search select: filtered here, or searched by the server (table dictionary) with the hint, no data and a refusal", async () => {
    const page = await app.open();
    const loadDict = callsTo(page, "/sys/dict/loadDict/");
    await openGallery(page, "dict");

    // filtered here: every option loaded once, narrowed as one types; arrows and Enter pick
    const local = demo(page, "dict-search").getByRole("combobox", { name: "作品格式" });
    await local.click();
    await local.fill("p");
    const formats = page.getByRole("listbox", { name: "作品格式" });
    expect(await formats.getByRole("option").allInnerTexts()).toEqual(["PSD", "PPT", "PNG", "MP4"]);
    await local.press("ArrowDown");
    await local.press("ArrowDown");
    await expect(local.getAttribute("aria-activedescendant")).resolves.toBe(await formats.getByRole("option", { name: "PPT" }).getAttribute("id"));
    await local.press("Enter");
    await waitValue(page, "dict-search", "ppt");
    await expect(local.inputValue()).resolves.toBe("PPT");
    await expect(local.getAttribute("aria-expanded")).resolves.toBe("false");
    await local.fill("zzz");
    await demo(page, "dict-search").getByTestId("dict-search-notice").filter({ hasText: "没有查询到任何数据" }).waitFor();
    await local.press("Escape"); // back to the value's text
    await expect(local.inputValue()).resolves.toBe("PPT");
    expect(loadDict).toEqual([]);

    // searched by the server: the hint on empty text, one call with what was typed last, page size 10
    const users = demo(page, "dict-search-async").getByRole("combobox", { name: "用户" });
    await users.click();
    const notice = demo(page, "dict-search-async").getByTestId("dict-search-notice");
    await expect(notice.innerText()).resolves.toBe("请输入搜索内容");
    await users.pressSequentially("小", { delay: 30 });
    const found = page.getByRole("listbox", { name: "用户" });
    await found.getByRole("option").first().waitFor();
    expect((await found.getByRole("option").allInnerTexts()).sort()).toEqual(["客服小赵", "审核小李", "财务小张", "运营小王"].sort());
    expect(loadDict).toEqual([{ path: "/sys/dict/loadDict/sys_user,realname,username", keyword: "小", pageSize: "10", _t: expect.any(String) }]);
    await users.fill("");
    await expect(notice.innerText()).resolves.toBe("请输入搜索内容");
    await users.pressSequentially("不存在的人", { delay: 20 });
    await notice.filter({ hasText: "没有查询到任何数据" }).waitFor();
    expect(loadDict.map((c) => c.keyword)).toEqual(["小", "不存在的人"]); // typing pauses, not keystrokes, search
    await users.fill("管理");
    await found.getByRole("option", { name: "管理员" }).click();
    await waitValue(page, "dict-search-async", "admin");
    await expect(users.inputValue()).resolves.toBe("管理员");

    // a stored value shows its text (loadDictItem); the 300 ms variant picks by keyboard
    const second = demo(page, "dict-search-300").getByRole("combobox", { name: "用户" });
    await expect.poll(() => second.inputValue()).toBe("管理员");
    await second.click();
    await second.pressSequentially("运营", { delay: 20 });
    await page.getByRole("listbox", { name: "用户" }).getByRole("option", { name: "运营小王" }).waitFor();
    await second.press("ArrowDown");
    await second.press("Enter");
    await waitValue(page, "dict-search-300", "operator");

    // the server refuses: its message as a warning, no options
    const refused = demo(page, "dict-search-refused").getByRole("combobox", { name: "未登记的表" });
    await refused.click();
    await refused.pressSequentially("x");
    await toasts(page).filter({ hasText: "字典表未注册：no_such_table" }).waitFor();
    await demo(page, "dict-search-refused").getByTestId("dict-search-notice").filter({ hasText: "没有查询到任何数据" }).waitFor();
    await screenshot(page, "widgets-dict-search");
  });

  it("dictionary text from the local cache, table dictionaries by lookup, an empty code's message", async () => {
    const page = await app.open();
    await openGallery(page, "dict");
    const text = demo(page, "dict-text");
    await expect.poll(() => text.getByTestId("dict-text-live").innerText()).toBe("priority → 一般,紧急");
    await expect(text.getByTestId("dict-text-sex").innerText()).resolves.toBe("sex / 1 → 男");
    await expect.poll(() => text.getByTestId("dict-text-sys_user").innerText()).toBe("sys_user,realname,username / admin → 管理员");
    await expect(text.getByTestId("dict-text-empty").innerText()).resolves.toBe("'' / 1 → 字典Code不能为空!");
    await text.getByLabel("优先级的值（逗号分隔）").fill("M");
    await expect.poll(() => text.getByTestId("dict-text-live").innerText()).toBe("priority → 重要");
  });

  it("work in a modal form: dropdowns over the dialog, Escape closes only them", async () => {
    const page = await app.open();
    await openGallery(page, "dict");
    await demo(page, "dict-dialog").getByRole("button", { name: "打开表单" }).click();
    const dialog = page.getByTestId("dict-dialog-form");
    await dialog.waitFor();

    const user = dialog.getByRole("combobox", { name: "用户" });
    await user.click();
    await user.pressSequentially("财务");
    await dialog.getByRole("listbox", { name: "用户" }).getByRole("option", { name: "财务小张" }).click();
    await expect(user.inputValue()).resolves.toBe("财务小张");

    await dialog.getByRole("combobox", { name: "优先级" }).click();
    await dialog.getByRole("listbox", { name: "优先级" }).getByRole("option", { name: "紧急" }).click();
    await page.keyboard.press("Escape");
    await dialog.getByRole("listbox", { name: "优先级" }).waitFor({ state: "hidden" });

    const depart = dialog.getByRole("combobox", { name: "部门" });
    await depart.click();
    const tree = dialog.getByRole("tree", { name: "部门" });
    await tree.getByRole("treeitem", { name: "青藤设计素材平台" }).getByTestId("tree-toggle").click();
    await tree.getByRole("treeitem", { name: "客服部" }).locator("[data-row]").click();
    await tree.waitFor({ state: "detached" });

    // Escape in an open list closes the list, not the dialog
    await user.click();
    await user.pressSequentially("运营");
    await dialog.getByRole("listbox", { name: "用户" }).waitFor();
    await user.press("Escape");
    await dialog.getByRole("listbox", { name: "用户" }).waitFor({ state: "detached" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect(user.inputValue()).resolves.toBe("财务小张");
    expect(await seriousViolations(page, '[data-testid="dict-dialog-form"]')).toEqual([]);

    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });
    await waitValue(page, "dict-dialog", { user: "finance", priority: "H", depart: "d0000000000000000000000000000005" });
  });

  it("speaks English on request", async () => {
    const page = await app.open();
    await signIn(page, { route: "/demo/widgets", locale: "en-US" });
    const users = demo(page, "dict-search-async").getByRole("combobox", { name: "User" });
    await users.click();
    const notice = demo(page, "dict-search-async").getByTestId("dict-search-notice");
    await expect(notice.innerText()).resolves.toBe("please enter search content");
    await users.pressSequentially("nobody-at-all");
    await notice.filter({ hasText: "no data found" }).waitFor();
    await expect(demo(page, "dict-text").getByTestId("dict-text-empty").innerText()).resolves.toBe("'' / 1 → dictionary code cannot be empty!");
    await demo(page, "tree-bad-condition").getByRole("alert").filter({ hasText: "JTreeSelect: the condition value is wrong, a JSON string is needed!" }).waitFor();
  });
});

describe("tree select and category select in the gallery", () => {
  const COMPANY = "d0000000000000000000000000000001";
  const TECH = "d0000000000000000000000000000006";
  const RD = "d0000000000000000000000000000007";

  it("picks a department loaded on opening, by keyboard; several with check boxes", async () => {
    const page = await app.open();
    const loads = callsTo(page, "/sys/dict/loadTreeData");
    await openGallery(page, "tree-select");

    const field = demo(page, "tree-single").getByRole("combobox", { name: "部门" });
    await expect(field.getAttribute("aria-haspopup")).resolves.toBe("tree");
    await field.focus();
    await field.press("Enter");
    const tree = demo(page, "tree-single").getByRole("tree", { name: "部门" });
    const company = tree.getByRole("treeitem", { name: "青藤设计素材平台" });
    await expect.poll(() => company.evaluate((el) => el === document.activeElement)).toBe(true); // the tree has the focus
    const popup = demo(page, "tree-single").getByTestId("tree-select-popup");
    await expect(popup.evaluate((el) => getComputedStyle(el).maxHeight)).resolves.toBe("400px");
    const roots = loads.filter((c) => c.pid === "0");
    expect(roots[0]).toMatchObject({ pid: "0", tableName: "sys_depart", text: "depart_name", code: "id", pidField: "parent_id" });

    await page.keyboard.press("ArrowRight"); // opens the company: its departments load now
    await tree.getByRole("treeitem", { name: "技术部" }).waitFor();
    expect(loads.some((c) => c.pid === COMPANY)).toBe(true);
    expect(loads.some((c) => c.pid === TECH)).toBe(false);
    await tree.getByRole("treeitem", { name: "技术部" }).focus();
    await page.keyboard.press("ArrowRight");
    const rd = tree.getByRole("treeitem", { name: "研发组" });
    await rd.waitFor();
    expect(loads.some((c) => c.pid === TECH)).toBe(true);
    await expect(rd.getAttribute("aria-level")).resolves.toBe("3");
    await rd.focus();
    await page.keyboard.press("Enter");
    await waitValue(page, "tree-single", RD);
    await tree.waitFor({ state: "detached" });
    await expect(field.innerText()).resolves.toBe("研发组");
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true); // back to the field

    // multiple: Space checks, Escape closes
    const multi = demo(page, "tree-multi").getByRole("combobox", { name: "部门" });
    await multi.click();
    const multiTree = demo(page, "tree-multi").getByRole("tree", { name: "部门" });
    await multiTree.getByRole("treeitem", { name: "青藤设计素材平台" }).getByTestId("tree-toggle").click();
    await multiTree.getByRole("treeitem", { name: "运营部" }).focus();
    await page.keyboard.press("Space");
    await multiTree.getByRole("treeitem", { name: "财务部" }).locator("[data-row]").click();
    await waitValue(page, "tree-multi", "d0000000000000000000000000000002,d0000000000000000000000000000004");
    await expect(multiTree.getByRole("treeitem", { name: "运营部" }).getAttribute("aria-checked")).resolves.toBe("true");
    await page.keyboard.press("Escape");
    await multiTree.waitFor({ state: "detached" });
    await expect(multi.innerText()).resolves.toBe("运营部, 财务部");
    await screenshot(page, "widgets-tree-select");
  });

  it("under a given parent with a condition; a stored value shows its title; a condition that is not JSON", async () => {
    const page = await app.open();
    const loads = callsTo(page, "/sys/dict/loadTreeData");
    await openGallery(page, "tree-select");

    const field = demo(page, "tree-condition").getByRole("combobox", { name: "部门" });
    await expect.poll(() => field.innerText()).toBe("研发组"); // by loadDictItem: not among the loaded nodes
    await field.click();
    const tree = demo(page, "tree-condition").getByRole("tree", { name: "部门" });
    await tree.getByRole("treeitem").first().waitFor();
    expect((await tree.getByRole("treeitem").allInnerTexts()).sort()).toEqual(["运营部", "审核部", "财务部", "客服部", "技术部"].sort());
    expect(await tree.getByRole("treeitem", { name: "青藤设计素材平台" }).count()).toBe(0);
    expect(loads.find((c) => c.pid === COMPANY && c.condition)).toMatchObject({ condition: '{"org_category":"2"}' });
    await field.click(); // closes again
    await tree.waitFor({ state: "detached" });

    const bad = demo(page, "tree-bad-condition");
    await expect(bad.getByRole("alert").innerText()).resolves.toBe("组件JTreeSelect-condition传值有误，需要一个json字符串!");
    await expect(bad.getByRole("combobox", { name: "部门" }).isDisabled()).resolves.toBe(true);
    expect(loads.filter((c) => c.condition === "org_category=2")).toEqual([]); // nothing loaded with it
  });

  it("category select: one level at a time, the whole tree under a code at once, a stored area", async () => {
    const page = await app.open();
    const roots = callsTo(page, "/sys/category/loadTreeRoot");
    const children = callsTo(page, "/sys/category/loadTreeChildren");
    const one = callsTo(page, "/sys/category/loadOne");
    await openGallery(page, "tree-select");

    const field = demo(page, "category").getByRole("combobox", { name: "分类" });
    await field.click();
    const tree = demo(page, "category").getByRole("tree", { name: "分类" });
    await tree.getByRole("treeitem", { name: "平面设计" }).waitFor();
    expect(await tree.getByRole("treeitem").allInnerTexts()).toEqual(["中国", "平面设计", "电商设计", "UI设计", "办公文档"]);
    expect(roots).toContainEqual(expect.objectContaining({ async: "true", pcode: "0" }));
    await tree.getByRole("treeitem", { name: "平面设计" }).getByTestId("tree-toggle").click();
    await tree.getByRole("treeitem", { name: "海报" }).locator("[data-row]").click();
    await waitValue(page, "category", "catA01A01");
    await expect(field.innerText()).resolves.toBe("海报");
    expect(children).toContainEqual(expect.objectContaining({ pid: "catA01" }));

    // async false under A01: every level in one answer, nothing loaded on opening
    const a01 = demo(page, "category-a01").getByRole("combobox", { name: "分类" });
    await a01.click();
    const a01Tree = demo(page, "category-a01").getByRole("tree", { name: "分类" });
    await a01Tree.getByRole("treeitem").first().waitFor();
    expect(await a01Tree.getByRole("treeitem").allInnerTexts()).toEqual(["海报", "名片", "宣传单"]);
    expect(roots).toContainEqual(expect.objectContaining({ async: "false", pcode: "A01" }));
    await a01Tree.getByRole("treeitem", { name: "名片" }).focus();
    await page.keyboard.press("Enter");
    await waitValue(page, "category-a01", "catA01A02");

    // one stored area's name by loadOne (field id); its province opens lazily
    const area = demo(page, "category-area").getByRole("combobox", { name: "分类" });
    await expect.poll(() => area.innerText()).toBe("东城区");
    expect(one).toContainEqual(expect.objectContaining({ path: "/sys/category/loadOne", field: "id", val: "area110101" }));
    await area.click();
    const areaTree = demo(page, "category-area").getByRole("tree", { name: "分类" });
    await areaTree.getByRole("treeitem", { name: "北京市" }).getByTestId("tree-toggle").click();
    await areaTree.getByRole("treeitem", { name: "市辖区" }).getByTestId("tree-toggle").click();
    await areaTree.getByRole("treeitem", { name: "朝阳区" }).locator("[data-row]").click();
    await waitValue(page, "category-area", "area110105");
    await expect(area.innerText()).resolves.toBe("朝阳区");
    await demo(page, "category-area").getByRole("button", { name: "清空" }).click();
    await waitValue(page, "category-area", "");
  });
});

describe("yes/no switch and ellipsis in the gallery", () => {
  it("switches between Y and N (or the given values), a search field's 是/否 select", async () => {
    const page = await app.open();
    await openGallery(page, "yes-no");
    await waitValue(page, "switch", "N"); // empty becomes N at once
    const toggle = demo(page, "switch").getByRole("switch", { name: "是否启用" });
    await toggle.focus();
    await page.keyboard.press("Space");
    await waitValue(page, "switch", "Y");
    await expect(toggle.isChecked()).resolves.toBe(true);
    await page.keyboard.press("Space");
    await waitValue(page, "switch", "N");

    await waitValue(page, "switch-10", "1");
    await demo(page, "switch-10").getByText("是", { exact: true }).click();
    await waitValue(page, "switch-10", "0");

    const select = demo(page, "switch-query").getByLabel("是否启用");
    await waitValue(page, "switch-query", undefined);
    await select.selectOption({ label: "是" });
    await waitValue(page, "switch-query", "Y");
    await select.selectOption({ label: "请选择" });
    await waitValue(page, "switch-query", "");
  });

  it("cuts by width (non-ASCII counts 2) and shows the whole text in a tooltip, also on keyboard focus", async () => {
    const page = await app.open();
    await openGallery(page, "ellipsis");
    const full = "青藤设计素材平台的运营部负责活动策划与素材推广";
    const shown = demo(page, "ellipsis").getByTestId("ellipsis-shown");
    await expect(shown.innerText()).resolves.toBe("青藤设计素材平台的运营部...");
    await shown.getByTestId("ellipsis").focus();
    await expect(page.getByTestId("ellipsis-tooltip").innerText()).resolves.toBe(full);
    await expect(demo(page, "ellipsis").getByTestId("ellipsis-ascii").innerText()).resolves.toBe("Short English text");
    await demo(page, "ellipsis").getByLabel("长度").fill("7");
    await expect(shown.innerText()).resolves.toBe("青藤设...");
    await demo(page, "ellipsis").getByLabel("长度").fill("0");
    await expect(shown.innerText()).resolves.toBe(full);
  });
});

describe("accessibility of the sections", () => {
  it("has no serious axe violations, closed and with the dropdowns open", async () => {
    const page = await app.open();
    await openGallery(page, "dict");
    for (const id of ["dict", "tree-select", "yes-no", "ellipsis"]) {
      await page.getByTestId(`gallery-${id}`).waitFor();
      expect(await seriousViolations(page, `[data-testid="gallery-${id}"]`), id).toEqual([]);
    }
    const users = demo(page, "dict-search-async").getByRole("combobox", { name: "用户" });
    await users.click();
    await users.pressSequentially("小");
    await page.getByRole("listbox", { name: "用户" }).getByRole("option").first().waitFor();
    await users.press("ArrowDown");
    expect(await seriousViolations(page, '[data-testid="demo-dict-search-async"]')).toEqual([]);
    await users.press("Escape");

    const tree = demo(page, "tree-single").getByRole("combobox", { name: "部门" });
    await tree.click();
    await demo(page, "tree-single").getByRole("tree", { name: "部门" }).getByRole("treeitem").first().waitFor();
    expect(await seriousViolations(page, '[data-testid="demo-tree-single"]')).toEqual([]);
    await page.keyboard.press("Escape");

    const multi = demo(page, "dict-multi").getByRole("combobox", { name: "优先级" });
    await multi.click();
    await page.getByRole("listbox", { name: "优先级" }).waitFor();
    expect(await seriousViolations(page, '[data-testid="demo-dict-multi"]')).toEqual([]);
  });
});
