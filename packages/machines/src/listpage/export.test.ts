import { makeApiError, type ApiError, type Outcome, type TaskProgress } from "@qt/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { sameText, textOf } from "../messages.js";
import { deferred, eventually, failure, fakeClient, FakeHttp, settle, taskSource, type Answer, type Deferred } from "../testing/fakes.js";
import { describeModel, SimulatedClock, type ModelEvent } from "../testing/model.js";
import { listPageApi } from "./api.js";
import { createExportMachine, type ExportEffect, type ExportFile, type ExportMachine, type ExportProgress } from "./export.js";

const URL = "/sys/position/exportXls";
const CSV = "编码,名称\nCEO,总经理\n";
const ctx = { locale: "zh-CN", remoteApp: false } as const;
const XLS = "application/vnd.ms-excel";

/** A file answer, named by the server or not. */
const file = (name?: string): Answer => ({
  body: CSV,
  headers: { "Content-Type": XLS, ...(name ? { "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(name)}` } : {}) },
});

/** A real SDK client over FakeHttp that also keeps every request as sent (headers, signal) before it is answered. */
function watchedClient(clock: { now(): number }, timeout = 0) {
  const http = new FakeHttp();
  const sent: Request[] = [];
  const sdkErrors: ApiError[] = [];
  const { client } = fakeClient(clock, { timeout, onError: (e) => void sdkErrors.push(e), fetch: (request) => (sent.push(request), http.fetch(request)) });
  return { client, http, sent, sdkErrors };
}

const taskIdOf = (request: Request | undefined) => request?.headers.get("X-Task-Id") ?? "";

interface Sut {
  logic: ExportMachine;
  http: FakeHttp;
  sent: Request[];
  sdkErrors: ApiError[];
  tasks: ReturnType<typeof taskSource>;
  /** One per export: rejecting it makes that export throw (nothing in the SDK does; the machine copes anyway). */
  crashes: Deferred<never>[];
}

const downloaded = (fileName: string): Outcome<{ blob: Blob; fileName: string; contentType: string }> => ({
  ok: true,
  result: { blob: new Blob([CSV], { type: XLS }), fileName, contentType: XLS },
  message: "",
  code: 200,
  status: 200,
});
const done = (output: unknown, answer: Answer) => ({ type: "xstate.done.actor.exportFile" as const, output, answer });
const PARAMS = { name: "*经理*", column: "createTime", order: "desc" };
const events: ModelEvent<ExportMachine>[] = [
  { type: "EXPORT", params: PARAMS, fileName: "职务" },
  { type: "PROGRESS", progress: { phase: "writing", done: 500, total: 1000 } },
  done(downloaded("职务.xls"), file()),
  done(downloaded("positions 2024.xls"), file("positions 2024.xls")),
  done({ ok: false, error: makeApiError({ kind: "business", status: 200, code: 500, serverMessage: "导出数据过多" }, ctx) }, failure("导出数据过多")),
  done({ ok: false, error: makeApiError({ kind: "server", status: 500 }, ctx) }, { http: 500, body: { status: 500 } }),
  { type: "xstate.error.actor.exportFile", error: new Error("boom") },
];

describeModel({
  name: "export",
  machine: createExportMachine(() => new Promise(() => {})),
  events,
  variants: [{ name: "positions", input: { url: URL } }],
  sut: ({ clock }): Sut => {
    const { client, http, sent, sdkErrors } = watchedClient(clock);
    const tasks = taskSource();
    const real = listPageApi(client, { onTaskProgress: tasks.source }).exportFile;
    const crashes: Deferred<never>[] = [];
    const exportFile: ExportFile = (request) => {
      const crash = deferred<never>();
      crashes.push(crash);
      return Promise.race([real(request), crash.promise]);
    };
    return { logic: createExportMachine(exportFile), http, sent, sdkErrors, tasks, crashes };
  },
  drive: {
    // the server pushes progress for another task first (ignored), then for this one
    PROGRESS: ({ event, sut }) => {
      const { phase, done: rows, total } = (event as { progress: ExportProgress }).progress;
      sut.tasks.push("export-someone-else", "writing", 9, 9);
      sut.tasks.push(taskIdOf(sut.sent.at(-1)), phase as TaskProgress["phase"], rows, total);
    },
    "xstate.done.actor.exportFile": async ({ event, sut }) => void (await sut.http.respond(`GET ${URL}`, event.answer as Answer)),
    "xstate.error.actor.exportFile": async ({ event, sut }) => {
      sut.crashes.at(-1)?.reject(event.error);
      await sut.http.fail(`GET ${URL}`); // the crashed export's request goes nowhere
    },
  },
  states: {
    exporting: async ({ event, snapshot, sut }) => {
      await settle(() => sut.http.waiting === 1);
      expect(sut.http.waiting).toBe(1);
      const request = sut.sent.at(-1);
      expect(Object.fromEntries(new globalThis.URL(request?.url ?? "").searchParams)).toMatchObject(PARAMS);
      expect(taskIdOf(request)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(sut.tasks.listening()).toBe(1);
      if (event.type === "EXPORT") expect(snapshot.context.progress).toEqual({ phase: "waiting", done: 0 });
    },
    idle: async ({ event, effects, sut, snapshot }) => {
      expect(snapshot.context.progress).toBeNull();
      if (event.type === "xstate.init") return;
      await settle(() => sut.tasks.listening() === 0);
      expect(sut.tasks.listening()).toBe(0); // the export stopped listening to the server's progress
      if (event.type === "xstate.error.actor.exportFile") expect(effects).toEqual([{ type: "notice", level: "error", text: textOf("list.unexpected") }]);
      if (event.type !== "xstate.done.actor.exportFile") return;
      const output = event.output as Outcome<{ fileName: string }>;
      if (output.ok) {
        const [effect] = effects as ExportEffect[];
        expect(effect).toMatchObject({ type: "download", fileName: output.result.fileName });
        expect(await (effect as { blob: Blob }).blob.text()).toBe(CSV);
      } else if (output.error.kind === "business") {
        expect(effects).toEqual([{ type: "notice", level: "warning", text: sameText("导出数据过多") }]);
      } else {
        expect(effects).toEqual([]);
        expect(sut.sdkErrors.map((e) => e.kind)).toEqual(["server"]);
      }
    },
  },
});

describe("export (examples, real SDK client over a fake server)", () => {
  afterEach(() => void vi.useRealTimers());

  function start(timeout = 0) {
    const clock = new SimulatedClock();
    const watched = watchedClient(clock, timeout);
    const tasks = taskSource();
    const api = listPageApi(watched.client, { onTaskProgress: tasks.source });
    const actor = createActor(createExportMachine(api.exportFile), { input: { url: URL } }).start();
    const effects: ExportEffect[] = [];
    actor.on("*", (e) => void effects.push(e as ExportEffect));
    const idle = () => settle(() => actor.getSnapshot().matches("idle"));
    return { ...watched, tasks, api, actor, effects, idle };
  }

  it("sends the query with an X-Task-Id and no time limit, where other calls time out", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { api, http, sent } = start(9000);
    const exported = api.exportFile({ url: URL, params: PARAMS, fileName: "职务", report: () => {} });
    void api.list("/sys/position/list", { pageNo: 1, pageSize: 10 });
    await eventually(() => http.waiting === 2); // a signed call loads its md5 module first
    const exportRequest = sent.find((r) => r.url.includes(URL));
    const listRequest = sent.find((r) => r.url.includes("/sys/position/list"));
    expect(taskIdOf(exportRequest)).toMatch(/^export-[A-Za-z0-9_-]+$/);
    vi.advanceTimersByTime(60_000);
    expect(listRequest?.signal.aborted).toBe(true); // the client's 9 s
    expect(exportRequest?.signal.aborted).toBe(false);
    await http.respond(`GET ${URL}`, file());
    expect(await exported).toMatchObject({ ok: true, result: { fileName: "职务.xls" } });
  });

  it("each export has a task id of its own", async () => {
    const { api, http, sent } = start();
    const report = () => {};
    void api.exportFile({ url: URL, params: {}, fileName: "a", report });
    void api.exportFile({ url: URL, params: {}, fileName: "b", report });
    await settle(() => http.waiting === 2);
    expect(taskIdOf(sent[0])).not.toBe(taskIdOf(sent[1]));
  });

  it("reports only its own task's progress, and stops listening when done", async () => {
    const { actor, http, sent, tasks, idle } = start();
    actor.send({ type: "EXPORT", params: {}, fileName: "职务" });
    await settle(() => http.waiting === 1);
    const own = taskIdOf(sent[0]);
    tasks.push("import-other", "saving", 10, 100);
    expect(actor.getSnapshot().context.progress).toEqual({ phase: "waiting", done: 0 });
    tasks.push(own, "reading", 200);
    expect(actor.getSnapshot().context.progress).toEqual({ phase: "reading", done: 200 });
    tasks.push(own, "writing", 300, 1000);
    tasks.push("export-other", "done", 5, 5);
    expect(actor.getSnapshot().context.progress).toEqual({ phase: "writing", done: 300, total: 1000 });
    await http.respond(`GET ${URL}`, file());
    await idle();
    expect(tasks.listening()).toBe(0);
    tasks.push(own, "done", 1000, 1000);
    expect(actor.getSnapshot().context.progress).toBeNull();
  });

  it("hands the file to the view under the server's name, else the page's name + .xls", async () => {
    const { actor, http, effects, idle } = start();
    actor.send({ type: "EXPORT", params: {}, fileName: "职务" });
    await http.respond(`GET ${URL}`, file("职务信息_20240101.xls"));
    await idle();
    actor.send({ type: "EXPORT", params: {}, fileName: "职务" });
    await http.respond(`GET ${URL}`, file());
    await idle();
    expect(effects.map((e) => (e.type === "download" ? e.fileName : e.type))).toEqual(["职务信息_20240101.xls", "职务.xls"]);
    expect(await (effects[0] as { blob: Blob }).blob.text()).toBe(CSV);
  });

  it("a refusal is warned with the server's message", async () => {
    const { actor, http, effects, sdkErrors, idle } = start();
    actor.send({ type: "EXPORT", params: {}, fileName: "职务" });
    await http.respond(`GET ${URL}`, failure("没有导出权限"));
    await idle();
    expect(effects).toEqual([{ type: "notice", level: "warning", text: sameText("没有导出权限") }]);
    expect(sdkErrors).toEqual([]);
  });

  it("an HTTP failure is left to the SDK (no notice, no download), and the listener is gone", async () => {
    const { actor, http, effects, sdkErrors, tasks, idle } = start();
    actor.send({ type: "EXPORT", params: {}, fileName: "职务" });
    await http.fail(`GET ${URL}`);
    await idle();
    expect(effects).toEqual([]);
    expect(sdkErrors.map((e) => e.kind)).toEqual(["network"]);
    expect(tasks.listening()).toBe(0);
  });

  it("a second 导出 while one runs is not started", async () => {
    const { actor, http } = start();
    actor.send({ type: "EXPORT", params: {}, fileName: "a" });
    actor.send({ type: "EXPORT", params: {}, fileName: "b" });
    await settle(() => http.waiting > 1, 20);
    expect(http.waiting).toBe(1);
  });
});
