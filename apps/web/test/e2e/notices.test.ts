/**
 * The notice centre in the browser (shell.md §2 "Header notice centre", §4 "Notices", "Notice
 * real-time channel"): the admin releases an announcement through the API, a logged-in user's bell
 * counts it without a reload — pushed over the WebSocket (the 消息提醒 notification only a push
 * shows) — opening it shows the detail modal and marks it read, the my-announcements page lists it
 * as read; 查看详情 on a push; read filter and 全部标注已读; a component announcement opens its page
 * with the business id and the page shows that record's 详情 (by keyboard); new messages are spoken only when the user enabled it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "../helpers/browser";
import { ADMIN_PASSWORD, hashRoute, toasts, waitForRoute } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

// ---- the admin's side, through the API -----------------------------------------------------------

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${app.url}/qt${path}`, {
    method: init.method ?? "GET",
    headers: { "Content-Type": "application/json", ...(init.token ? { "X-Access-Token": init.token } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const answer = (await res.json()) as Envelope<T>;
  if (!res.ok || !answer.success) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer.result;
}

let adminToken: string | undefined;
async function admin(): Promise<string> {
  adminToken ??= (await call<{ token: string }>("/sys/login", { method: "POST", body: { username: "admin", password: ADMIN_PASSWORD } })).token;
  return adminToken;
}

let serial = 0;
/** A unique title (the announcement list is shared by every test of the file). */
const titleOf = (what: string) => `E2E ${what} ${Date.now().toString(36)}-${++serial}`;

interface Draft {
  titile: string;
  msgContent?: string;
  priority?: "L" | "M" | "H";
  msgCategory?: "1" | "2";
  openType?: string;
  openPage?: string;
  busId?: string;
}

/** Adds an announcement to everyone (POST /sys/annountCement/add) and releases it (GET doReleaseData); its id. */
async function release(draft: Draft): Promise<string> {
  const token = await admin();
  await call("/sys/annountCement/add", { method: "POST", token, body: { priority: "L", msgCategory: "1", msgType: "ALL", ...draft } });
  const found = await call<{ records: { id: string; titile: string }[] }>(`/sys/annountCement/list?pageSize=100&titile=${encodeURIComponent(draft.titile)}`, { token });
  const id = found.records.find((r) => r.titile === draft.titile)?.id;
  if (!id) throw new Error(`the added announcement ${draft.titile} is not listed`);
  await call(`/sys/annountCement/doReleaseData?id=${encodeURIComponent(id)}`, { token });
  return id;
}

// ---- the user's side, in the browser -------------------------------------------------------------

const bell = (page: Page) => page.getByTestId("notice-bell");
const unreadCount = async (page: Page) => Number(await bell(page).getAttribute("data-count"));

/** Waits until the bell shows `n` unread. */
async function waitForCount(page: Page, n: number): Promise<void> {
  await page.locator(`[data-testid="notice-bell"][data-count="${n}"]`).waitFor();
}

/** Logs in and waits until the notice channel is connected (pushes reach the page from then on). */
async function loginLive(page: Page, username: string): Promise<void> {
  await signIn(page, { username });
  await page.locator('[data-testid="notice-bell"][data-live="true"]').waitFor();
}

/** Hovers the bell and returns the panel. */
async function openPanel(page: Page) {
  await bell(page).hover();
  const panel = page.getByTestId("notice-panel");
  await panel.waitFor();
  return panel;
}

/** Records what speechSynthesis is asked to say (headless Chromium has no voices to hear). */
async function recordSpeech(page: Page, enabled: boolean): Promise<void> {
  await page.addInitScript((on) => {
    if (on) localStorage.setItem("qt.noticeSpeech", "1");
    const spoken: string[] = [];
    (window as unknown as { __spoken: string[] }).__spoken = spoken;
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => void spoken.push(utterance.text);
  }, enabled);
}
const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);

describe("notice centre", () => {
  it("a released announcement reaches the bell over the WebSocket; opening it shows the detail and marks it read", async () => {
    const page = await app.open();
    await recordSpeech(page, false);
    await loginLive(page, "operator");
    const before = await unreadCount(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const title = titleOf("紧急通知");
    await release({ titile: title, priority: "H", msgContent: '<p>系统将于今晚升级，<b>请提前保存</b>。</p><img src="data:," alt="" onerror="window.__xss=1">' });

    // The push: 消息提醒 with the title (the list reload that follows it counts the new item).
    const push = toasts(page).filter({ hasText: "消息提醒" }).filter({ hasText: title });
    await push.waitFor();
    await expect(push.getByRole("button", { name: "查看详情" }).count()).resolves.toBe(1);
    await waitForCount(page, before + 1);
    await expect(bell(page).getAttribute("aria-label")).resolves.toBe(`消息通知，${before + 1} 条未读`);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true); // no reload
    expect(await spoken(page)).toEqual([]); // speech is off by default

    const panel = await openPanel(page);
    await expect(panel.getByRole("tab").allInnerTexts()).resolves.toEqual([expect.stringMatching(/^通知\(\d+\)$/), expect.stringMatching(/^系统消息\(\d+\)$/)]);
    const item = panel.getByTestId("notice-item").filter({ hasText: title });
    await expect.poll(() => item.getByText("紧急消息").isVisible()).toBe(true);
    await expect.poll(() => item.getByText("发布人：admin").isVisible()).toBe(true);
    await screenshot(page, "notice-panel");

    await item.click();
    const detail = page.getByTestId("notice-detail");
    await detail.waitFor();
    await expect(detail.getByRole("heading").innerText()).resolves.toBe(title);
    const meta = detail.getByTestId("notice-detail-meta");
    await meta.getByText("发布人：管理员").waitFor(); // the sender's real name (the announcement stores "admin")
    await expect(meta.innerText()).resolves.toMatch(/紧急消息[\s\S]*发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(detail.getByTestId("notice-detail-body").locator("b").innerText()).resolves.toBe("请提前保存");
    await expect(detail.getByTestId("notice-detail-body").innerHTML()).resolves.not.toContain("onerror");
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // Marked read: the bell goes back down.
    await waitForCount(page, before);

    // 60% of the window wide, 80% high; full width in fullscreen.
    const viewport = page.viewportSize() as { width: number; height: number };
    // Laid-out size, not the bounding box: the opening animation scales the box for a moment.
    const size = () => detail.evaluate((el) => ({ width: parseFloat(getComputedStyle(el).width), height: parseFloat(getComputedStyle(el).height) }));
    const normal = await size();
    expect(normal.width).toBeCloseTo(viewport.width * 0.6, 0);
    expect(normal.height).toBeCloseTo(viewport.height * 0.8, 0);
    await screenshot(page, "notice-detail");
    await detail.getByRole("button", { name: "全屏" }).click();
    await page.locator('[data-testid="notice-detail"][data-fullscreen]').waitFor();
    expect((await size()).width).toBeCloseTo(viewport.width, 0);
    await detail.getByRole("button", { name: "关闭" }).last().click();
    await detail.waitFor({ state: "detached" });

    // 查看更多 → my announcements: the announcement is there, read.
    await (await openPanel(page)).getByRole("button", { name: "查看更多" }).click();
    await waitForRoute(page, "/isps/userAnnouncement");
    const row = page.getByTestId("announcement-row").filter({ hasText: title });
    await expect(row.getAttribute("data-read")).resolves.toBe("1");
    await expect(row.getByTestId("announcement-read").innerText()).resolves.toBe("已读");
    await screenshot(page, "my-announcements");
  });

  it("查看详情 on a push opens its detail; my announcements lists read and unread ones, 全部标注已读 after the confirmation", async () => {
    const page = await app.open();
    await loginLive(page, "finance");
    const seen = titleOf("已读通知");
    await release({ titile: seen, msgContent: "<p>月度报表已生成</p>" });
    const push = toasts(page).filter({ hasText: seen });
    await push.getByRole("button", { name: "查看详情" }).click();
    const detail = page.getByTestId("notice-detail");
    await expect(detail.getByRole("heading").innerText()).resolves.toBe(seen);
    await expect(detail.getByTestId("notice-detail-body").innerText()).resolves.toBe("月度报表已生成");
    await detail.getByRole("button", { name: "关闭" }).last().click();
    await detail.waitFor({ state: "detached" });

    const unseen = titleOf("一般通知");
    await release({ titile: unseen });
    await toasts(page).filter({ hasText: unseen }).waitFor();
    expect(await unreadCount(page)).toBeGreaterThan(0);

    await page.goto("/#/isps/userAnnouncement");
    const readRow = page.getByTestId("announcement-row").filter({ hasText: seen });
    const unreadRow = page.getByTestId("announcement-row").filter({ hasText: unseen });
    await expect(readRow.getAttribute("data-read")).resolves.toBe("1");
    await expect(unreadRow.getAttribute("data-read")).resolves.toBe("0");
    // The read-state filter asks the server for read ones only: the unread one leaves the list.
    await page.getByTestId("filter-read").selectOption("1");
    await page.getByRole("button", { name: "查询" }).click();
    await unreadRow.waitFor({ state: "detached" });
    await readRow.waitFor();
    await page.getByRole("button", { name: "重置" }).click();
    await unreadRow.waitFor();

    await page.getByTestId("read-all").click();
    const dialog = page.getByTestId("confirm-dialog");
    await expect(dialog.innerText()).resolves.toContain("是否全部标注已读?");
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.locator('[data-testid="announcement-row"][data-read="0"]').first().waitFor({ state: "detached" });
    await expect(unreadRow.getAttribute("data-read")).resolves.toBe("1");
    await waitForCount(page, 0);

    // 查看 on a row shows the same detail modal.
    await unreadRow.getByRole("button", { name: `查看 ${unseen}` }).click();
    await expect(detail.getByRole("heading").innerText()).resolves.toBe(unseen);
  });

  it("by keyboard, a component announcement opens its page on the record of its business id; speech speaks pushes when enabled", async () => {
    const page = await app.open();
    await recordSpeech(page, true);
    await loginLive(page, "support");
    const title = titleOf("待办");
    // a notice about a user's feedback: its page is the feedback list, its business id the feedback's
    const content = `${title} 的反馈：下载的PSD打不开`;
    await call("/feedback/qtFeedback/add", { method: "POST", token: await admin(), body: { channel: "user", content } });
    const found = await call<{ records: { id: string }[] }>(`/feedback/qtFeedback/list?channel=user&content=${encodeURIComponent(content)}`, { token: await admin() });
    const feedback = { id: found.records[0]!.id, content };
    await release({ titile: title, msgCategory: "2", priority: "M", openType: "component", openPage: "feedback/QtFeedbackList", busId: feedback.id });
    await toasts(page).filter({ hasText: title }).waitFor();
    expect(await spoken(page)).toEqual([title]);

    // By keyboard: Enter on the bell opens the panel and moves the focus into it.
    await bell(page).focus();
    await page.keyboard.press("Enter");
    const panel = page.getByTestId("notice-panel");
    await panel.waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="notice-panel"]')?.contains(document.activeElement));
    await panel.getByRole("tab", { name: /^系统消息/ }).click();
    const item = panel.getByTestId("notice-item").filter({ hasText: title });
    await expect.poll(() => item.getByText("重要消息").isVisible()).toBe(true);
    await item.click();
    const target = `/feedback/qtFeedbackList?id=${encodeURIComponent(feedback.id)}`;
    await waitForRoute(page, target);
    expect(hashRoute(page)).toBe(target);
    await expect(page.getByTestId("notice-detail").count()).resolves.toBe(0);
    // the feedback list opens that feedback's 详情
    const record = page.getByTestId("record-modal");
    await record.waitFor();
    await expect(record.getByText(feedback.content, { exact: false }).first().isVisible()).resolves.toBe(true);
  });
});
