/**
 * The upload widgets and the editors of the widgets gallery (/demo/widgets, issue #7; widgets.md
 * §3–§9) in the real console on the real server:
 * - a file uploads with its progress shown (the upload slowed down in the browser), its value is
 *   the stored path, which the server then serves at /sys/common/static/<path>; the access token
 *   goes with it; removed, the value empties; the server's size refusal (UPLOAD_MAX_MB) and a
 *   success:false answer show as the item's error and `<name> 上传失败`; a maximum count;
 * - pictures: a non-image is refused (请上传图片), two pictures upload and show from the server,
 *   move with the refusals at both ends (未知的操作 / 已到最后~), preview, remove; an answer
 *   'local' stores the picture inline;
 * - the rich-text editor: typing, bold, a picture uploaded (biz=jeditor, jeditor=1) and one by URL
 *   with its description, a refused javascript: URL, the toolbar by keyboard and in English; an
 *   announcement saved with a <script> / onerror payload comes back sanitised from the server and
 *   shows harmless in the editor;
 * - the code editor: Tab indents by 2, the placeholder, a language loaded, read-only;
 * - axe scans of each part.
 */
import type { Locator, Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api, withToken } from "../helpers/api";
import { seriousViolations } from "../helpers/axe";
import { animationsDone, screenshot } from "../helpers/browser";
import { toasts } from "../helpers/console";
import { demo, openGallery } from "../helpers/gallery";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

/** A 1×1 PNG (the server checks the type's leading bytes). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
const textFile = (name: string, content: string | Buffer) => ({ name, mimeType: "text/plain", buffer: typeof content === "string" ? Buffer.from(content) : content });
/** A stored path: `<biz>/<yyyyMMdd>/<16 hex>_<name>`. */
const storedPath = (biz: string, name: string) => new RegExp(`^${biz}/\\d{8}/[0-9a-f]{16}_${name.replace(/\./g, "\\.")}$`);

/** The demo's live value (JSON.parse of what the gallery shows; its text, as rendering collapses spaces). */
const valueOf = async (page: Page, id: string) => JSON.parse((await demo(page, id).getByTestId(`demo-${id}-value`).textContent()) ?? "") as string;
const items = (scope: Locator) => scope.getByTestId("upload-item");
const staticUrl = (path: string) => `${app.url}/qt/sys/common/static/${path}`;
/** Chooses files in an upload widget's (or the editor's picture dialog's) file input. */
const choose = (scope: Locator, files: Parameters<Locator["setInputFiles"]>[0]) => scope.getByTestId("upload-input").setInputFiles(files);

const UPLOAD = "**/qt/sys/common/upload";
/** The page's uploads get this answer instead of the server's (until `page.unroute(UPLOAD)`). */
const answerUploads = (page: Page, answer: { success: boolean; message: string; code: number }) => page.route(UPLOAD, (route) => route.fulfill({ json: { ...answer, result: null } }));

/** The multipart text fields of an upload request (file parts left out). */
function formFields(request: Request): Record<string, string> {
  const body = request.postDataBuffer()?.toString("latin1") ?? "";
  const fields: Record<string, string> = {};
  for (const m of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields[m[1]!] = m[2]!;
  return fields;
}

/** The status texts an upload list showed while `run` ran (recorded in the page as they change). */
async function statusTexts(scope: Locator, run: () => Promise<void>): Promise<string[]> {
  await scope.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { uploadSeen: string[] }).uploadSeen = seen;
    new MutationObserver(() => el.querySelectorAll('[data-testid="upload-status"]').forEach((s) => seen.at(-1) !== s.textContent && seen.push(s.textContent ?? ""))).observe(el, { subtree: true, childList: true, characterData: true });
  });
  await run();
  return scope.page().evaluate(() => (window as unknown as { uploadSeen: string[] }).uploadSeen);
}

describe("widgets gallery: uploads", () => {
  it("uploads a file with its progress: the value is the stored path the server serves; the token goes with it; removed, the value empties", async () => {
    const page = await app.open();
    await openGallery(page, "upload");
    const widget = demo(page, "upload-file");
    await expect.poll(() => widget.getByRole("button", { name: "点击上传" }).isVisible()).toBe(true);

    // slowed down to 256 KB/s, a 600 KB file takes over two seconds: its percentages show
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    const content = "素材清单\n".repeat(50_000); // ~650 KB
    const sent = page.waitForRequest((r) => r.url().endsWith("/qt/sys/common/upload"));
    const seen = await statusTexts(widget, async () => {
      await choose(widget, textFile("素材清单.txt", content));
      await widget.locator('[data-testid="upload-item"][data-status="done"]').waitFor();
    });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const percents = seen.map((s) => /^上传中\((\d+)%\)$/.exec(s)?.[1]).filter(Boolean).map(Number);
    expect(percents.length, `seen: ${seen.join(" | ")}`).toBeGreaterThanOrEqual(3);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.some((p) => p > 0 && p < 100)).toBe(true);
    const request = await sent;
    expect(request.headers()["x-access-token"]).toMatch(/\S{20,}/);
    expect(formFields(request)).toEqual({ biz: "temp" });

    // the value: the stored path, served back as it was sent
    const path = await valueOf(page, "upload-file");
    expect(path).toMatch(storedPath("temp", "素材清单.txt"));
    const served = await fetch(staticUrl(path), { headers: { "X-Access-Token": request.headers()["x-access-token"]! } });
    expect(served.status).toBe(200);
    await expect(served.text()).resolves.toBe(content);
    const link = widget.getByRole("link", { name: /^下载 / });
    await expect(link.getAttribute("href")).resolves.toMatch(withToken(staticUrl(path))); // a private file: the token goes in its URL
    expect(await seriousViolations(page, '[data-testid="demo-upload-file"]')).toEqual([]);
    await screenshot(page, "upload-file");

    await widget.getByRole("button", { name: /^删除 / }).click();
    await expect.poll(() => valueOf(page, "upload-file")).toBe("");
    await expect(items(widget).count()).resolves.toBe(0);
  });

  it("shows the server's refusals as the file's error and <name> 上传失败; at most two files; no download, no remove where switched off", async () => {
    const page = await app.open();
    await openGallery(page, "upload");
    const widget = demo(page, "upload-file");

    // over UPLOAD_MAX_MB (10 MB): refused by the real server (HTTP 413, which the browser logs), nothing stored
    app.expectConsoleErrors(/^console\.error: Failed to load resource: the server responded with a status of 413 /);
    await choose(widget, textFile("太大了.txt", Buffer.alloc(10 * 1024 * 1024 + 1, 97)));
    const failed = widget.locator('[data-testid="upload-item"][data-status="error"]');
    await expect(failed.getByTestId("upload-error").innerText()).resolves.toBe("文件大小不能超过 10 MB");
    await toasts(page).filter({ hasText: "太大了.txt 上传失败" }).waitFor();
    // an item in error holds the value back (nothing is emitted until every file is done)
    await expect(valueOf(page, "upload-file")).resolves.toBe("");

    // success:false without a message: 未知错误
    await answerUploads(page, { success: false, message: "", code: 500 });
    await choose(widget, textFile("空消息.txt", "x"));
    await expect.poll(() => failed.getByTestId("upload-error").allInnerTexts()).toEqual(["文件大小不能超过 10 MB", "未知错误"]);
    await page.unroute(UPLOAD);
    for (const name of ["太大了.txt", "空消息.txt"]) await widget.getByRole("button", { name: `删除 ${name}` }).click();
    await expect(items(widget).count()).resolves.toBe(0);

    // at most two: a third is not taken, and the button goes once two are there; no download link
    const two = demo(page, "upload-file-max");
    await choose(two, [1, 2, 3].map((n) => textFile(`第${n}份.txt`, `第${n}份`)));
    await toasts(page).filter({ hasText: "最多只能上传 2 个文件" }).waitFor();
    await expect.poll(async () => (await valueOf(page, "upload-file-max")).split(",").length).toBe(2);
    // each uploaded here says 上传完成 under its name
    expect((await items(two).allInnerTexts()).map((text) => text.split(/\n+/))).toEqual([
      ["第1份.txt", "上传完成"],
      ["第2份.txt", "上传完成"],
    ]);
    await expect(two.getByRole("button", { name: "点击上传" }).count()).resolves.toBe(0);
    await expect(two.getByRole("link").count()).resolves.toBe(0);

    // no remove; a folder of its own (biz=demo)
    const kept = demo(page, "upload-file-keep");
    await choose(kept, textFile("保留.txt", "保留"));
    await expect.poll(() => valueOf(page, "upload-file-keep")).toMatch(storedPath("demo", "保留.txt"));
    await expect(kept.getByRole("button", { name: /^删除 / }).count()).resolves.toBe(0);
  });

  it("takes only pictures (请上传图片), shows them from the server, moves them with the refusals at the ends, previews and removes them", async () => {
    const page = await app.open();
    await openGallery(page, "upload");
    const widget = demo(page, "upload-images");

    await choose(widget, textFile("说明.txt", "不是图片"));
    await toasts(page).filter({ hasText: "请上传图片" }).waitFor();
    await expect(items(widget).count()).resolves.toBe(0);

    await choose(widget, [png("first.png"), png("second.png")]);
    await expect.poll(async () => (await valueOf(page, "upload-images")).split(",").length).toBe(2);
    const [first, second] = (await valueOf(page, "upload-images")).split(",") as [string, string];
    expect(first).toMatch(storedPath("temp", "first.png"));
    expect(second).toMatch(storedPath("temp", "second.png"));
    // each card shows its picture from /sys/common/static/<path>, loaded
    const pictures = widget.getByRole("img");
    await expect.poll(() => pictures.evaluateAll((imgs) => imgs.map((i) => [(i as HTMLImageElement).src, (i as HTMLImageElement).naturalWidth]))).toEqual([
      [expect.stringMatching(withToken(staticUrl(first))), 1],
      [expect.stringMatching(withToken(staticUrl(second))), 1],
    ]);

    // the refusals at the ends change nothing; a real move swaps them
    await widget.getByRole("button", { name: "左移 first.png" }).click();
    await toasts(page).filter({ hasText: "未知的操作" }).waitFor();
    await widget.getByRole("button", { name: "右移 second.png" }).click();
    await toasts(page).filter({ hasText: "已到最后~" }).waitFor();
    await expect(valueOf(page, "upload-images")).resolves.toBe(`${first},${second}`);
    await widget.getByRole("button", { name: "右移 first.png" }).click();
    await expect.poll(() => valueOf(page, "upload-images")).toBe(`${second},${first}`);
    await expect(items(widget).evaluateAll((li) => li.map((e) => e.getAttribute("data-path")))).resolves.toEqual([second, first]);
    expect(await seriousViolations(page, '[data-testid="demo-upload-images"]')).toEqual([]);
    await screenshot(page, "upload-images");

    // preview: the picture large, in a dialog
    await widget.getByRole("button", { name: "预览 second.png" }).click();
    const preview = page.getByTestId("upload-preview");
    await expect(preview.getByRole("heading").innerText()).resolves.toBe("图片预览");
    await expect(preview.getByRole("img", { name: "second.png" }).getAttribute("src")).resolves.toMatch(withToken(staticUrl(second)));
    await animationsDone(preview);
    expect(await seriousViolations(page, '[data-testid="upload-preview"]')).toEqual([]);
    await page.keyboard.press("Escape");
    await preview.waitFor({ state: "detached" });

    await widget.getByRole("button", { name: "删除 second.png" }).click();
    await expect.poll(() => valueOf(page, "upload-images")).toBe(first);
  });

  it("says a picture's failure as 上传出错 / 错误信息：…; stores a picture inline when the upload answers 'local'; one picture leaves no room for another", async () => {
    const page = await app.open();
    await openGallery(page, "upload");
    const widget = demo(page, "upload-image");
    await answerUploads(page, { success: false, message: "图片过大", code: 500 });
    await choose(widget, png("big.png"));
    await toasts(page).filter({ hasText: "上传出错" }).filter({ hasText: "错误信息：图片过大" }).waitFor();
    await expect(widget.getByTestId("upload-error").innerText()).resolves.toBe("图片过大");
    await widget.getByRole("button", { name: "删除 big.png" }).click();
    await page.unroute(UPLOAD);

    await answerUploads(page, { success: true, message: "local", code: 200 });
    await choose(widget, png("inline.png"));
    await expect.poll(() => valueOf(page, "upload-image")).toBe(`data:image/png;base64,${PNG.toString("base64")}`);
    await expect.poll(() => widget.getByRole("img").evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(1);
    await expect(widget.getByRole("button", { name: "点击上传" }).count()).resolves.toBe(0);
  });
});

/** Uploads a picture through the API (as another page would have), returning its stored path. */
async function uploadedPicture(token: string, name: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([PNG], { type: "image/png" }), name);
  form.append("biz", "jeditor");
  const res = await fetch(`${app.url}/qt/sys/common/upload`, { method: "POST", headers: { "X-Access-Token": token }, body: form });
  const answer = (await res.json()) as { success: boolean; message: string };
  if (!answer.success) throw new Error(`upload: ${answer.message}`);
  return answer.message;
}

describe("widgets gallery: editors", () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken(app.url);
  });

  it("rich text: typed, bolded, a picture uploaded (biz=jeditor, jeditor=1) and one by URL, each with its description; a javascript: address refused", async () => {
    const page = await app.open();
    await openGallery(page, "editors");
    const widget = demo(page, "editor-rich");
    const content = widget.getByRole("textbox", { name: "富文本编辑器" });
    await content.waitFor();
    // 300 high, at least 200 when resized
    const area = widget.getByTestId("rich-text-area");
    await expect(area.evaluate((el) => [el.getBoundingClientRect().height, getComputedStyle(el).minHeight, getComputedStyle(el).resize])).resolves.toEqual([300, "200px", "vertical"]);
    const toolbar = widget.getByRole("toolbar", { name: "编辑器工具栏" });
    await expect(toolbar.getByRole("button").evaluateAll((b) => b.map((e) => e.getAttribute("title")))).resolves.toEqual([
      "撤销", "重做", "加粗", "斜体", "下划线", "删除线", "无序列表", "有序列表", "引用", "代码块", "插入链接", "插入图片", "左对齐", "居中对齐", "右对齐", "分隔线", "清除格式",
    ]);

    await content.click();
    await page.keyboard.type("财务月报已生成，");
    const bold = toolbar.getByRole("button", { name: "加粗" });
    await bold.click();
    await expect(bold.getAttribute("aria-pressed")).resolves.toBe("true");
    await page.keyboard.type("请查收");
    await expect.poll(() => valueOf(page, "editor-rich")).toBe("<p>财务月报已生成，<strong>请查收</strong></p>");

    // the toolbar by keyboard: one tab stop, arrows along it (the unavailable 重做 included)
    await toolbar.getByRole("combobox", { name: "段落格式" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe("重做");
    await expect(toolbar.getByRole("button", { name: "重做" }).getAttribute("aria-disabled")).resolves.toBe("true");
    await page.keyboard.press("End");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe("清除格式");
    await expect(toolbar.locator('[tabindex="0"]').count()).resolves.toBe(1);

    // a picture uploaded in the dialog: biz=jeditor and jeditor=1; its address fills the URL field
    await content.press("End");
    await toolbar.getByRole("button", { name: "插入图片" }).click();
    const dialog = page.getByTestId("editor-image-dialog");
    const url = dialog.getByRole("textbox", { name: "图片地址" });
    await url.fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.getByText("地址须以 http:// 或 https:// 开头").waitFor();
    const sent = page.waitForRequest((r) => r.url().endsWith("/qt/sys/common/upload"));
    await choose(dialog, png("chart.png"));
    expect(formFields(await sent)).toEqual({ biz: "jeditor", jeditor: "1" });
    await expect.poll(() => url.inputValue()).toMatch(new RegExp(`^${app.url}/qt/sys/common/static/jeditor/\\d{8}/[0-9a-f]{16}_chart\\.png$`));
    const uploaded = await url.inputValue();
    await dialog.getByRole("textbox", { name: "图片描述" }).fill("季度图表");
    await animationsDone(dialog); // its opening animation over: a scan during it sees it half faded in
    expect(await seriousViolations(page, '[data-testid="editor-image-dialog"]')).toEqual([]);
    await screenshot(page, "editor-image-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => valueOf(page, "editor-rich")).toContain(`<img src="${uploaded}" alt="季度图表">`);

    // a picture by its URL, with a description
    const other = staticUrl(await uploadedPicture(token, "cover.png"));
    await toolbar.getByRole("button", { name: "插入图片" }).click();
    await url.fill(other);
    await dialog.getByRole("textbox", { name: "图片描述" }).fill("封面");
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => valueOf(page, "editor-rich")).toBe(`<p>财务月报已生成，<strong>请查收</strong><img src="${uploaded}" alt="季度图表"><img src="${other}" alt="封面"></p>`);
    await expect.poll(() => content.getByRole("img").evaluateAll((imgs) => imgs.map((i) => [(i as HTMLImageElement).alt, (i as HTMLImageElement).naturalWidth]))).toEqual([
      ["季度图表", 1],
      ["封面", 1],
    ]);
    expect(await seriousViolations(page, '[data-testid="demo-editor-rich"]')).toEqual([]);
    await screenshot(page, "editor-rich");

    // read-only: no toolbar, not editable
    const readOnly = demo(page, "editor-rich-readonly");
    await expect(readOnly.getByRole("toolbar").count()).resolves.toBe(0);
    await expect(readOnly.getByRole("textbox").getAttribute("contenteditable")).resolves.toBe("false");

    // in English on request
    await page.evaluate(() => localStorage.setItem("qt.locale", "en-US"));
    await page.reload();
    const english = demo(page, "editor-rich").getByRole("toolbar", { name: "Editor toolbar" });
    await english.getByRole("button", { name: "Bold" }).waitFor();
    await expect(english.getByRole("combobox", { name: "Block type" }).locator("option").allInnerTexts()).resolves.toEqual(["Paragraph", "Heading 1", "Heading 2", "Heading 3"]);
  });

  it("an announcement saved with a <script> / onerror payload comes back sanitised from the server and opens harmless in the editor", async () => {
    const title = `E2E 净化 ${Date.now().toString(36)}`;
    const payload = '<p>正文<strong>加粗</strong><img src="data:," alt="" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">链接</a></p>';
    await api(app.url, "/sys/annountCement/add", { method: "POST", token, body: { titile: title, msgCategory: "1", priority: "L", msgType: "ALL", msgContent: payload } });
    const list = await api<{ records: { titile: string; msgContent: string }[] }>(app.url, `/sys/annountCement/list?titile=${encodeURIComponent(title)}`, { token });
    const saved = list.records.find((r) => r.titile === title)?.msgContent ?? "";
    expect(saved).toContain("<strong>加粗</strong>");
    expect(saved).not.toMatch(/<script|onerror|javascript:/i);

    const page = await app.open();
    await signIn(page, { route: "/isystem/annountCement" });
    const row = page.getByTestId("list-row").filter({ hasText: title });
    await row.getByRole("button", { name: "编辑" }).click();
    const modal = page.getByTestId("record-modal");
    const editor = modal.getByRole("textbox", { name: "内容" });
    await expect.poll(() => editor.innerText()).toContain("正文加粗");
    await expect(editor.locator("strong").innerText()).resolves.toBe("加粗");
    await expect(modal.locator('[name="msgContent"]').inputValue()).resolves.not.toMatch(/onerror|<script|javascript:/i);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it("code: Tab indents by 2, the placeholder shows 300 ms after the code empties, a language's colours load, read-only stays", async () => {
    const page = await app.open();
    await openGallery(page, "editors");
    const js = demo(page, "code-javascript");
    const code = js.getByRole("textbox", { name: "代码编辑器（JavaScript）" });
    // its language (a chunk of its own) gives the indentation
    await js.locator("[data-language-loaded]").waitFor();
    await expect(js.locator(".cm-placeholder").innerText()).resolves.toBe("请输入代码");

    await code.click();
    await page.keyboard.type("if (ok) {");
    await page.keyboard.press("Enter");
    await page.keyboard.type("run();");
    await page.keyboard.press("Enter");
    await page.keyboard.type("}");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.type("next();");
    await expect.poll(() => valueOf(page, "code-javascript")).toBe("if (ok) {\n  run();\n}\n  next();");
    // Escape then Tab leaves the editor (the keyboard is not trapped)
    await page.keyboard.press("Escape");
    await page.keyboard.press("Tab");
    await expect(code.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(false);

    // emptied: the placeholder comes back 300 ms later (timed in the page)
    await code.evaluate((el) => {
      const marks = { input: 0, shown: 0 };
      (window as unknown as { codeMarks: typeof marks }).codeMarks = marks;
      el.addEventListener("keydown", (e) => void (marks.input = e.timeStamp), { capture: true });
      new MutationObserver(() => void (!marks.shown && el.querySelector(".cm-placeholder") && (marks.shown = performance.now()))).observe(el, { childList: true, subtree: true });
    });
    await code.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await js.locator(".cm-placeholder").waitFor();
    await expect.poll(() => valueOf(page, "code-javascript")).toBe("");
    const marks = await page.evaluate(() => (window as unknown as { codeMarks: { input: number; shown: number } }).codeMarks);
    expect(marks.shown - marks.input).toBeGreaterThanOrEqual(300);
    expect(marks.shown - marks.input).toBeLessThan(1500);

    // JSON: the language's colours (its own chunk) mark the tokens
    const json = demo(page, "code-json");
    await json.locator('[data-language="json"][data-language-loaded]').waitFor();
    await expect.poll(() => json.locator(".cm-content span").count()).toBeGreaterThan(3);

    // read-only HTML: not editable, the value stays
    const html = demo(page, "code-html").getByRole("textbox");
    await expect(html.getAttribute("contenteditable")).resolves.toBe("false");
    await html.click();
    await page.keyboard.type("x");
    await expect(valueOf(page, "code-html")).resolves.toBe("<p>\n  <b>只读</b>\n</p>");
    expect(await seriousViolations(page, '[data-testid="gallery-editors"]')).toEqual([]);
    await screenshot(page, "editor-code");
  });
});
