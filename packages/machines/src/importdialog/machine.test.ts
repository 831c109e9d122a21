import { summariseImport } from "@qt/sdk";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { sameText, textOf } from "../messages.js";
import { envelope, failure, fakeClient, FAKE_BASE, FakeHttp, jeecg, settle, taskSource, type Answer, type FakeClient } from "../testing/fakes.js";
import { describeModel, SimulatedClock } from "../testing/model.js";
import {
  canUpload,
  createImportDialogMachine,
  errorDownload,
  importDialogMachine,
  importFiles,
  isExcelFile,
  type ImportDialogEffect,
  type ImportDone,
  type ImportProgress,
} from "./machine.js";

const URL = "/sys/user/importExcel";
const xlsx = (name: string) => ({ uid: name, name, file: new File(["PK"], name) });
const PARTIAL_ANSWER = jeecg("import-with-errors-201.json");
const partialBody = PARTIAL_ANSWER.body as { message: string; code: number; result: unknown };
const PARTIAL = summariseImport({ baseUrl: FAKE_BASE }, { ok: true, code: 201, status: 200, message: partialBody.message, result: partialBody.result }) as ImportDone;
const SUCCESS: ImportDone = { status: "success", message: "文件导入成功！数据行数：3" };

type Sut = { logic: ReturnType<typeof createImportDialogMachine>; fake: FakeClient };

describeModel({
  name: "importdialog",
  machine: importDialogMachine,
  variants: [{ name: "list page" }, { name: "online form", input: { online: true } }],
  events: [
    { type: "OPEN" },
    { type: "CLOSE" },
    { type: "ADD_FILES", files: [xlsx("users.xlsx")] },
    { type: "ADD_FILES", files: [xlsx("readme.txt"), xlsx("old.xls")] },
    { type: "REMOVE_FILE", uid: "users.xlsx" },
    { type: "SET_VALIDATE", on: true },
    { type: "UPLOAD" },
    { type: "PROGRESS", progress: { phase: "saving", done: 500, total: 1200 } },
    { type: "xstate.done.actor.importFiles", output: SUCCESS, answer: envelope(null, { message: SUCCESS.message }) },
    { type: "xstate.done.actor.importFiles", output: PARTIAL, answer: PARTIAL_ANSWER },
    { type: "xstate.error.actor.importFiles", error: { text: sameText("模板不匹配") }, answer: failure("模板不匹配") },
    { type: "xstate.error.actor.importFiles", error: { text: textOf("import.uploadFailed") }, answer: "network" },
  ],
  serializeState: (s) => JSON.stringify([s.value, Math.min(2, s.context.files.length), s.context.validate, s.context.warning !== null]),
  sut: ({ clock }): Sut => {
    const fake = fakeClient(clock);
    return { logic: createImportDialogMachine(fake.client, URL, { biz: "true" }), fake };
  },
  drive: {
    "xstate.done.actor.importFiles": async ({ event, sut }) => void (await sut.fake.http.respond(`POST ${URL}`, event.answer as Answer)),
    "xstate.error.actor.importFiles": async ({ event, sut }) => {
      if (event.answer === "network") await sut.fake.http.fail(`POST ${URL}`);
      else await sut.fake.http.respond(`POST ${URL}`, event.answer as Answer);
    },
  },
  states: {
    open: ({ event, snapshot, effects }) => {
      if (event.type === "OPEN") expect(snapshot.context).toMatchObject({ files: [], validate: false, warning: null, progress: null });
      if (event.type === "ADD_FILES" && event.files.length === 2) {
        expect(effects).toEqual([{ type: "warning", text: textOf("import.onlyExcel"), download: null }]);
        expect(snapshot.context.warning).toEqual(textOf("import.onlyExcel")); // the open dialog says it too
        expect(snapshot.context.files.map((f: { name: string }) => f.name)).toContain("old.xls");
        expect(snapshot.context.files.map((f: { name: string }) => f.name)).not.toContain("readme.txt");
      }
      if (event.type === "xstate.error.actor.importFiles") expect(effects).toEqual([{ type: "warning", text: snapshot.context.warning, download: null }]);
      if (event.type === "UPLOAD") expect(canUpload(snapshot.context)).toBe(false); // refused without files
    },
    uploading: async ({ sut, event, snapshot }) => {
      await settle(() => sut.fake.http.waiting === 1);
      expect(sut.fake.http.waiting).toBe(1); // the import request is out
      if (event.type === "UPLOAD") expect(snapshot.context.progress).toEqual({ phase: "uploading", done: 0, percent: 0 });
      if (event.type === "PROGRESS") expect(snapshot.context.progress).toEqual({ phase: "saving", done: 500, total: 1200 });
    },
    closed: ({ event, effects, sut, snapshot }) => {
      if (event.type !== "xstate.done.actor.importFiles") return;
      const sent = sut.fake.http.requests.at(-1);
      expect(sent?.body).toContain('name="files[]"');
      expect(sent?.body).toContain('name="isSingleTableImport"');
      expect(sent?.body.includes('name="validateStatus"')).toBe(snapshot.context.online);
      if ((event.output as ImportDone).status === "partial") {
        expect(effects).toEqual([
          { type: "imported", message: partialBody.message, partial: true },
          {
            type: "partial",
            text: { "zh-CN": "导入成功,但是有错误数据!", "en-US": "import succeeded but there is erroneous data!" },
            detail: PARTIAL.status === "partial" ? PARTIAL.detail : "",
            download: {
              before: textOf("import.partialDetail"),
              label: textOf("import.partialDownload"),
              url: "http://qt.test/qt/sys/common/static/temp/import_error_1763778000000.txt",
              name: "import_error_1763778000000.txt",
            },
          },
        ]);
      }
    },
  },
});

describe("import dialog", () => {
  it("accepts only .xls and .xlsx", () => {
    expect(["a.xls", "b.XLSX", "c.xlsx"].every(isExcelFile)).toBe(true);
    expect(["a.csv", "b.xlsm", "xlsx", "c.xls.txt", ""].some(isExcelFile)).toBe(false);
  });

  it("property: a name is accepted exactly when it ends with .xls or .xlsx (any case)", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("", ".xls", ".xlsx", ".XLS", ".csv", ".xlsx.bak"), (stem, ext) => {
        expect(isExcelFile(stem + ext)).toBe(/\.xlsx?$/i.test(stem + ext));
      }),
    );
  });

  it("no download link for a plain success", () => {
    expect(errorDownload(SUCCESS)).toBeNull();
    expect(errorDownload(PARTIAL)?.url).toBe("http://qt.test/qt/sys/common/static/temp/import_error_1763778000000.txt");
  });

  it("sends the validate flag for online forms and reports the import", async () => {
    const fake = fakeClient(new SimulatedClock());
    const actor = createActor(createImportDialogMachine(fake.client, URL), { input: { online: true } }).start();
    const effects: ImportDialogEffect[] = [];
    actor.on("*", (e) => void effects.push(e as ImportDialogEffect));
    actor.send({ type: "OPEN" });
    actor.send({ type: "UPLOAD" });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "ADD_FILES", files: [xlsx("a.xlsx")] });
    actor.send({ type: "SET_VALIDATE", on: true });
    actor.send({ type: "UPLOAD" });
    const sent = await fake.http.respond(`POST ${URL}`, envelope(null, { message: "导入成功" }));
    expect(sent.body).toMatch(/name="validateStatus"\r\n\r\n1\r\n/);
    await settle(() => actor.getSnapshot().matches("closed"));
    expect(effects).toEqual([{ type: "imported", message: "导入成功", partial: false }]);
  });
});

describe("import progress (X-Task-Id and the server's pushes)", () => {
  afterEach(() => void vi.useRealTimers());

  /** A real client over FakeHttp that keeps each request as sent (headers, signal), before it is answered. */
  function start(timeout = 0) {
    const http = new FakeHttp();
    const sent: Request[] = [];
    const { client } = fakeClient(new SimulatedClock(), { timeout, fetch: (request) => (sent.push(request), http.fetch(request)) });
    return { client, http, sent, tasks: taskSource() };
  }
  const taskIdOf = (request: Request | undefined) => request?.headers.get("X-Task-Id") ?? "";
  const request = (report: (p: ImportProgress) => void) => ({ files: [xlsx("a.xlsx")], validate: false, online: false, report });

  it("sends an X-Task-Id the server accepts, a new one per import", async () => {
    const { client, http, sent } = start();
    void importFiles(client, URL, request(() => {}));
    void importFiles(client, URL, request(() => {}));
    await settle(() => http.waiting === 2);
    const [first, second] = sent.map(taskIdOf);
    expect(first).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(first).not.toBe(second);
    const answered = await http.respond(`POST ${URL}`, envelope(null));
    expect(answered.headers.get("X-Task-Id")).toBe(first);
  });

  it("reports the upload's bytes, then only its own task's phases, and unsubscribes when done", async () => {
    const { client, http, sent, tasks } = start();
    const reports: ImportProgress[] = [];
    const done = importFiles(client, URL, request((p) => void reports.push(p)), { onTaskProgress: tasks.source });
    await settle(() => http.waiting === 1);
    const own = taskIdOf(sent[0]);
    expect(tasks.listening()).toBe(1);
    expect(reports).toEqual([{ phase: "uploading", done: 0, percent: 0 }]);
    tasks.push("import-someone-else", "saving", 7, 7);
    tasks.push("export-" + own, "writing", 1, 2);
    expect(reports).toHaveLength(1);
    tasks.push(own, "reading", 0);
    tasks.push(own, "validating", 400, 1000);
    tasks.push(own, "saving", 1000, 1000);
    expect(reports.slice(1)).toEqual([
      { phase: "reading", done: 0 },
      { phase: "validating", done: 400, total: 1000 },
      { phase: "saving", done: 1000, total: 1000 },
    ]);
    await http.respond(`POST ${URL}`, envelope(null, { message: "导入成功" })); // the rest of the bytes go now: no longer told
    expect(await done).toEqual({ status: "success", message: "导入成功" });
    expect(reports).toHaveLength(4);
    expect(tasks.listening()).toBe(0);
    tasks.push(own, "done", 1000, 1000);
    expect(reports).toHaveLength(4);
  });

  it("without server pushes, the upload's percent up to 100, then waiting for the server", async () => {
    const { client, http, tasks } = start();
    const reports: ImportProgress[] = [];
    const done = importFiles(client, URL, request((p) => void reports.push(p)), { onTaskProgress: tasks.source });
    await http.respond(`POST ${URL}`, envelope(null));
    await done;
    expect(reports[0]).toEqual({ phase: "uploading", done: 0, percent: 0 });
    expect(reports.at(-1)).toEqual({ phase: "waiting", done: 0 });
    expect(reports.every((r) => r.phase === "uploading" || r.phase === "waiting")).toBe(true);
  });

  it("unsubscribes when the import fails too", async () => {
    const { client, http, tasks } = start();
    const done = importFiles(client, URL, request(() => {}), { onTaskProgress: tasks.source });
    await settle(() => tasks.listening() === 1);
    await http.respond(`POST ${URL}`, failure("模板不匹配"));
    await expect(done).rejects.toEqual({ text: sameText("模板不匹配") });
    expect(tasks.listening()).toBe(0);
  });

  it("has no time limit (100,000 rows take a while)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, http, sent } = start(9000);
    const done = importFiles(client, URL, request(() => {}));
    await settle(() => http.waiting === 1);
    vi.advanceTimersByTime(60_000);
    expect(sent[0]?.signal.aborted).toBe(false);
    await http.respond(`POST ${URL}`, envelope(null));
    expect(await done).toMatchObject({ status: "success" });
  });

  it("the dialog shows the server's progress for its import, and none once closed", async () => {
    const { client, http, sent, tasks } = start();
    const actor = createActor(createImportDialogMachine(client, URL, { onTaskProgress: tasks.source }), { input: {} }).start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "ADD_FILES", files: [xlsx("a.xlsx")] });
    actor.send({ type: "UPLOAD" });
    await settle(() => http.waiting === 1);
    tasks.push("import-other", "saving", 1, 1);
    expect(actor.getSnapshot().context.progress).toEqual({ phase: "uploading", done: 0, percent: 0 });
    tasks.push(taskIdOf(sent[0]), "saving", 500, 1200);
    expect(actor.getSnapshot().context.progress).toEqual({ phase: "saving", done: 500, total: 1200 });
    await http.respond(`POST ${URL}`, envelope(null, { message: "导入成功" }));
    await settle(() => actor.getSnapshot().matches("closed"));
    expect(actor.getSnapshot().context.progress).toBeNull();
    expect(tasks.listening()).toBe(0);
  });
});
