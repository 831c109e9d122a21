/**
 * The business console's forms and searches beyond the list screens (issue #9):
 * - en-US: the works list, the work audit and the withdrawals show their column titles, search
 *   labels, buttons, form labels and the dictionary select's placeholder in English, with no zh-CN
 *   label left (the dictionaries' values and the menu are the server's data and stay as stored);
 * - uploads: a work's cover and source file and an ad creative's picture go through the form's
 *   upload controls; the list row shows the stored picture, the server keeps the stored paths and
 *   serves the files back;
 * - money ranges: 提现金额 and 资金流水's signed 金额 searched from–to show exactly the rows the
 *   API answers for that range, all inside it; a range from above its end is refused in the search
 *   bar with its message, and a bound that is not a number is refused by the field; neither searches.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api, oneRecord, platformDesigner, withToken } from "../helpers/api";
import { toasts } from "../helpers/console";
import { listRows as rows, listSettled, openList, searchFor, shown, signInToList } from "../helpers/list-page";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const modal = (page: Page) => page.getByTestId("record-modal");

/** A 1×1 PNG (the server checks a picture's leading bytes). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
/** A stored path: `qt/<yyyyMMdd>/<16 hex>_<name>` (the business forms upload with biz=qt). */
/** `<biz>/<yyyyMMdd>/<16 hex>_<name>`: covers and ad pictures in their public folders, other pictures in `qt`. */
const storedPath = (name: string, biz = "qt") => new RegExp(`^${biz}/\\d{8}/[0-9a-f]{16}_${name.replace(/\./g, "\\.")}$`);
const staticUrl = (path: string) => `${app.url}/qt/sys/common/static/${path}`;
const CJK = /[\u3400-\u9fff]/;

interface Page_<T> {
  records: T[];
  total: number;
}

const one = <T>(token: string, path: string): Promise<T> => oneRecord<T>(app.url, token, path);
const designer = (token: string, nickname: string, balance?: string) => platformDesigner(app.url, token, nickname, balance);

/** Logs in, opens the list and its 新增 form. */
async function addForm(page: Page, path: string): Promise<Locator> {
  await signInToList(page, path);
  await shown(page).getByTestId("toolbar-add").click();
  return modal(page);
}

/** Chooses a file in a form's upload control and returns the stored path, once uploaded. */
async function upload(control: Locator, name: string, mimeType: string, buffer: Buffer, biz = "qt"): Promise<string> {
  await control.getByTestId("upload-input").setInputFiles({ name, mimeType, buffer });
  const path = await control.locator('[data-testid="upload-item"][data-status="done"]').getAttribute("data-path");
  expect(path).toMatch(storedPath(name, biz));
  return path!;
}

const pictureSrc = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.src);

/** The list's only row shows the stored picture `path`, loaded from the server (a broken picture has no width). */
async function rowShowsPicture(page: Page, path: string): Promise<void> {
  await expect.poll(() => rows(page).count()).toBe(1);
  const thumbnail = rows(page).first().getByTestId("thumbnails").locator("img");
  await expect(pictureSrc(thumbnail)).resolves.toBe(staticUrl(path));
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
}

async function save(page: Page): Promise<void> {
  await page.getByTestId("record-submit").click();
  await toasts(page).filter({ hasText: "添加成功" }).waitFor();
}

const trimmed = async (list: Locator) => (await list.allInnerTexts()).map((t) => t.trim());
const headers = (page: Page) => trimmed(shown(page).getByTestId("list-table").locator("thead th"));
const searchLabels = (page: Page) => trimmed(shown(page).getByTestId("list-search").locator("label"));

/** The texts of one column of the shown rows, by its title. */
async function column(page: Page, title: string): Promise<string[]> {
  const index = (await headers(page)).indexOf(title);
  if (index < 0) throw new Error(`no column ${title}`);
  return trimmed(rows(page).locator(`td:nth-child(${index + 1})`));
}

/** Opens 展开 (or its English) when the search bar has it. */
async function expandSearch(page: Page, name: string): Promise<void> {
  const expand = shown(page).getByTestId("list-search").getByRole("button", { name });
  if ((await expand.count()) > 0) await expand.click();
}

describe("business forms and searches", () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken(app.url);
  });

  it("en-US: the works list, the work audit and the withdrawals speak English, with no zh-CN label left", async () => {
    const user = await designer(token, "E2E英文设计师", "300.00");
    await api(app.url, "/without/qtWithout/apply", { method: "POST", token, body: { userId: user.id, amount: "120.00", accountType: "alipay", accountNo: "en@example.com", accountName: "E2E英文收款人" } });
    const page = await app.open();
    // works list (QtWorkList.tsx)
    await signInToList(page, "/work/qtWorkList", { locale: "en-US" });
    expect(await headers(page)).toEqual(["", "Cover", "Title", "Type", "Designer", "Format", "Price", "Free", "Audit status", "Shelf", "Recommended", "Downloads", "Created", "Actions"]);
    expect(await searchLabels(page)).toEqual(["Title", "Audit status", "Type"]);
    const bar = shown(page).getByTestId("list-search");
    await expect(trimmed(bar.getByRole("button"))).resolves.toEqual(expect.arrayContaining(["Search", "Reset", "Expand"]));
    // the dictionary select offers its values under "Please choose"; a text field asks "Please enter"
    await expect(bar.locator('select[name="auditStatus"] option').first().innerText()).resolves.toBe("Please choose");
    await expect(bar.locator('[name="title"]').getAttribute("placeholder")).resolves.toBe("Please enter");
    await expandSearch(page, "Expand");
    expect(await searchLabels(page)).toEqual(["Title", "Audit status", "Type", "Designer", "Format", "Shelf", "Recommended", "Free", "Price", "Tags", "Created"]);
    await bar.getByRole("spinbutton", { name: "Price from" }).waitFor();
    await bar.getByRole("spinbutton", { name: "Price to" }).waitFor();
    await bar.getByRole("button", { name: "Collapse" }).waitFor();
    await shown(page).getByTestId("toolbar-add").click();
    // the form's field labels too (the 是/否 radios are the yn dictionary's values: the server's data)
    const formLabels = await trimmed(modal(page).locator('label[data-scope="field"][data-part="label"]'));
    expect(formLabels).toEqual(expect.arrayContaining(["Title", "Type", "Designer", "Format", "Price", "Free", "Cover", "Source file"]));
    expect(formLabels.filter((label) => CJK.test(label))).toEqual([]);
    // one click on Cancel closes the untouched form (the focused title's blur check must not move the button away first)
    await modal(page).getByRole("button", { name: "Cancel" }).click();
    await modal(page).waitFor({ state: "detached" });

    // the work audit (QtWorkAuditList.tsx): its views and actions, the works columns without the audit search
    await openList(page, "/work/qtWorkAuditList");
    await expect(trimmed(page.getByTestId("work-audit").getByRole("tablist", { name: "Audit state" }).getByRole("tab"))).resolves.toEqual(["Pending", "Re-exam", "Approved", "Rejected"]);
    await expect(trimmed(shown(page).getByRole("group", { name: "Audit actions" }).getByRole("button"))).resolves.toEqual(["Approve", "Reject"]);
    expect(await headers(page)).toEqual(expect.arrayContaining(["Cover", "Title", "Type", "Designer", "Price", "Audit status", "Shelf"]));
    expect(await searchLabels(page)).toEqual(["Title", "Type", "Designer"]);
    expect((await headers(page)).filter((h) => CJK.test(h))).toEqual([]);

    // withdrawals (QtWithoutList.tsx): a money screen, with its own audit actions and its row buttons
    await openList(page, "/without/qtWithoutList");
    expect(await headers(page)).toEqual(["", "Applicant", "Amount", "Fee", "Account type", "Account number", "Account holder", "Status", "Audited at", "Created", "Actions"]);
    await expandSearch(page, "Expand");
    expect(await searchLabels(page)).toEqual(["Applicant", "Status", "Account type", "Account number", "Account holder", "Amount", "Audited at", "Created"]);
    await shown(page).getByRole("spinbutton", { name: "Amount from" }).waitFor();
    await expect(shown(page).getByTestId("list-search").locator('select[name="status"] option').first().innerText()).resolves.toBe("Please choose");
    await expect(trimmed(shown(page).getByRole("group", { name: "Withdrawal audit" }).getByRole("button"))).resolves.toEqual(["Approve", "Reject", "Mark paid"]);
    const row = rows(page).filter({ hasText: "E2E英文收款人" });
    await expect(row.getByRole("button", { name: "Detail" }).count()).resolves.toBe(1);
    await expect(row.getByRole("button", { name: "Edit" }).count()).resolves.toBe(1);
    // no zh-CN label anywhere in the table head, the search labels or the toolbar (the dictionary values are the server's data)
    const toolbarTexts = await trimmed(shown(page).getByRole("button"));
    expect([...(await headers(page)), ...(await searchLabels(page)), ...toolbarTexts].filter((t) => CJK.test(t))).toEqual([]);
  });

  it("a work's cover and source file upload through the form: the row shows the cover, the server keeps and serves both", async () => {
    await api(app.url, "/work/qtWorkType/add", { method: "POST", token, body: { pid: "0", name: "E2E上传分类", code: "e2e_upload", sort: 1 } });
    await designer(token, "E2E上传设计师");
    const source = Buffer.from("8BPS e2e source file");
    const page = await app.open();
    const form = await addForm(page, "/work/qtWorkList");
    await form.locator('[name="title"]').fill("E2E上传作品");
    const type = form.getByRole("combobox", { name: "作品分类" });
    await type.focus();
    await type.press("Enter");
    await form.getByRole("tree", { name: "作品分类" }).getByRole("treeitem", { name: "E2E上传分类" }).click();
    const author = form.getByRole("combobox", { name: "设计师" });
    await author.pressSequentially("E2E上传设计师", { delay: 20 });
    await page.getByRole("listbox", { name: "设计师" }).getByRole("option", { name: "E2E上传设计师" }).click();
    await form.locator('select[name="format"]').selectOption("psd");
    await form.locator('[name="price"]').fill("12.5");

    const coverPath = await upload(form.getByTestId("upload-cover"), "cover.png", "image/png", PNG, "cover");
    const filePath = await upload(form.getByTestId("upload-fileUrl"), "source.psd", "application/octet-stream", source);
    await save(page);

    // the server stored both paths, and serves the files back as sent
    const stored = await one<{ cover: string; fileUrl: string; price: string }>(token, `/work/qtWork/list?title=${encodeURIComponent("E2E上传作品")}`);
    expect(stored).toMatchObject({ cover: coverPath, fileUrl: filePath, price: "12.50" });
    expect(Buffer.from(await (await fetch(staticUrl(filePath), { headers: { "X-Access-Token": token } })).arrayBuffer())).toEqual(source);
    // the cover is public (the marketplace shows it to visitors); the source file is not
    expect((await fetch(staticUrl(coverPath))).status).toBe(200);
    expect((await fetch(staticUrl(filePath))).status).toBe(401);

    // the row shows the cover from the server
    await searchFor(page, "title", "E2E上传作品");
    await rowShowsPicture(page, coverPath);

    // editing it again, the form shows both: the cover and the source file's download link
    await rows(page).first().getByRole("button", { name: "编辑" }).click();
    await expect(form.getByTestId("upload-cover").getByTestId("upload-item").getAttribute("data-path")).resolves.toBe(coverPath);
    await expect(form.getByTestId("upload-fileUrl").getByRole("link", { name: /source\.psd/ }).getAttribute("href")).resolves.toMatch(withToken(staticUrl(filePath)));
    await form.getByRole("button", { name: "取消" }).click();
  });

  it("an ad creative's picture uploads through the form: the row shows it and the server keeps it", async () => {
    await api(app.url, "/ads/qtAd/add", { method: "POST", token, body: { name: "E2E广告位", code: "e2e_slot" } });
    const page = await app.open();
    const form = await addForm(page, "/ads/qtAdItemList");
    await form.locator('[name="title"]').fill("E2E广告素材");
    await form.locator('select[name="adId"]').selectOption({ label: "E2E广告位" });
    await form.locator('[name="linkUrl"]').fill("https://example.com/e2e");
    const picture = form.getByTestId("upload-image");
    const path = await upload(picture, "banner.png", "image/png", PNG, "ad");
    // the card shows the stored picture
    await expect(pictureSrc(picture.getByRole("img").first())).resolves.toBe(staticUrl(path));
    await save(page);

    const stored = await one<{ image: string; linkUrl: string }>(token, `/ads/qtAdItem/list?title=${encodeURIComponent("E2E广告素材")}`);
    expect(stored).toMatchObject({ image: path, linkUrl: "https://example.com/e2e" });
    await searchFor(page, "title", "E2E广告素材");
    await rowShowsPicture(page, path);
    await expect(column(page, "链接")).resolves.toEqual(["https://example.com/e2e"]);
  });

  it("提现管理's 新增 applies for the designer: the balance is debited at once; an amount over the balance is refused and nothing is added", async () => {
    const user = await designer(token, "E2E新增提现设计师", "150.00");
    const page = await app.open();
    const form = await addForm(page, "/without/qtWithoutList");
    const fill = async (amount: string) => {
      await form.locator('[name="amount"]').fill(amount);
      await page.getByTestId("record-submit").click();
    };
    const applicant = form.getByRole("combobox", { name: "申请人" });
    await applicant.pressSequentially("E2E新增提现设计师", { delay: 20 });
    await page.getByRole("listbox", { name: "申请人" }).getByRole("option", { name: "E2E新增提现设计师" }).click();
    await form.getByRole("radio", { name: "银行卡" }).check({ force: true });
    await form.locator('[name="accountNo"]').fill("6222000011112222");
    await form.locator('[name="accountName"]').fill("E2E新增收款人");

    // over the balance: the server's refusal, the form stays open with what was typed
    await fill("150.01");
    await toasts(page).filter({ hasText: "提现金额超过余额（当前余额 150.00）" }).waitFor();
    await expect(form.locator('[name="accountNo"]').inputValue()).resolves.toBe("6222000011112222");
    expect((await api<Page_<unknown>>(app.url, `/without/qtWithout/list?userId=${user.id}`, { token })).total).toBe(0);

    await fill("100");
    await toasts(page).filter({ hasText: "提现申请已提交" }).waitFor();
    await modal(page).waitFor({ state: "detached" });
    expect(await one(token, `/without/qtWithout/list?userId=${user.id}`)).toMatchObject({ amount: "100.00", accountType: "bank", status: "pending", accountName: "E2E新增收款人" });
    expect(await one(token, `/user/qtUser/list?nickname=${encodeURIComponent("E2E新增提现设计师")}`)).toMatchObject({ balance: "50.00" });
    await searchFor(page, "accountName", "E2E新增收款人");
    await expect.poll(() => column(page, "提现金额")).toEqual(["100.00"]);
  });

  it("money ranges: the rows shown are the API's for the range and inside it; a reversed range or a bound not a number is refused, unsearched", async () => {
    const user = await designer(token, "E2E区间设计师", "2000.00");
    for (const amount of ["100.00", "150.50", "200.00", "250.00"]) {
      await api(app.url, "/without/qtWithout/apply", { method: "POST", token, body: { userId: user.id, amount, accountType: "bank", accountNo: "6222000033334444", accountName: "E2E区间" } });
    }
    const amountsOf = async (path: string) => (await api<Page_<{ amount: string }>>(app.url, path, { token })).records.map((r) => r.amount);
    const inside = (amounts: string[], from: number, to: number) => amounts.every((a) => Number(a) >= from && Number(a) <= to);

    const page = await app.open();
    await signIn(page);
    const lists = { count: 0 };
    page.on("request", (r) => {
      if (/\/qt\/(without\/qtWithout|money\/qtMoneyLog)\/list\?/.test(r.url())) lists.count++;
    });
    const range = async (label: string, from: string, to: string) => {
      await shown(page).getByRole("spinbutton", { name: `${label} 开始` }).fill(from);
      await shown(page).getByRole("spinbutton", { name: `${label} 结束` }).fill(to);
      await shown(page).getByTestId("search-submit").click();
      await listSettled(page);
    };

    // 提现金额 150.5 – 200 (both ends included)
    await openList(page, "/without/qtWithoutList");
    await expandSearch(page, "展开");
    await range("提现金额", "150.5", "200");
    const withdrawals = await amountsOf("/without/qtWithout/list?amount_begin=150.5&amount_end=200");
    expect(withdrawals.sort()).toEqual(["150.50", "200.00"]);
    await expect.poll(async () => (await column(page, "提现金额")).sort()).toEqual(withdrawals);
    expect(inside(await column(page, "提现金额"), 150.5, 200)).toBe(true);
    // the range left some out
    expect(await amountsOf(`/without/qtWithout/list?accountName=${encodeURIComponent("E2E区间")}`)).toHaveLength(4);

    // a reversed range: refused in the search bar with its message, the start focused, nothing searched
    const searched = lists.count;
    await shown(page).getByRole("spinbutton", { name: "提现金额 开始" }).fill("200");
    await shown(page).getByRole("spinbutton", { name: "提现金额 结束" }).fill("100");
    await shown(page).getByTestId("search-submit").click();
    const startField = shown(page).getByRole("spinbutton", { name: "提现金额 开始" });
    await expect.poll(() => startField.getAttribute("aria-invalid")).toBe("true");
    await shown(page).getByTestId("list-search").getByText("起始值不能大于结束值").waitFor();
    await expect.poll(() => startField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(lists.count).toBe(searched);
    await expect.poll(async () => (await column(page, "提现金额")).sort()).toEqual(withdrawals);
    // put right, the message goes and the search runs
    await range("提现金额", "100", "200");
    await expect(shown(page).getByTestId("list-search").getByText("起始值不能大于结束值").count()).resolves.toBe(0);
    await expect.poll(async () => (await column(page, "提现金额")).sort()).toEqual((await amountsOf("/without/qtWithout/list?amount_begin=100&amount_end=200")).sort());

    // a bound that is not a number: the field takes no letters, and a half-typed number is refused by the form (nothing is searched)
    const from = shown(page).getByRole("spinbutton", { name: "提现金额 开始" });
    await from.fill("");
    await from.pressSequentially("abc");
    await expect(from.inputValue()).resolves.toBe("");
    await from.pressSequentially("1e");
    await expect(from.evaluate((input: HTMLInputElement) => input.validity.badInput)).resolves.toBe(true);
    const before = lists.count;
    await shown(page).getByTestId("search-submit").click();
    await expect(from.evaluate((input: HTMLInputElement) => input.validationMessage)).resolves.not.toBe("");
    await expect(from.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    expect(lists.count).toBe(before);

    // 资金流水's signed amounts: the withdrawals' debits from −200 to −150.5
    await openList(page, "/money/qtMoneyLogList");
    await range("金额（入账为正）", "-200", "-150.5");
    const logs = await amountsOf("/money/qtMoneyLog/list?amount_begin=-200&amount_end=-150.5");
    expect(logs.sort()).toEqual(["-150.50", "-200.00"]);
    await expect.poll(async () => (await column(page, "金额（入账为正）")).sort()).toEqual(logs);
    expect(inside(await column(page, "金额（入账为正）"), -200, -150.5)).toBe(true);
    expect((await amountsOf("/money/qtMoneyLog/list")).length).toBeGreaterThan(logs.length);
  });
});
