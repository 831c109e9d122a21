/**
 * 通告管理 (issue #6) in the browser: the admin writes an announcement to 指定用户 with its body in
 * the rich-text editor (typed, partly bold), previews it in the notice centre's detail modal,
 * releases it, and the chosen user — logged in in another browser — sees it arrive in the bell
 * without a reload (pushed over the WebSocket), while another user does not get it; released
 * announcements offer no 编辑; revoking shows 已撤销 and its time. An announcement to 全体用户
 * reaches another demo user; 指定用户 without users is refused in the form. (A <script> / onerror
 * body saved through the API coming back sanitised: widgets-upload.test.ts.)
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { screenshot } from "../helpers/browser";
import { ADMIN_PASSWORD, DEMO_USERS, toasts } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const PATH = "/isystem/annountCement";

let serial = 0;
/** A unique title (the list is shared by the tests of the file). */
const titleOf = (what: string) => `E2E ${what} ${Date.now().toString(36)}-${++serial}`;

// ---- the admin's list ---------------------------------------------------------------------------

const modal = (page: Page) => page.getByTestId("record-modal");
const field = (page: Page, name: string) => modal(page).locator(`[name="${name}"]`);
const rowOf = (page: Page, title: string) => page.getByTestId("list-row").filter({ hasText: title });
const search = (page: Page, name: string) => page.getByTestId("list-search").locator(`[name="${name}"]`);

async function settled(page: Page): Promise<void> {
  await page.getByTestId("list-table").waitFor();
  await page.getByTestId("list-loading").waitFor({ state: "detached" });
}

async function openAnnouncements(page: Page): Promise<void> {
  await signIn(page, { route: PATH });
  await settled(page);
}

/** 新增 with title, category and priority filled in; the modal is left open. */
async function startAnnouncement(page: Page, title: string, priority: "一般" | "重要" | "紧急"): Promise<void> {
  await page.getByTestId("toolbar-add").click();
  await field(page, "titile").fill(title);
  await field(page, "msgCategory").selectOption({ label: "通知公告" });
  await field(page, "priority").selectOption({ label: priority });
}

/** Clicks a row action, answers the confirmation with 确定 and waits for the server's message. */
async function confirmRowAction(page: Page, title: string, action: "发布" | "撤销", message: string): Promise<void> {
  await rowOf(page, title).getByRole("button", { name: action, exact: true }).click();
  const dialog = page.getByTestId("confirm-dialog");
  await expect(dialog.innerText()).resolves.toContain(action === "发布" ? "确定要发布该通告吗" : "确定要撤销该通告吗");
  await dialog.getByRole("button", { name: "确定" }).click();
  await toasts(page).filter({ hasText: message }).waitFor();
}

/** The row's cell under the column titled `column`. */
async function cell(page: Page, title: string, column: string): Promise<string> {
  await settled(page);
  const headers = await page.getByTestId("list-table").locator("thead th").allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === column);
  if (index < 0) throw new Error(`no column ${column} in ${headers.join(" | ")}`);
  return (await rowOf(page, title).locator("td").nth(index).innerText()).trim();
}

// ---- the recipient's bell (as in notices.test.ts) ------------------------------------------------

const bell = (page: Page) => page.getByTestId("notice-bell");
const unreadCount = async (page: Page) => Number(await bell(page).getAttribute("data-count"));

/** Logs in, waits until the notice channel is connected and marks the document (a reload would lose the mark). */
async function loginLive(page: Page, username: string): Promise<void> {
  await signIn(page, { username });
  await page.locator('[data-testid="notice-bell"][data-live="true"]').waitFor();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** The unread notices of a user, through the API. */
async function unreadTitles(username: string): Promise<string[]> {
  const { token } = await api<{ token: string }>(app.url, "/sys/login", { method: "POST", body: { username, password: ADMIN_PASSWORD } });
  const lists = await api<{ anntMsgList: { titile: string }[] }>(app.url, "/sys/annountCement/listByUser?pageSize=100", { token });
  return lists.anntMsgList.map((a) => a.titile);
}

/** Types the body in the form's rich-text editor: text, then bold text, then plain again. */
async function typeBody(page: Page, plain: string, bold = "", after = ""): Promise<void> {
  await modal(page).getByRole("textbox", { name: "内容" }).click();
  await page.keyboard.type(plain);
  if (!bold) return;
  const toggle = modal(page).getByRole("toolbar", { name: "编辑器工具栏" }).getByRole("button", { name: "加粗" });
  await toggle.click();
  await page.keyboard.type(bold);
  await toggle.click();
  await page.keyboard.type(after);
}

describe("通告管理", () => {
  beforeAll(async () => {
    await adminToken(app.url); // the server is up and the admin can log in
  });

  it("an announcement to 指定用户 is previewed, released to that user's bell over the WebSocket, not editable once released, and revoked", async () => {
    const finance = await app.open();
    await loginLive(finance, DEMO_USERS.finance.username);
    const before = await unreadCount(finance);

    const page = await app.open();
    await openAnnouncements(page);
    const title = titleOf("财务通知");
    await startAnnouncement(page, title, "紧急");
    // 指定用户 brings the user picker (根据部门选择用户); its search finds the demo user by account
    const picker = modal(page).locator('[name="userIds"]');
    await expect(picker.count()).resolves.toBe(0);
    await modal(page).getByText("指定用户", { exact: true }).click();
    await modal(page).getByRole("button", { name: "根据部门选择用户" }).click();
    const dialog = page.getByTestId("user-picker");
    await dialog.waitFor();
    await dialog.getByRole("textbox", { name: "用户账号" }).fill("finance");
    await dialog.getByRole("textbox", { name: "用户账号" }).press("Enter");
    await expect.poll(() => dialog.getByTestId("picker-row").allInnerTexts()).toEqual([expect.stringContaining("finance")]);
    const financeChoice = dialog.getByRole("checkbox", { name: "财务小张（finance）" });
    await financeChoice.locator("xpath=..").click();
    await expect.poll(() => financeChoice.isChecked()).toBe(true);
    await expect(dialog.getByTestId("picker-count").innerText()).resolves.toBe("已选择 1 人");
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });
    // the real name shown, the user's id stored
    await expect.poll(() => picker.inputValue()).toBe("财务小张");
    // the body in the rich-text editor: its HTML is the field's value
    await typeBody(page, "财务月报已生成，", "请查收", "。");
    await expect.poll(() => field(page, "msgContent").inputValue()).toBe("<p>财务月报已生成，<strong>请查收</strong>。</p>");
    await screenshot(page, "announcement-form");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    await modal(page).waitFor({ state: "detached" });

    await expect(cell(page, title, "发布状态")).resolves.toBe("未发布");
    await expect(cell(page, title, "通告对象")).resolves.toBe("指定用户");
    await expect(cell(page, title, "优先级")).resolves.toBe("紧急");
    await expect(cell(page, title, "消息类型")).resolves.toBe("通知公告");

    // a draft is editable: the form comes back with its user by name and the body in the editor
    await rowOf(page, title).getByRole("button", { name: "编辑" }).click();
    await expect.poll(() => modal(page).locator('[name="userIds"]').inputValue()).toBe("财务小张");
    await expect(field(page, "msgContent").inputValue()).resolves.toBe("<p>财务月报已生成，<strong>请查收</strong>。</p>");
    await expect(modal(page).getByRole("textbox", { name: "内容" }).locator("strong").innerText()).resolves.toBe("请查收");
    await modal(page).getByRole("button", { name: "取消" }).click();
    await modal(page).waitFor({ state: "detached" });

    // 预览: the notice centre's own detail modal
    await rowOf(page, title).getByRole("button", { name: "预览" }).click();
    const detail = page.getByTestId("notice-detail");
    await expect(detail.getByRole("heading").innerText()).resolves.toBe(title);
    await expect(detail.getByTestId("notice-detail-body").locator("strong").innerText()).resolves.toBe("请查收");
    await expect.poll(() => detail.getByTestId("notice-detail-meta").getByText("紧急消息").isVisible()).toBe(true);
    await screenshot(page, "announcement-preview");
    await detail.getByRole("button", { name: "关闭" }).last().click();
    await detail.waitFor({ state: "detached" });
    expect(await unreadTitles(DEMO_USERS.finance.username)).not.toContain(title); // a draft reaches no one

    await confirmRowAction(page, title, "发布", "系统通知推送成功");
    await expect.poll(() => cell(page, title, "发布状态")).toBe("已发布");
    await expect(cell(page, title, "发布时间")).resolves.toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(cell(page, title, "发布人")).resolves.toBe("admin");
    // released: no 编辑 (nor 发布 again), 撤销 instead
    const released = rowOf(page, title);
    await expect(released.getByRole("button", { name: "编辑" }).count()).resolves.toBe(0);
    await expect(released.getByRole("button", { name: "发布", exact: true }).count()).resolves.toBe(0);
    await expect(released.getByRole("button", { name: "撤销", exact: true }).count()).resolves.toBe(1);
    await screenshot(page, "announcement-list");

    // the chosen user: pushed (消息提醒), counted, listed and opened without a reload
    await toasts(finance).filter({ hasText: "消息提醒" }).filter({ hasText: title }).waitFor();
    await finance.locator(`[data-testid="notice-bell"][data-count="${before + 1}"]`).waitFor();
    expect(await sameDocument(finance)).toBe(true);
    await bell(finance).hover();
    const item = finance.getByTestId("notice-panel").getByTestId("notice-item").filter({ hasText: title });
    await item.click();
    const seen = finance.getByTestId("notice-detail");
    await expect(seen.getByRole("heading").innerText()).resolves.toBe(title);
    const body = seen.getByTestId("notice-detail-body");
    await expect(body.innerText()).resolves.toBe("财务月报已生成，请查收。");
    await expect(body.locator("strong").innerText()).resolves.toBe("请查收");
    await screenshot(finance, "announcement-received");
    // another user was not among the recipients
    expect(await unreadTitles(DEMO_USERS.operator.username)).not.toContain(title);

    await confirmRowAction(page, title, "撤销", "该系统通知撤销成功");
    await expect.poll(() => cell(page, title, "发布状态")).toBe("已撤销");
    await expect(cell(page, title, "撤销时间")).resolves.toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const revoked = rowOf(page, title);
    await expect(revoked.getByRole("button", { name: "撤销", exact: true }).count()).resolves.toBe(0);
    await expect(revoked.getByRole("button", { name: "编辑" }).count()).resolves.toBe(0);
  });

  it("an announcement to 全体用户 reaches another demo user; 指定用户 needs users; search by state", async () => {
    const support = await app.open();
    await loginLive(support, DEMO_USERS.support.username);
    const before = await unreadCount(support);

    const page = await app.open();
    await openAnnouncements(page);
    const title = titleOf("全员通知");
    await startAnnouncement(page, title, "重要");
    await modal(page).getByText("指定用户", { exact: true }).click();
    await page.getByTestId("record-submit").click();
    await modal(page).getByText("请选择指定用户!").waitFor();
    // 全体用户: the user choice (and its rule) goes away
    await modal(page).getByText("全体用户", { exact: true }).click();
    await modal(page).locator('[name="userIds"]').waitFor({ state: "detached" });
    await typeBody(page, "周五下午系统维护");
    await expect.poll(() => field(page, "msgContent").inputValue()).toBe("<p>周五下午系统维护</p>");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    await expect(cell(page, title, "通告对象")).resolves.toBe("全体用户");

    await confirmRowAction(page, title, "发布", "系统通知推送成功");
    await toasts(support).filter({ hasText: "消息提醒" }).filter({ hasText: title }).waitFor();
    await support.locator(`[data-testid="notice-bell"][data-count="${before + 1}"]`).waitFor();
    expect(await sameDocument(support)).toBe(true);
    await bell(support).hover();
    await support.getByTestId("notice-panel").getByTestId("notice-item").filter({ hasText: title }).waitFor();

    // search: title and state
    await search(page, "titile").fill(title);
    await search(page, "sendStatus").selectOption({ label: "未发布" });
    await page.getByTestId("search-submit").click();
    await page.getByTestId("list-empty").waitFor();
    await search(page, "sendStatus").selectOption({ label: "已发布" });
    await page.getByTestId("search-submit").click();
    await settled(page);
    await expect.poll(() => page.getByTestId("list-row").allInnerTexts()).toEqual([expect.stringContaining(title)]);
  });
});
