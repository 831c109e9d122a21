/**
 * Accessibility (issue #5 Quality): an axe-core scan of the login page, the main layout, the tab bar
 * and the toasts reports no serious or critical violation (WCAG 2.x A/AA rules plus axe's best practices).
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { login, toasts, waitForRoute } from "../helpers/console";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical violations inside `selector` (the whole page by default). */
async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  // Evaluated through the DevTools protocol: the console's CSP (script-src 'self') rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(include ? { include: [include] } : document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return result.violations;
  }, selector ?? null);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

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
