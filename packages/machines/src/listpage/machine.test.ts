import { makeApiError, type Outcome } from "@qt/sdk";
import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock, type AnyMachineSnapshot } from "xstate";
import { deferred, envelope, eventually, failure, fakeClient, jeecg, type Deferred } from "../testing/fakes.js";
import { describeModel, settle, type ModelEvent } from "../testing/model.js";
import { listPageApi, type ListPageApi } from "./api.js";
import { createListPageMachine, type ListPageContext, type ListPageInput, type ListPageMachine } from "./machine.js";
import { listParams, type ListParams } from "./params.js";

const URLS = { list: "/sys/user/list", delete: "/sys/user/delete", deleteBatch: "/sys/user/deleteBatch" };
const ROWS = [
  { id: "1", username: "admin" },
  { id: "2", username: "jeecg" },
];
const ok = (result: unknown, message = ""): Outcome<unknown> => ({ ok: true, result, message, code: 200, status: 200 });
const business = (message: string): Outcome<unknown> => ({
  ok: false,
  error: makeApiError({ kind: "business", status: 200, code: 500, serverMessage: message }, { locale: "zh-CN", remoteApp: false }),
});
const LIST_OK = ok({ records: ROWS, total: 12, size: 10, current: 1, pages: 2 });

/** A fake API whose calls wait until a driver answers them. */
function fakeApi() {
  const calls: { kind: "list" | "remove"; url: string; params: ListParams | Record<string, string>; answer: Deferred<Outcome<unknown>> }[] = [];
  const api: ListPageApi = {
    list: (url, params) => {
      const answer = deferred<Outcome<unknown>>();
      calls.push({ kind: "list", url, params, answer });
      return answer.promise;
    },
    remove: (url, params) => {
      const answer = deferred<Outcome<unknown>>();
      calls.push({ kind: "remove", url, params, answer });
      return answer.promise;
    },
  };
  const last = (kind: "list" | "remove") => {
    const call = calls.filter((c) => c.kind === kind).at(-1);
    if (!call) throw new Error(`no ${kind} call`);
    return call;
  };
  return { api, calls, last };
}

const nothing: ListPageApi = { list: () => new Promise(() => {}), remove: () => new Promise(() => {}) };

/**
 * Snapshot identity and what is compared: everything guards and page arithmetic read. The search
 * fields, sort and advanced query only shape the request: the checks below verify each request
 * against the real actor's context instead.
 */
function project(context: unknown) {
  const c = context as ListPageContext;
  return {
    urls: c.urls,
    autoLoad: c.autoLoad,
    page: c.page,
    rows: c.records.length,
    selected: { n: c.selectedKeys.length, first: c.selectedKeys.includes("1") },
    error: c.error?.kind ?? null,
    confirm: c.confirm,
  };
}

const done = (id: string, output: Outcome<unknown>) => ({ type: `xstate.done.actor.${id}` as const, output });
const events: ModelEvent<ListPageMachine>[] = [
  done("fetchList", LIST_OK),
  done("fetchList", business("查询失败")),
  done("fetchList", { ok: false, error: makeApiError({ kind: "timeout", status: 504 }, { locale: "zh-CN", remoteApp: false }) }),
  { type: "xstate.error.actor.fetchList", error: "boom" },
  done("removeRows", ok(null, "删除成功!")),
  done("removeRows", business("删除失败")),
  done("removeRows", { ok: false, error: makeApiError({ kind: "forbidden", status: 403 }, { locale: "zh-CN", remoteApp: false }) }),
  { type: "xstate.error.actor.removeRows", error: "boom" },
  { type: "SEARCH", query: { username: "*ad*" }, values: { username: "ad" } },
  { type: "SEARCH.INPUT", values: { username: "adm" } },
  { type: "RESET_SEARCH" },
  { type: "PAGE", current: 2 },
  { type: "SORT", column: "username", order: "ascend" },
  { type: "SUPER_QUERY", params: [{ field: "sex", rule: "eq", val: "1" }], matchType: "and" },
  { type: "RELOAD" },
  { type: "RETRY" },
  { type: "ROW_CLICK", key: "1" },
  { type: "SELECT", keys: ["1", "2"] },
  { type: "CLEAR_SELECTION" },
  { type: "DELETE", id: "1" },
  { type: "BATCH_DELETE" },
  { type: "CONFIRM" },
  { type: "CANCEL" },
];

{
  describeModel({
    name: "listpage",
    machine: createListPageMachine(nothing),
    events,
    variants: [
      { name: "all urls", input: { urls: URLS, fields: ["username"] } },
      { name: "urls missing", input: { urls: {} } },
      { name: "list url only, no auto load", input: { urls: { list: URLS.list }, autoLoad: false } },
    ],
    sut: () => {
      const fake = fakeApi();
      return { logic: createListPageMachine(fake.api), fake };
    },
    limit: 200000,
    serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, project(s.context)]),
    compare: project,
    drive: {
      "xstate.done.actor.fetchList": ({ sut, event }) => sut.fake.last("list").answer.resolve(event.output as Outcome<unknown>),
      "xstate.error.actor.fetchList": ({ sut, event }) => sut.fake.last("list").answer.reject(event.error),
      "xstate.done.actor.removeRows": ({ sut, event }) => sut.fake.last("remove").answer.resolve(event.output as Outcome<unknown>),
      "xstate.error.actor.removeRows": ({ sut, event }) => sut.fake.last("remove").answer.reject(event.error),
    },
    states: {
      loading: ({ snapshot, sut }) => {
        // the request of this load carries the page's query, sort, paging and advanced query
        const c = snapshot.context;
        const call = sut.fake.last("list");
        expect(call.url).toBe(URLS.list);
        expect(call.params).toEqual(listParams({ query: c.query, sort: c.sort, page: c.page, superQuery: c.superQuery, fields: c.fields }));
      },
      deleting: ({ sut }) => expect(sut.fake.last("remove")).toMatchObject({ url: URLS.delete, params: { id: "1" } }),
      deletingBatch: ({ sut, snapshot }) =>
        expect(sut.fake.last("remove")).toMatchObject({ url: URLS.deleteBatch, params: { ids: (snapshot.context as ListPageContext).selectedKeys.map((k) => k + ",").join("") } }),
      "*": ({ snapshot }) => {
        const { selectedKeys, records, selection } = snapshot.context;
        expect(new Set(selectedKeys).size).toBe(selectedKeys.length);
        if (selection === "radio") expect(selectedKeys.length).toBeLessThanOrEqual(1);
        expect(records.length === 0 || records.length === ROWS.length).toBe(true);
      },
      confirmingBatchDelete: ({ snapshot }) => expect(snapshot.context.confirm).toEqual({ "zh-CN": "是否删除选中数据?", "en-US": "Delete the selected data?" }),
      failed: ({ snapshot }) => expect(snapshot.context.error).not.toBeNull(),
    },
  });
}


describe("list page (examples, real SDK client over a fake server)", () => {
  function start(input: ListPageInput) {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock);
    const actor = createActor(createListPageMachine(listPageApi(fake.client)), { clock, input }).start();
    const notices: unknown[] = [];
    actor.on("notice", (n) => void notices.push(n));
    // answers the oldest pending request once it got through the SDK's (async) middleware
    const answer = async (match: string, reply: Parameters<typeof fake.http.respond>[1]) => {
      await eventually(() => fake.http.waiting > 0);
      return fake.http.respond(match, reply);
    };
    const fail = async (match: string) => {
      await eventually(() => fake.http.waiting > 0);
      return fake.http.fail(match);
    };
    return { fake, actor, notices, answer, fail };
  }
  const until = (actor: ReturnType<typeof start>["actor"], value: string) => settle(() => actor.getSnapshot().matches(value as never));

  it("loads the first page sorted by createTime desc, 10 per page, reading a stock JeecgBoot answer", async () => {
    const { actor, answer } = start({ urls: URLS });
    const request = await answer("GET /sys/user/list", jeecg("list-page.json"));
    expect(request.query).toMatchObject({ column: "createTime", order: "desc", pageNo: "1", pageSize: "10" });
    await until(actor, "loaded");
    expect(actor.getSnapshot().context.records).toHaveLength(1);
    expect(actor.getSnapshot().context.page).toEqual({ current: 1, pageSize: 10, total: 1 });
  });

  it("starts where a restored page left off: its page, size, sort, search and advanced query", async () => {
    const superQuery = { params: [{ field: "sex", rule: "eq", val: "1", type: "string" }], matchType: "or" } as const;
    const { actor, answer } = start({ urls: URLS, current: 3, pageSize: 20, sort: { column: "username", order: "asc" }, query: { realname: "*张*" }, superQuery });
    const request = await answer("GET /sys/user/list", envelope({ records: ROWS, total: 60 }));
    expect(request.query).toMatchObject({ pageNo: "3", pageSize: "20", column: "username", order: "asc", realname: "*张*", superQueryMatchType: "or" });
    expect(JSON.parse(decodeURIComponent(String(request.query.superQueryParams)))).toEqual([expect.objectContaining({ field: "sex", rule: "eq", val: "1" })]);
    await until(actor, "loaded");
    expect(actor.getSnapshot().context.superQuery).toEqual(superQuery);
  });

  it("warns about missing urls", () => {
    const { actor, notices } = start({ urls: {} });
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "RELOAD" });
    expect(notices).toEqual([
      { type: "notice", level: "error", text: { "zh-CN": "请设置url.list属性!", "en-US": "Please set the url.list property!" } },
    ]);
  });

  it("batch delete: needs a selection, confirms, sends ids with trailing commas, steps back a page, reloads", async () => {
    const { actor, notices, answer } = start({ urls: URLS });
    await answer("GET /sys/user/list", envelope({ records: ROWS, total: 12 }));
    await until(actor, "loaded");
    actor.send({ type: "BATCH_DELETE" });
    expect(notices.at(-1)).toMatchObject({ level: "warning", text: { "zh-CN": "请选择一条记录！" } });
    actor.send({ type: "PAGE", current: 2 });
    await answer("GET /sys/user/list", envelope({ records: ROWS, total: 12 }));
    await until(actor, "loaded");
    actor.send({ type: "ROW_CLICK", key: "1" });
    actor.send({ type: "ROW_CLICK", key: "2" });
    actor.send({ type: "BATCH_DELETE" });
    expect(actor.getSnapshot().value).toBe("confirmingBatchDelete");
    actor.send({ type: "CONFIRM" });
    const del = await answer("DELETE /sys/user/deleteBatch", envelope(null, { message: "批量删除成功!" }));
    expect(del.query.ids).toBe("1,2,");
    await until(actor, "loading");
    expect(notices.at(-1)).toMatchObject({ level: "success", text: { "zh-CN": "批量删除成功!" } });
    expect(actor.getSnapshot().context.page.current).toBe(1); // 10 rows left: page 2 is gone
    expect(actor.getSnapshot().context.selectedKeys).toEqual([]);
    const reload = await answer("GET /sys/user/list", envelope({ records: [], total: 10 }));
    expect(reload.query.pageNo).toBe("1");
  });

  it("a business failure is warned with the server message and can be retried", async () => {
    const { actor, notices, answer } = start({ urls: URLS });
    await answer("GET /sys/user/list", failure("查询失败"));
    await until(actor, "failed");
    expect(notices).toEqual([{ type: "notice", level: "warning", text: { "zh-CN": "查询失败", "en-US": "查询失败" } }]);
    actor.send({ type: "RETRY" });
    await answer("GET /sys/user/list", envelope({ records: ROWS, total: 2 }));
    await until(actor, "loaded");
  });

  it("a network failure ends in failed without a notice of its own (the SDK reports it)", async () => {
    const { actor, notices, fail } = start({ urls: URLS });
    await fail("GET /sys/user/list");
    await until(actor, "failed");
    expect(actor.getSnapshot().context.error?.kind).toBe("network");
    expect(notices).toEqual([]);
  });

  it("search and advanced query go into the request; row click selects (radio: one row)", async () => {
    const { actor, answer } = start({ urls: URLS, selection: "radio" });
    await answer("GET /sys/user/list", envelope({ records: ROWS, total: 2 }));
    await until(actor, "loaded");
    actor.send({ type: "ROW_CLICK", key: "1" });
    actor.send({ type: "ROW_CLICK", key: "2" });
    expect(actor.getSnapshot().context.selectedKeys).toEqual(["2"]);
    actor.send({ type: "SEARCH", query: { username: "*ad*", realname: "" } });
    expect(actor.getSnapshot().context.selectedKeys).toEqual([]);
    actor.send({ type: "SUPER_QUERY", params: [{ field: "sex", rule: "eq", val: "1" }], matchType: "or" });
    actor.send({ type: "SORT", column: "username", order: "ascend" });
    // three requests went out (each replacing the one before); the last one counts
    await answer("GET /sys/user/list", envelope({ records: ROWS, total: 2 }));
    await answer("GET /sys/user/list", envelope({ records: ROWS, total: 2 }));
    const request = await answer("GET /sys/user/list", envelope({ records: [], total: 0 }));
    await until(actor, "loaded");
    expect(actor.getSnapshot().context.records).toEqual([]);
    expect(request.query).toMatchObject({ username: "*ad*", column: "username", order: "asc", superQueryMatchType: "or", pageNo: "1" });
    expect(request.query).not.toHaveProperty("realname");
    expect(JSON.parse(decodeURI(request.query.superQueryParams ?? ""))).toEqual([{ field: "sex", rule: "eq", val: "1" }]);
  });
});
