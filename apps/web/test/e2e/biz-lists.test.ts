/**
 * The business list screens (issue #9): each menu page opens for the administrator with its
 * columns, its search bar and a list the server answered; money is shown with 2 decimals after
 * an add through the form; the feedback channel views and the article kinds each show only their
 * own rows; a platform user's score logs and cash shares open from the user list.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { seriousViolations } from "../helpers/axe";
import { toasts } from "../helpers/console";
import { listRows as rows, openList, shown, searchFor, signInToList } from "../helpers/list-page";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const modal = (page: Page) => page.getByTestId("record-modal");

/** Each screen by menu area (an area a test, each well inside the time limit): its route, some of its column titles, and the search labels shown before 展开. */
type Screen = { path: string; columns: string[]; search: string[] };
const AREAS: ReadonlyArray<[string, Screen[]]> = [
  [
    "作品 and its sub-screens",
    [
      { path: "/work/qtWorkList", columns: ["封面", "标题", "作品分类", "设计师", "价格", "审核状态", "上架状态"], search: ["标题", "审核状态", "作品分类"] },
      { path: "/work/qtWorkTypeList", columns: ["名称", "编码", "上级分类", "排序"], search: ["名称", "编码", "上级分类"] },
      { path: "/work/qtWorkOrderList", columns: ["订单号", "买家", "作品", "金额", "支付方式", "状态"], search: ["订单号", "状态", "买家"] },
      { path: "/work/qtWorkCollectionList", columns: ["平台用户", "作品", "创建时间"], search: ["平台用户", "作品", "创建时间"] },
      { path: "/work/qtWorkExamList", columns: ["申请人", "样稿", "评分", "结果"], search: ["申请人", "结果", "评审时间"] },
      { path: "/work/qtWorkGuideList", columns: ["标题", "排序", "状态"], search: ["标题", "状态"] },
      { path: "/work/qtWorkAdjustList", columns: ["作品", "修改项", "原值", "新值", "状态"], search: ["作品", "修改项", "状态"] },
      { path: "/work/qtWorkFailList", columns: ["作品", "原因分类", "审核人", "驳回时间", "已重新提交"], search: ["作品", "原因分类", "已重新提交"] },
    ],
  ],
  [
    "提现, 平台用户 and their ledgers, VIP, 资金流水, 支付记录",
    [
      { path: "/without/qtWithoutList", columns: ["申请人", "提现金额", "手续费", "收款方式", "收款账号", "状态"], search: ["申请人", "状态", "收款方式"] },
      { path: "/user/qtUserList", columns: ["头像", "昵称", "手机号", "VIP等级", "余额", "积分", "状态"], search: ["昵称", "手机号", "状态"] },
      { path: "/user/qtScoreLogList", columns: ["平台用户", "积分变动", "原因", "变动后积分"], search: ["平台用户", "原因", "关联记录ID"] },
      { path: "/user/qtCashShareList", columns: ["订单", "作品", "设计师", "订单金额", "分成比例 %", "分成金额"], search: ["设计师", "状态", "分成金额"] },
      { path: "/vip/qtVipLevelList", columns: ["名称", "编码", "价格", "每日下载次数", "可商用"], search: ["名称", "编码", "状态"] },
      { path: "/money/qtMoneyLogList", columns: ["平台用户", "类型", "金额（入账为正）", "变动后余额"], search: ["平台用户", "类型", "金额（入账为正）"] },
      { path: "/pay/qtPayRecordList", columns: ["支付单号", "付款用户", "用途", "支付渠道", "金额", "状态"], search: ["支付单号", "付款用户", "状态"] },
    ],
  ],
  [
    "反馈, 通知, 广告, 文章, 系统配置",
    [
      { path: "/feedback/qtFeedbackList", columns: ["反馈用户", "类型", "内容", "图片", "状态"], search: ["内容", "状态", "类型"] },
      { path: "/feedback/qtFeedbackAgentList", columns: ["反馈用户", "内容", "状态"], search: ["内容", "状态", "类型"] },
      { path: "/feedback/qtFeedbackOutletList", columns: ["反馈用户", "内容", "状态"], search: ["内容", "状态", "类型"] },
      { path: "/notice/qtNoticeList", columns: ["标题", "对象", "发布状态", "发布时间"], search: ["标题", "对象", "发布状态"] },
      { path: "/notice/qtNoticeReadList", columns: ["通知", "阅读用户", "阅读时间"], search: ["通知", "阅读用户", "阅读时间"] },
      { path: "/ads/qtAdList", columns: ["名称", "编码", "位置", "状态"], search: ["名称", "编码", "位置"] },
      { path: "/ads/qtAdItemList", columns: ["图片", "标题", "广告位", "链接", "开始时间", "结束时间"], search: ["标题", "广告位", "状态"] },
      { path: "/article/qtArticleNewsList", columns: ["封面", "标题", "摘要", "阅读次数", "发布状态"], search: ["标题", "发布状态", "发布时间"] },
      { path: "/article/qtArticleHelpList", columns: ["封面", "标题", "摘要", "阅读次数", "发布状态"], search: ["标题", "发布状态", "发布时间"] },
      { path: "/config/qtConfigList", columns: ["键", "值", "说明"], search: ["键", "说明"] },
    ],
  ],
];

describe("business list screens", () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken(app.url);
  });

  it.each(AREAS)("%s: each screen opens with its columns, its search bar and the server's list, with no serious axe finding", async (_area, screens) => {
    const page = await app.open();
    await signIn(page, { route: screens[0]!.path });
    for (const screen of screens) {
      await openList(page, screen.path);
      const headers = (await shown(page).getByTestId("list-table").locator("thead th").allInnerTexts()).map((h) => h.trim());
      expect(headers, screen.path).toEqual(expect.arrayContaining(screen.columns));
      const labels = (await shown(page).getByTestId("list-search").locator("label").allInnerTexts()).map((l) => l.trim());
      expect(labels, screen.path).toEqual(expect.arrayContaining(screen.search));
      // the list call was answered (no error state)
      await expect(shown(page).getByTestId("list-error").count(), screen.path).resolves.toBe(0);
      expect(await seriousViolations(page, `[data-page="${screen.path}"]`), screen.path).toEqual([]);
    }
  });

  it("a VIP level added through the form shows its price with two decimals, in the list and in 详情", async () => {
    const page = await app.open();
    await signInToList(page, "/vip/qtVipLevelList");
    await shown(page).getByTestId("toolbar-add").click();
    await modal(page).locator('[name="name"]').fill("测试月卡");
    await modal(page).locator('[name="code"]').fill("e2e_month");
    await modal(page).locator('[name="price"]').fill("19.9");
    await modal(page).locator('[name="durationDays"]').fill("30");
    await modal(page).locator('[name="dailyDownloads"]').fill("10");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    await searchFor(page, "name", "测试月卡");
    await expect.poll(() => rows(page).allInnerTexts()).toEqual([expect.stringContaining("19.90")]);
    await rows(page).first().getByRole("button", { name: "详情" }).click();
    await expect(modal(page).getByTestId("detail-price").innerText()).resolves.toBe("19.90");
  });

  it("the feedback views and the article kinds each show only their own rows", async () => {
    await api(app.url, "/feedback/qtFeedback/add", { method: "POST", token, body: { channel: "agent", content: "代理渠道的反馈E2E" } });
    await api(app.url, "/article/qtArticle/add", { method: "POST", token, body: { kind: "help", title: "帮助文章E2E", content: "<p>正文</p>" } });
    const page = await app.open();
    await signInToList(page, "/feedback/qtFeedbackAgentList");
    await searchFor(page, "content", "E2E");
    await expect.poll(() => rows(page).allInnerTexts()).toEqual([expect.stringContaining("代理渠道的反馈E2E")]);
    await openList(page, "/feedback/qtFeedbackList");
    await searchFor(page, "content", "E2E");
    await shown(page).getByTestId("list-empty").waitFor();

    await openList(page, "/article/qtArticleHelpList");
    await searchFor(page, "title", "E2E");
    await expect.poll(() => rows(page).allInnerTexts()).toEqual([expect.stringContaining("帮助文章E2E")]);
    await openList(page, "/article/qtArticleNewsList");
    await searchFor(page, "title", "E2E");
    await shown(page).getByTestId("list-empty").waitFor();
  });

  it("a platform user's balance shows in 详情 and in no form; 账户记录 opens their score logs and cash shares", async () => {
    await api(app.url, "/user/qtUser/add", { method: "POST", token, body: { nickname: "账户记录E2E", status: "normal", isDesigner: "1" } });
    const page = await app.open();
    await signInToList(page, "/user/qtUserList");
    await searchFor(page, "nickname", "账户记录E2E");
    await expect.poll(() => rows(page).count()).toBe(1);
    await expect(rows(page).first().innerText()).resolves.toContain("0.00");
    // the server's columns show in 详情 only: no form offers them
    await rows(page).first().getByRole("button", { name: "详情" }).click();
    await expect(modal(page).getByTestId("detail-balance").innerText()).resolves.toBe("0.00");
    await modal(page).getByRole("button", { name: "关闭" }).first().click();
    await rows(page).first().getByRole("button", { name: "编辑" }).click();
    await modal(page).locator('[name="nickname"]').waitFor();
    await expect(modal(page).locator('[name="balance"]').count()).resolves.toBe(0);
    await modal(page).getByRole("button", { name: "取消" }).click();
    await rows(page).first().getByRole("button", { name: "账户记录" }).click();
    const drawer = page.getByTestId("user-ledgers-drawer");
    await drawer.getByTestId("list-table").waitFor();
    await expect(drawer.getByRole("tab").allInnerTexts()).resolves.toEqual(["积分记录", "分成记录"]);
    await drawer.getByTestId("list-empty").waitFor();
    await drawer.getByRole("tab", { name: "分成记录" }).click();
    await expect.poll(async () => (await drawer.locator("[role=tabpanel]:not([hidden]) thead th").allInnerTexts()).map((h) => h.trim())).toEqual(expect.arrayContaining(["订单", "分成金额"]));
  });

  it("reference fields: a read record's notice and reader are searched by the server and picked; work types by their tree", async () => {
    await api(app.url, "/notice/qtNotice/add", { method: "POST", token, body: { title: "引用通知E2E", content: "<p>内容</p>", target: "all" } });
    await api(app.url, "/user/qtUser/add", { method: "POST", token, body: { nickname: "引用读者E2E", status: "normal", isDesigner: "0" } });
    const page = await app.open();
    await signInToList(page, "/notice/qtNoticeReadList");
    await shown(page).getByTestId("toolbar-add").click();
    const pick = async (name: string, typed: string) => {
      const box = modal(page).getByRole("combobox", { name });
      await box.pressSequentially(typed, { delay: 20 });
      await page.getByRole("listbox", { name }).getByRole("option", { name: typed }).click();
      await expect(box.inputValue()).resolves.toBe(typed);
    };
    await pick("通知", "引用通知E2E");
    await pick("阅读用户", "引用读者E2E");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    // the list shows the references' texts; the search bar finds the row by its reader
    const reader = shown(page).getByTestId("list-search").getByRole("combobox", { name: "阅读用户" });
    await reader.pressSequentially("引用读者E2E", { delay: 20 });
    await page.getByRole("listbox", { name: "阅读用户" }).getByRole("option", { name: "引用读者E2E" }).click();
    await shown(page).getByTestId("search-submit").click();
    await expect.poll(() => rows(page).allInnerTexts()).toEqual([expect.stringMatching(/引用通知E2E[\s\S]*引用读者E2E/)]);

    // work types: the parent column shows the parent's name; the tree select finds a parent's children
    await api(app.url, "/work/qtWorkType/add", { method: "POST", token, body: { name: "树根E2E", code: "e2e_root", sort: 1 } });
    const roots = await api<{ records: Array<{ id: string }> }>(app.url, "/work/qtWorkType/list?code=e2e_root", { token });
    await api(app.url, "/work/qtWorkType/add", { method: "POST", token, body: { name: "树枝E2E", code: "e2e_child", pid: roots.records[0]!.id, sort: 1 } });
    await openList(page, "/work/qtWorkTypeList");
    const parent = shown(page).getByTestId("list-search").getByRole("combobox", { name: "上级分类" });
    await parent.focus();
    await parent.press("Enter");
    await shown(page).getByRole("tree", { name: "上级分类" }).getByRole("treeitem", { name: "树根E2E" }).click();
    await shown(page).getByTestId("search-submit").click();
    await expect.poll(() => rows(page).allInnerTexts()).toEqual([expect.stringMatching(/树枝E2E[\s\S]*e2e_child[\s\S]*树根E2E/)]);
  });

  it("上传指南: the body is written in the rich-text editor and read back in 详情", async () => {
    const page = await app.open();
    await signInToList(page, "/work/qtWorkGuideList");
    await shown(page).getByTestId("toolbar-add").click();
    await modal(page).locator('[name="title"]').fill("指南E2E");
    await modal(page).getByRole("textbox", { name: "内容" }).click();
    await page.keyboard.type("先看尺寸，");
    const bold = modal(page).getByRole("toolbar", { name: "编辑器工具栏" }).getByRole("button", { name: "加粗" });
    await bold.click();
    await page.keyboard.type("再上传");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    await searchFor(page, "title", "指南E2E");
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().getByRole("button", { name: "详情" }).click();
    const body = modal(page).getByTestId("detail-content");
    await expect.poll(() => body.locator("strong").allInnerTexts()).toEqual(["再上传"]);
    await expect(body.innerText()).resolves.toContain("先看尺寸，");
  });
});

describe("on a phone (390 px wide)", () => {
  const PHONE_390 = { width: 390, height: 844 } as const;

  it("用户管理 keeps one line per cell and scrolls sideways with the selection and first columns held; 详情 fits the screen", async () => {
    const page = await app.open({ viewport: PHONE_390 });
    await signInToList(page, "/isystem/user");
    await rows(page).first().waitFor();
    const table = shown(page).getByTestId("list-table");
    const box = table.locator("xpath=..");

    // every header and cell is one line: no column squeezed to a character per line
    const heights = await table.locator("thead th").evaluateAll((ths) => ths.map((th) => (th as HTMLElement).getBoundingClientRect().height));
    const lineHeights = await table.locator("thead th").evaluateAll((ths) => ths.map((th) => parseFloat(getComputedStyle(th).lineHeight) || 20));
    heights.forEach((h, i) => expect(h, `header ${i}`).toBeLessThan(lineHeights[i]! * 2 + 16));
    // the table is wider than the screen and its box scrolls, not the page
    const widths = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.scrollWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(widths.page).toBeLessThanOrEqual(PHONE_390.width);

    const firstRow = rows(page).first();
    const held = async () => ({
      select: (await firstRow.locator("td").nth(0).boundingBox())!.x,
      first: (await firstRow.locator("td").nth(1).boundingBox())!.x,
      second: (await firstRow.locator("td").nth(2).boundingBox())!.x,
    });
    const before = await held();
    await box.evaluate((el) => el.scrollBy({ left: 200 }));
    await expect.poll(async () => (await held()).second).toBeLessThan(before.second - 100);
    const after = await held();
    expect(after.select).toBe(before.select);
    expect(after.first).toBe(before.first);

    // a record's 详情 dialog fits the screen
    await firstRow.getByRole("button", { name: "详情" }).click();
    const dialog = page.getByTestId("record-modal");
    await dialog.waitFor();
    await expect.poll(async () => (await dialog.boundingBox())?.width ?? 9999).toBeLessThanOrEqual(PHONE_390.width);
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  });
});
