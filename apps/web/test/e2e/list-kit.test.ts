/**
 * The list kit (issue #6) on 职务管理, as an administrator in the real console on the real server:
 * add with the contract's rules and the duplicate check, search, sort, page, detail, edit, delete
 * and batch delete (with their confirmations and refusals), and the query and an open form's draft
 * surviving a reload.
 */
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { screenshot } from "../helpers/browser";
import { toasts } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const PATH = "/isystem/position";

const rows = (page: Page) => page.getByTestId("list-row");
const modal = (page: Page) => page.getByTestId("record-modal");
const field = (page: Page, name: string) => modal(page).locator(`[name="${name}"]`);
const search = (page: Page, name: string) => page.getByTestId("list-search").locator(`[name="${name}"]`);

/** Waits until the table shows its answer (no loading overlay). */
async function settled(page: Page): Promise<void> {
  await page.getByTestId("list-table").waitFor();
  await page.getByTestId("list-loading").waitFor({ state: "detached" });
}

async function openPositions(page: Page): Promise<void> {
  await signIn(page, { route: PATH });
  await settled(page);
}

/** The positions' codes in the table, first column. */
async function cellCodes(page: Page): Promise<string[]> {
  await settled(page);
  return rows(page).evaluateAll((trs) => trs.map((tr) => (tr.querySelectorAll("td")[1] as HTMLElement).innerText.trim()));
}

describe("list kit on 职务管理", () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken(app.url);
    // 12 positions P01..P12 (the seed has a few of its own)
    for (let i = 1; i <= 12; i++) {
      await api(app.url, "/sys/position/add", { method: "POST", token, body: { code: `P${String(i).padStart(2, "0")}`, name: `测试职务${i}`, postRank: String((i % 3) + 1) } });
    }
  });

  it("adds with the contract's rules and the duplicate check; a refusal keeps what was typed", async () => {
    const page = await app.open();
    await openPositions(page);
    await page.getByTestId("toolbar-add").click();
    await expect(modal(page).getAttribute("data-mode")).resolves.toBe("add");
    await expect(modal(page).evaluate((el) => getComputedStyle(el).width)).resolves.toBe("800px");
    await page.getByTestId("record-submit").click();
    await modal(page).getByText("请输入职务编码!").waitFor();
    await modal(page).getByText("请输入职务名称!").waitFor();

    await field(page, "code").fill("P01");
    await field(page, "name").click(); // blur: the duplicate check
    await modal(page).getByText("该值不可用，系统中已存在！").waitFor();
    // another administrator takes the code after it was checked: 确定 checks again, nothing typed is lost
    await field(page, "code").fill("NEW01");
    await field(page, "name").fill("新职务");
    await field(page, "postRank").selectOption({ index: 1 });
    await field(page, "code").blur();
    await expect(modal(page).getByText("该值不可用，系统中已存在！").count()).resolves.toBe(0);
    await api(app.url, "/sys/position/add", { method: "POST", token, body: { code: "NEW01", name: "抢先" } });
    await page.getByTestId("record-submit").click();
    await modal(page).getByText("该值不可用，系统中已存在！").waitFor();
    await expect(field(page, "name").inputValue()).resolves.toBe("新职务");
    await field(page, "code").fill("NEW02");
    await screenshot(page, "list-kit-add");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    await modal(page).waitFor({ state: "detached" });
    await expect.poll(() => cellCodes(page)).toContain("NEW02");
  });

  it("imports a file with good and bad rows: progress while the server works, the 201 warning and the error file", async () => {
    const page = await app.open();
    await openPositions(page);
    // 20,000 rows (every 1,000th without a name), written like a staff member's spreadsheet
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("职务");
    sheet.addRow(["职务编码", "职务名称"]);
    for (let i = 1; i <= 20_000; i++) sheet.addRow([`IN${String(i).padStart(5, "0")}`, i % 1000 === 0 ? "" : `导入职务${i}`]);
    const file = join(tmpdir(), `positions-${Date.now()}.xlsx`);
    await workbook.xlsx.writeFile(file);

    // every phase the progress bar shows, as it shows it
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __phases: string[] }).__phases = seen;
      new MutationObserver(() => {
        const phase = document.querySelector("[data-testid=task-progress]")?.getAttribute("data-phase");
        if (phase && seen.at(-1) !== phase) seen.push(phase);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    // 导入 opens the 导入EXCEL dialog (600 wide): 开始上传 is off until a file is chosen
    await page.getByTestId("toolbar-import").click();
    const dialog = page.getByTestId("import-dialog");
    await dialog.getByText("导入EXCEL").waitFor();
    // (measured once the opening zoom is over)
    await expect.poll(() => dialog.evaluate((e) => Math.round(e.getBoundingClientRect().width))).toBe(600);
    await expect(dialog.getByTestId("import-upload").isDisabled()).resolves.toBe(true);
    await dialog.getByTestId("import-file").setInputFiles(file);
    await dialog.getByText(basename(file)).waitFor();
    await dialog.getByTestId("import-upload").click();
    const warning = toasts(page).filter({ hasText: "导入成功,但是有错误数据!" });
    await warning.waitFor({ timeout: 120_000 });
    await expect(warning.innerText()).resolves.toMatch(/19,?980|19980/);
    const phases = await page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);
    expect(phases[0]).toBe("uploading");
    expect(phases.some((p) => ["reading", "validating", "saving", "done"].includes(p))).toBe(true);
    await expect(page.getByTestId("task-progress").count()).resolves.toBe(0);
    await expect(dialog.count()).resolves.toBe(0); // closed by the partial import

    // the error file names each bad row and why
    const download = page.waitForEvent("download");
    await expect(warning.innerText()).resolves.toContain("具体详情请");
    await warning.getByRole("button", { name: "点击下载" }).click();
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.readFile((await (await download).path())!);
    const lines = errors.worksheets[0]!.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1).map((c) => String(c ?? "")));
    const bad = lines.filter((line) => /^\d+$/.test(line[0]!));
    expect(bad).toHaveLength(20);
    expect(bad[0]![0]).toBe("1001"); // row 1,001 of the sheet holds position 1,000
    expect(bad[0]![1]).toMatch(/职务名称|不能为空/);
    await search(page, "code").fill("IN19999");
    await page.getByTestId("search-submit").click();
    await expect.poll(() => cellCodes(page)).toEqual(["IN19999"]);
  }, 180_000);

  it("exports the current query as .xlsx (a double click exports once and asks to click slower)", async () => {
    const page = await app.open();
    await openPositions(page);
    await search(page, "name").fill("测试职务1");
    await page.getByTestId("search-submit").click();
    await expect.poll(() => rows(page).count()).toBe(4);
    const download = page.waitForEvent("download");
    // two clicks before the console could answer the first (a fast double click)
    await page.getByTestId("toolbar-export").evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await toasts(page).filter({ hasText: "你点击的太快了，请慢点点击!" }).waitFor();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx?$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1).map(String));
    const header = values[0]!;
    const codeColumn = header.findIndex((h) => h.includes("职务编码"));
    expect(codeColumn).toBeGreaterThanOrEqual(0);
    expect(values.slice(1).map((r) => r[codeColumn]).sort()).toEqual(["P01", "P10", "P11", "P12"]);
  });

  it("searches (like), resets, sorts, pages and jumps", async () => {
    const page = await app.open();
    await openPositions(page);
    await expect(page.getByTestId("pager-total").innerText()).resolves.toMatch(/^1-10 共\d+条$/);
    expect(await rows(page).count()).toBe(10);

    await search(page, "name").fill("测试职务1");
    await page.getByTestId("search-submit").click();
    // 测试职务1, 10, 11, 12: contains, not equals
    await expect.poll(async () => (await cellCodes(page)).sort()).toEqual(["P01", "P10", "P11", "P12"]);
    await page.getByTestId("search-reset").click();
    await expect(search(page, "name").inputValue()).resolves.toBe("");
    await expect.poll(() => rows(page).count()).toBe(10);

    const sorted = async (direction: 1 | -1) => {
      const shown = await cellCodes(page);
      return shown.join() === [...shown].sort((a, b) => direction * (a < b ? -1 : a > b ? 1 : 0)).join();
    };
    await page.getByTestId("sort-code").click(); // ascending
    await page.locator('th[aria-sort="ascending"]').filter({ hasText: "职务编码" }).waitFor();
    await expect.poll(() => sorted(1)).toBe(true);
    await page.getByTestId("sort-code").click(); // descending
    await page.locator('th[aria-sort="descending"]').filter({ hasText: "职务编码" }).waitFor();
    await expect.poll(() => sorted(-1)).toBe(true);

    await page.getByTestId("page-size").selectOption("20");
    await expect.poll(() => rows(page).count()).toBeGreaterThan(10);
    await page.getByTestId("page-size").selectOption("10");
    await expect.poll(() => rows(page).count()).toBe(10);
    await page.getByTestId("page-jump").fill("2");
    await page.getByTestId("page-jump").press("Enter");
    await expect.poll(() => page.getByTestId("pager-total").innerText()).toMatch(/^11-\d+ 共\d+条$/);
  });

  it("shows details read-only with dictionary texts, edits, deletes one and a selection", async () => {
    const page = await app.open();
    await openPositions(page);
    await search(page, "code").fill("P0");
    await page.getByTestId("search-submit").click();
    await expect.poll(async () => (await cellCodes(page)).every((code) => code.startsWith("P0"))).toBe(true);
    const row = (code: string) => rows(page).filter({ hasText: code });
    // batch delete needs a selection (asked well before the batch delete below: a second click on
    // the same toolbar action within 300 ms is refused by the quick-click guard)
    await page.getByTestId("toolbar-batch-delete").click();
    await toasts(page).filter({ hasText: "请选择一条记录！" }).waitFor();

    await row("P03").getByRole("button", { name: "详情" }).click();
    await expect(modal(page).getAttribute("data-mode")).resolves.toBe("detail");
    await expect(modal(page).getByTestId("detail-code").innerText()).resolves.toBe("P03");
    await expect(modal(page).getByTestId("detail-postRank").innerText()).resolves.not.toMatch(/^\d$/); // the rank's text, not its value
    await expect(modal(page).getByTestId("record-submit").count()).resolves.toBe(0);
    // fullscreen, and it starts off again next time
    await modal(page).getByRole("button", { name: "全屏" }).click();
    await page.locator('[data-testid="record-modal"][data-fullscreen]').waitFor();
    await modal(page).getByRole("button", { name: "关闭" }).first().click();
    await modal(page).waitFor({ state: "detached" });

    await row("P03").getByRole("button", { name: "编辑" }).click();
    await expect(modal(page).getAttribute("data-fullscreen")).resolves.toBeNull();
    await expect(field(page, "code").inputValue()).resolves.toBe("P03");
    await field(page, "name").fill("改过的职务");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "编辑成功" }).waitFor();
    await row("P03").filter({ hasText: "改过的职务" }).waitFor();

    // someone else saves P07 while it is open here: 确定 is refused, nothing typed is lost, nothing overwritten
    await row("P07").getByRole("button", { name: "编辑" }).click();
    await field(page, "name").fill("我的修改");
    const p07 = (await api<{ records: Array<{ id: string; updateTime: string | null }> }>(app.url, "/sys/position/list?code=P07", { token })).records[0]!;
    await api(app.url, "/sys/position/edit", { method: "PUT", token, body: { id: p07.id, code: "P07", name: "别人的修改", updateTime: p07.updateTime } });
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "数据已被修改，请刷新后重试" }).waitFor();
    await expect(field(page, "name").inputValue()).resolves.toBe("我的修改");
    await modal(page).getByRole("button", { name: "取消" }).click();
    const afterConflict = (await api<{ records: Array<{ name: string }> }>(app.url, "/sys/position/list?code=P07", { token })).records[0]!;
    expect(afterConflict.name).toBe("别人的修改");

    // batch delete: then with a selection, and a confirmation
    await row("P04").click();
    await row("P05").click();
    await expect(page.getByTestId("selection-bar").innerText()).resolves.toContain("已选择 2 项");
    await page.getByTestId("toolbar-batch-delete").click();
    await page.getByRole("alertdialog").or(page.getByRole("dialog")).getByText("是否删除选中数据?").waitFor();
    await page.getByRole("button", { name: "确定" }).click();
    await toasts(page).filter({ hasText: "删除成功" }).first().waitFor();
    await settled(page);
    expect(await cellCodes(page)).not.toContain("P04");
    expect(await cellCodes(page)).not.toContain("P05");

    // one row, with its own confirmation
    await row("P06").getByRole("button", { name: "删除" }).click();
    await page.getByText("确定删除吗?").waitFor();
    await page.getByRole("button", { name: "确定" }).click();
    await settled(page);
    await row("P06").waitFor({ state: "detached" });
    await screenshot(page, "list-kit-list");
  });

  it("the query and an open form's draft survive a reload; closing the form drops the draft", async () => {
    const page = await app.open();
    await openPositions(page);
    await search(page, "name").fill("测试职务1");
    await page.getByTestId("search-submit").click();
    await settled(page);
    const before = (await cellCodes(page)).sort();
    await page.getByTestId("toolbar-add").click();
    await field(page, "code").fill("DRAFT1");
    await field(page, "name").fill("草稿");

    await page.reload();
    await page.getByTestId("list-page").waitFor();
    await expect(field(page, "code").inputValue()).resolves.toBe("DRAFT1");
    await expect(field(page, "name").inputValue()).resolves.toBe("草稿");
    await expect(search(page, "name").inputValue()).resolves.toBe("测试职务1");
    await modal(page).getByRole("button", { name: "取消" }).click();
    await modal(page).waitFor({ state: "detached" });
    expect((await cellCodes(page)).sort()).toEqual(before);

    await page.reload();
    await page.getByTestId("list-page").waitFor();
    await settled(page);
    await expect(modal(page).count()).resolves.toBe(0);
  });
});
