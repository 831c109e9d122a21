/**
 * The report popup, the business component picker and the small widgets of the widgets gallery
 * (/demo/widgets, issue #7) in the real console on the real server: rows of the seeded report
 * report_user_by_depart chosen into two mapped fields (one, then several), the calls in their
 * order and the configuration kept, 请选择一条记录 without a row, the two configuration errors and a
 * report that does not exist (出错了); the dictionaries' business picker paged by 5; the slider by
 * mouse and keyboard; the prompt's rules; the details modal's fullscreen reset; axe scans of each
 * open dialog.
 */
import type { Locator, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { animationsDone, pressOn, screenshot, width } from "../helpers/browser";
import { DEMO_USERS, toasts } from "../helpers/console";
import { demo, openGallery, pickerSettled } from "../helpers/gallery";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const WIDE = { width: 1440, height: 900 };

const valueOf = async (page: Page, id: string): Promise<unknown> => {
  const text = await page.getByTestId(`demo-${id}-value`).innerText();
  return text === "undefined" ? undefined : JSON.parse(text);
};
const waitValue = (page: Page, id: string, value: unknown) => expect.poll(() => valueOf(page, id)).toEqual(value);
/** Waits for a dialog's opening animation (a scan during it sees the texts half faded in). */
const opened = animationsDone;

/** The report calls the page made, in order: the path after /cgreport/api/ and the query. */
function reportCalls(page: Page): Array<{ path: string; query: Record<string, string> }> {
  const calls: Array<{ path: string; query: Record<string, string> }> = [];
  page.on("request", (req: Request) => {
    const url = new URL(req.url());
    const at = url.pathname.indexOf("/online/cgreport/api/");
    if (at >= 0) calls.push({ path: decodeURIComponent(url.pathname.slice(at + "/online/cgreport/api/".length)), query: Object.fromEntries(url.searchParams) });
  });
  return calls;
}

/** Opens a demo's popup or picker with its 选择 button; waits for the rows. */
async function openDialog(page: Page, id: string, testId: string): Promise<Locator> {
  await demo(page, id).getByRole("button", { name: "选择" }).click();
  const dialog = page.getByTestId(testId);
  await dialog.waitFor();
  await opened(dialog);
  await pickerSettled(dialog);
  return dialog;
}

const rows = (dialog: Locator) => dialog.getByTestId("picker-row");

describe("widgets gallery: online report popup", () => {
  it("chooses one row into two mapped fields: columns, then query items, then data; none chosen warns 请选择一条记录", async () => {
    const page = await app.open({ viewport: WIDE });
    const calls = reportCalls(page);
    await openGallery(page, "popup");
    const dialog = await openDialog(page, "popup-single", "report-popup");
    await expect.poll(() => dialog.getByRole("heading", { name: "用户报表（按部门）" }).isVisible()).toBe(true);
    await expect.poll(() => width(dialog)).toBe(1200); // once the opening animation is over

    const id = calls[1]!.path.replace("getQueryInfo/", "");
    expect(calls.map((c) => c.path)).toEqual(["getRpColumns/report_user_by_depart", `getQueryInfo/${id}`, `getData/${id}`]);
    expect(calls[2]!.query).toMatchObject({ pageNo: "1", pageSize: "10" });

    // 确定 with no row: the warning, and the dialog stays
    await dialog.getByRole("button", { name: "确定" }).click();
    await toasts(page).filter({ hasText: "请选择一条记录" }).waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(true);

    // the search form comes from the query items: text, dictionary selects and a date range
    await expect.poll(() => dialog.getByRole("search").getByRole("combobox", { name: "性别" }).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByLabel("创建时间开始").isVisible()).toBe(true);
    await dialog.getByRole("textbox", { name: "账号" }).fill(DEMO_USERS.operator.username);
    await dialog.getByRole("textbox", { name: "账号" }).press("Enter");
    await expect.poll(() => rows(dialog).count()).toBe(1);
    expect(calls.at(-1)!.query).toMatchObject({ username: DEMO_USERS.operator.username, pageNo: "1" });
    await expect(rows(dialog).first().innerText()).resolves.toContain("正常"); // the status column shows its dictionary text
    expect(await seriousViolations(page, '[data-testid="report-popup"]')).toEqual([]);
    await screenshot(page, "report-popup", { fullPage: false });

    await dialog.getByRole("radio", { name: DEMO_USERS.operator.username }).check();
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });
    await waitValue(page, "popup-single", { account: DEMO_USERS.operator.username, realname: DEMO_USERS.operator.realname });
    await expect(demo(page, "popup-single").getByRole("textbox", { name: "账号" }).inputValue()).resolves.toBe(DEMO_USERS.operator.username);
    await expect(demo(page, "popup-single").getByRole("textbox", { name: "姓名" }).inputValue()).resolves.toBe(DEMO_USERS.operator.realname);

    // within 30 s the configuration is not asked for again; the rows are
    const before = calls.length;
    const again = await openDialog(page, "popup-single", "report-popup");
    expect(calls.slice(before).map((c) => c.path)).toEqual([`getData/${id}`]);
    await again.getByRole("button", { name: "取消" }).click();
    await again.waitFor({ state: "detached" });

    // 清除 empties both fields
    await demo(page, "popup-single").getByRole("button", { name: "清除" }).click();
    await waitValue(page, "popup-single", { account: "", realname: "" });
  });

  it("chooses several rows (check boxes), joined with commas; sorts by a column; sends the report's parameter as self_", async () => {
    const page = await app.open({ viewport: WIDE });
    const calls = reportCalls(page);
    await openGallery(page, "popup");
    const dialog = await openDialog(page, "popup-multi", "report-popup");
    expect(await dialog.getByRole("radio").count()).toBe(0);

    // sorted by 账号, ascending then descending
    const header = dialog.getByRole("columnheader", { name: "账号" });
    await header.getByRole("button").click();
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("ascending");
    await pickerSettled(dialog);
    expect(calls.at(-1)!.query).toMatchObject({ column: "username", order: "asc" });
    const ascending = (await rows(dialog).allInnerTexts()).map((r) => r.split("\t")[0]);
    await header.getByRole("button").click();
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("descending");
    await pickerSettled(dialog);
    expect(calls.at(-1)!.query).toMatchObject({ column: "username", order: "desc" });
    await expect.poll(async () => (await rows(dialog).first().innerText()).includes(DEMO_USERS.support.username)).toBe(true);
    expect(ascending.length).toBeGreaterThan(2);

    for (const user of [DEMO_USERS.auditor, DEMO_USERS.finance]) {
      const box = dialog.getByRole("checkbox", { name: user.username });
      await box.locator("xpath=..").click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await expect(dialog.getByTestId("picker-count").innerText()).resolves.toBe("已选择 2 项");
    expect(await seriousViolations(page, '[data-testid="report-popup"]')).toEqual([]);
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });
    await waitValue(page, "popup-multi", { account: "auditor,finance", realname: `${DEMO_USERS.auditor.realname},${DEMO_USERS.finance.realname}` });

    // self_orgCode=A01A01: only 运营部's users
    const param = await openDialog(page, "popup-param", "report-popup");
    expect(calls.at(-1)!.query).toMatchObject({ self_orgCode: "A01A01" });
    await expect.poll(() => rows(param).allInnerTexts()).toEqual([expect.stringContaining(DEMO_USERS.operator.username)]);
  });

  it("a misconfigured popup says why and is disabled; a report that cannot be loaded shows 出错了", async () => {
    const page = await app.open({ viewport: WIDE });
    const calls = reportCalls(page);
    await openGallery(page, "popup");

    const count = demo(page, "popup-count");
    await expect(count.getByRole("alert").innerText()).resolves.toBe("popup参数未正确配置,原始值和目标值数量不一致!");
    await expect(count.getByRole("textbox", { name: "账号" }).isDisabled()).resolves.toBe(true);
    await expect(count.getByRole("button", { name: "选择" }).isDisabled()).resolves.toBe(true);
    const noCode = demo(page, "popup-nocode");
    await expect(noCode.getByRole("alert").innerText()).resolves.toBe("popup参数未正确配置!");
    await expect(noCode.getByRole("button", { name: "选择" }).isDisabled()).resolves.toBe(true);
    await expect(demo(page, "popup-single").getByRole("alert").count()).resolves.toBe(0);
    expect(await seriousViolations(page, '[data-testid="gallery-popup"]')).toEqual([]);

    await demo(page, "popup-missing").getByRole("button", { name: "选择" }).click();
    const error = page.getByTestId("confirm-dialog");
    await error.getByRole("heading", { name: "出错了" }).waitFor();
    await opened(error);
    await expect(error.innerText()).resolves.toContain("Popup初始化失败，请检查你的配置或稍后重试！ 报表不存在：no_such_report");
    expect(await seriousViolations(page, '[data-testid="confirm-dialog"]')).toEqual([]);
    await error.getByRole("button", { name: "确定" }).click();
    await error.waitFor({ state: "hidden" });
    await expect(page.getByTestId("report-popup").count()).resolves.toBe(0);
    expect(calls.map((c) => c.path)).toEqual(["getRpColumns/no_such_report"]);
  });
});

describe("widgets gallery: business component picker", () => {
  it("pages by 5 (5/10/20/30), cuts cells at 12, searches by name; one record or several", async () => {
    const page = await app.open({ viewport: WIDE });
    await openGallery(page, "popup");
    const dialog = await openDialog(page, "biz-single", "biz-picker");
    await expect.poll(() => dialog.getByRole("heading", { name: "字典选择" }).isVisible()).toBe(true);
    await expect.poll(() => width(dialog)).toBe(900);
    await expect(rows(dialog).count()).resolves.toBe(5);
    const size = dialog.getByTestId("page-size");
    await expect(size.inputValue()).resolves.toBe("5");
    expect(await size.locator("option").allInnerTexts()).toEqual(["5 条/页", "10 条/页", "20 条/页", "30 条/页"]);
    const first = await rows(dialog).allInnerTexts();
    await dialog.getByTestId("pager").getByRole("button", { name: "2", exact: true }).click();
    await expect.poll(async () => (await rows(dialog).allInnerTexts()).join()).not.toBe(first.join());
    await expect.poll(() => rows(dialog).count()).toBe(5);
    await size.selectOption("10");
    await expect.poll(() => rows(dialog).count()).toBe(10);

    // 12 wide at most: a long code is cut, its whole text on focus
    await dialog.getByRole("textbox", { name: "字典名称" }).fill("触发方式");
    await dialog.getByRole("button", { name: "查询" }).click();
    await expect.poll(() => rows(dialog).count()).toBe(1);
    const cut = rows(dialog).getByTestId("ellipsis");
    await expect(cut.innerText()).resolves.toBe("quartz_trigg..."); // 12 characters, then the ellipsis
    await cut.focus();
    await expect(page.getByTestId("ellipsis-tooltip").innerText()).resolves.toBe("quartz_trigger_type");
    expect(await seriousViolations(page, '[data-testid="biz-picker"]')).toEqual([]);
    await screenshot(page, "biz-picker", { fullPage: false });

    await dialog.getByRole("radio", { name: "触发方式" }).check();
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });
    await waitValue(page, "biz-single", "quartz_trigger_type");
    await expect(demo(page, "biz-single").locator('[data-part="picker-text"]').inputValue()).resolves.toBe("触发方式");

    // several: the stored value shows its names; one more added
    const multi = demo(page, "biz-multi");
    await expect.poll(() => multi.locator('[data-part="picker-text"]').inputValue()).toBe("性别,优先级");
    const several = await openDialog(page, "biz-multi", "biz-picker");
    await expect(several.getByTestId("picker-count").innerText()).resolves.toBe("已选择 2 项");
    await several.getByRole("textbox", { name: "字典名称" }).fill("机构类别");
    await several.getByRole("textbox", { name: "字典名称" }).press("Enter");
    await expect.poll(() => rows(several).count()).toBe(1);
    const box = several.getByRole("checkbox", { name: "机构类别" });
    await box.locator("xpath=..").click();
    await expect.poll(() => box.isChecked()).toBe(true);
    await several.getByRole("button", { name: "确定" }).click();
    await waitValue(page, "biz-multi", "sex,priority,org_category");
  });
});

describe("widgets gallery: slider, prompt, details", () => {
  it("the slider verifies when dragged across the whole width, resets when let go early, and from the keyboard", async () => {
    const page = await app.open();
    await openGallery(page, "misc");
    const slider = demo(page, "slider");
    const handle = slider.getByRole("slider");
    // the drags start where the handle is at the press (pressOn): the gallery's lazy parts above it
    // (the editors, the grids) load and move it, even after it has stood still for a moment
    const trackWidth = (await slider.getByTestId("verify-slider").boundingBox())!.width;

    // let go halfway: back to the start
    let press = await pressOn(handle);
    await page.mouse.move(press.x + trackWidth / 2, press.y, { steps: 5 });
    await expect.poll(() => handle.getAttribute("aria-valuenow").then(Number)).toBeGreaterThan(20);
    await page.mouse.up();
    await expect.poll(() => handle.getAttribute("aria-valuenow")).toBe("0");
    await opened(handle); // back at the start (its slide back is a transition)
    await expect(slider.getByTestId("verify-slider-text").innerText()).resolves.toBe("请按住滑块拖动");
    await waitValue(page, "slider", false);

    // the whole width
    press = await pressOn(handle);
    await page.mouse.move(press.x + trackWidth + 20, press.y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => slider.getByTestId("verify-slider-text").innerText()).toBe("验证通过");
    await waitValue(page, "slider", true);
    await expect(handle.getAttribute("aria-valuenow")).resolves.toBe("100");
    expect(await seriousViolations(page, '[data-testid="demo-slider"]')).toEqual([]);

    // keyboard: End, and → after a reset
    for (const key of ["End", "ArrowRight"]) {
      await slider.getByRole("button", { name: "重新验证" }).click();
      await waitValue(page, "slider", false);
      await expect(slider.getByTestId("verify-slider-text").innerText()).resolves.toBe("请按住滑块拖动");
      await handle.focus();
      await page.keyboard.press(key);
      await waitValue(page, "slider", true);
      await expect(slider.getByTestId("verify-slider-text").innerText()).resolves.toBe("验证通过");
    }
  });

  it("the prompt refuses a value its rules fail and resolves with one they pass; cancelled, it gives null", async () => {
    const page = await app.open();
    await openGallery(page, "misc");
    await demo(page, "prompt").getByRole("button", { name: "打开输入框" }).click();
    const dialog = page.getByTestId("prompt-dialog");
    await dialog.getByRole("heading", { name: "输入编码" }).waitFor();
    await opened(dialog);
    const input = dialog.getByRole("textbox", { name: "编码" });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);

    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.getByText("请输入编码!").waitFor();
    await input.fill("a-b");
    await dialog.getByText("编码为 3 到 10 位字母、数字或下划线").waitFor();
    await input.press("Enter");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect(input.getAttribute("aria-invalid")).resolves.toBe("true");
    expect(await seriousViolations(page, '[data-testid="prompt-dialog"]')).toEqual([]);
    await input.fill("abc_1");
    await dialog.getByText("编码为 3 到 10 位字母、数字或下划线").waitFor({ state: "detached" });
    await input.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await waitValue(page, "prompt", "abc_1");

    await demo(page, "prompt").getByRole("button", { name: "打开输入框" }).click();
    await page.getByTestId("prompt-dialog").getByRole("textbox", { name: "编码" }).fill("xyz");
    await page.keyboard.press("Escape");
    await page.getByTestId("prompt-dialog").waitFor({ state: "detached" });
    await waitValue(page, "prompt", null);
  });

  it("the details modal is 1200 wide with the main and sub form; its fullscreen switch starts off every time; the detail list takes 1 to 4 columns", async () => {
    const page = await app.open({ viewport: WIDE });
    await openGallery(page, "misc");
    const open = async () => {
      await demo(page, "details").getByRole("button", { name: "查看详细信息" }).click();
      const modal = page.getByTestId("details-modal");
      await modal.waitFor();
      await opened(modal);
      return modal;
    };
    const modal = await open();
    await expect.poll(() => modal.getByRole("heading", { name: "详细信息" }).isVisible()).toBe(true);
    await expect.poll(() => width(modal)).toBe(1200);
    await expect(modal.getByTestId("details-main").getByTestId("detail-realname").innerText()).resolves.toBe("运营小王");
    await expect(modal.getByTestId("details-main").getByTestId("detail-email").innerText()).resolves.toBe("-");
    await expect.poll(() => modal.getByRole("heading", { name: "所属部门" }).isVisible()).toBe(true);
    await expect(modal.getByTestId("details-sub").getByTestId("detail-departName").innerText()).resolves.toBe("运营部");
    expect(await modal.locator("input, textarea, select").count()).toBe(0); // read-only
    expect(await seriousViolations(page, '[data-testid="details-modal"]')).toEqual([]);

    await modal.getByRole("button", { name: "全屏" }).click();
    await page.locator('[data-testid="details-modal"][data-fullscreen]').waitFor();
    await expect.poll(() => width(modal)).toBe(WIDE.width);
    await modal.getByRole("button", { name: "关闭" }).first().click();
    await modal.waitFor({ state: "detached" });
    const reopened = await open();
    await expect(reopened.getAttribute("data-fullscreen")).resolves.toBeNull();
    await expect.poll(() => width(reopened)).toBe(1200);
    await page.keyboard.press("Escape");
    await reopened.waitFor({ state: "detached" });
    await waitValue(page, "details", { open: false, opened: 2 });

    // the detail list: 3 columns by default, then 1 to 4
    const list = demo(page, "detail-list").getByTestId("gallery-detail-list");
    const columns = () => list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    await expect(columns()).resolves.toBe(3);
    for (const n of [1, 2, 4]) {
      await demo(page, "detail-list").getByRole("combobox", { name: "列数" }).selectOption(String(n));
      await expect.poll(columns).toBe(n);
    }
  });

  it("speaks English on request: Detailed information, Verified", async () => {
    const page = await app.open({ viewport: WIDE });
    await openGallery(page, "misc", { english: true });
    await demo(page, "slider").getByRole("slider").press("End");
    await expect.poll(() => demo(page, "slider").getByTestId("verify-slider-text").innerText()).toBe("Verified");
    await demo(page, "details").getByRole("button", { name: "View the details" }).click();
    await page.getByTestId("details-modal").getByRole("heading", { name: "Detailed information" }).waitFor();
    await page.keyboard.press("Escape");
    await expect(demo(page, "popup-count").getByRole("alert").innerText()).resolves.toBe(
      "The popup's parameters are not configured correctly: the source and target fields differ in number!",
    );
  });
});
