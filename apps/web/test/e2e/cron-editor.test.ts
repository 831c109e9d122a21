/**
 * The cron expression editor (issue #7, widgets.md §2, §4, §5, §9) in the widgets gallery, in the
 * real console on the real server: `0 0/5 9-17 ? * 2-6 *` built with the tabs only (a tab and a
 * radio by keyboard), its next 10 run times as croner gives them, 无执行时间 for a schedule in a
 * past year, an unparsable expression falling back to every, and an axe scan of the open dialog.
 * The scheduled-jobs screen's use of it is in system-screens.test.ts (定时任务).
 */
import { formatRunTime, nextRunTimes } from "@qt/machines";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { animationsDone, screenshot } from "../helpers/browser";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
/** The browser context's zone (helpers/browser.ts): the preview is shown in it. */
const ZONE = "Asia/Shanghai";
const EXPRESSION = "0 0/5 9-17 ? * 2-6 *";

const demo = (page: Page, id: string) => page.getByTestId(`demo-${id}`);
const dialog = (page: Page) => page.getByTestId("cron-dialog");

async function openGallery(page: Page): Promise<void> {
  await signIn(page, { route: "/demo/widgets" });
  await demo(page, "cron").waitFor();
}

/** The preview once the machine has recalculated it (500 ms after the last change). */
async function settledPreview(scope: Locator): Promise<Locator> {
  const preview = scope.locator('[data-testid="cron-preview"]:not([data-pending])');
  await preview.waitFor();
  return preview;
}

/** Waits for the dialog's opening animation (a scan or a measure during it sees it half faded in). */
async function opened(editor: Locator): Promise<void> {
  await animationsDone(editor);
}

/** Checks a radio or check box as a user does: a click on its label (the input is visually hidden). */
async function pick(input: Locator): Promise<void> {
  await input.locator("xpath=..").click();
  await expect.poll(() => input.isChecked()).toBe(true);
}

/** How long (ms, in the page) from the last input event of `change` until the preview was recalculated. */
async function pendingTime(editor: Locator, change: () => Promise<void>): Promise<number> {
  await editor.getByTestId("cron-preview").evaluate((el) => {
    const marks = { input: 0, settled: [] as number[] };
    (window as unknown as { cronMarks: typeof marks }).cronMarks = marks;
    document.addEventListener("input", (e) => void (marks.input = e.timeStamp), { capture: true });
    new MutationObserver(() => void (el.hasAttribute("data-pending") || marks.settled.push(performance.now()))).observe(el, { attributes: true, attributeFilter: ["data-pending"] });
  });
  await change();
  await settledPreview(editor);
  const marks = await editor.page().evaluate(() => (window as unknown as { cronMarks: { input: number; settled: number[] } }).cronMarks);
  expect(marks.settled).toHaveLength(1);
  return marks.settled[0]! - marks.input;
}

/** croner's next 10 runs after `from`, as the preview writes them. */
const cronerRuns = (expression: string, from: number) => nextRunTimes(expression, { from, count: 10, timezone: ZONE }).map((d) => formatRunTime(d, ZONE));

describe("cron editor", () => {
  it("builds 0 0/5 9-17 ? * 2-6 * with the tabs and previews its next 10 runs as croner does", async () => {
    const page = await app.open();
    await openGallery(page);
    await expect(demo(page, "cron").getByTestId("demo-cron-value").innerText()).resolves.toBe('""');
    await demo(page, "cron").getByRole("button", { name: "选择" }).click();
    const editor = dialog(page);
    await expect.poll(() => editor.getByRole("heading", { name: "Cron表达式" }).isVisible()).toBe(true);
    await opened(editor);
    await expect(editor.evaluate((el) => el.getBoundingClientRect().width)).resolves.toBe(800);
    const expression = editor.getByTestId("cron-expression");
    await expect(expression.inputValue()).resolves.toBe("* * * * * ? *");
    await expect(editor.getByRole("tab").allInnerTexts()).resolves.toEqual(["秒", "分", "时", "日", "月", "周", "年"]);

    // 分: 循环 from 0 every 5 minutes (second follows: 0)
    await editor.getByRole("tab", { name: "分" }).click();
    await pick(editor.getByRole("radio", { name: "循环" }));
    await settledPreview(editor);
    // the preview is recalculated 500 ms after the change (timed in the page)
    const waited = await pendingTime(editor, () => editor.getByRole("spinbutton", { name: "循环：间隔" }).fill("5"));
    expect(waited).toBeGreaterThanOrEqual(500);
    expect(waited).toBeLessThan(1500);
    await expect(expression.inputValue()).resolves.toBe("0 0/5 * * * ? *");

    // 时: 区间 9 to 17; a number out of bounds is clamped when the field is left
    await editor.getByRole("tab", { name: "时" }).click();
    await pick(editor.getByRole("radio", { name: "区间" }));
    const start = editor.getByRole("spinbutton", { name: "区间：开始" });
    await expect(start.getAttribute("aria-valuemax")).resolves.toBe("23");
    await start.fill("99");
    await start.blur();
    await expect.poll(() => start.inputValue()).toBe("23");
    await start.fill("9");
    const end = editor.getByRole("spinbutton", { name: "区间：结束" });
    await end.fill("16");
    // arrow keys step the number
    await end.press("ArrowUp");
    await expect.poll(() => expression.inputValue()).toBe("0 0/5 9-17 * * ? *");

    // 周 by keyboard: arrows move along the tabs, then down the types (不设置 → 每周 → 区间)
    await editor.getByRole("tab", { name: "时" }).focus();
    for (const name of ["日", "月", "周"]) {
      await page.keyboard.press("ArrowRight");
      const tab = editor.getByRole("tab", { name });
      await expect.poll(() => tab.evaluate((el) => el === document.activeElement && el.getAttribute("aria-selected"))).toBe("true");
    }
    await editor.getByRole("radio", { name: "不设置" }).focus();
    for (const name of ["每周", "区间"]) {
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => editor.getByRole("radio", { name }).isChecked()).toBe(true);
    }
    await editor.getByRole("combobox", { name: "区间：开始" }).selectOption({ label: "周一" });
    await editor.getByRole("combobox", { name: "区间：结束" }).selectOption({ label: "周五" });
    // day and week exclude each other: the day became 不设置 (?)
    await expect.poll(() => expression.inputValue()).toBe(EXPRESSION);
    await expect(editor.getByTestId("cron-part-day").inputValue()).resolves.toBe("?");

    const earliest = Date.now();
    const preview = await settledPreview(editor);
    const runs = await preview.getByTestId("cron-run").allInnerTexts();
    const latest = Date.now();
    expect(runs).toHaveLength(10);
    // the runs croner gives after the moment the preview was computed (between the two readings)
    expect(runs).toEqual(cronerRuns(EXPRESSION, Date.parse(runs[0]!.replace(" ", "T") + "+08:00") - 1000));
    expect(runs[0]! >= cronerRuns(EXPRESSION, earliest - 500)[0]!).toBe(true);
    expect(runs[0]! <= cronerRuns(EXPRESSION, latest)[0]!).toBe(true);
    await screenshot(page, "cron-editor", { fullPage: false });

    await editor.getByRole("button", { name: "确定" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await expect(demo(page, "cron").getByTestId("demo-cron-value").innerText()).resolves.toBe(JSON.stringify(EXPRESSION));
    await expect(demo(page, "cron").getByRole("textbox", { name: "Cron表达式" }).inputValue()).resolves.toBe(EXPRESSION);

    // 取消 leaves the value as it was
    await demo(page, "cron").getByRole("button", { name: "选择" }).click();
    await dialog(page).getByRole("tab", { name: "秒" }).click();
    await pick(dialog(page).getByRole("radio", { name: "每秒" }));
    await dialog(page).getByRole("button", { name: "取消" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await expect(demo(page, "cron").getByTestId("demo-cron-value").innerText()).resolves.toBe(JSON.stringify(EXPRESSION));
  });

  it("shows 无执行时间 for a schedule in a past year, and an unparsable expression falls back to every", async () => {
    const page = await app.open();
    await openGallery(page);
    const noon = demo(page, "cron-noon");
    const input = noon.getByRole("textbox", { name: "Cron表达式" });

    await input.fill("0 0 0 1 1 ? 2019");
    await noon.getByRole("button", { name: "选择" }).click();
    let preview = await settledPreview(dialog(page));
    await expect(preview.getByTestId("cron-no-runs").innerText()).resolves.toBe("无执行时间");
    await expect(preview.getByTestId("cron-run").count()).resolves.toBe(0);
    // a year of its own in the editor: the preview follows it
    await dialog(page).getByRole("tab", { name: "年" }).click();
    await pick(dialog(page).getByRole("radio", { name: "每年" }));
    preview = await settledPreview(dialog(page));
    await expect(preview.getByTestId("cron-run").count()).resolves.toBeGreaterThan(0);
    await dialog(page).getByRole("button", { name: "取消" }).click();
    await dialog(page).waitFor({ state: "detached" });

    await input.fill("0 0 12 * * ? 20x0");
    await expect(noon.getByTestId("cron-error").innerText()).resolves.toBe("Cron表达式参数[年]错误：20x0");
    await expect(input.getAttribute("aria-invalid")).resolves.toBe("true");
    await noon.getByRole("button", { name: "选择" }).click();
    preview = await settledPreview(dialog(page));
    await expect(preview.getByTestId("cron-preview-error").innerText()).resolves.toBe("Cron表达式参数[年]错误：20x0");
    await dialog(page).getByRole("tab", { name: "年" }).click();
    await expect(dialog(page).getByRole("radio", { name: "每年" }).isChecked()).resolves.toBe(true);
    await expect(dialog(page).getByTestId("cron-part-year").inputValue()).resolves.toBe("*");
    // the readable parts are kept (时 指定 12); the first change writes the parts as the editor reads them
    await dialog(page).getByRole("tab", { name: "时" }).click();
    await expect(dialog(page).getByRole("radio", { name: "指定" }).isChecked()).resolves.toBe(true);
    await pick(dialog(page).getByRole("checkbox", { name: "08" }));
    await expect.poll(() => dialog(page).getByTestId("cron-expression").inputValue()).toBe("0 0 8,12 * * ? *");
    await dialog(page).getByRole("button", { name: "确定" }).click();
    await expect(noon.getByTestId("demo-cron-noon-value").innerText()).resolves.toBe('"0 0 8,12 * * ? *"');
    await expect(noon.getByTestId("cron-error").count()).resolves.toBe(0);
  });

  it("the open dialog passes an axe scan, its tabs and their settings labelled", async () => {
    const page = await app.open();
    await openGallery(page);
    await demo(page, "cron").getByRole("button", { name: "选择" }).click();
    const editor = dialog(page);
    await opened(editor);
    await settledPreview(editor);
    expect(await seriousViolations(page, '[data-testid="cron-dialog"]')).toEqual([]);
    // a tab with every kind of setting: number, weekday choice, check boxes
    await editor.getByRole("tab", { name: "周" }).click();
    await pick(editor.getByRole("radio", { name: "指定" }));
    // an empty list gets the first weekday; a set week sets the hour (0), which sets minute and second
    await expect(editor.getByRole("checkbox", { name: "周日" }).isChecked()).resolves.toBe(true);
    // check boxes by keyboard too
    await editor.getByRole("checkbox", { name: "周三" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => editor.getByTestId("cron-expression").inputValue()).toBe("0 0 0 ? * 1,4 *");
    await settledPreview(editor);
    expect(await seriousViolations(page, '[data-testid="cron-dialog"]')).toEqual([]);
    await editor.getByRole("tab", { name: "日" }).click();
    await pick(editor.getByRole("radio", { name: "工作日" }));
    await expect(editor.getByRole("spinbutton", { name: "工作日：日" }).isEnabled()).resolves.toBe(true);
    expect(await seriousViolations(page, '[data-testid="cron-dialog"]')).toEqual([]);
    // Escape closes the dialog and nothing else
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });
    await expect(demo(page, "cron").getByTestId("demo-cron-value").innerText()).resolves.toBe('""');
  });

  it("speaks English on request: tabs, types, the inputs' labels in the texts' own order", async () => {
    const page = await app.open();
    await signIn(page, { route: "/demo/widgets", locale: "en-US" });
    await demo(page, "cron").getByRole("button", { name: "Select" }).click();
    const editor = dialog(page);
    await expect(editor.getByRole("heading").innerText()).resolves.toBe("Cron expression");
    await expect(editor.getByRole("tab").allInnerTexts()).resolves.toEqual(["Second", "Minute", "Hour", "Day", "Month", "Week", "Year"]);
    await editor.getByRole("tab", { name: "Minute" }).click();
    await pick(editor.getByRole("radio", { name: "Loop" }));
    // "every {interval} minutes starting at minute {start}": the interval comes first
    await expect(editor.getByTestId("cron-type-loop").innerText()).resolves.toMatch(/^Loop\s+every\s+minutes starting at minute\s*$/);
    await editor.getByRole("spinbutton", { name: "Loop: interval" }).fill("15");
    await editor.getByRole("spinbutton", { name: "Loop: start" }).fill("7");
    await expect.poll(() => editor.getByTestId("cron-expression").inputValue()).toBe("0 7/15 * * * ? *");
    await expect.poll(() => editor.getByRole("region", { name: "Next 10 run times (year not included)" }).isVisible()).toBe(true);
    await editor.getByRole("button", { name: "OK" }).click();
    await expect(demo(page, "cron").getByTestId("demo-cron-value").innerText()).resolves.toBe('"0 7/15 * * * ? *"');
  });
});
