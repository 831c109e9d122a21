/**
 * The editable grid's picker, popup and upload cells (widgets gallery section 可编辑表格：选择器与上传;
 * issue #8, widgets.md §3, §4, §5, §7, §8, §9) in the real console on the real server:
 * - the async search over a table dictionary (请输入搜索内容, the server's matches after typing), the
 *   department and user pickers opened from the cell by Enter and by a click, their choice the
 *   value and the names shown, Escape leaving the value alone;
 * - the report popup mapping a chosen row into two cells of the row; the larger text box (Enter
 *   commits, Shift+Enter breaks the line, a mouse-up outside commits); the category select (its
 *   tree by keyboard and by mouse) and a column whose condition is no JSON object;
 * - uploads: a file by keyboard with its progress (上传中(N%)) and isup=1, the path emitted once
 *   done and its name cut to 5 characters; a picture by mouse with its thumbnail from the server;
 *   a non-image refused (请上传图片); the server's refusals in the cell's tooltip, nothing emitted;
 *   no download and no remove where switched off; removed, the value empties; an upload going on
 *   while its cell is scrolled out of view (shown again with its progress; done meanwhile, its
 *   path written to the row and emitted);
 * - linked selects: the dependant offers only the parent's options, a change resets the later ones;
 * - English on request (the search hint, the picker's title, the upload button, the bad condition);
 * - axe scans of the grids, the dialogs and the panels.
 */
import type { FileChooser, Locator, Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api, withToken } from "../helpers/api";
import { seriousViolations } from "../helpers/axe";
import { screenshot } from "../helpers/browser";
import { DEMO_USERS, toasts } from "../helpers/console";
import { cell, demoRows, enterGrid, gridOptions as options, openGridDemo, pickDepartment } from "../helpers/grid";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

/** Wide enough for every column: react-datasheet-grid renders only the columns in view. */
const WIDE = { width: 2200, height: 1000 };

/** A 1×1 PNG (the server checks the type's leading bytes). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const storedPath = (name: string) => new RegExp(`^temp/\\d{8}/[0-9a-f]{16}_${name.replace(/\./g, "\\.")}$`);
const staticUrl = (path: string) => `${app.url}/qt/sys/common/static/${path}`;

interface Depart {
  id: string;
  departName: string;
  children?: Depart[];
}

async function openGrid(page: Page, id: string): Promise<Locator> {
  const grid = await openGridDemo(page, id);
  await grid.locator(".dsg-container").waitFor();
  return grid;
}

const rows = demoRows;
const valueAt = async (page: Page, id: string, row: number, key: string) => (await rows(page, id))[row]?.[key];

/** A click into a cell edits it (widgets.md §2: one click). */
async function editByMouse(target: Locator): Promise<void> {
  await target.click();
}

/** The multipart text fields of an upload request (file parts left out). */
function formFields(request: Request): Record<string, string> {
  const body = request.postDataBuffer()?.toString("latin1") ?? "";
  const fields: Record<string, string> = {};
  for (const m of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields[m[1]!] = m[2]!;
  return fields;
}

describe("editable grid: picker, popup and upload cells", () => {
  const departs = new Map<string, string>();

  beforeAll(async () => {
    const token = await adminToken(app.url);
    const walk = (list: Depart[]) => list.forEach((d) => (departs.set(d.departName, d.id), walk(d.children ?? [])));
    walk(await api<Depart[]>(app.url, "/sys/sysDepart/queryTreeList", { token }));
  });

  it("searches a table dictionary, picks departments and users, by keyboard and by mouse", async () => {
    const page = await app.open({ viewport: WIDE });
    const grid = await openGrid(page, "grid-pickers");
    const id = "grid-pickers";

    // the stored value's text from the server (loadDictItem)
    await expect.poll(() => cell(grid, "owner", 0).textContent()).not.toBe("");
    const adminName = await cell(grid, "owner", 0).textContent();

    // keyboard: Enter edits; the hint on empty text; typed text searched on the server; Enter picks
    await enterGrid(grid);
    await page.keyboard.press("Enter");
    await expect(options(page).textContent()).resolves.toBe("请输入搜索内容");
    await expect(cell(grid, "owner", 0).getByRole("combobox").inputValue()).resolves.toBe(adminName);
    const searched = page.waitForRequest((r) => r.url().includes("/sys/dict/loadDict/") && decodeURIComponent(r.url()).includes("审核"));
    await page.keyboard.type("审核");
    await searched;
    await expect.poll(() => options(page).getByRole("option").allTextContents()).toEqual([DEMO_USERS.auditor.realname]);
    expect(await seriousViolations(page, '[data-testid="grid-options"]')).toEqual([]);
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, id, 0, "owner")).toBe(DEMO_USERS.auditor.username);
    await expect.poll(() => cell(grid, "owner", 0).textContent()).toBe(DEMO_USERS.auditor.realname);

    // mouse: the second row's cell, an option clicked
    await editByMouse(cell(grid, "owner", 1));
    await page.keyboard.type("运营");
    await options(page).getByRole("option", { name: DEMO_USERS.operator.realname }).click();
    await expect.poll(() => valueAt(page, id, 1, "owner")).toBe(DEMO_USERS.operator.username);

    // the department picker by keyboard: Enter on the cell opens 选择部门; its choice is the value
    await enterGrid(grid);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const departDialog = await pickDepartment(page, "财务部");
    expect(await seriousViolations(page, '[data-testid="depart-picker"]')).toEqual([]);
    await departDialog.getByRole("button", { name: "确定" }).click();
    await departDialog.waitFor({ state: "detached" });
    await expect.poll(() => valueAt(page, id, 0, "depart")).toBe(departs.get("财务部"));
    await expect(cell(grid, "depart", 0).textContent()).resolves.toBe("财务部");
    // the grid keeps the keyboard: the next cell by the arrow
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await departDialog.waitFor();
    await page.keyboard.press("Escape");
    await departDialog.waitFor({ state: "detached" });
    await expect(valueAt(page, id, 1, "depart")).resolves.toBe("");

    // the user picker (several, fieldExtendJson multiSelect) by mouse: real names shown, usernames stored
    await editByMouse(cell(grid, "users", 0));
    const userDialog = page.getByTestId("user-picker");
    await userDialog.waitFor();
    await userDialog.getByTestId("picker-table").waitFor();
    await userDialog.getByTestId("picker-loading").waitFor({ state: "detached" });
    for (const user of [DEMO_USERS.operator, DEMO_USERS.finance]) {
      const box = userDialog.getByRole("checkbox", { name: `${user.realname}（${user.username}）` });
      await box.locator("xpath=..").click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await userDialog.getByRole("button", { name: "确定" }).click();
    await userDialog.waitFor({ state: "detached" });
    await expect.poll(() => valueAt(page, id, 0, "users")).toBe("operator,finance");
    await expect(cell(grid, "users", 0).textContent()).resolves.toBe(`${DEMO_USERS.operator.realname},${DEMO_USERS.finance.realname}`);
    expect(await seriousViolations(page, '[data-testid="demo-grid-pickers"]')).toEqual([]);
    await screenshot(page, "grid-pickers");
  });

  it("maps a report row into two cells, edits text in the larger box, picks categories; a bad condition says so", async () => {
    const page = await app.open({ viewport: WIDE });
    const grid = await openGrid(page, "grid-pickers");
    const id = "grid-pickers";

    // the report popup: Enter on 账号 opens the report; the chosen row fills 账号 and 姓名
    await enterGrid(grid);
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const report = page.getByTestId("report-popup");
    await report.waitFor();
    await expect.poll(() => report.getByRole("heading", { name: "用户报表（按部门）" }).isVisible()).toBe(true);
    await report.getByRole("radio", { name: DEMO_USERS.operator.username }).check();
    expect(await seriousViolations(page, '[data-testid="report-popup"]')).toEqual([]);
    await report.getByRole("button", { name: "确定" }).click();
    await report.waitFor({ state: "detached" });
    await expect.poll(async () => [await valueAt(page, id, 0, "account"), await valueAt(page, id, 0, "realname")]).toEqual([DEMO_USERS.operator.username, DEMO_USERS.operator.realname]);
    await expect(cell(grid, "realname", 0).textContent()).resolves.toBe(DEMO_USERS.operator.realname);
    // by mouse on the second row, several fields at once
    await editByMouse(cell(grid, "account", 1));
    await report.waitFor();
    await report.getByRole("radio", { name: DEMO_USERS.support.username }).check();
    await report.getByRole("button", { name: "确定" }).click();
    await expect.poll(async () => [await valueAt(page, id, 1, "account"), await valueAt(page, id, 1, "realname")]).toEqual([DEMO_USERS.support.username, DEMO_USERS.support.realname]);

    // the larger box by keyboard: Enter opens it with the text selected, typing replaces it, Shift+Enter breaks the line, Enter commits
    await enterGrid(grid);
    await page.keyboard.press("ArrowDown");
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await page.keyboard.type("多行");
    const box = page.getByTestId("grid-input-pop").getByRole("textbox");
    await expect(box.getAttribute("aria-label")).resolves.toBe("备注（大输入框），第 2 行");
    await expect.poll(async () => (await box.boundingBox())?.height).toBeGreaterThanOrEqual(200);
    expect(await seriousViolations(page, '[data-testid="grid-input-pop"]')).toEqual([]);
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("文本");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, id, 1, "remark")).toBe("多行\n文本");
    await expect(page.getByTestId("grid-input-pop").count()).resolves.toBe(0);
    // by mouse: the text is there, selected; a mouse-up outside commits; Escape drops an edit
    await editByMouse(cell(grid, "remark", 0));
    await expect(box.inputValue()).resolves.toBe("第一行\n第二行");
    await page.keyboard.type("改过");
    await page.getByTestId("gallery-grid-pickers").getByRole("heading").click();
    await expect.poll(() => valueAt(page, id, 0, "remark")).toBe("改过");
    await editByMouse(cell(grid, "remark", 0));
    await page.keyboard.type("不要");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("grid-input-pop").count()).resolves.toBe(0);
    await expect(valueAt(page, id, 0, "remark")).resolves.toBe("改过");

    // the category select: its tree opens at once, by keyboard
    await enterGrid(grid);
    for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const panel = page.getByTestId("grid-category-popup");
    const categories = panel.getByRole("tree");
    await categories.getByRole("treeitem", { name: "电商设计" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("treeitem");
    expect(await seriousViolations(page, '[data-testid="grid-category-popup"]')).toEqual([]);
    for (let i = 0; i < 5 && (await page.evaluate(() => document.activeElement?.textContent)) !== "电商设计"; i++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, id, 0, "category")).toBe("catA02");
    await expect(panel.count()).resolves.toBe(0);
    await expect.poll(() => cell(grid, "category", 0).textContent()).toBe("电商设计");
    // by mouse: a child opened and clicked
    await editByMouse(cell(grid, "category", 1));
    const item = categories.getByRole("treeitem", { name: "UI设计" });
    await item.getByTestId("tree-toggle").click();
    await categories.getByRole("treeitem", { name: "图标" }).locator("[data-row]").click();
    await expect.poll(() => valueAt(page, id, 1, "category")).toBe("catA03A01");
    await expect.poll(() => cell(grid, "category", 1).textContent()).toBe("图标");

    // a condition that is no JSON object string: the cell says so
    const bad = page.getByTestId("grid-category-bad");
    await expect(cell(bad, "category", 0).textContent()).resolves.toBe("组件JTreeSelect-condition传值有误，需要一个json字符串!");
  });

  it("uploads a file by keyboard and a picture by mouse; refuses a non-image; shows the server's refusal in the tooltip", async () => {
    const page = await app.open({ viewport: WIDE });
    // file choosers intercepted from the start: turning that on is asynchronous, and a chooser opened before it is missed
    page.on("filechooser", () => undefined);
    const nextChooser = () => new Promise<FileChooser>((resolve) => page.once("filechooser", resolve));
    const grid = await openGrid(page, "grid-uploads");
    const id = "grid-uploads";

    // a file, slowed down so that its percentages show: Enter on the cell opens the file chooser
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    await cell(grid, "attachment", 0).evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { uploadSeen: string[] }).uploadSeen = seen;
      new MutationObserver(() => el.querySelectorAll('[data-testid="upload-status"]').forEach((s) => seen.at(-1) !== s.textContent && seen.push(s.textContent ?? ""))).observe(el, { subtree: true, childList: true, characterData: true });
    });
    await enterGrid(grid);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => grid.getByRole("status").textContent()).toBe("第 1 行，附件：空");
    const chooser = nextChooser();
    const sent = page.waitForRequest((r) => r.url().endsWith("/qt/sys/common/upload"));
    await page.keyboard.press("Enter");
    await (await chooser).setFiles({ name: "年度报告终稿.txt", mimeType: "text/plain", buffer: Buffer.from("年度报告\n".repeat(60_000)) });
    await cell(grid, "attachment", 0).locator('[data-testid="upload-item"][data-status="done"]').waitFor();
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const seen = await page.evaluate(() => (window as unknown as { uploadSeen: string[] }).uploadSeen);
    const percents = seen.map((s) => /^上传中\((\d+)%\)$/.exec(s)?.[1]).filter(Boolean).map(Number);
    expect(percents.length, `seen: ${seen.join(" | ")}`).toBeGreaterThanOrEqual(2);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const request = await sent;
    expect(formFields(request)).toEqual({ isup: "1" });
    expect(request.headers()["x-access-token"]).toMatch(/\S{20,}/);
    await expect.poll(() => valueAt(page, id, 0, "attachment")).toMatch(storedPath("年度报告终稿.txt"));
    await expect(cell(grid, "attachment", 0).getByTestId("upload-item").textContent()).resolves.toBe("年度报告终…");
    const path = String(await valueAt(page, id, 0, "attachment"));
    await expect(cell(grid, "attachment", 0).getByRole("link", { name: "下载 年度报告终稿.txt" }).getAttribute("href")).resolves.toMatch(withToken(staticUrl(path)));

    // a picture by mouse: its thumbnail from the server
    const pictureChooser = nextChooser();
    await cell(grid, "picture", 0).getByRole("button", { name: "点击上传" }).click();
    await (await pictureChooser).setFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
    await expect.poll(() => valueAt(page, id, 0, "picture")).toMatch(storedPath("cover.png"));
    const picture = String(await valueAt(page, id, 0, "picture"));
    const thumb = cell(grid, "picture", 0).getByRole("img", { name: "cover.png" });
    await expect.poll(() => thumb.evaluate((i) => [(i as HTMLImageElement).src, (i as HTMLImageElement).naturalWidth])).toEqual([expect.stringMatching(withToken(staticUrl(picture))), 1]);

    // not a picture: 请上传图片, nothing taken
    await cell(grid, "picture", 1).getByTestId("upload-input").setInputFiles({ name: "说明.txt", mimeType: "text/plain", buffer: Buffer.from("不是图片") });
    await toasts(page).filter({ hasText: "请上传图片" }).waitFor();
    await expect(cell(grid, "picture", 1).getByTestId("upload-item").count()).resolves.toBe(0);

    // refused by the server (over 10 MB; HTTP 413, which the browser logs): the name in red, the message its tooltip, nothing emitted
    app.expectConsoleErrors(/^console\.error: Failed to load resource: the server responded with a status of 413 /);
    await cell(grid, "attachment", 1).getByTestId("upload-input").setInputFiles({ name: "太大的文件.txt", mimeType: "text/plain", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 97) });
    const failed = cell(grid, "attachment", 1).locator('[data-testid="upload-item"][data-status="error"]');
    await failed.waitFor();
    await expect(failed.getAttribute("title")).resolves.toBe("文件大小不能超过 10 MB");
    await expect(valueAt(page, id, 1, "attachment")).resolves.toBe("");
    // a picture refused (success: false with a message): its message
    await page.route("**/qt/sys/common/upload", (route) => route.fulfill({ json: { success: false, message: "图片过大", code: 500, result: null } }));
    await cell(grid, "picture", 1).getByTestId("upload-input").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: PNG });
    await expect.poll(() => cell(grid, "picture", 1).locator('[data-status="error"]').getAttribute("title")).toBe("图片过大");
    await expect(valueAt(page, id, 1, "picture")).resolves.toBe("");
    // removed, and answered 'local': the picture is stored inline
    await cell(grid, "picture", 1).getByRole("button", { name: "删除 big.png" }).click();
    await page.unroute("**/qt/sys/common/upload");
    await page.route("**/qt/sys/common/upload", (route) => route.fulfill({ json: { success: true, message: "local", code: 0, result: "local" } }));
    await cell(grid, "picture", 1).getByTestId("upload-input").setInputFiles({ name: "inline.png", mimeType: "image/png", buffer: PNG });
    await expect.poll(() => valueAt(page, id, 1, "picture")).toBe(`data:image/png;base64,${PNG.toString("base64")}`);
    await expect(cell(grid, "picture", 1).getByRole("img").getAttribute("src")).resolves.toBe(`data:image/png;base64,${PNG.toString("base64")}`);
    await page.unroute("**/qt/sys/common/upload");
    expect(await seriousViolations(page, '[data-testid="demo-grid-uploads"]')).toEqual([]);
    await screenshot(page, "grid-uploads");

    // no download, no remove where switched off
    await cell(grid, "kept", 0).getByTestId("upload-input").setInputFiles({ name: "保留.txt", mimeType: "text/plain", buffer: Buffer.from("保留") });
    await expect.poll(() => valueAt(page, id, 0, "kept")).toMatch(storedPath("保留.txt"));
    await expect(cell(grid, "kept", 0).getByRole("link").count()).resolves.toBe(0);
    await expect(cell(grid, "kept", 0).getByRole("button").count()).resolves.toBe(0);

    // removed: the value empties
    await expect(cell(grid, "attachment", 0).getByTestId("upload-item").textContent()).resolves.toBe("年度报告终…");
    await cell(grid, "attachment", 0).getByRole("button", { name: "删除 年度报告终稿.txt" }).click();
    await expect.poll(() => valueAt(page, id, 0, "attachment")).toBe("");
    await expect.poll(() => cell(grid, "attachment", 0).getByRole("button", { name: "点击上传" }).isVisible()).toBe(true);
  });

  it("an upload goes on while its cell is scrolled out of view: shown again with its progress, its path written and emitted once done", async () => {
    const page = await app.open({ viewport: WIDE });
    const grid = await openGrid(page, "grid-uploads");
    const id = "grid-uploads";
    const scroller = grid.locator(".dsg-container");
    const scrollTo = (top: "top" | "bottom") => scroller.evaluate((el, at) => el.scrollTo({ top: at === "top" ? 0 : el.scrollHeight }), top);
    // the first row's cells: its name cell (一) and the upload's status, gone when react-datasheet-grid unmounts them
    const firstName = grid.getByTestId("grid-cell-name").filter({ hasText: /^一$/ });
    const status = grid.getByTestId("upload-status");

    // the server's answer held back until released
    let arrived!: () => void;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/qt/sys/common/upload", async (route) => {
      arrived();
      await released;
      await route.continue();
    });

    await cell(grid, "attachment", 0).getByTestId("upload-input").setInputFiles({ name: "季度总结报告.txt", mimeType: "text/plain", buffer: Buffer.from("季度总结\n".repeat(1000)) });
    await requested;
    await expect(status.textContent()).resolves.toMatch(/^上传中\(\d+%\)$/);

    // scrolled out of view: the cell is gone from the page, the upload is not
    await scrollTo("bottom");
    await firstName.waitFor({ state: "detached" });
    await expect(status.count()).resolves.toBe(0);
    // back before the answer: its progress again
    await scrollTo("top");
    await firstName.waitFor();
    await expect(cell(grid, "attachment", 0).getByTestId("upload-status").textContent()).resolves.toMatch(/^上传中\(\d+%\)$/);
    await expect(valueAt(page, id, 0, "attachment")).resolves.toBe("");

    // out of view again, the answer released: the path is written to the row and emitted meanwhile
    await scrollTo("bottom");
    await firstName.waitFor({ state: "detached" });
    release();
    await expect.poll(() => valueAt(page, id, 0, "attachment")).toMatch(storedPath("季度总结报告.txt"));
    const path = String(await valueAt(page, id, 0, "attachment"));
    await expect(firstName.count()).resolves.toBe(0);

    // back: the cell shows the stored file
    await scrollTo("top");
    const done = cell(grid, "attachment", 0).locator('[data-testid="upload-item"][data-status="done"]');
    await done.waitFor();
    await expect(done.getAttribute("data-path")).resolves.toBe(path);
    await expect(done.textContent()).resolves.toBe("季度总结报…");
    await expect(status.count()).resolves.toBe(0);
    await page.unroute("**/qt/sys/common/upload");
  });

  it("linked selects: the dependant offers the parent's options only, and a change resets the later ones", async () => {
    const page = await app.open({ viewport: WIDE });
    const grid = await openGrid(page, "grid-linked");
    const id = "grid-linked";
    await expect(cell(grid, "district", 0).textContent()).resolves.toBe("西湖区");

    // 市 under 浙江: 杭州 and 宁波 only; 宁波 resets 区
    await enterGrid(grid);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(options(page).getByRole("option").allTextContents()).resolves.toEqual(["杭州", "宁波"]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => rows(page, id)).toEqual([{ id: "1", province: "zj", city: "nb", district: "" }]);
    // 区 under 宁波
    await editByMouse(cell(grid, "district", 0));
    await expect(options(page).getByRole("option").allTextContents()).resolves.toEqual(["鄞州区"]);
    await options(page).getByRole("option", { name: "鄞州区" }).click();
    await expect.poll(() => valueAt(page, id, 0, "district")).toBe("yz");

    // 省 to 江苏 by mouse: 市 and 区 reset, 市 offers 南京 and 苏州
    await editByMouse(cell(grid, "province", 0));
    await options(page).getByRole("option", { name: "江苏" }).click();
    await expect.poll(() => rows(page, id)).toEqual([{ id: "1", province: "js", city: "", district: "" }]);
    await editByMouse(cell(grid, "city", 0));
    await expect(options(page).getByRole("option").allTextContents()).resolves.toEqual(["南京", "苏州"]);
    expect(await seriousViolations(page, '[data-testid="demo-grid-linked"]')).toEqual([]);
    await page.keyboard.press("Escape");
    // nothing chosen for 区 without a 市
    await editByMouse(cell(grid, "district", 0));
    await expect(options(page).textContent()).resolves.toBe("没有查询到任何数据");
  });

  it("speaks English on request: the search hint, the picker's title, the upload button, the bad condition", async () => {
    const page = await app.open({ viewport: WIDE });
    await signIn(page, { route: "/demo/widgets", locale: "en-US" });
    const grid = page.getByTestId("grid-pickers");
    await grid.scrollIntoViewIfNeeded();
    await enterGrid(grid);
    await page.keyboard.press("Enter");
    await expect.poll(() => options(page).textContent()).toBe("please enter search content");
    await page.keyboard.press("Escape");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await page.getByTestId("depart-picker").getByRole("heading", { name: "Select departments" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("depart-picker").waitFor({ state: "detached" });
    const uploads = page.getByTestId("grid-uploads");
    await expect.poll(() => cell(uploads, "attachment", 0).getByRole("button", { name: "Click to upload" }).isVisible()).toBe(true);
    await expect(cell(page.getByTestId("grid-category-bad"), "category", 0).textContent()).resolves.toBe("JTreeSelect: the condition value is wrong, a JSON string is needed!");
  });
});
