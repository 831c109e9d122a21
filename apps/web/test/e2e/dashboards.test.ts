/**
 * The business dashboards (issue #9) in the real console on a server seeded with the demo
 * marketplace: every figure, trend point and top-list row the pages show equals the API's answer
 * (/dashboard/analysis, /tasks, /monitor, asked by the test as the same user), the trend switches to
 * weeks, each task links to its screen, the monitor refreshes its request counts, and a role without
 * the tasks permission sees no task panel. Figures are compared as digits (grouping and currency
 * signs are the page's writing of the same exact value).
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { seriousViolations } from "../helpers/axe";
import { screenshot } from "../helpers/browser";
import { ADMIN_PASSWORD, DEMO_USERS } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite({ marketplace: true });

type Totals = Record<string, string | number>;
interface Analysis {
  begin: string;
  end: string;
  totals: Totals;
  trend: { label: string; salesAmount: string; orderCount: number; newUserCount: number; newWorkCount: number }[];
  topWorks: { workId: string; title: string; salesAmount: string }[];
  topDesigners: { designerId: string; nickname: string; salesAmount: string }[];
}

/** The digits (and decimal point) of a figure: `¥1,234.50` → `1234.50`. */
const digits = (text: string | number | null) => String(text ?? "").replace(/[^\d.-]/g, "");

let token = "";
beforeAll(async () => {
  token = await adminToken(app.url);
});

/** The figure card of a totals key, once it shows its value. */
async function figure(page: Page, key: string): Promise<string> {
  const value = page.locator(`[data-figure="${key}"] [data-testid="stat-value"]`);
  await value.waitFor();
  return (await value.textContent()) ?? "";
}

/** The rows of a chart's table for screen readers: [label, ...values]. */
async function chartRows(chart: Locator): Promise<string[][]> {
  return chart.locator('[data-testid="chart-table"] tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? "")));
}

describe("dashboards", () => {
  it("Analysis shows the API's totals, daily trend and top lists, and switches the trend to weeks", async () => {
    const page = await app.open();
    await signIn(page);
    const want = await api<Analysis>(app.url, "/dashboard/analysis", { token });
    expect(want.totals.orderCount as number).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("analysis-range").textContent()).toContain(want.begin);
    for (const key of ["salesAmount", "orderCount", "newUserCount", "downloadCount", "newWorkCount", "designerIncome", "refundAmount"]) {
      expect(digits(await figure(page, key)), key).toBe(digits(want.totals[key]!));
    }
    const sales = await chartRows(page.getByTestId("sales-trend"));
    expect(sales).toEqual(want.trend.map((p) => [p.label, expect.any(String)]));
    expect(sales.map((r) => digits(r[1]!))).toEqual(want.trend.map((p) => digits(p.salesAmount)));
    const counts = await chartRows(page.getByTestId("count-trend"));
    expect(counts).toEqual(want.trend.map((p) => [p.label, String(p.orderCount), String(p.newUserCount), String(p.newWorkCount)]));
    const topTitles = await page.getByTestId("top-works").locator("tbody tr td:nth-child(2)").allTextContents();
    expect(topTitles).toEqual(want.topWorks.map((w) => w.title));
    const topDesigners = await page.getByTestId("top-designers").locator("tbody tr td:nth-child(2)").allTextContents();
    expect(topDesigners).toEqual(want.topDesigners.map((d) => d.nickname));

    await page.getByRole("button", { name: "按周" }).click();
    const begin = new Date(`${want.end}T00:00:00Z`);
    begin.setUTCDate(begin.getUTCDate() - 83);
    const weekly = await api<Analysis>(app.url, `/dashboard/analysis?granularity=week&begin=${begin.toISOString().slice(0, 10)}&end=${want.end}`, { token });
    await expect.poll(async () => (await chartRows(page.getByTestId("sales-trend"))).map((r) => r[0])).toEqual(weekly.trend.map((p) => p.label));
    expect(weekly.trend[0]!.label).toMatch(/^\d{4}-W\d{2}$/);
    expect((await chartRows(page.getByTestId("sales-trend"))).map((r) => digits(r[1]!))).toEqual(weekly.trend.map((p) => digits(p.salesAmount)));
    expect(digits(await figure(page, "orderCount"))).toBe(digits(weekly.totals.orderCount!));
    await expect.poll(() => page.getByRole("button", { name: "按周" }).getAttribute("aria-pressed")).toBe("true");
    await screenshot(page, "dashboard-analysis");
    expect(await seriousViolations(page, '[data-testid="dashboard-analysis"]')).toEqual([]);
  });

  it("IndexChart shows the API's order count, the 12 months' trend and the best-selling works of the API", async () => {
    const page = await app.open();
    await signIn(page, { route: "/dashboard/indexChart" });
    await page.getByTestId("dashboard-index-chart").waitFor();
    const { end } = await api<Analysis>(app.url, "/dashboard/analysis", { token });
    const first = new Date(`${end.slice(0, 8)}01T00:00:00Z`);
    first.setUTCMonth(first.getUTCMonth() - 11);
    const monthly = await api<Analysis>(app.url, `/dashboard/analysis?granularity=month&begin=${first.toISOString().slice(0, 10)}&end=${end}`, { token });
    expect(monthly.trend).toHaveLength(12);
    await expect.poll(async () => (await chartRows(page.getByTestId("sales-trend"))).map((r) => r[0])).toEqual(monthly.trend.map((p) => p.label));
    expect((await chartRows(page.getByTestId("sales-trend"))).map((r) => digits(r[1]!))).toEqual(monthly.trend.map((p) => digits(p.salesAmount)));
    expect(digits(await figure(page, "orderCount"))).toBe(digits(monthly.totals.orderCount!));
    await expect.poll(() => page.getByRole("button", { name: "按月" }).getAttribute("aria-pressed")).toBe("true");
    const topTitles = await page.getByTestId("top-works").locator("tbody tr td:nth-child(2)").allTextContents();
    expect(topTitles).toEqual(monthly.topWorks.map((w) => w.title));
  });

  it("IndexTask shows the API's open work, each linking to its screen", async () => {
    const page = await app.open();
    await signIn(page, { route: "/dashboard/indexTask" });
    const panel = page.getByTestId("business-tasks");
    await panel.locator("[data-task]").first().waitFor();
    const want = await api<Record<string, number | string | { byChannel: Record<string, number> }>>(app.url, "/dashboard/tasks", { token });
    const count = async (key: string) => digits(await panel.locator(`[data-task="${key}"] [data-testid="task-count"]`).textContent());
    for (const key of ["pendingWorks", "reexamWorks", "pendingAdjusts", "pendingExams", "pendingWithdrawals", "approvedWithdrawals", "unpaidOrders"]) expect(await count(key), key).toBe(digits(want[key] as number));
    const feedback = want.feedback as { byChannel: Record<string, number> };
    expect([await count("feedbackUser"), await count("feedbackAgent"), await count("feedbackOutlet")]).toEqual([feedback.byChannel.user, feedback.byChannel.agent, feedback.byChannel.outlet].map(String));
    expect(digits(await panel.locator('[data-task="pendingWithdrawals"] [data-testid="task-amount"]').textContent())).toBe(digits(want.pendingWithdrawalAmount as string));
    expect(await panel.locator('[data-task="pendingWorks"]').getAttribute("href")).toBe("#/work/qtWorkAuditList");
    expect(await seriousViolations(page, '[data-testid="business-tasks"]')).toEqual([]);
    await panel.locator('[data-task="pendingWithdrawals"]').click();
    await page.waitForURL((url) => url.hash === "#/without/qtWithoutList");
  });

  it("Monitor shows this instance, its database and request statistics, and refreshes them", async () => {
    const page = await app.open();
    await signIn(page, { route: "/dashboard/monitor" });
    const requests = page.getByTestId("monitor-requests");
    await requests.waitFor();
    await expect.poll(() => page.getByTestId("monitor-database").textContent()).toContain("pglite");
    expect(await page.getByTestId("monitor-tables").locator("tbody td:first-child").allTextContents()).toContain("qt_work_order");
    const total = async () => Number(digits(await requests.locator("[data-fact] >> nth=0").textContent()));
    const before = await total();
    const api_ = await api<{ requests: { total: number } }>(app.url, "/dashboard/monitor", { token });
    expect(api_.requests.total).toBeGreaterThanOrEqual(before);
    await page.getByRole("button", { name: "刷新" }).click();
    await expect.poll(total).toBeGreaterThan(api_.requests.total);
    expect(await page.getByTestId("monitor-paths").textContent()).toContain("/dashboard/monitor");
    expect(await seriousViolations(page, '[data-testid="dashboard-monitor"]')).toEqual([]);
  });

  it("Workplace lists the works the user audited last, newest first, and links to the audit screen", async () => {
    const pending = await api<{ records: { id: string; title: string }[] }>(app.url, "/work/qtWork/list?auditStatus=pending&pageSize=2", { token });
    expect(pending.records.length).toBe(2);
    for (const w of pending.records) await api(app.url, "/work/qtWork/auditBatch", { method: "POST", token, body: { ids: w.id, verdict: "approved" } });
    const page = await app.open();
    await signIn(page, { route: "/dashboard/workplace" });
    const recent = page.getByTestId("recent-works");
    await expect.poll(() => recent.locator("li").count()).toBe(2);
    // the later approval first
    expect(await recent.locator("li > span:first-child").allTextContents()).toEqual(pending.records.map((w) => w.title).reverse());
    expect(await recent.getByRole("link").getAttribute("href")).toBe("#/work/qtWorkAuditList");
  });

  it("the operator sees the analysis with the API's figures; the tasks and monitor calls are refused", async () => {
    const operator = await api<{ token: string }>(app.url, "/sys/login", { method: "POST", body: { username: DEMO_USERS.operator.username, password: ADMIN_PASSWORD } });
    const want = await api<Analysis>(app.url, "/dashboard/analysis", { token: operator.token });
    const page = await app.open();
    await signIn(page, { username: DEMO_USERS.operator.username });
    expect(digits(await figure(page, "salesAmount"))).toBe(digits(want.totals.salesAmount!));
    for (const path of ["/dashboard/tasks", "/dashboard/monitor"]) {
      const res = await fetch(`${app.url}/qt${path}`, { headers: { "X-Access-Token": operator.token } });
      expect(res.status, path).toBe(403);
    }
  });
});
