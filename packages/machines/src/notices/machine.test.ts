import type { NoticeChannelEvents, NoticePush, Unsubscribe } from "@qt/sdk";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { envelope, failure, fakeClient, jeecg, settle, type Answer, type FakeClient } from "../testing/fakes.js";
import { describeModel, SimulatedClock } from "../testing/model.js";
import { createNoticesMachine, noticesMachine, noticesSdk, type NoticeChannelLike, type NoticesEffect } from "./machine.js";
import { listsOf, noticeView, priorityText, reloadsList, speechUrl, tabTitles, type Announcement, type NoticeLists } from "./notices.js";

/** A stand-in for the SDK's NoticeChannel: the test makes it emit its events. */
class FakeChannel implements NoticeChannelLike {
  connects = 0;
  closes = 0;
  private readonly listeners = new Map<string, Set<(payload: never) => void>>();
  on<K extends keyof NoticeChannelEvents>(type: K, listener: (payload: NoticeChannelEvents[K]) => void): Unsubscribe {
    const set = this.listeners.get(type) ?? new Set();
    this.listeners.set(type, set);
    set.add(listener as (payload: never) => void);
    return () => void set.delete(listener as (payload: never) => void);
  }
  connect() {
    this.connects++;
  }
  close() {
    this.closes++;
  }
  emit<K extends keyof NoticeChannelEvents>(type: K, payload: NoticeChannelEvents[K]) {
    for (const listener of this.listeners.get(type) ?? []) (listener as (p: NoticeChannelEvents[K]) => void)(payload);
  }
}

const LIST_ANSWER = jeecg("notice-list-by-user.json");
const LISTS = listsOf((LIST_ANSWER.body as { result: NoticeLists }).result);
const NOTICE = LISTS.anntMsgList[0] as Announcement;
const SYSTEM = LISTS.sysMsgList[0] as Announcement;
const [TOPIC, USER] = (jeecg("ws-messages.json") as unknown as { notice: NoticePush[] }).notice as [NoticePush, NoticePush];

type Sut = { logic: ReturnType<typeof createNoticesMachine>; fake: FakeClient; channels: FakeChannel[] };
const channelOf = (sut: Sut) => sut.channels.at(-1) as FakeChannel;
const LIST = "GET /sys/annountCement/listByUser";
const MARK = "PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId";

describeModel({
  name: "notices",
  machine: noticesMachine,
  variants: [{ name: "polling" }, { name: "no timer", input: { poll: false } }],
  // Channel events can only happen while a channel runs.
  events: (snapshot) => [
    { type: "LOAD" },
    { type: "OPEN_ITEM", item: NOTICE },
    { type: "OPEN_ITEM", item: SYSTEM },
    { type: "CONNECT" },
    { type: "DISCONNECT" },
    { type: "STOP" },
    { type: "xstate.done.actor.loadList", output: LISTS, answer: LIST_ANSWER },
    { type: "xstate.done.actor.loadList", output: null, answer: failure("查询失败") },
    { type: "xstate.error.actor.loadList", error: { text: "network" }, answer: "network" },
    { type: "xstate.done.actor.markRead", answer: envelope(null) },
    { type: "xstate.error.actor.markRead", answer: { http: 500, body: { success: false, message: "系统错误", code: 500 } } },
    ...(snapshot.matches({ channel: "online" })
      ? ([
          { type: "CHANNEL.OPEN" },
          { type: "CHANNEL.CLOSE" },
          { type: "CHANNEL.NOTICE", message: TOPIC },
          { type: "CHANNEL.NOTICE", message: USER },
          { type: "CHANNEL.STOPPED", errors: 6 },
        ] as const)
      : []),
  ],
  serializeState: (s) => JSON.stringify([s.value, s.context.connected, s.context.poll]),
  sut: ({ clock }): Sut => {
    const fake = fakeClient(clock);
    const channels: FakeChannel[] = [];
    const logic = createNoticesMachine(
      noticesSdk(fake.client, () => {
        const channel = new FakeChannel();
        channels.push(channel);
        return channel;
      }),
    );
    return { logic, fake, channels };
  },
  drive: {
    "xstate.done.actor.loadList": async ({ event, sut }) => void (await sut.fake.http.respond(LIST, event.answer as Answer)),
    "xstate.error.actor.loadList": async ({ sut }) => void (await sut.fake.http.fail(LIST)),
    "xstate.done.actor.markRead": async ({ event, sut }) => void (await sut.fake.http.respond(MARK, event.answer as Answer)),
    "xstate.error.actor.markRead": async ({ event, sut }) => void (await sut.fake.http.respond(MARK, event.answer as Answer)),
    "CHANNEL.OPEN": ({ sut }) => channelOf(sut).emit("open", { protocol: "token" }),
    "CHANNEL.CLOSE": ({ sut }) => channelOf(sut).emit("close", { code: 1006, reason: "error" }),
    "CHANNEL.NOTICE": ({ event, sut }) => channelOf(sut).emit("notice", event.message as NoticePush),
    "CHANNEL.STOPPED": ({ event, sut }) => channelOf(sut).emit("stopped", { errors: event.errors as number }),
  },
  states: {
    "list.marking": ({ event, effects }) => {
      if (event.type !== "OPEN_ITEM") return;
      const item = event.item as Announcement;
      expect(effects[0]).toEqual({ type: "open", item, view: noticeView(item) });
    },
    "list.loading": ({ event, sut }) => {
      if (event.type === "xstate.done.actor.markRead") {
        const put = sut.fake.http.requests.at(-1);
        expect(put?.json).toEqual({ anntId: expect.stringMatching(/^125648650293172224[23]$/) });
      }
    },
    "list.waiting": ({ event, snapshot }) => {
      if (event.type === "xstate.done.actor.loadList" && event.output) {
        expect(snapshot.context.anntMsgTotal).toBe(1);
        expect(snapshot.context.sysMsgList[0].id).toBe("1256486502931722243");
      }
    },
    "channel.online": ({ event, sut, effects }) => {
      expect(channelOf(sut).connects).toBe(1);
      if (event.type === "CHANNEL.NOTICE") {
        const message = event.message as NoticePush;
        expect(effects).toContainEqual({ type: "push", message, speech: speechUrl(message.msgTxt) });
      }
    },
    "channel.offline": ({ event, sut }) => {
      if (event.type === "DISCONNECT" || event.type === "STOP") expect(channelOf(sut)?.closes ?? 1).toBe(1);
    },
    "channel.gaveUp": ({ event, effects, snapshot, sut }) => {
      expect(snapshot.context.connected).toBe(false);
      if (event.type === "CHANNEL.STOPPED") {
        expect(effects).toContainEqual({ type: "channelStopped" });
        expect(channelOf(sut).closes).toBe(1); // the given-up channel is released
      }
    },
  },
});

describe("notice centre", () => {
  it("polls every 6000 ms with the fake clock, and stops silently when a load fails", async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock);
    const actor = createActor(createNoticesMachine(noticesSdk(fake.client, () => new FakeChannel())), { clock, input: {} }).start();
    actor.send({ type: "LOAD" });
    await fake.http.respond(LIST, LIST_ANSWER);
    await settle(() => actor.getSnapshot().matches({ list: "waiting" }));
    clock.increment(5999);
    await settle(() => fake.http.waiting > 0, 20);
    expect(fake.http.waiting).toBe(0);
    clock.increment(1);
    await fake.http.fail(LIST);
    await settle(() => actor.getSnapshot().matches({ list: "stopped" }));
    expect(actor.getSnapshot().context.anntMsgTotal).toBe(1); // the lists stay
    clock.increment(60_000);
    await settle(() => fake.http.waiting > 0, 20);
    expect(fake.http.waiting).toBe(0);
    expect(fake.http.requests.filter((r) => r.path === "/sys/annountCement/listByUser")).toHaveLength(2);
  });

  it("a heartcheck frame does not reload; topic and user pushes do", () => {
    expect(reloadsList(TOPIC)).toBe(true);
    expect(reloadsList(USER)).toBe(true);
    expect(reloadsList({ cmd: "heartcheck" } as unknown as NoticePush)).toBe(false);
  });

  it("opening: component items open a page with the business id, others the detail modal", () => {
    expect(noticeView(SYSTEM)).toEqual({ kind: "component", page: "work/QtWorkAuditList", params: { id: "w-1001" } });
    expect(noticeView(NOTICE)).toEqual({ kind: "detail", item: NOTICE, handlePath: "/isps/userAnnouncement" });
    expect(noticeView({ id: "x", openType: null } as Announcement)).toEqual({ kind: "detail", item: { id: "x", openType: null }, handlePath: null });
  });

  it("tab titles, priorities and the speech URL", () => {
    expect(tabTitles(LISTS)).toEqual({
      notices: { "zh-CN": "通知(1)", "en-US": "Notices (1)" },
      system: { "zh-CN": "系统消息(1)", "en-US": "System messages (1)" },
    });
    expect(priorityText("H")?.["zh-CN"]).toBe("紧急消息");
    expect(priorityText("L")?.["zh-CN"]).toBe("一般消息");
    expect(priorityText("X")).toBeNull();
    expect(speechUrl("系统 升级")).toBe("https://tts.baidu.com/text2audio?lan=zh&ie=UTF-8&text=%E7%B3%BB%E7%BB%9F%20%E5%8D%87%E7%BA%A7");
    expect(listsOf(null)).toEqual({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
  });

  it("property: any listByUser answer gives well-formed lists and matching tab titles", () => {
    const list = fc.array(fc.record({ id: fc.string() }), { maxLength: 3 });
    const answer = fc.record(
      { anntMsgList: fc.oneof(list, fc.constant(null)), anntMsgTotal: fc.oneof(fc.nat(), fc.constant("7"), fc.constant(null)), sysMsgList: list, sysMsgTotal: fc.nat() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.option(answer, { nil: null }), (raw) => {
        const lists = listsOf(raw as Partial<NoticeLists> | null);
        expect(Array.isArray(lists.anntMsgList) && Array.isArray(lists.sysMsgList)).toBe(true);
        expect(Number.isInteger(lists.anntMsgTotal) && Number.isInteger(lists.sysMsgTotal)).toBe(true);
        expect(tabTitles(lists).notices["zh-CN"]).toBe(`通知(${lists.anntMsgTotal})`);
      }),
    );
    const effect: NoticesEffect = { type: "channelStopped" };
    expect(effect.type).toBe("channelStopped");
  });
});
