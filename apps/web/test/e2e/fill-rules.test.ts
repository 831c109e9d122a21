/**
 * 填值规则 (issue #20), as an administrator in the real console on the real server: the screen
 * opened from the menu, a sequence rule made with the labelled parameter inputs (the next value's
 * shape shown), 功能测试 twice giving consecutive values from the server's counter, an edit
 * (the code fixed) that the next value follows, and the rule deleted.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { sideMenu, toasts, waitForRoute } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const shown = (page: Page) => page.locator("[data-page]:not([hidden])");
const rows = (page: Page) => shown(page).getByTestId("list-row");
const modal = (page: Page) => page.getByTestId("record-modal");
const sequence = (page: Page) => modal(page).getByTestId("fill-rule-sequence");
const RULE = "e2e_contract_no";

async function settled(page: Page): Promise<void> {
  await shown(page).getByTestId("list-table").waitFor();
  await shown(page).getByTestId("list-loading").waitFor({ state: "detached" });
}

async function save(page: Page, toast: string): Promise<void> {
  await page.getByTestId("record-submit").click();
  await toasts(page).filter({ hasText: toast }).first().waitFor();
  await modal(page).waitFor({ state: "detached" });
}

/** 功能测试 of the rule row: the value the info box shows (closed again). */
async function tryRule(page: Page): Promise<string> {
  await rows(page).filter({ hasText: RULE }).getByRole("button", { name: "功能测试" }).click();
  const info = page.getByRole("alertdialog").filter({ hasText: "生成结果：" });
  const text = await info.innerText();
  await info.getByRole("button", { name: "确定" }).click();
  await info.waitFor({ state: "detached" });
  return /生成结果：(\S+)/.exec(text)![1]!;
}

describe("填值规则", () => {
  it("makes a sequence rule, tests it twice for consecutive values, edits and deletes it", async () => {
    const page = await app.open();
    await signIn(page);
    const menu = sideMenu(page);
    await menu.getByRole("menuitem", { name: "系统管理" }).click();
    await menu.getByRole("menuitem", { name: "填值规则" }).click();
    await waitForRoute(page, "/isystem/fillRule");
    await settled(page);
    await rows(page).filter({ hasText: "shop_order_num" }).filter({ hasText: "订单号（OrderNumberRule）" }).waitFor();

    // -- add: a yearly sequence without a date part is refused in place; with yyyy it shows its shape
    await shown(page).getByTestId("toolbar-add").click();
    const form = modal(page);
    await form.locator('[name="ruleName"]').fill("合同编号");
    await form.locator('[name="ruleCode"]').fill(RULE);
    await form.locator('[name="ruleClass"]').selectOption("sequence");
    await sequence(page).getByLabel("前缀").fill("HT");
    await sequence(page).getByLabel("日期格式").selectOption("");
    await sequence(page).getByLabel("序号重置").selectOption("year");
    await sequence(page).getByTestId("fill-rule-example").getByText("日期格式须包含重置周期", { exact: false }).waitFor();
    await sequence(page).getByLabel("日期格式").selectOption("yyyy");
    await sequence(page).getByLabel("序号位数").fill("3");
    await sequence(page).getByTestId("fill-rule-example").getByText(/下一个值形如：HT\d{4}001/).waitFor();
    expect(await seriousViolations(page, '[data-testid="record-modal"]')).toEqual([]);
    await save(page, "添加成功");
    await rows(page).filter({ hasText: RULE }).filter({ hasText: "流水号（前缀+日期+序号）" }).waitFor();

    // -- 功能测试 twice: the server's counter moves on
    const first = await tryRule(page);
    expect(first).toMatch(/^HT\d{4}001$/);
    const year = first.slice(2, 6);
    expect(await tryRule(page)).toBe(`HT${year}002`);

    // -- edit: the code stays fixed; a new prefix and width apply to the next value, the counter goes on
    await rows(page).filter({ hasText: RULE }).getByRole("button", { name: "编辑" }).click();
    await sequence(page).waitFor();
    await expect(modal(page).locator('[name="ruleCode"]').getAttribute("readonly")).resolves.not.toBeNull();
    await sequence(page).getByLabel("前缀").fill("HTX-");
    await sequence(page).getByLabel("序号位数").fill("5");
    await save(page, "编辑成功");
    expect(await tryRule(page)).toBe(`HTX-${year}00003`);

    // -- delete after the confirmation
    await rows(page).filter({ hasText: RULE }).getByRole("button", { name: "删除" }).click();
    const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: "确定删除吗?" });
    await confirm.getByRole("button", { name: "确定" }).click();
    await toasts(page).filter({ hasText: "删除成功" }).first().waitFor();
    await expect.poll(() => rows(page).filter({ hasText: RULE }).count()).toBe(0);
  });
});
