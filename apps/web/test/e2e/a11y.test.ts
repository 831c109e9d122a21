/**
 * Accessibility (issue #5 Quality): an axe-core scan of the login page, the main layout, the tab bar
 * and the toasts reports no serious or critical violation (WCAG 2.x A/AA rules plus axe's best practices).
 */
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { login, toasts, waitForRoute } from "../helpers/console";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

describe("axe-core scan", () => {
  it("the login page has no serious or critical violation", async () => {
    const page = await app.open();
    await page.goto("/#/user/login");
    await page.locator('form input[name="username"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("the main layout and the tab bar have no serious or critical violation", async () => {
    const page = await app.open();
    await login(page);
    // The greeting (a success toast) and a refusal (a warning toast) are readable too.
    await toasts(page).first().waitFor();
    expect(await seriousViolations(page, '[data-testid="toast"]')).toEqual([]);
    await page.getByTestId("tab-bar").getByTitle("关闭 首页", { exact: true }).click();
    await toasts(page).filter({ hasText: "首页不能关闭!" }).waitFor();
    expect(await seriousViolations(page, '[data-testid="toast"][data-type="warning"]')).toEqual([]);
    // A second page so the tab bar holds an inactive tab as well.
    await page.goto("/#/account/center");
    await waitForRoute(page, "/account/center");
    await page.getByTestId("account-center").waitFor();
    expect(await seriousViolations(page, '[data-testid="tab-bar"]')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
