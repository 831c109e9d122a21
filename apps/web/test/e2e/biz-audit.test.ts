/**
 * The work audit and the withdrawal audit (issue #9) in the real console on the real server, as
 * the seeded demo accounts: the auditor batch-approves works (one changed meanwhile by someone
 * else is refused and says why), rejects one with a fail reason, puts the approved ones on shelf
 * and recommends one, and the works list shows them on shelf; works sent back to re-exam get their
 * final verdict only from a second reviewer (the administrator, in the English console); the
 * finance user rejects a withdrawal with a remark and the designer's balance is back where it
 * was, and pays another only once it is approved; the operator has no finance screen in the menu,
 * gets the missing page at its address, and the API refuses the calls. The data is made through
 * the API (beforeAll and each test's start).
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { adminToken, api, oneRecord, platformDesigner } from "../helpers/api";
import { screenshot } from "../helpers/browser";
import { ADMIN_PASSWORD, DEMO_USERS, sideMenu } from "../helpers/console";
import { listRows, openList, searchFor, shown, signInToList } from "../helpers/list-page";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

/** A 1×1 PNG: covers must be real pictures (a missing one is a console error in the page). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

interface Page_<T> {
  records: T[];
}
interface Work {
  id: string;
  title: string;
  auditStatus: string;
  shelfStatus: string;
}
interface QtUser {
  id: string;
  balance: string;
}
interface Withdrawal {
  id: string;
  status: string;
}

async function uploadCover(token: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([PNG], { type: "image/png" }), "cover.png");
  form.append("biz", "qt");
  const res = await fetch(`${app.url}/qt/sys/common/upload`, { method: "POST", headers: { "X-Access-Token": token }, body: form });
  const answer = (await res.json()) as { success: boolean; message: string };
  if (!answer.success) throw new Error(`upload: ${answer.message}`);
  return answer.message;
}

const one = <T>(token: string, path: string): Promise<T> => oneRecord<T>(app.url, token, path);
const designer = (token: string, nickname: string, balance?: string): Promise<QtUser> => platformDesigner(app.url, token, nickname, balance);

const dialog = (page: Page, testId: string) => page.getByTestId(testId);
const rowOf = (page: Page, text: string) => listRows(page).filter({ hasText: text });

/** Checks rows by clicking their text (a row click toggles it, as the kit does). */
async function select(page: Page, ...texts: string[]): Promise<void> {
  for (const text of texts) {
    await rowOf(page, text).getByText(text, { exact: true }).click();
    await expect.poll(() => rowOf(page, text).getAttribute("aria-selected")).toBe("true");
  }
}

/** The results dialog's rows as `[text, ok]`, once it shows. */
async function results(page: Page): Promise<Array<{ text: string; ok: boolean }>> {
  const rows = dialog(page, "batch-result").getByTestId("batch-result-row");
  await rows.first().waitFor();
  const texts = await rows.allInnerTexts();
  const oks = await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-ok") === "true"));
  return texts.map((text, i) => ({ text, ok: oks[i]! }));
}

async function closeResults(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await dialog(page, "batch-result").waitFor({ state: "detached" });
}

/** Opens the action's dialog, fills it and confirms. */
async function verdict(page: Page, action: string, fill: (form: Locator) => Promise<void> = async () => {}): Promise<void> {
  await shown(page).getByTestId(`batch-${action}`).click();
  const form = dialog(page, "batch-verdict");
  await form.waitFor();
  await fill(form);
  await form.getByRole("button", { name: "确定" }).click();
}

describe("work and withdrawal audit", () => {
  let token: string;
  const works: Record<string, Work> = {};
  /** The work type, the works' designer and an uploaded cover. */
  const basics = { type: "", author: "", cover: "" };

  beforeAll(async () => {
    token = await adminToken(app.url);
    await api(app.url, "/work/qtWorkType/add", { method: "POST", token, body: { pid: "0", name: "E2E审核分类", code: "e2e_audit", sort: 1 } });
    const type = await one<{ id: string }>(token, "/work/qtWorkType/list?code=e2e_audit");
    const author = await designer(token, "E2E作品设计师");
    const cover = await uploadCover(token);
    Object.assign(basics, { type: type.id, author: author.id, cover });
    for (const title of ["E2E审核甲", "E2E审核乙", "E2E审核丙", "E2E审核丁"]) {
      await api(app.url, "/work/qtWork/add", {
        method: "POST",
        token,
        body: { title, workTypeId: type.id, designerId: author.id, cover, fileUrl: cover, format: "png", price: "9.90", isFree: "0" },
      });
      works[title] = await one<Work>(token, `/work/qtWork/list?title=${encodeURIComponent(title)}`);
    }
  });

  it("the auditor approves works (one changed meanwhile is refused), rejects one with a reason and puts the approved on shelf", async () => {
    const page = await app.open();
    await signInToList(page, "/work/qtWorkAuditList", { username: DEMO_USERS.auditor.username });
    await expect(shown(page).getByRole("tab", { name: "待审核" }).getAttribute("aria-selected")).resolves.toBe("true");
    await searchFor(page, "title", "E2E审核");
    await expect.poll(async () => (await listRows(page).allInnerTexts()).length).toBe(4);
    expect(await seriousViolations(page, '[data-testid="work-audit"]')).toEqual([]);

    // the cover enlarges, by keyboard too
    const cover = rowOf(page, "E2E审核甲").getByRole("button", { name: "查看「E2E审核甲」的封面大图" });
    await cover.focus();
    await page.keyboard.press("Enter");
    await dialog(page, "cover-dialog").getByRole("img", { name: "「E2E审核甲」的封面" }).waitFor();
    await page.keyboard.press("Escape");
    await dialog(page, "cover-dialog").waitFor({ state: "detached" });

    // after the list was loaded, someone else approves 乙 (already done: ok, unchanged) and rejects 丁 (refused, with the reason)
    await select(page, "E2E审核甲", "E2E审核乙", "E2E审核丁");
    await api(app.url, "/work/qtWork/auditBatch", { method: "POST", token, body: { ids: works["E2E审核乙"]!.id, verdict: "approved" } });
    await api(app.url, "/work/qtWork/auditBatch", { method: "POST", token, body: { ids: works["E2E审核丁"]!.id, verdict: "rejected", reasonCode: "copyright" } });
    await verdict(page, "approve", (form) => form.locator('[name="remark"]').fill("画面清晰"));
    await expect(dialog(page, "batch-result").getByTestId("batch-result-summary").innerText()).resolves.toBe("共 3 条：成功 2 条，失败 1 条");
    expect(await results(page)).toEqual([
      { text: expect.stringMatching(/E2E审核甲[\s\S]*成功[\s\S]*待审核 → 已通过/), ok: true },
      { text: expect.stringMatching(/E2E审核乙[\s\S]*成功[\s\S]*已是「已通过」/), ok: true },
      { text: expect.stringMatching(/E2E审核丁[\s\S]*失败[\s\S]*已审核的作品只能通过复审改变结论/), ok: false },
    ]);
    expect(await seriousViolations(page, '[data-testid="batch-result"]')).toEqual([]);
    await screenshot(page, "work-audit-results");
    await closeResults(page);
    // the list was reloaded: only 丙 is still pending
    await expect.poll(() => listRows(page).allInnerTexts()).toEqual([expect.stringContaining("E2E审核丙")]);

    // a rejection needs a fail reason
    await select(page, "E2E审核丙");
    await shown(page).getByTestId("batch-reject").click();
    const form = dialog(page, "batch-verdict");
    await form.getByText("已选择 1 条记录").waitFor();
    await form.getByRole("button", { name: "确定" }).click();
    await form.getByText("请选择失败原因").waitFor();
    expect(await seriousViolations(page, '[data-testid="batch-verdict"]')).toEqual([]);
    await form.locator('[name="reasonCode"]').selectOption({ label: "质量不达标" });
    await form.getByRole("button", { name: "确定" }).click();
    expect(await results(page)).toEqual([{ text: expect.stringMatching(/E2E审核丙[\s\S]*待审核 → 已驳回/), ok: true }]);
    await closeResults(page);
    await shown(page).getByTestId("list-empty").waitFor();
    const fails = await api<Page_<{ reasonCode: string }>>(app.url, `/work/qtWorkFail/list?workId=${works["E2E审核丙"]!.id}`, { token });
    expect(fails.records.map((f) => f.reasonCode)).toEqual(["quality"]);

    // 已通过: both go on shelf
    await shown(page).getByRole("tab", { name: "已通过" }).click();
    await searchFor(page, "title", "E2E审核");
    await expect.poll(async () => (await listRows(page).allInnerTexts()).length).toBe(2);
    await select(page, "E2E审核甲", "E2E审核乙");
    await shown(page).getByTestId("batch-on").click();
    expect((await results(page)).map((r) => [r.ok, /已下架 → 已上架/.test(r.text)])).toEqual([
      [true, true],
      [true, true],
    ]);
    await closeResults(page);
    await select(page, "E2E审核甲");
    await shown(page).getByTestId("batch-recommend").click();
    expect(await results(page)).toEqual([{ text: expect.stringContaining("E2E审核甲"), ok: true }]);
    await closeResults(page);

    // the works list shows them on shelf (甲 recommended), the rejected ones off
    await openList(page, "/work/qtWorkList");
    await searchFor(page, "title", "E2E审核");
    await expect.poll(async () => (await listRows(page).allInnerTexts()).map((text) => /已通过[\s\S]*已上架/.test(text)).sort()).toEqual([false, false, true, true]);
    for (const title of ["E2E审核甲", "E2E审核乙"]) await expect(rowOf(page, title).innerText()).resolves.toMatch(/已通过[\s\S]*已上架/);
    const recommended = await api<Page_<Work & { recommend: string }>>(app.url, "/work/qtWork/list?recommend=1&title=*E2E审核*", { token });
    expect(recommended.records.map((w) => w.title)).toEqual(["E2E审核甲"]);
    for (const title of ["E2E审核丙", "E2E审核丁"]) await expect(rowOf(page, title).innerText()).resolves.toMatch(/已驳回[\s\S]*已下架/);
  });

  it("re-exam: works sent back get their final verdict from a second reviewer only", async () => {
    const auditor = (await api<{ token: string }>(app.url, "/sys/login", { method: "POST", body: { username: DEMO_USERS.auditor.username, password: ADMIN_PASSWORD } })).token;
    const { type, author, cover } = basics;
    const made: Record<string, Work> = {};
    for (const title of ["E2E复审一", "E2E复审二"]) {
      await api(app.url, "/work/qtWork/add", { method: "POST", token, body: { title, workTypeId: type, designerId: author, cover, fileUrl: cover, format: "psd", price: "5.00", isFree: "0" } });
      made[title] = await one<Work>(token, `/work/qtWork/list?title=${encodeURIComponent(title)}`);
    }
    // 一 approved by the auditor, 二 by the administrator
    await api(app.url, "/work/qtWork/auditBatch", { method: "POST", token: auditor, body: { ids: made["E2E复审一"]!.id, verdict: "approved" } });
    await api(app.url, "/work/qtWork/auditBatch", { method: "POST", token, body: { ids: made["E2E复审二"]!.id, verdict: "approved" } });

    const page = await app.open();
    await signInToList(page, "/work/qtWorkAuditList", { username: DEMO_USERS.auditor.username });
    await shown(page).getByRole("tab", { name: "已通过" }).click();
    await searchFor(page, "title", "E2E复审");
    await expect.poll(() => listRows(page).count()).toBe(2);
    await select(page, "E2E复审一", "E2E复审二");
    await verdict(page, "reexam", (form) => form.locator('[name="remark"]').fill("用户投诉，复核版权"));
    expect((await results(page)).map((r) => [r.ok, /已通过 → 复审中/.test(r.text)])).toEqual([
      [true, true],
      [true, true],
    ]);
    await closeResults(page);
    await shown(page).getByTestId("list-empty").waitFor();

    // the final verdict: not by the reviewer of the verdict being re-examined
    await shown(page).getByRole("tab", { name: "复审中" }).click();
    await searchFor(page, "title", "E2E复审");
    await select(page, "E2E复审一", "E2E复审二");
    await verdict(page, "final-approve");
    expect(await results(page)).toEqual([
      { text: expect.stringMatching(/E2E复审一[\s\S]*失败[\s\S]*须由另一位审核人作出/), ok: false },
      { text: expect.stringMatching(/E2E复审二[\s\S]*复审中 → 已通过/), ok: true },
    ]);
    await closeResults(page);
    await expect.poll(() => listRows(page).allInnerTexts()).toEqual([expect.stringContaining("E2E复审一")]);

    // the administrator, a second reviewer, rejects 一 with a reason (English console)
    const admin = await app.open();
    await signInToList(admin, "/work/qtWorkAuditList", { locale: "en-US" });
    await shown(admin).getByRole("tab", { name: "Re-exam" }).click();
    await searchFor(admin, "title", "E2E复审");
    await select(admin, "E2E复审一");
    await shown(admin).getByTestId("batch-final-reject").click();
    const form = dialog(admin, "batch-verdict");
    await form.getByText("1 record(s) selected").waitFor();
    // the reason dictionary in the caller's language
    await form.locator('[name="reasonCode"]').selectOption({ label: "Copyright issue" });
    await form.getByRole("button", { name: "OK" }).click();
    await expect(dialog(admin, "batch-result").getByTestId("batch-result-summary").innerText()).resolves.toBe("1 handled: 1 succeeded, 0 refused");
    expect(await results(admin)).toEqual([{ text: expect.stringMatching(/E2E复审一[\s\S]*Done/), ok: true }]);
    await closeResults(admin);
    const decided = await api<Work>(app.url, `/work/qtWork/queryById?id=${made["E2E复审一"]!.id}`, { token });
    expect([decided.auditStatus, decided.shelfStatus]).toEqual(["rejected", "off"]);
  });

  it("the finance user rejects a withdrawal and the designer's balance is restored; paying needs an approval first", async () => {
    const user = await designer(token, "E2E提现设计师", "500.00");
    const apply = (amount: string, accountName: string) =>
      api<{ withdrawal: Withdrawal; balance: string }>(app.url, "/without/qtWithout/apply", {
        method: "POST",
        token,
        body: { userId: user.id, amount, accountType: "alipay", accountNo: "e2e@example.com", accountName },
      });
    const rejected = await apply("150.00", "E2E驳回收款人");
    expect(rejected.balance).toBe("350.00");
    const paid = await apply("120.00", "E2E打款收款人");
    expect(paid.balance).toBe("230.00");

    const page = await app.open();
    await signInToList(page, "/without/qtWithoutList", { username: DEMO_USERS.finance.username });

    // rejecting asks for a remark
    await searchFor(page, "accountName", "E2E驳回收款人");
    await expect.poll(() => listRows(page).count()).toBe(1);
    await select(page, "E2E驳回收款人");
    await shown(page).getByTestId("batch-reject").click();
    const form = dialog(page, "batch-verdict");
    await form.getByRole("button", { name: "确定" }).click();
    await form.getByText("请填写审核意见").waitFor();
    await form.locator('[name="remark"]').fill("收款账户信息有误");
    await form.getByRole("button", { name: "确定" }).click();
    expect(await results(page)).toEqual([{ text: expect.stringMatching(/E2E提现设计师 · 150\.00[\s\S]*成功[\s\S]*待审核 → 已驳回/), ok: true }]);
    await closeResults(page);
    await expect.poll(() => rowOf(page, "E2E驳回收款人").innerText()).toContain("已驳回");

    // 500.00 − 150.00 − 120.00, and the 150.00 back
    const after = await api<QtUser>(app.url, `/user/qtUser/queryById?id=${user.id}`, { token });
    expect(after.balance).toBe("380.00");
    const logs = await api<Page_<{ amount: string; refId: string }>>(app.url, `/money/qtMoneyLog/list?userId=${user.id}&refId=${rejected.withdrawal.id}`, { token });
    expect(logs.records.map((l) => l.amount).sort()).toEqual(["-150.00", "150.00"]);

    // paying a pending withdrawal is refused, with the reason; approved, it can be paid
    await searchFor(page, "accountName", "E2E打款收款人");
    await expect.poll(() => listRows(page).count()).toBe(1);
    await select(page, "E2E打款收款人");
    await shown(page).getByTestId("batch-paid").click();
    expect(await results(page)).toEqual([{ text: expect.stringContaining("失败"), ok: false }]);
    await closeResults(page);
    await select(page, "E2E打款收款人");
    await verdict(page, "approve");
    expect(await results(page)).toEqual([{ text: expect.stringMatching(/待审核 → 已审核/), ok: true }]);
    await closeResults(page);
    await select(page, "E2E打款收款人");
    await shown(page).getByTestId("batch-paid").click();
    expect(await results(page)).toEqual([{ text: expect.stringMatching(/已审核 → 已打款/), ok: true }]);
    await closeResults(page);
    await expect.poll(() => rowOf(page, "E2E打款收款人").innerText()).toContain("已打款");
    await expect(api<QtUser>(app.url, `/user/qtUser/queryById?id=${user.id}`, { token }).then((u) => u.balance)).resolves.toBe("380.00");

    // the administrator sees the restored balance in the platform users list
    const admin = await app.open();
    await signInToList(admin, "/user/qtUserList");
    await searchFor(admin, "nickname", "E2E提现设计师");
    await expect.poll(() => listRows(admin).allInnerTexts()).toEqual([expect.stringContaining("380.00")]);
  });

  it("the operator has no finance screen and the API refuses the withdrawal calls", async () => {
    const user = await designer(token, "E2E运营不可见", "200.00");
    const { withdrawal } = await api<{ withdrawal: Withdrawal }>(app.url, "/without/qtWithout/apply", {
      method: "POST",
      token,
      body: { userId: user.id, amount: "100.00", accountType: "bank", accountNo: "6222000011112222", accountName: "E2E运营" },
    });

    const page = await app.open();
    await signIn(page, { username: DEMO_USERS.operator.username });
    const menu = sideMenu(page);
    await menu.getByText("广告", { exact: true }).waitFor();
    for (const finance of ["提现管理", "资金流水", "支付记录", "作品订单", "分成记录"]) {
      await expect(menu.getByText(finance, { exact: true }).count(), finance).resolves.toBe(0);
    }
    await page.goto("/#/without/qtWithoutList");
    await page.getByText(/抱歉，你(无权访问该页面|访问的页面不存在)/).waitFor();
    await expect(page.getByTestId("batch-reject").count()).resolves.toBe(0);

    const operator = (await api<{ token: string }>(app.url, "/sys/login", { method: "POST", body: { username: DEMO_USERS.operator.username, password: ADMIN_PASSWORD } })).token;
    for (const call of [
      { path: "/without/qtWithout/auditBatch", method: "POST", body: { ids: withdrawal.id, verdict: "rejected", remark: "越权" } },
      { path: "/without/qtWithout/list", method: "GET" },
      { path: "/money/qtMoneyLog/list", method: "GET" },
    ]) {
      const res = await fetch(`${app.url}/qt${call.path}`, {
        method: call.method,
        headers: { "Content-Type": "application/json", "X-Access-Token": operator },
        ...(call.body ? { body: JSON.stringify(call.body) } : {}),
      });
      const answer = (await res.json()) as { success: boolean };
      expect([call.path, res.status, answer.success]).toEqual([call.path, 403, false]);
    }
    // nothing changed
    const still = await api<Withdrawal>(app.url, `/without/qtWithout/queryById?id=${withdrawal.id}`, { token });
    expect(still.status).toBe("pending");
    await expect(api<QtUser>(app.url, `/user/qtUser/queryById?id=${user.id}`, { token }).then((u) => u.balance)).resolves.toBe("100.00");
  });
});
