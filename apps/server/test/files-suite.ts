/**
 * Files on one database kind (files.pglite / files.postgres run it): upload with its limits and
 * allow-lists, reading files back without ever leaving the upload root, SVG/HTML never inline,
 * and the PDF preview page.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect } from "vitest";
import { sysPosition } from "../src/db/schema/index.js";
import { registerSession } from "../src/sys/session/index.js";
import { filesArea } from "../src/sys/files/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { loginAdmin } from "./helpers/session.js";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4e10000000049454e44ae426082", "hex");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GET with the path sent exactly as written (fetch would normalise `..` and `%2e%2e`). */
function rawGet(origin: string, rawPath: string, token: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: "GET", headers: { "X-Access-Token": token } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

export function defineFilesSuite(kind: TestDbKind): void {
  describe(`files on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let small: TestApp;
    let capped: TestApp;
    let admin: string;
    let dataDir: string;
    let root: string;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qt-files-"));
        root = path.join(dataDir, "upload");
        t = await startTestApp(tdb.database, { clock, env: { DATA_DIR: dataDir } });
        small = await startTestApp(tdb.database, { clock, env: { DATA_DIR: dataDir }, areas: [registerSession, filesArea({ maxBytes: 1024 })] });
        capped = await startTestApp(tdb.database, { clock, env: { DATA_DIR: dataDir, UPLOAD_MAX_MB: "0.01" } });
        admin = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
        await small?.close();
        await capped?.close();
        if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      },
    });
    const { test } = suite;

    const upload = async (name: string, data: Buffer, type: string, fields: Record<string, string> = {}, app: TestApp = t, token: string | null = admin) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append("file", new Blob([new Uint8Array(data)], { type }), name);
      const res = await fetch(`${app.api}/sys/common/upload`, { method: "POST", body: form, headers: token ? { "X-Access-Token": token } : {} });
      return { status: res.status, body: (await res.json()) as { success: boolean; message: string; result?: string | null; code: number } };
    };
    const uploadedFiles = () => (fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((p) => fs.statSync(path.join(root, String(p))).isFile()).length : 0);

    describe("upload", () => {
      test("saves under <biz>/<yyyyMMdd>/<random>_<name> and answers the path in message and result", async () => {
        const res = await upload("图片 1.png", PNG, "image/png", { biz: "avatar" });
        expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
        expect(answerErrors("sysCommonUpload", res.body)).toEqual([]);
        expect(res.body.message).toMatch(/^avatar\/20261122\/[0-9a-f]{16}_图片_1\.png$/);
        expect(res.body.result).toBe(res.body.message);
        expect(fs.readFileSync(path.join(root, res.body.message))).toEqual(PNG);
      });

      test("biz defaults to temp; isup and jeditor are accepted", async () => {
        const res = await upload("a.png", PNG, "application/octet-stream", { isup: "1", jeditor: "1" });
        expect(res.body.message).toMatch(/^temp\/\d{8}\/[0-9a-f]{16}_a\.png$/);
      });

      test("a path in the file name is dropped", async () => {
        for (const name of ["../../../etc/evil.png", "..\\..\\evil.png", "/abs/evil.png"]) {
          const res = await upload(name, PNG, "image/png");
          expect(res.body.success).toBe(true);
          expect(res.body.message).toMatch(/^temp\/\d{8}\/[0-9a-f]{16}_evil\.png$/);
        }
      });

      test("refuses types outside the allow-list, mismatched content types and contents; nothing written", async () => {
        const before = uploadedFiles();
        const cases: Array<[string, Buffer, string, RegExp]> = [
          ["page.html", Buffer.from("<html><script>alert(1)</script></html>"), "text/html", /^不允许上传该类型的文件（\.html）/],
          ["icon.svg", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), "image/svg+xml", /^不允许上传该类型的文件（\.svg）/],
          ["run.exe", Buffer.from("MZ\x90\x00"), "application/x-msdownload", /^不允许上传该类型的文件（\.exe）/],
          ["app.js", Buffer.from("alert(1)"), "text/javascript", /^不允许上传该类型的文件（\.js）/],
          ["noext", PNG, "image/png", /^不允许上传该类型的文件，/],
          ["fake.png", PNG, "text/html", /^文件类型（text\/html）与扩展名 \.png 不符$/],
          ["fake.png", Buffer.from("<html><body>hi</body></html>"), "image/png", /^文件内容与扩展名 \.png 不符$/],
          ["fake.pdf", Buffer.from("<script>alert(1)</script>"), "application/pdf", /^文件内容与扩展名 \.pdf 不符$/],
        ];
        for (const [name, data, type, message] of cases) {
          const res = await upload(name, data, type);
          expect(res.body.success, name).toBe(false);
          expect(res.body.message, name).toMatch(message);
        }
        expect(uploadedFiles()).toBe(before);
      });

      test("refuses a biz folder that is not a plain name", async () => {
        const before = uploadedFiles();
        for (const biz of ["../x", "..", "a/b", "a\\b", "%2e%2e", "/etc", "x".repeat(65)]) {
          const res = await upload("a.png", PNG, "image/png", { biz });
          expect(res.body, biz).toMatchObject({ success: false, message: "biz（保存目录）只能包含字母、数字、下划线和短横线" });
        }
        expect(uploadedFiles()).toBe(before);
      });

      test("UPLOAD_MAX_MB limits uploads and imports: a clear refusal and nothing stored", async () => {
        const cappedAdmin = await loginAdmin(capped, suite.tdb.database.db);
        const before = uploadedFiles();
        const big = Buffer.concat([PNG, Buffer.alloc(11 * 1024)]);
        expect((await upload("big.png", big, "image/png", {}, capped, cappedAdmin)).body).toMatchObject({ success: false, message: "文件大小不能超过 10 KB" });
        expect(uploadedFiles()).toBe(before);
        expect((await upload("fits.png", Buffer.concat([PNG, Buffer.alloc(8 * 1024)]), "image/png", {}, capped, cappedAdmin)).body.success).toBe(true);

        // An import over the limit: positions whose random codes do not compress below 10 KB.
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet("职务");
        sheet.addRow(["code", "name", "postRank"]);
        for (let i = 0; i < 600; i++) sheet.addRow([`big${i}${Math.random().toString(36).slice(2)}`, `职务${Math.random().toString(36)}`, "1"]);
        const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
        expect(xlsx.length).toBeGreaterThan(10 * 1024);
        const positions = await suite.db().$count(sysPosition);
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(xlsx)]), "positions.xlsx");
        const res = await fetch(`${capped.api}/sys/position/importExcel`, { method: "POST", body: form, headers: { "X-Access-Token": cappedAdmin } });
        expect(await res.json()).toMatchObject({ success: false, message: "文件大小不能超过 10 KB" });
        expect(await suite.db().$count(sysPosition)).toBe(positions);
      });

      test("refuses a file over the size limit, an empty file and a missing file", async () => {
        const smallAdmin = await loginAdmin(small, suite.tdb.database.db);
        const big = Buffer.concat([PNG, Buffer.alloc(2048)]);
        expect((await upload("big.png", big, "image/png", {}, small, smallAdmin)).body).toMatchObject({ success: false, message: "文件大小不能超过 1 KB" });
        expect((await upload("ok.png", PNG, "image/png", {}, small, smallAdmin)).body.success).toBe(true);
        expect((await upload("empty.png", Buffer.alloc(0), "image/png")).body).toMatchObject({ success: false, message: "文件不能为空" });
        const form = new FormData();
        form.append("biz", "temp");
        const none = await fetch(`${t.api}/sys/common/upload`, { method: "POST", body: form, headers: { "X-Access-Token": admin } });
        expect(await none.json()).toMatchObject({ success: false, message: "未收到文件（表单字段 file）" });
      });

      test("needs a login", async () => {
        const res = await upload("a.png", PNG, "image/png", {}, t, null);
        expect(res.status).toBe(401);
      });
    });

    describe("static", () => {
      test("serves an upload with its type, inline for images, nosniff", async () => {
        const saved = (await upload("pic.png", PNG, "image/png", { biz: "shots" })).body.message;
        const res = await fetch(`${t.api}/sys/common/static/${saved}`, { headers: { "X-Access-Token": admin } });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/png");
        expect(res.headers.get("content-disposition")).toBe('inline; filename="pic.png"; filename*=UTF-8\'\'pic.png');
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("content-security-policy")).toContain("sandbox");
        expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
      });

      test("office files and archives are attachments", async () => {
        const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(20)]);
        const saved = (await upload("表格.xlsx", zip, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")).body.message;
        const res = await fetch(`${t.api}/sys/common/static/${saved.split("/").map(encodeURIComponent).join("/")}`, { headers: { "X-Access-Token": admin } });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="__\.xlsx"; filename\*=UTF-8''%E8%A1%A8%E6%A0%BC\.xlsx$/);
      });

      test("SVG and HTML lying in the upload folder are sent as attachments, never inline", async () => {
        fs.mkdirSync(path.join(root, "manual"), { recursive: true });
        fs.writeFileSync(path.join(root, "manual", "x.svg"), "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
        fs.writeFileSync(path.join(root, "manual", "x.html"), "<script>alert(1)</script>");
        for (const name of ["x.svg", "x.html"]) {
          const res = await fetch(`${t.api}/sys/common/static/manual/${name}`, { headers: { "X-Access-Token": admin } });
          expect(res.status).toBe(200);
          expect(res.headers.get("content-type")).toBe("application/octet-stream");
          expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
          expect(res.headers.get("x-content-type-options")).toBe("nosniff");
          expect(res.headers.get("content-security-policy")).toContain("sandbox");
        }
      });

      test("never reads outside the upload root", async () => {
        fs.writeFileSync(path.join(dataDir, "secret.txt"), "top secret");
        fs.mkdirSync(path.join(root, "links"), { recursive: true });
        fs.symlinkSync(path.join(dataDir, "secret.txt"), path.join(root, "links", "secret.txt"));
        const base = `${t.config.apiBase}/sys/common/static`;
        const attempts = [
          `${base}/../secret.txt`,
          `${base}/%2e%2e/secret.txt`,
          `${base}/%2E%2E%2Fsecret.txt`,
          `${base}/..%2fsecret.txt`,
          `${base}/..%5csecret.txt`,
          `${base}/%2e%2e%5c%2e%2e%5csecret.txt`,
          `${base}/temp/..%2F..%2Fsecret.txt`,
          `${base}//etc/passwd`,
          `${base}/%2Fetc%2Fpasswd`,
          `${base}/C:%5cWindows%5cwin.ini`,
          `${base}/links/secret.txt`,
          `${base}/secret.txt%00.png`,
          `${base}/`,
          `${base}/temp`,
        ];
        for (const attempt of attempts) {
          const res = await rawGet(t.origin, attempt, admin);
          expect(res.body.toString("utf8"), attempt).not.toContain("top secret");
          expect(res.body.toString("utf8"), attempt).not.toContain("root:");
          expect([400, 404], attempt).toContain(res.status);
        }
      });
    });

    describe("PDF preview", () => {
      test("frames an uploaded PDF with a script-free CSP; the frame reads it inline from the preview route", async () => {
        const saved = (await upload("手册.pdf", PDF, "application/pdf", { biz: "docs" })).body.message;
        const token = `&token=${encodeURIComponent(admin)}`;
        const res = await fetch(`${t.api}/sys/common/pdf/pdfPreviewIframe?path=${encodeURIComponent(saved)}${token}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
        const csp = res.headers.get("content-security-policy")!;
        expect(csp).toContain("default-src 'none'");
        expect(csp).toContain("frame-src 'self'");
        expect(csp).not.toContain("unsafe-inline");
        const html = await res.text();
        const src = /<iframe src="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;|&amp;/g, "&");
        expect(src).toBe(`${t.config.apiBase}/sys/common/pdf/pdfPreviewIframe?${new URLSearchParams({ path: saved, raw: "1", token: admin })}`);
        expect(html).not.toContain("<script");
        const pdf = await fetch(`${t.origin}${src}`);
        expect(pdf.headers.get("content-type")).toBe("application/pdf");
        expect(pdf.headers.get("content-disposition")).toMatch(/^inline;/);
        // The static route itself sends PDFs as attachments.
        const direct = await fetch(`${t.api}/sys/common/static/${saved.split("/").map(encodeURIComponent).join("/")}`, { headers: { "X-Access-Token": admin } });
        expect(direct.headers.get("content-disposition")).toMatch(/^attachment;/);
        // The full static URL works as well.
        const staticUrl = `${t.origin}${t.config.apiBase}/sys/common/static/${saved.split("/").map(encodeURIComponent).join("/")}`;
        const full = await (await fetch(`${t.api}/sys/common/pdf/pdfPreviewIframe?file=${encodeURIComponent(staticUrl)}${token}`)).text();
        expect(full.replace(/&#38;|&amp;/g, "&")).toContain(`<iframe src="${src}"`);
      });

      test("names nothing outside the upload root and nothing but PDF", async () => {
        fs.writeFileSync(path.join(dataDir, "outside.pdf"), PDF);
        for (const p of ["../outside.pdf", "../../etc/passwd.pdf", "/etc/x.pdf", "temp/x.html", "temp/missing.pdf", "javascript:alert(1)", '"><script>alert(1)</script>.pdf', ""]) {
          const html = await (await fetch(`${t.api}/sys/common/pdf/pdfPreviewIframe?path=${encodeURIComponent(p)}`, { headers: { "X-Access-Token": admin } })).text();
          expect(html, p).not.toContain("<iframe");
          expect(html, p).not.toContain("<script");
          expect(html, p).toMatch(/未指定要预览的 PDF 文件|要预览的 PDF 文件不存在/);
        }
      });
    });
  });
}
