/**
 * 编码校验规则 (issue #6), as an administrator in the real console on the real server: the screen
 * opened from the menu, a rule made with the row editor (rows added, moved, removed; focus follows),
 * 功能测试 answering a passing and a failing value from the server, an edit changing what passes,
 * a bad pattern marked at its cell and the save refused (the server refuses it too), the rule
 * shown readably in 详情, and deleted; axe scans of the list, the form and the test dialog.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { seriousViolations } from "../helpers/axe";
import { screenshot } from "../helpers/browser";
import { sideMenu, toasts, waitForRoute } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
/** The page on screen (kept-alive pages stay in the document, hidden). */
const shown = (page: Page) => page.locator("[data-page]:not([hidden])");
const rows = (page: Page) => shown(page).getByTestId("list-row");
const modal = (page: Page) => page.getByTestId("record-modal");
const editor = (page: Page) => modal(page).getByTestId("check-rule-items");
const FIELD = { digits: "位数", pattern: "规则", message: "提示文本" } as const;
/** A cell of the rule editor, by its label (第 n 条规则的位数 …). */
const cell = (page: Page, n: number, field: keyof typeof FIELD) => editor(page).getByLabel(`第 ${n} 条规则的${FIELD[field]}`, { exact: true });
const tester = (page: Page) => page.getByTestId("check-rule-test");
const RULE = "e2e_order_no";

async function settled(page: Page): Promise<void> {
  await shown(page).getByTestId("list-table").waitFor();
  await shown(page).getByTestId("list-loading").waitFor({ state: "detached" });
}

/** Fills the cells of rule `n`. */
async function fillRow(page: Page, n: number, digits: string, pattern: string, message: string): Promise<void> {
  await cell(page, n, "digits").fill(digits);
  await cell(page, n, "pattern").fill(pattern);
  await cell(page, n, "message").fill(message);
}

/** The editor's rows as [digits, pattern, message]. */
async function editorRows(page: Page): Promise<string[][]> {
  return editor(page)
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll("input"), (i) => i.value)));
}

/** The label of the focused element. */
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

/** 功能测试 of the rule row: the server's answer to `value`. */
async function tryValue(page: Page, value: string): Promise<string> {
  const dialog = tester(page);
  await dialog.getByLabel("需要测试的值").fill(value);
  await dialog.getByRole("button", { name: "测试" }).click();
  const answer = dialog.getByTestId("check-rule-test-answer");
  await answer.locator("p").waitFor();
  return answer.innerText();
}

async function openTester(page: Page): Promise<void> {
  await rows(page).filter({ hasText: RULE }).getByRole("button", { name: "功能测试" }).click();
  await tester(page).waitFor();
}

async function closeTester(page: Page): Promise<void> {
  await tester(page).getByRole("button", { name: "取消" }).click();
  await tester(page).waitFor({ state: "detached" });
}

async function save(page: Page, toast: string): Promise<void> {
  await page.getByTestId("record-submit").click();
  await toasts(page).filter({ hasText: toast }).first().waitFor();
  await modal(page).waitFor({ state: "detached" });
}

async function openEdit(page: Page): Promise<Locator> {
  await rows(page).filter({ hasText: RULE }).getByRole("button", { name: "编辑" }).click();
  await editor(page).waitFor();
  return modal(page);
}

describe("编码校验规则", () => {
  let token: string;
  const check = (value: string) =>
    api(app.url, `/sys/checkRule/checkByCode?ruleCode=${RULE}&value=${encodeURIComponent(encodeURIComponent(value))}`, { token }).then(
      () => "passes",
      (e: Error) => e.message,
    );

  beforeAll(async () => {
    token = await adminToken(app.url);
  });

  it("makes a rule with the row editor, tries it, edits it, refuses a bad pattern, shows and deletes it", async () => {
    const page = await app.open();
    await signIn(page);
    const menu = sideMenu(page);
    await menu.getByRole("menuitem", { name: "系统管理" }).click();
    await menu.getByRole("menuitem", { name: "编码校验规则" }).click();
    await waitForRoute(page, "/isystem/checkRule");
    await settled(page);
    await rows(page).filter({ hasText: "common_six_digit" }).waitFor();
    expect(await seriousViolations(page, '[data-page]:not([hidden])')).toEqual([]);

    // -- add: three rows typed, the last moved to the top, a fourth added and removed
    await shown(page).getByTestId("toolbar-add").click();
    const form = modal(page);
    await form.locator('[name="ruleName"]').fill("测试单号");
    await form.locator('[name="ruleCode"]').fill(RULE);
    await editor(page).getByText("暂无规则，任何值都能通过。").waitFor();
    const addRow = editor(page).getByRole("button", { name: "添加规则" });
    await addRow.click();
    // a new row tests the whole value and has the focus
    await expect(cell(page, 1, "digits").inputValue()).resolves.toBe("*");
    await expect(cell(page, 1, "digits").evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await fillRow(page, 1, "2", "[A-Z]{2}", "前两位须为大写字母");
    await addRow.click();
    await fillRow(page, 2, "4", "\\d{4}", "后四位须为数字");
    await addRow.click();
    await fillRow(page, 3, "*", ".{6}", "须为6位");
    await editor(page).getByRole("button", { name: "上移第 3 条规则" }).click();
    await expect.poll(() => focusedLabel(page)).toBe("上移第 2 条规则");
    await page.keyboard.press("Enter");
    // at the top 上移 is disabled: the focus goes to its 下移
    await expect.poll(() => focusedLabel(page)).toBe("下移第 1 条规则");
    await addRow.click();
    await editor(page).getByRole("button", { name: "删除第 4 条规则" }).click();
    expect(await editorRows(page)).toEqual([
      ["*", ".{6}", "须为6位"],
      ["2", "[A-Z]{2}", "前两位须为大写字母"],
      ["4", "\\d{4}", "后四位须为数字"],
    ]);
    expect(await seriousViolations(page, '[data-testid="record-modal"]')).toEqual([]);
    await screenshot(page, "check-rule-form");
    await save(page, "添加成功");
    await rows(page).filter({ hasText: RULE }).waitFor();

    // -- 功能测试: the server's answers
    await openTester(page);
    await expect(tester(page).innerText()).resolves.toContain(`测试单号（${RULE}）`);
    expect(await tryValue(page, "AB1234")).toBe("数据校验通过");
    await expect(tester(page).getByTestId("check-rule-test-answer").getAttribute("data-passed")).resolves.toBe("true");
    expect(await tryValue(page, "AB123")).toBe("须为6位");
    expect(await tryValue(page, "ab1234")).toBe("前两位须为大写字母");
    await expect(tester(page).getByTestId("check-rule-test-answer").getAttribute("data-passed")).resolves.toBe("false");
    expect(await seriousViolations(page, '[data-testid="check-rule-test"]')).toEqual([]);
    await screenshot(page, "check-rule-test");
    await closeTester(page);

    // -- edit: seven characters, five digits after the letters
    await openEdit(page);
    await fillRow(page, 1, "*", ".{7}", "须为7位");
    await fillRow(page, 3, "5", "\\d{5}", "后五位须为数字");
    await save(page, "编辑成功");
    await openTester(page);
    expect(await tryValue(page, "AB1234")).toBe("须为7位");
    expect(await tryValue(page, "AB12345")).toBe("数据校验通过");
    await closeTester(page);

    // -- a bad pattern: marked at its cell as typed, the save refused, nothing changed
    await openEdit(page);
    await cell(page, 2, "pattern").fill("[a-");
    const badPattern = "第 2 条规则：规则「[a-」不是有效的正则表达式";
    await editor(page).getByText(badPattern).waitFor();
    await expect(cell(page, 2, "pattern").getAttribute("aria-invalid")).resolves.toBe("true");
    // an emptied message is marked once left
    await cell(page, 3, "message").fill("");
    await expect(editor(page).getByText("第 3 条规则：提示文本不能为空").count()).resolves.toBe(0);
    await cell(page, 3, "message").blur();
    await editor(page).getByText("第 3 条规则：提示文本不能为空").waitFor();
    await page.getByTestId("record-submit").click();
    await modal(page).getByText("校验规则有误，请按各条的提示修改").waitFor();
    expect(await seriousViolations(page, '[data-testid="record-modal"]')).toEqual([]);
    await screenshot(page, "check-rule-refused");
    expect(await check("AB12345")).toBe("passes");
    // the server says the same when the console is bypassed
    const [stored] = (await api<{ records: Array<Record<string, string>> }>(app.url, `/sys/checkRule/list?ruleCode=${RULE}`, { token })).records;
    const bad = JSON.parse(stored!.ruleJson!) as Array<Record<string, unknown>>;
    bad[1]!.pattern = "[a-";
    await expect(api(app.url, "/sys/checkRule/edit", { method: "PUT", token, body: { id: stored!.id, ruleName: stored!.ruleName, ruleCode: RULE, ruleJson: JSON.stringify(bad) } })).rejects.toThrow(badPattern);
    await modal(page).getByRole("button", { name: "取消" }).click();
    await modal(page).waitFor({ state: "detached" });
    expect(await check("AB12345")).toBe("passes");

    // -- 详情: which characters each row checks
    await rows(page).filter({ hasText: RULE }).getByRole("button", { name: "详情" }).click();
    const view = modal(page).getByTestId("rule-view-row");
    await expect.poll(() => view.allInnerTexts()).toEqual([
      expect.stringMatching(/^整个值\s+\.\{7\}\s+须为7位$/),
      expect.stringMatching(/^第 1–2 位\s+\[A-Z\]\{2\}\s+前两位须为大写字母$/),
      expect.stringMatching(/^第 3–7 位\s+\\d\{5\}\s+后五位须为数字$/),
    ]);
    await modal(page).getByRole("button", { name: "关闭" }).first().click();
    await modal(page).waitFor({ state: "detached" });

    // -- delete after the confirmation; checkByCode no longer knows the code
    await rows(page).filter({ hasText: RULE }).getByRole("button", { name: "删除" }).click();
    const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: "确定删除吗?" });
    await confirm.getByRole("button", { name: "确定" }).click();
    await toasts(page).filter({ hasText: "删除成功" }).first().waitFor();
    await expect.poll(() => rows(page).filter({ hasText: RULE }).count()).toBe(0);
    expect(await check("AB12345")).toMatch(/该编码不存在/);
  });
});
