import { makeApiError, type ApiError, type Outcome } from "@qt/sdk";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { sameText, textOf } from "../messages.js";
import { deferred, envelope, failure, fakeClient, settle, type Answer, type Deferred, type FakeClient, type RecordedRequest } from "../testing/fakes.js";
import { describeModel, SimulatedClock, type ModelEvent } from "../testing/model.js";
import { listPageApi } from "./api.js";
import { createRecordFormMachine, type RecordFormEffect, type RecordFormInput, type RecordFormMachine, type SaveRecord } from "./record-form.js";

const URLS = { add: "/sys/position/add", edit: "/sys/position/edit" };
const ROW = { id: "p1", code: "CEO", name: "总经理", updateTime: "2024-01-01 10:00:00" };
const BODY = { code: "CTO", name: "技术总监" };
const ctx = { locale: "zh-CN", remoteApp: false } as const;
const ok = (message: string): Outcome<unknown> => ({ ok: true, result: null, message, code: 200, status: 200 });
const refused = (message: string): Outcome<unknown> => ({ ok: false, error: makeApiError({ kind: "business", status: 200, code: 500, serverMessage: message }, ctx) });
const httpFailed: Outcome<unknown> = { ok: false, error: makeApiError({ kind: "server", status: 500 }, ctx) };
const SAVED = textOf("list.saved");

interface Sut {
  logic: RecordFormMachine;
  fake: FakeClient;
  /** Requests answered, in order. */
  sent: RecordedRequest[];
  /** Errors the SDK reported itself (its error callback). */
  sdkErrors: ApiError[];
  /** One per save: rejecting it makes that save throw (nothing in the SDK does; the machine copes anyway). */
  crashes: Deferred<never>[];
}

function sutOf(clock: SimulatedClock): Sut {
  const sdkErrors: ApiError[] = [];
  const fake = fakeClient(clock, { onError: (e) => void sdkErrors.push(e) });
  const real = listPageApi(fake.client).save;
  const crashes: Deferred<never>[] = [];
  const save: SaveRecord = (request) => {
    const crash = deferred<never>();
    crashes.push(crash);
    return Promise.race([real(request), crash.promise]);
  };
  return { logic: createRecordFormMachine(save), fake, sent: [], sdkErrors, crashes };
}

const done = (output: Outcome<unknown>, answer: Answer) => ({ type: "xstate.done.actor.save" as const, output, answer });
const events: ModelEvent<RecordFormMachine>[] = [
  { type: "OPEN", mode: "add", record: null },
  { type: "OPEN", mode: "edit", record: ROW },
  { type: "OPEN", mode: "detail", record: ROW },
  { type: "CLOSE" },
  { type: "SAVE", body: BODY },
  done(ok("添加成功！"), envelope(null, { message: "添加成功！" })),
  done(ok(""), envelope(null)),
  done(refused("职务编码已存在"), failure("职务编码已存在")),
  done(httpFailed, { http: 500, body: { status: 500, error: "Internal Server Error" } }),
  { type: "xstate.error.actor.save", error: new Error("boom") },
];

describeModel({
  name: "recordForm",
  machine: createRecordFormMachine(() => new Promise(() => {})),
  events,
  variants: [
    { name: "urls add+edit", input: { urls: URLS } },
    { name: "no edit url", input: { urls: { add: URLS.add } } },
    { name: "restored open add form", input: { urls: URLS, open: { mode: "add", record: null } } },
  ],
  sut: ({ clock }) => sutOf(clock),
  drive: {
    "xstate.done.actor.save": async ({ event, sut }) => void sut.sent.push(await sut.fake.http.respond(undefined, event.answer as Answer)),
    "xstate.error.actor.save": async ({ event, sut }) => {
      sut.crashes.at(-1)?.reject(event.error);
      await sut.fake.http.fail(undefined); // the request of the crashed save goes nowhere
    },
  },
  states: {
    saving: async ({ sut }) => {
      await settle(() => sut.fake.http.waiting === 1);
      expect(sut.fake.http.waiting).toBe(1);
    },
    open: async ({ event, snapshot, effects, sut }) => {
      if (event.type === "SAVE") {
        // refused: 详情, or no url for the mode; nothing goes out
        expect(snapshot.context.mode === "detail" || !snapshot.context.urls[snapshot.context.mode as "add" | "edit"]).toBe(true);
        await settle(() => sut.fake.http.waiting > 0, 20);
        expect(sut.fake.http.waiting).toBe(0);
      }
      if (event.type === "xstate.done.actor.save") {
        const output = event.output as Outcome<unknown>;
        if (!output.ok && output.error.kind === "business") expect(effects).toEqual([{ type: "notice", level: "warning", text: sameText("职务编码已存在") }]);
        else {
          expect(effects).toEqual([]); // the SDK told it
          expect(sut.sdkErrors.map((e) => e.kind)).toEqual(["server"]);
        }
        expect(snapshot.context.record).toEqual(snapshot.context.mode === "add" ? null : ROW); // what was being edited stays
      }
      if (event.type === "xstate.error.actor.save") expect(effects).toEqual([{ type: "notice", level: "error", text: textOf("list.unexpected") }]);
    },
    closed: ({ event, effects, sut }) => {
      if (event.type !== "xstate.done.actor.save") return;
      const message = (event.output as { message: string }).message;
      expect(effects).toEqual([{ type: "notice", level: "success", text: message ? sameText(message) : SAVED }, { type: "saved" }]);
      const request = sut.sent.at(-1);
      expect(request?.json).toEqual(BODY);
      expect(sut.sdkErrors).toEqual([]);
    },
    "*": ({ event, sut, snapshot }) => {
      // every answered save went to the url of the form's mode, with its method
      if (event.type !== "xstate.done.actor.save") return;
      const request = sut.sent.at(-1);
      const mode = snapshot.context.mode;
      expect(`${request?.method} ${request?.path}`).toBe(mode === "add" ? `POST ${URLS.add}` : `PUT ${URLS.edit}`);
    },
  },
});

describe("record form (examples, real SDK client over a fake server)", () => {
  function start(input: RecordFormInput) {
    const clock = new SimulatedClock();
    const sdkErrors: ApiError[] = [];
    const fake = fakeClient(clock, { onError: (e) => void sdkErrors.push(e) });
    const actor = createActor(createRecordFormMachine(listPageApi(fake.client).save), { input }).start();
    const effects: RecordFormEffect[] = [];
    actor.on("*", (e) => void effects.push(e as RecordFormEffect));
    const until = (value: "open" | "closed" | "saving") => settle(() => actor.getSnapshot().matches(value));
    return { fake, actor, effects, sdkErrors, until };
  }

  it("新增 POSTs the body to the add url and closes with the server's message", async () => {
    const { fake, actor, effects, until } = start({ urls: URLS });
    actor.send({ type: "OPEN", mode: "add", record: null });
    actor.send({ type: "SAVE", body: { code: "CTO", name: "技术总监", postRank: null } });
    expect(actor.getSnapshot().value).toBe("saving");
    const request = await fake.http.respond("POST /sys/position/add", envelope(null, { message: "添加成功！" }));
    expect(request.json).toEqual({ code: "CTO", name: "技术总监", postRank: null });
    expect(request.headers.get("X-Sign")).toBeNull(); // postAction's plain variant: no signature
    await until("closed");
    expect(effects).toEqual([{ type: "notice", level: "success", text: sameText("添加成功！") }, { type: "saved" }]);
  });

  it("编辑 PUTs the body to the edit url; without a message from the server it says 保存成功！", async () => {
    const { fake, actor, effects, until } = start({ urls: URLS });
    actor.send({ type: "OPEN", mode: "edit", record: ROW });
    actor.send({ type: "SAVE", body: { ...ROW, name: "首席执行官" } });
    const request = await fake.http.respond("PUT /sys/position/edit", envelope(null));
    expect(request.json).toEqual({ ...ROW, name: "首席执行官" });
    await until("closed");
    expect(effects).toEqual([{ type: "notice", level: "success", text: { "zh-CN": "保存成功！", "en-US": "Saved!" } }, { type: "saved" }]);
  });

  it("a refusal goes back to the open form with the server's message warned, and it can be saved again", async () => {
    const { fake, actor, effects, until } = start({ urls: URLS });
    actor.send({ type: "OPEN", mode: "edit", record: ROW });
    actor.send({ type: "SAVE", body: ROW });
    await fake.http.respond("PUT /sys/position/edit", failure("数据已被他人修改，请刷新后重试"));
    await until("open");
    expect(effects).toEqual([{ type: "notice", level: "warning", text: sameText("数据已被他人修改，请刷新后重试") }]);
    expect(actor.getSnapshot().context).toMatchObject({ mode: "edit", record: ROW });
    actor.send({ type: "SAVE", body: ROW });
    await fake.http.respond("PUT /sys/position/edit", envelope(null, { message: "编辑成功!" }));
    await until("closed");
    expect(effects.at(-1)).toEqual({ type: "saved" });
  });

  it("an HTTP failure goes back to the open form without a notice of its own (the SDK shows it)", async () => {
    const { fake, actor, effects, sdkErrors, until } = start({ urls: URLS });
    actor.send({ type: "OPEN", mode: "add", record: null });
    actor.send({ type: "SAVE", body: BODY });
    await fake.http.respond("POST /sys/position/add", { http: 403, body: { success: false, message: "", code: 403 } });
    await until("open");
    expect(effects).toEqual([]);
    expect(sdkErrors.map((e) => e.kind)).toEqual(["forbidden"]);
  });

  it("详情 never saves, nor does a mode without its url", async () => {
    const { fake, actor, effects } = start({ urls: { add: URLS.add } });
    actor.send({ type: "OPEN", mode: "detail", record: ROW });
    actor.send({ type: "SAVE", body: ROW });
    actor.send({ type: "CLOSE" });
    actor.send({ type: "OPEN", mode: "edit", record: ROW });
    actor.send({ type: "SAVE", body: ROW });
    expect(actor.getSnapshot().value).toBe("open");
    await settle(() => fake.http.waiting > 0, 20);
    expect(fake.http.waiting).toBe(0);
    expect(effects).toEqual([]);
  });

  it("a restored draft starts open in its mode; a closed one starts closed", () => {
    expect(start({ urls: URLS, open: { mode: "edit", record: ROW } }).actor.getSnapshot()).toMatchObject({ value: "open", context: { mode: "edit", record: ROW } });
    expect(start({ urls: URLS, open: null }).actor.getSnapshot().value).toBe("closed");
  });
});
