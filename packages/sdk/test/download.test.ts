import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { downloadFile, downloadStoredFile, exportXls, fileAccessUrl, fileNameFromDisposition, PUBLIC_FILE_AREAS, STORAGE_KEYS } from "../src/index.js";
import { testClient } from "./support/client.js";
import { answer, startFixtureServer, type FixtureServer, type Handler } from "./support/fixture-server.js";

const XLS = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]);
const file =
  (disposition: string | undefined, body: Buffer = XLS, type = "application/vnd.ms-excel"): Handler =>
  (_req, res) => {
    res.writeHead(200, { "Content-Type": type, ...(disposition ? { "Content-Disposition": disposition } : {}) });
    res.end(body);
  };

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
  server.route("GET", "/sys/user/exportXls", file(`attachment; filename="user.xls"; filename*=UTF-8''${encodeURIComponent("用户列表.xls")}`));
  // autopoi writes the UTF-8 bytes as ISO-8859-1 characters
  server.route("GET", "/raw/exportXls", file(`attachment;filename=${Buffer.from("订单 2025.xls", "utf8").toString("latin1")}`));
  server.route("GET", "/pct/exportXls", file(`attachment;filename=${encodeURIComponent("作品").replace(/%20/g, "+")}+%E5%88%97%E8%A1%A8.xls`));
  server.route("GET", "/noname/exportXls", file(undefined));
  server.route("GET", "/empty/exportXls", file("attachment; filename=a.xls", Buffer.alloc(0)));
  server.route("GET", "/refused/exportXls", answer(200, { success: false, message: "没有权限，请联系管理员授权", code: 510 }));
  server.route("GET", "/sys/common/static/temp/a.txt", file(undefined, Buffer.from("hello"), "text/plain"));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

describe("exportXls / downloadFile", () => {
  it("returns the Blob and the UTF-8 file name from filename*", async () => {
    const outcome = await exportXls(testClient(server.baseUrl), "/sys/user/exportXls", { selections: "1,2", username: "*ad*" });
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.result.fileName).toBe("用户列表.xls");
    expect(Buffer.from(await outcome.result.blob.arrayBuffer())).toEqual(XLS);
    expect(outcome.result.contentType).toBe("application/vnd.ms-excel");
    expect(server.last().query.get("selections")).toBe("1,2");
    expect(server.last().query.get("username")).toBe("*ad*");
    expect(server.last().query.has("_t")).toBe(true);
  });

  it("sends the caller's headers (X-Task-Id for the server's progress)", async () => {
    const outcome = await exportXls(testClient(server.baseUrl), "/sys/user/exportXls", {}, "用户", { headers: { "X-Task-Id": "export-1" }, timeout: 0 });
    expect(outcome.ok).toBe(true);
    expect(server.last().headers["x-task-id"]).toBe("export-1");
  });

  it("decodes raw UTF-8 and percent-encoded (URLEncoder) names", async () => {
    const client = testClient(server.baseUrl);
    const raw = await exportXls(client, "/raw/exportXls");
    expect(raw.ok && raw.result.fileName).toBe("订单 2025.xls");
    const pct = await exportXls(client, "/pct/exportXls");
    expect(pct.ok && pct.result.fileName).toBe("作品 列表.xls");
  });

  it("falls back to <name>.xls, by default 导出文件.xls / Export file.xls", async () => {
    const named = await exportXls(testClient(server.baseUrl), "/noname/exportXls", {}, "用户");
    expect(named.ok && named.result.fileName).toBe("用户.xls");
    const zh = await exportXls(testClient(server.baseUrl), "/noname/exportXls");
    expect(zh.ok && zh.result.fileName).toBe("导出文件.xls");
    const en = await exportXls(testClient(server.baseUrl, { locale: "en-US" }), "/noname/exportXls");
    expect(en.ok && en.result.fileName).toBe("Export file.xls");
  });

  it("an empty answer is 文件下载失败 / File download failed", async () => {
    const zh = await downloadFile(testClient(server.baseUrl), "/empty/exportXls");
    expect(zh.ok || zh.error).toMatchObject({ kind: "business", message: "文件下载失败" });
    const en = await downloadFile(testClient(server.baseUrl, { locale: "en-US" }), "/empty/exportXls");
    expect(en.ok || en.error.message).toBe("File download failed");
  });

  it("a refusal in an envelope instead of a file carries the server's message", async () => {
    const outcome = await exportXls(testClient(server.baseUrl), "/refused/exportXls");
    expect(outcome.ok || outcome.error).toMatchObject({ kind: "business", code: 510, message: "没有权限，请联系管理员授权" });
  });

  it("HTTP failures go through the catalogue", async () => {
    const outcome = await downloadFile(testClient(server.baseUrl), "/missing/exportXls");
    expect(outcome.ok || outcome.error).toMatchObject({ kind: "notFound", message: "很抱歉，资源未找到!" });
  });
});

describe("stored files", () => {
  it("reads the first of a comma list from /sys/common/static", async () => {
    const outcome = await downloadStoredFile(testClient(server.baseUrl), "temp/a.txt,temp/b.txt");
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(await outcome.result.blob.text()).toBe("hello");
    expect(outcome.result.fileName).toBe("a.txt");
    expect(server.last().path).toBe("/sys/common/static/temp/a.txt");
  });

  it("no path is 未知的文件 / Unknown file, without a call", async () => {
    const zh = await downloadStoredFile(testClient(server.baseUrl), "");
    expect(zh.ok || zh.error).toMatchObject({ kind: "business", status: 0, message: "未知的文件" });
    const en = await downloadStoredFile(testClient(server.baseUrl, { locale: "en-US" }), undefined);
    expect(en.ok || en.error.message).toBe("Unknown file");
    expect(server.requests).toHaveLength(0);
  });

  it("builds file access URLs like getFileAccessHttpUrl", () => {
    const client = { baseUrl: "http://h/qt" };
    expect(fileAccessUrl(client, "temp/a.png")).toBe("http://h/qt/sys/common/static/temp/a.png");
    expect(fileAccessUrl(client, "temp/a.png,temp/b.png")).toBe("http://h/qt/sys/common/static/temp/a.png");
    expect(fileAccessUrl(client, "https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(fileAccessUrl(client, "")).toBeUndefined();
    expect(fileAccessUrl(client, null)).toBeUndefined();
  });

  it("adds the stored token to the URL of a private file, not of a file in a public folder", () => {
    const client = testClient("http://h/qt");
    expect(fileAccessUrl(client, "temp/a.png")).toBe("http://h/qt/sys/common/static/temp/a.png"); // no one logged in
    client.store.set(STORAGE_KEYS.accessToken, "tok.en/1", null);
    expect(fileAccessUrl(client, "temp/a.png")).toBe("http://h/qt/sys/common/static/temp/a.png?token=tok.en%2F1");
    expect(fileAccessUrl(client, "/avatar/20260101/x.png")).toBe("http://h/qt/sys/common/static/avatar/20260101/x.png?token=tok.en%2F1");
    for (const biz of Object.keys(PUBLIC_FILE_AREAS)) {
      expect(fileAccessUrl(client, `${biz}/20260101/a.png`), biz).toBe(`http://h/qt/sys/common/static/${biz}/20260101/a.png`);
    }
    expect(fileAccessUrl(client, "cover")).toBe("http://h/qt/sys/common/static/cover?token=tok.en%2F1"); // a folder name alone is no public file
    expect(fileAccessUrl(client, "https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
  });
});

describe("Content-Disposition names", () => {
  it.each([
    ["attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.xls", "用户.xls"],
    [`attachment; filename="a.xls"; filename*=utf-8''%E7%94%A8%E6%88%B7.xls`, "用户.xls"],
    ['attachment; filename="quoted \\"name\\".xls"', 'quoted "name".xls'],
    ["attachment;filename=plain.xls", "plain.xls"],
    ["attachment;filename=%E7%94%A8%E6%88%B7+list.xls", "用户 list.xls"],
    [`attachment;filename=${Buffer.from("用户.xls").toString("latin1")}`, "用户.xls"],
    ["attachment;filename=café.xls", "café.xls"],
    ["inline", undefined],
    [null, undefined],
  ])("%s → %s", (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});
