/**
 * Issue #19, the file classes, on one database kind (hardening-files.pglite / .postgres run it):
 * 2. malformed multipart answers 400 on every multipart route;
 * 3. upload size enforced while streaming (chunked or not), nothing left on disk, files per request bounded;
 * 4. workbooks that cost too much are refused early (entries, sheets, inflated size, rows, columns,
 *    cell size, DOCTYPE / entities);
 * 6. control characters in multipart text fields, field names and file names answer 400, nothing kept;
 * 9. uploads are private unless in a public folder; only raster images inline; always nosniff; a user
 *    who must still change a generated password may read them (read-only), nothing else.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect } from "vitest";
import { sysPosition } from "../src/db/schema/index.js";
import { MUST_CHANGE_PASSWORD_MESSAGE } from "../src/auth/authenticate.js";
import { loadContract } from "../src/http/contract.js";
import { MULTIPART_MESSAGES } from "../src/http/multipart.js";
import { MAX_IMPORT_FILES } from "../src/resource/import-read.js";
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_SHEETS, XLSX_LIMIT_MESSAGES } from "../src/resource/xlsx-bounds.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import type { TestDbKind } from "./helpers/databases.js";
import { login, loginAdmin } from "./helpers/session.js";
import { createSyncedForm, DEFAULT_FIELDS } from "./helpers/online-forms.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { importExcel, workbookOf } from "./helpers/xlsx.js";
import { writeZip, zipEntries, type ZipEntry } from "./helpers/zip.js";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4e10000000049454e44ae426082", "hex");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const MB = 1024 * 1024;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: any;
  /** Bytes of the request body written before the answer came. */
  sent: number;
}

const parse = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * A POST whose body is `head`, then `fill` bytes in 64 KB chunks, then `tail`; chunked (no
 * Content-Length) unless `contentLength`. Stops writing once the answer arrives and tells how much
 * of the body had been written by then.
 */
function streamPost(origin: string, target: string, headers: Record<string, string>, body: { head: Buffer; fill: number; tail: Buffer; contentLength?: boolean }): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const total = body.head.length + body.fill + body.tail.length;
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({
      hostname,
      port,
      path: target,
      method: "POST",
      agent: false,
      headers: { ...headers, ...(body.contentLength ? { "content-length": String(total) } : { "transfer-encoding": "chunked" }) },
    });
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parse(text), sent });
      });
      res.on("error", reject);
    });
    req.on("error", (e) => {
      if (!answered) reject(e); // after the answer: the server closed the connection as it should
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let left = body.fill;
    const pump = () => {
      while (!answered && left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered) {
        sent += body.tail.length;
        req.end(body.tail);
      }
    };
    sent += body.head.length;
    req.write(body.head);
    pump();
  });
}

/** A multipart body split around one file's content (`fill` bytes of it are streamed). */
function fileBody(field: string, fileName: string | null, type = "application/octet-stream", boundary = `qt${randomBytes(8).toString("hex")}`) {
  const name = fileName === null ? "" : `; filename="${fileName}"`;
  return {
    boundary,
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"${name}\r\nContent-Type: ${type}\r\n\r\n`),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

/** Every file below `dir` (recursively); none when it does not exist. */
const filesUnder = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((p) => fs.statSync(path.join(dir, String(p))).isFile()).map(String) : [];

export function defineHardeningFilesSuite(kind: TestDbKind): void {
  describe(`hardening: files on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let onlineForm = "";
    let dataDir: string;
    let root: string;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qt-hardening-files-"));
        root = path.join(dataDir, "upload");
        t = await startTestApp(tdb.database, { clock, env: { DATA_DIR: dataDir } });
        // the multipart routes with a form in their path (an online form's import) get a real one
        onlineForm = await createSyncedForm(tdb.database, { table: "t_hardening", title: "加固", fields: DEFAULT_FIELDS, grantToRole: "admin" });
        admin = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
        if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      },
    });
    const { test } = suite;
    const url = (p: string) => `${t.config.apiBase}${p.replace("{code}", onlineForm)}`;
    /** What the upload root and the import's temporary folder hold. */
    const onDisk = () => [...filesUnder(root), ...filesUnder(path.join(dataDir, "tmp"))].sort();

    const upload = async (name: string, data: Buffer, type: string, biz?: string) => {
      const form = new FormData();
      if (biz) form.append("biz", biz);
      form.append("file", new Blob([new Uint8Array(data)], { type }), name);
      const res = await fetch(`${t.api}/sys/common/upload`, { method: "POST", body: form, headers: { "X-Access-Token": admin } });
      const body = (await res.json()) as { success: boolean; message: string };
      if (!body.success) throw new Error(`upload failed: ${body.message}`);
      return body.message;
    };

    /** Every bound multipart route of the contract (uploads and every importExcel). */
    const multipartRoutes = () => {
      const bound = new Set(t.app.binding.bound);
      return loadContract().operations.filter((op) => op.bodyKind === "multipart" && bound.has(op.operationId));
    };
    interface RefusedCase {
      route: string;
      what: string;
      contentType: string;
      body: Buffer;
      message: string;
    }
    /** Each case's body, sent whole with its Content-Length, answers 400 with its message; nothing reaches the disk or the table. */
    const expectAllRefused = async (cases: RefusedCase[]) => {
      const before = onDisk();
      const positions = await suite.db().$count(sysPosition);
      for (const c of cases) {
        const res = await streamPost(t.origin, url(c.route), { "content-type": c.contentType, "x-access-token": admin }, { head: c.body, fill: 0, tail: Buffer.alloc(0), contentLength: true });
        expect(res.status, `${c.route}: ${c.what} → ${res.text}`).toBe(400);
        expect(res.body, `${c.route}: ${c.what}`).toMatchObject({ success: false, code: 400, message: c.message });
      }
      expect(onDisk()).toEqual(before);
      expect(await suite.db().$count(sysPosition)).toBe(positions);
    };

    describe("class 2: malformed multipart", () => {
      test("every multipart route answers 400 with a clear message: no boundary, truncated, not multipart, a file part without a name", async () => {
        const routes = multipartRoutes();
        expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(["/sys/common/upload", "/sys/position/importExcel"]));
        expect(routes.length).toBeGreaterThan(10);
        const field = "file";
        const parts = fileBody(field, "a.xlsx");
        const nameless = fileBody(field, null, "text/plain");
        const empty = fileBody(field, "");
        const cases: Array<Omit<RefusedCase, "route">> = [
          { what: "no boundary", contentType: "multipart/form-data", body: Buffer.concat([parts.head, PNG, parts.tail]), message: MULTIPART_MESSAGES.malformed },
          { what: "truncated", contentType: parts.contentType, body: Buffer.concat([parts.head, PNG]), message: MULTIPART_MESSAGES.malformed },
          { what: "json instead", contentType: "application/json", body: Buffer.from("{}"), message: MULTIPART_MESSAGES.notMultipart },
          { what: "plain text instead", contentType: "text/plain", body: Buffer.from("file=a.xlsx"), message: MULTIPART_MESSAGES.notMultipart },
          { what: "file part without a file name", contentType: nameless.contentType, body: Buffer.concat([nameless.head, Buffer.from("abc"), nameless.tail]), message: MULTIPART_MESSAGES.noFileName(field) },
          { what: "file part with an empty file name", contentType: empty.contentType, body: Buffer.concat([empty.head, PNG, empty.tail]), message: MULTIPART_MESSAGES.noFileName(field) },
        ];
        await expectAllRefused(routes.flatMap((op) => cases.map((c) => ({ ...c, route: op.path }))));
      }, 120_000);

      test("a request with no file at all is told so (400)", async () => {
        const form = new FormData();
        form.append("biz", "temp");
        const res = await fetch(`${t.api}/sys/common/upload`, { method: "POST", body: form, headers: { "X-Access-Token": admin } });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ success: false, message: "未收到文件（表单字段 file）" });
      });
    });

    describe("class 6: control characters in multipart text", () => {
      /** A multipart body of text fields and one file part, in the order given. */
      const rawForm = (parts: Array<{ name: string; value?: string; fileName?: string; data?: Buffer }>) => {
        const boundary = `qt${randomBytes(8).toString("hex")}`;
        const chunks = parts.map((p) =>
          p.fileName === undefined
            ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ""}\r\n`)
            : Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`), p.data ?? PNG, Buffer.from("\r\n")]),
        );
        return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]) };
      };
      const post = async (route: string, form: ReturnType<typeof rawForm>) =>
        streamPost(t.origin, url(route), { "content-type": form.contentType, "x-access-token": admin }, { head: form.body, fill: 0, tail: Buffer.alloc(0), contentLength: true });

      test("a NUL or other control character in a text field, a field name or a file name: 400 on every multipart route, nothing kept", async () => {
        const xlsx = await workbookOf([["code", "name", "postRank"], ["ctl1", "控制字符", "1"]]);
        const cases = multipartRoutes().flatMap((op): RefusedCase[] => {
          const upload = op.path.endsWith("/upload");
          const file = { name: "file", fileName: upload ? "a.png" : "a.xlsx", data: upload ? PNG : xlsx };
          const form = (what: string, parts: Parameters<typeof rawForm>[0], message: string) => ({ route: op.path, what, ...rawForm(parts), message });
          return [
            form("NUL in a field before the file", [{ name: "biz", value: "temp\u0000" }, file], "参数错误：biz 含有不允许的控制字符"),
            // after the file: the file was already read (or streamed to disk) and must not stay
            form("escape in a field after the file", [file, { name: "biz", value: "te\u001bmp" }], "参数错误：biz 含有不允许的控制字符"),
            form("control character in a field name", [{ name: "bi\u0007z", value: "temp" }, file], "参数错误：表单字段名 含有不允许的控制字符"),
            form("control character in the file name", [{ ...file, fileName: `a\u0001${file.fileName}` }], "参数错误：file 的文件名 含有不允许的控制字符"),
            form("C1 control character (NEL) in the file name", [{ ...file, fileName: `a\u0085${file.fileName}` }], "参数错误：file 的文件名 含有不允许的控制字符"),
          ];
        });
        await expectAllRefused(cases);
      }, 120_000);

      test("line breaks stay allowed in text fields, and ordinary names upload as before", async () => {
        const res = await post("/sys/common/upload", rawForm([{ name: "biz", value: "temp" }, { name: "remark", value: "两行\r\n说明\t制表" }, { name: "file", fileName: "普通 名字.png", data: PNG }]));
        expect(res.body, res.text).toMatchObject({ success: true });
        const imported = await importExcel(t, "/sys/position", admin, await workbookOf([["code", "name", "postRank"], [`ctl_ok${Date.now()}`, "正常", "1"]]), "职务 表.xlsx");
        expect(imported.body, JSON.stringify(imported.body)).toMatchObject({ success: true });
      });
    });

    describe("class 3: size enforced while streaming", () => {
      for (const [route, fileName] of [
        ["/sys/common/upload", "big.png"],
        ["/sys/position/importExcel", "big.xlsx"],
      ] as const) {
        for (const contentLength of [false, true]) {
          test(`${route}: a 64 MB upload (${contentLength ? "with Content-Length" : "chunked, no Content-Length"}) is stopped at UPLOAD_MAX_MB, nothing kept`, async () => {
            const before = onDisk();
            const positions = await suite.db().$count(sysPosition);
            const parts = fileBody("file", fileName);
            const res = await streamPost(t.origin, url(route), { "content-type": parts.contentType, "x-access-token": admin }, { head: parts.head, fill: 64 * MB, tail: parts.tail, contentLength });
            expect(res.status, res.text).toBe(413);
            expect(res.body).toMatchObject({ success: false, code: 413, message: "文件大小不能超过 10 MB" });
            expect(res.headers.connection).toBe("close");
            // The server stopped reading at the limit: the answer came long before the 64 MB were sent.
            expect(res.sent).toBeLessThan(40 * MB);
            expect(onDisk()).toEqual(before);
            expect(await suite.db().$count(sysPosition)).toBe(positions);
          }, 60_000);
        }
      }

      test("files per request are bounded: one per upload, MAX_IMPORT_FILES per import", async () => {
        const before = onDisk();
        const two = new FormData();
        two.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "a.png");
        two.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "b.png");
        const up = await fetch(`${t.api}/sys/common/upload`, { method: "POST", body: two, headers: { "X-Access-Token": admin } });
        expect(up.status).toBe(400);
        expect(await up.json()).toMatchObject({ success: false, message: MULTIPART_MESSAGES.tooManyFiles(1) });

        const xlsx = await workbookOf([["code", "name", "postRank"], ["many1", "多文件", "1"]]);
        const many = new FormData();
        for (let i = 0; i <= MAX_IMPORT_FILES; i++) many.append("files[]", new Blob([new Uint8Array(xlsx)]), `p${i}.xlsx`);
        const positions = await suite.db().$count(sysPosition);
        const imp = await fetch(`${t.api}/sys/position/importExcel`, { method: "POST", body: many, headers: { "X-Access-Token": admin } });
        expect(imp.status).toBe(400);
        expect(await imp.json()).toMatchObject({ success: false, message: MULTIPART_MESSAGES.tooManyFiles(MAX_IMPORT_FILES) });
        expect(await suite.db().$count(sysPosition)).toBe(positions);
        expect(onDisk()).toEqual(before);
      });
    });

    describe("class 4: workbooks that cost too much", () => {
      const importPositions = (file: Buffer) => importExcel(t, "/sys/position", admin, file, "positions.xlsx");
      /** A real workbook (exceljs) whose parts `change` edits before it is zipped again. */
      const reworked = async (change: (entries: ZipEntry[]) => ZipEntry[] | void) => {
        const entries = await zipEntries(await workbookOf([["code", "name", "postRank"], ["ok1", "职务", "1"]]));
        return writeZip(change(entries) ?? entries);
      };
      const sheetXml = (rows: string) =>
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
      const replaceSheet = (entries: ZipEntry[], xml: string, declaredSize?: number) => {
        const sheet = entries.find((e) => e.name === "xl/worksheets/sheet1.xml")!;
        sheet.data = Buffer.from(xml);
        if (declaredSize !== undefined) sheet.declaredSize = declaredSize;
      };
      const header = `<row r="1"><c r="A1" t="inlineStr"><is><t>code</t></is></c><c r="B1" t="inlineStr"><is><t>name</t></is></c><c r="C1" t="inlineStr"><is><t>postRank</t></is></c></row>`;

      const expectRefused = async (file: Buffer, message: string, withinMs = 3000) => {
        const positions = await suite.db().$count(sysPosition);
        const started = Date.now();
        const res = await importPositions(file);
        expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: false, message });
        expect(Date.now() - started).toBeLessThan(withinMs);
        expect(await suite.db().$count(sysPosition)).toBe(positions);
      };

      test("a workbook of 10,000 sheets is refused fast, from the zip's end record", async () => {
        const file = await reworked((entries) => {
          const rest = entries.filter((e) => !e.name.startsWith("xl/worksheets/"));
          const sheets = Array.from({ length: 10_000 }, (_, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: Buffer.from(sheetXml(header)) }));
          return [...rest, ...sheets];
        });
        await expectRefused(file, XLSX_LIMIT_MESSAGES.tooManyParts, 1500);
      }, 60_000);

      test(`more than ${MAX_SHEETS} sheets are refused`, async () => {
        const file = await reworked((entries) => {
          for (let i = 2; i <= MAX_SHEETS + 1; i++) entries.push({ name: `xl/worksheets/sheet${i}.xml`, data: Buffer.from(sheetXml(header)) });
        });
        await expectRefused(file, XLSX_LIMIT_MESSAGES.tooManySheets);
      });

      test("a zip bomb is refused: by the sizes its directory declares, and when it lies about them", async () => {
        // Declares 300 MB inflated: refused before anything is inflated.
        await expectRefused(await reworked((entries) => replaceSheet(entries, sheetXml(header), 300 * MB)), XLSX_LIMIT_MESSAGES.tooBig);
        // Declares 1 KB but inflates to 20 MB of rows: refused while inflating.
        const rows = Array.from({ length: 200_000 }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>bomb</t></is></c></row>`).join("");
        const lying = await reworked((entries) => replaceSheet(entries, sheetXml(header + rows), 1024));
        expect(lying.length).toBeLessThan(2 * MB);
        await expectRefused(lying, XLSX_LIMIT_MESSAGES.tooBig);
      }, 30_000);

      test("XML entities (billion laughs) and external entities (XXE) stay refused", async () => {
        const laughs =
          `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">` +
          Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ""};`.repeat(10)}">`).join("") +
          `]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${header}<row r="2"><c r="A2" t="inlineStr"><is><t>&lol9;</t></is></c></row></sheetData></worksheet>`;
        await expectRefused(await reworked((entries) => replaceSheet(entries, laughs)), XLSX_LIMIT_MESSAGES.markup);
        const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${header}<row r="2"><c r="A2" t="inlineStr"><is><t>&e;</t></is></c><c r="B2" t="inlineStr"><is><t>xxe</t></is></c></row></sheetData></worksheet>`;
        await expectRefused(await reworked((entries) => replaceSheet(entries, xxe)), XLSX_LIMIT_MESSAGES.markup);
        // The same in the shared strings.
        const strings = await reworked((entries) => {
          const shared = entries.find((e) => e.name === "xl/sharedStrings.xml");
          const xml = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>&e;</t></si></sst>`;
          if (shared) shared.data = Buffer.from(xml);
          else entries.push({ name: "xl/sharedStrings.xml", data: Buffer.from(xml) });
        });
        await expectRefused(strings, XLSX_LIMIT_MESSAGES.markup);
      });

      test("rows past Excel's last row, too many columns and over-long cells are refused", async () => {
        const far = `<row r="2000000"><c r="A2000000" t="inlineStr"><is><t>far1</t></is></c><c r="B2000000" t="inlineStr"><is><t>远</t></is></c><c r="C2000000"><v>1</v></c></row>`;
        await expectRefused(await reworked((entries) => replaceSheet(entries, sheetXml(header + far))), XLSX_LIMIT_MESSAGES.tooManyRows);

        const wide = new ExcelJS.Workbook();
        const sheet = wide.addWorksheet("职务");
        sheet.addRow(["code", "name", "postRank"]);
        sheet.addRow(["wide1", "宽", "1"]);
        sheet.getRow(2).getCell(MAX_COLUMNS + 1).value = "x";
        await expectRefused(Buffer.from(await wide.xlsx.writeBuffer()), XLSX_LIMIT_MESSAGES.tooManyColumns(2));

        const long = await workbookOf([["code", "name", "postRank"], ["long1", "长".repeat(MAX_CELL_CHARS + 1), "1"]]);
        await expectRefused(long, XLSX_LIMIT_MESSAGES.cellTooLong(2));
      });

      test("an ordinary workbook still imports", async () => {
        const res = await importPositions(await workbookOf([["code", "name", "postRank"], [`fine${Date.now()}`, "正常职务", "1"]]));
        expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
      });
    });

    describe("class 9: files private by default", () => {
      const get = (p: string, token?: string) => fetch(`${t.api}${p}`, token ? { headers: { "X-Access-Token": token } } : {});

      test("a file outside the public folders needs a login: header or token parameter; anonymous and bad tokens get 401", async () => {
        for (const biz of ["temp", "avatar", "qt"]) {
          const saved = await upload("私人.png", PNG, "image/png", biz);
          const anonymous = await get(`/sys/common/static/${saved}`);
          expect(anonymous.status, biz).toBe(401);
          expect(await anonymous.json()).toMatchObject({ success: false, code: 401 });
          expect((await get(`/sys/common/static/${saved}?token=not-a-token`)).status).toBe(401);
          const withHeader = await get(`/sys/common/static/${saved}`, admin);
          expect(withHeader.status).toBe(200);
          expect(Buffer.from(await withHeader.arrayBuffer())).toEqual(PNG);
          const withParam = await get(`/sys/common/static/${saved}?token=${encodeURIComponent(admin)}`);
          expect(withParam.status).toBe(200);
          expect(withParam.headers.get("content-disposition")).toMatch(/^inline;/);
        }
        // An anonymous caller cannot tell a missing private file from an existing one.
        expect((await get("/sys/common/static/temp/20260101/missing.png")).status).toBe(401);
      });

      test("covers, ad pictures and rich-text pictures are public", async () => {
        for (const biz of ["cover", "ad", "jeditor"]) {
          const saved = await upload("公开.png", PNG, "image/png", biz);
          const res = await get(`/sys/common/static/${saved}`);
          expect(res.status, biz).toBe(200);
          expect(res.headers.get("content-type")).toBe("image/png");
          expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        }
      });

      test("only raster images are inline: text, PDF, CSV, office files, SVG and HTML are attachments, all nosniff", async () => {
        const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(20)]);
        const saved = [
          await upload("说明.txt", Buffer.from("hello"), "text/plain", "cover"),
          await upload("a.pdf", PDF, "application/pdf", "cover"),
          await upload("a.csv", Buffer.from("a,b\n1,2\n"), "text/csv", "cover"),
          await upload("a.docx", zip, "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "cover"),
        ];
        fs.mkdirSync(path.join(root, "cover", "manual"), { recursive: true });
        fs.writeFileSync(path.join(root, "cover", "manual", "x.svg"), "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
        fs.writeFileSync(path.join(root, "cover", "manual", "x.html"), "<script>alert(1)</script>");
        saved.push("cover/manual/x.svg", "cover/manual/x.html");
        for (const p of saved) {
          const res = await get(`/sys/common/static/${p.split("/").map(encodeURIComponent).join("/")}`);
          expect(res.status, p).toBe(200);
          expect(res.headers.get("content-disposition"), p).toMatch(/^attachment;/);
          expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
        }
        const png = await get(`/sys/common/static/${await upload("a.png", PNG, "image/png", "cover")}`);
        expect(png.headers.get("content-disposition")).toMatch(/^inline;/);
        expect(png.headers.get("x-content-type-options")).toBe("nosniff");
      });

      test("a PDF is shown through the preview route, with the token passed on to its frame for a private file", async () => {
        const saved = await upload("合同.pdf", PDF, "application/pdf", "docs");
        const page = `/sys/common/pdf/pdfPreviewIframe?path=${encodeURIComponent(saved)}`;
        expect((await get(page)).status).toBe(401);
        const html = await (await get(`${page}&token=${encodeURIComponent(admin)}`)).text();
        const src = /<iframe src="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;|&amp;/g, "&");
        expect(src).toBe(`${url("/sys/common/pdf/pdfPreviewIframe")}?${new URLSearchParams({ path: saved, raw: "1", token: admin })}`);
        const pdf = await fetch(`${t.origin}${src}`);
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get("content-type")).toBe("application/pdf");
        expect(pdf.headers.get("content-disposition")).toMatch(/^inline;/);
        expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
        expect(Buffer.from(await pdf.arrayBuffer())).toEqual(PDF);
        expect((await get(`/sys/common/pdf/pdfPreviewIframe?path=${encodeURIComponent(saved)}&raw=1`)).status).toBe(401);
      });

      test("a user who must still change a generated password reads private files (their avatar, a PDF preview), nothing else", async () => {
        const added = await t.post("/sys/user/add", { username: "must_change_files", realname: "待改密", password: "Passw0rd!" }, { token: admin });
        expect(added.body, added.text).toMatchObject({ success: true });
        const logged = await login(t, suite.db(), "must_change_files", "Passw0rd!");
        expect(logged.body.result.userInfo.mustChangePassword).toBe(true);
        const token = logged.body.result.token as string;

        const avatar = await upload("头像.png", PNG, "image/png", "avatar");
        const byHeader = await get(`/sys/common/static/${avatar}`, token);
        expect(byHeader.status).toBe(200);
        expect(Buffer.from(await byHeader.arrayBuffer())).toEqual(PNG);
        expect((await get(`/sys/common/static/${avatar}?token=${encodeURIComponent(token)}`)).status).toBe(200);
        const pdf = await upload("说明.pdf", PDF, "application/pdf", "docs");
        const raw = await get(`/sys/common/pdf/pdfPreviewIframe?path=${encodeURIComponent(pdf)}&raw=1&token=${encodeURIComponent(token)}`);
        expect(raw.status).toBe(200);
        expect(Buffer.from(await raw.arrayBuffer())).toEqual(PDF);

        // Everything else stays closed until the password is changed: uploading included.
        const list = await t.get("/sys/user/list", { token });
        expect(list.status).toBe(403);
        expect(list.body).toMatchObject({ success: false, message: MUST_CHANGE_PASSWORD_MESSAGE });
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "a.png");
        const up = await fetch(`${t.api}/sys/common/upload`, { method: "POST", body: form, headers: { "X-Access-Token": token } });
        expect(up.status).toBe(403);
      });
    });
  });
}
