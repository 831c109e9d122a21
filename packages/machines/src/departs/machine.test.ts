import { makeApiError, type ApiError, type Outcome } from "@qt/sdk";
import { describe, expect, it } from "vitest";
import { createActor, type AnyMachineSnapshot } from "xstate";
import { sameText } from "../messages.js";
import { deferred, envelope, eventually, failure, fakeClient, settle, type Answer, type Deferred } from "../testing/fakes.js";
import { describeModel, SimulatedClock, type ModelEvent } from "../testing/model.js";
import { departsApi, type DepartsApi } from "./api.js";
import { createDepartsMachine, type DepartsContext, type DepartsEffect, type DepartsMachine } from "./machine.js";
import { departsToDelete, departTree, NO_DEPART_MATCH, type DepartRecord, type DepartTreeRead } from "./tree.js";

const depart = (id: string, departName: string, children?: DepartRecord[]): DepartRecord => ({ id, departName, orgCode: id.toUpperCase(), ...(children ? { children } : {}) });
const OPS = depart("ops", "运营部");
const DEV = depart("dev", "研发组");
const TECH = depart("tech", "技术部", [DEV]);
const COMPANY = depart("co", "青藤设计素材平台", [OPS, TECH]);

const locale = { locale: "zh-CN", remoteApp: false } as const;
const ok = <T>(result: T, message = ""): Outcome<T> => ({ ok: true, result, message, code: 200, status: 200 });
const refused = (message: string): Outcome<never> => ({ ok: false, error: makeApiError({ kind: "business", status: 200, code: 500, serverMessage: message }, locale) });
const forbidden: Outcome<never> = { ok: false, error: makeApiError({ kind: "forbidden", status: 403 }, locale) };

// ---------------------------------------------------------------------------------------------
// Model-based: every state and transition, over an API whose calls wait for the driver

interface Call<I, O> {
  input: I;
  signal?: AbortSignal;
  answer: Deferred<Outcome<O>>;
  settled: boolean;
}

function fakeApi() {
  const trees: Call<string, DepartTreeRead>[] = [];
  const removals: Call<readonly string[], unknown>[] = [];
  const call = <I, O>(list: Call<I, O>[], input: I, signal?: AbortSignal) => {
    const answer = deferred<Outcome<O>>();
    list.push({ input, ...(signal ? { signal } : {}), answer, settled: false });
    return answer.promise;
  };
  const api: DepartsApi = { tree: (keyword, signal) => call(trees, keyword, signal), remove: (ids) => call(removals, ids) };
  /** Answers (or fails) the newest call: the one the machine waits for. */
  const settleLast = <I, O>(list: Call<I, O>[], how: (answer: Deferred<Outcome<O>>) => void) => {
    const last = list.at(-1);
    if (!last || last.settled) throw new Error("no pending call");
    last.settled = true;
    how(last.answer);
  };
  /** Calls neither answered nor given up (aborted). */
  const open = (list: Call<unknown, unknown>[]) => list.filter((c) => !c.settled && !c.signal?.aborted);
  return { api, trees, removals, settleLast, open };
}

const WHOLE = ok(departTree([COMPANY]));
const FOUND = ok(departTree([OPS, { ...TECH, children: [] }]));
const NO_MATCH = ok(NO_DEPART_MATCH, "未查询匹配数据！");
const done = (id: "readTree" | "remove", output: Outcome<unknown>) => ({ type: `xstate.done.actor.${id}` as const, output });
const BOOM = new Error("boom");

/** Events offered in a snapshot: reads answered as the keyword asks; page events while nothing else is under way. */
function eventsOf(s: AnyMachineSnapshot): ModelEvent<DepartsMachine>[] {
  const c = s.context as DepartsContext;
  const quiet = s.matches({ add: "closed" }) && s.matches({ removal: "idle" });
  const shown = quiet && s.matches({ tree: "ready" });
  return [
    ...(quiet ? [{ type: "SEARCH", keyword: " 部 " } as const, { type: "CLEAR_SEARCH" } as const, { type: "RELOAD" } as const] : []),
    ...(shown
      ? [
          { type: "SELECT", id: "tech" } as const,
          { type: "SELECT", id: "gone" } as const,
          { type: "EXPAND", keys: ["co", "tech"] } as const,
          { type: "CHECK", keys: c.checked.length ? [] : ["ops", "dev"] } as const,
          { type: "TAB", tab: "users" } as const,
        ]
      : []),
    ...(s.matches({ removal: "idle" }) ? [{ type: "ADD_TOP" } as const, { type: "ADD_CHILD" } as const] : []),
    { type: "CLOSE_ADD" },
    { type: "ADDED" },
    ...(s.matches({ add: "closed" }) ? [{ type: "DELETE" } as const] : []),
    { type: "CONFIRM" },
    { type: "CANCEL" },
    ...(c.keyword ? [done("readTree", FOUND), done("readTree", NO_MATCH)] : [done("readTree", WHOLE)]),
    done("readTree", refused("查询失败")),
    { type: "xstate.error.actor.readTree", error: BOOM },
    done("remove", ok(null, "删除成功!")),
    done("remove", refused("该部门下有用户，不能删除")),
    done("remove", forbidden),
    { type: "xstate.error.actor.remove", error: BOOM },
  ];
}

type Fake = ReturnType<typeof fakeApi>;

describeModel({
  name: "departs",
  machine: createDepartsMachine(fakeApi().api),
  events: eventsOf,
  // what the guards read (and which reads are offered); the whole context is still compared
  serializeState: (s) => {
    const c = s.context as DepartsContext;
    return JSON.stringify([s.value, !!c.keyword, !!c.selected, c.checked.length > 0]);
  },
  sut: () => {
    const fake = fakeApi();
    return { logic: createDepartsMachine(fake.api), fake };
  },
  drive: {
    "xstate.done.actor.readTree": ({ sut, event }) => sut.fake.settleLast(sut.fake.trees, (a) => a.resolve(event.output as Outcome<DepartTreeRead>)),
    "xstate.error.actor.readTree": ({ sut, event }) => sut.fake.settleLast(sut.fake.trees, (a) => a.reject(event.error)),
    "xstate.done.actor.remove": ({ sut, event }) => sut.fake.settleLast(sut.fake.removals, (a) => a.resolve(event.output as Outcome<unknown>)),
    "xstate.error.actor.remove": ({ sut, event }) => sut.fake.settleLast(sut.fake.removals, (a) => a.reject(event.error)),
  },
  states: {
    // one read under way, of what the page searched; a read it replaced was given up
    "tree.loading": ({ snapshot, sut }) => {
      const { trees, open } = sut.fake as Fake;
      expect(open(trees as Call<unknown, unknown>[])).toHaveLength(1);
      expect(trees.at(-1)?.input).toBe(snapshot.context.keyword);
    },
    "tree.ready": ({ sut }) => expect((sut.fake as Fake).open((sut.fake as Fake).trees as Call<unknown, unknown>[])).toHaveLength(0),
    "removal.confirming": ({ event, snapshot, effects }) => {
      if (event.type !== "DELETE") return;
      const c = snapshot.context as DepartsContext;
      expect(c.removing).toEqual(departsToDelete(c.checked, c.selected));
      expect(effects).toEqual([{ type: "confirmDelete", count: c.removing.length }]);
    },
    "removal.deleting": ({ snapshot, sut }) => {
      const { removals, open } = sut.fake as Fake;
      expect(open(removals as Call<unknown, unknown>[])).toHaveLength(1);
      expect(removals.at(-1)?.input).toEqual(snapshot.context.removing);
    },
    "removal.idle": ({ event, snapshot, effects }) => {
      const c = snapshot.context as DepartsContext;
      expect(c.removing).toEqual([]);
      if (event.type === "xstate.done.actor.remove") {
        const output = event.output as Outcome<unknown>;
        if (output.ok) {
          // deleted: said so, nothing checked, and the tree read again
          expect(effects).toEqual([{ type: "notice", level: "success", text: sameText("删除成功!") }]);
          expect(c.checked).toEqual([]);
          expect(snapshot.matches({ tree: "loading" })).toBe(true);
        } else if (output.error.kind === "business") expect(effects).toEqual([{ type: "notice", level: "warning", text: sameText("该部门下有用户，不能删除") }]);
        else expect(effects).toEqual([]); // the SDK shows HTTP failures
      }
    },
    "*": ({ event, snapshot, effects }) => {
      const c = snapshot.context as DepartsContext;
      if (event.type === "ADD_CHILD" && snapshot.matches({ add: "closed" })) expect(effects).toEqual([{ type: "chooseFirst" }]);
      if (event.type === "ADD_CHILD" && snapshot.matches({ add: "open" })) expect(c.addParent).toBe(c.selected?.id);
      if (event.type === "DELETE" && snapshot.matches({ removal: "idle" })) expect(effects).toEqual([{ type: "chooseFirst" }]);
      if (event.type === "ADDED") expect(snapshot.matches({ tree: "loading" })).toBe(true);
      if (c.selected) expect(c.tree).not.toBeNull();
    },
  },
});

// ---------------------------------------------------------------------------------------------
// Examples: the real SDK client over a fake server

describe("departs (examples, real SDK client over a fake server)", () => {
  function start() {
    const clock = new SimulatedClock();
    const sdkErrors: ApiError[] = [];
    const fake = fakeClient(clock, { onError: (e) => void sdkErrors.push(e) });
    const actor = createActor(createDepartsMachine(departsApi(fake.client)), { clock }).start();
    const effects: DepartsEffect[] = [];
    actor.on("*", (e) => void effects.push(e as DepartsEffect));
    /** Answers the oldest pending request once it got through the SDK's middleware. */
    const answer = async (match: string, reply: Answer) => {
      await eventually(() => fake.http.waiting > 0);
      return fake.http.respond(match, reply);
    };
    const context = () => actor.getSnapshot().context;
    const ready = () => settle(() => actor.getSnapshot().matches({ tree: "ready" }));
    const idle = () => settle(() => actor.getSnapshot().matches({ removal: "idle" }));
    return { fake, actor, effects, sdkErrors, answer, context, ready, idle };
  }
  async function loaded() {
    const page = start();
    await page.answer("GET /sys/sysDepart/queryTreeList", envelope([COMPANY]));
    await page.ready();
    return page;
  }

  it("reads the whole tree at once and opens its top level", async () => {
    const { context } = await loaded();
    expect(context()).toMatchObject({ keyword: "", tree: departTree([COMPANY]), expanded: ["co"], checked: [], selected: null, tab: "basic" });
  });

  it("a search reads the trimmed name's matches, flat; the selected department stays; no match says so; clearing reads the whole tree", async () => {
    const { actor, answer, context, ready, sdkErrors } = await loaded();
    actor.send({ type: "SELECT", id: "dev" });
    actor.send({ type: "SEARCH", keyword: "  部 " });
    const request = await answer("GET /sys/sysDepart/searchBy", envelope([OPS, { ...TECH, children: undefined }]));
    expect(request.query.keyWord).toBe("部");
    await ready();
    expect(context().tree).toEqual(departTree([{ ...OPS, children: [] }, { ...TECH, children: [] }]));
    expect(context().selected).toEqual(DEV); // not among the matches, still selected

    actor.send({ type: "SEARCH", keyword: "没有这个部门" });
    await answer("GET /sys/sysDepart/searchBy", failure("未查询匹配数据！"));
    await ready();
    expect(context()).toMatchObject({ tree: NO_DEPART_MATCH, selected: DEV, expanded: ["co"] });
    expect(sdkErrors).toEqual([]);

    actor.send({ type: "CLEAR_SEARCH" });
    expect(context().keyword).toBe("");
    await answer("GET /sys/sysDepart/queryTreeList", envelope([COMPANY]));
    await ready();
    expect(context().tree).toEqual(departTree([COMPANY]));
  });

  it("deletes the checked departments with deleteBatch after a confirmation; cancelled, nothing is sent", async () => {
    const { actor, answer, context, effects, fake, idle, ready } = await loaded();
    actor.send({ type: "CHECK", keys: ["ops", "dev"] });
    actor.send({ type: "DELETE" });
    expect(effects).toEqual([{ type: "confirmDelete", count: 2 }]);
    actor.send({ type: "CANCEL" });
    expect(actor.getSnapshot().matches({ removal: "idle" })).toBe(true);
    await settle(() => fake.http.waiting > 0, 20);
    expect(fake.http.waiting).toBe(0);

    actor.send({ type: "DELETE" });
    actor.send({ type: "CONFIRM" });
    const request = await answer("DELETE /sys/sysDepart/deleteBatch", envelope(null, { message: "删除成功!" }));
    expect(request.query.ids).toBe("ops,dev");
    await idle();
    expect(effects.at(-1)).toEqual({ type: "notice", level: "success", text: sameText("删除成功!") });
    expect(context().checked).toEqual([]);
    await answer("GET /sys/sysDepart/queryTreeList", envelope([depart("co", "青藤设计素材平台", [depart("tech", "技术部")])]));
    await ready();
    expect(Object.keys((context().tree as { records: object }).records)).toEqual(["co", "tech"]);
  });

  it("nothing checked: deletes the selected department with delete, and it is no longer selected", async () => {
    const { actor, answer, context, effects, idle } = await loaded();
    actor.send({ type: "SELECT", id: "tech" });
    actor.send({ type: "DELETE" });
    expect(effects).toEqual([{ type: "confirmDelete", count: 1 }]);
    actor.send({ type: "CONFIRM" });
    const request = await answer("DELETE /sys/sysDepart/delete", envelope(null, { message: "删除成功!" }));
    expect(request.query.id).toBe("tech");
    await idle();
    expect(context().selected).toBeNull();
  });

  it("a refused delete warns with the server's message and keeps the checks; an HTTP failure is the SDK's to show", async () => {
    const { actor, answer, context, effects, idle, sdkErrors, fake } = await loaded();
    actor.send({ type: "CHECK", keys: ["ops"] });
    actor.send({ type: "DELETE" });
    actor.send({ type: "CONFIRM" });
    await answer("DELETE /sys/sysDepart/delete", failure("该部门下有用户，不能删除"));
    await idle();
    expect(effects.at(-1)).toEqual({ type: "notice", level: "warning", text: sameText("该部门下有用户，不能删除") });
    expect(context()).toMatchObject({ checked: ["ops"], removing: [] });

    actor.send({ type: "DELETE" });
    actor.send({ type: "CONFIRM" });
    await answer("DELETE /sys/sysDepart/delete", { http: 403, body: { success: false, message: "", code: 403 } });
    await idle();
    expect(effects.filter((e) => e.type === "notice")).toHaveLength(1);
    expect(sdkErrors.map((e) => e.kind)).toEqual(["forbidden"]);
    // no read again after a failed delete
    await settle(() => fake.http.waiting > 0, 20);
    expect(fake.http.waiting).toBe(0);
  });

  it("without a department chosen, 添加下级 and 删除 ask to choose one first; 添加一级部门 opens at the top", async () => {
    const { actor, context, effects } = await loaded();
    actor.send({ type: "ADD_CHILD" });
    actor.send({ type: "DELETE" });
    expect(effects).toEqual([{ type: "chooseFirst" }, { type: "chooseFirst" }]);
    actor.send({ type: "ADD_TOP" });
    expect(actor.getSnapshot().matches({ add: "open" })).toBe(true);
    expect(context().addParent).toBeNull();
    actor.send({ type: "CLOSE_ADD" });
    expect(actor.getSnapshot().matches({ add: "closed" })).toBe(true);
  });

  it("添加下级 adds under the selected department; once added its parent opens and the tree is read again", async () => {
    const { actor, answer, context, ready } = await loaded();
    actor.send({ type: "SELECT", id: "tech" });
    actor.send({ type: "TAB", tab: "roles" });
    actor.send({ type: "ADD_CHILD" });
    expect(context().addParent).toBe("tech");
    actor.send({ type: "ADDED" });
    expect(actor.getSnapshot().matches({ add: "closed", tree: "loading" })).toBe(true);
    expect(context().expanded).toEqual(["co", "tech"]);
    const renamed = { ...TECH, departName: "研发中心", children: [DEV, depart("qa", "测试组")] };
    await answer("GET /sys/sysDepart/queryTreeList", envelope([{ ...COMPANY, children: [OPS, renamed] }]));
    await ready();
    expect(context()).toMatchObject({ selected: renamed, tab: "roles" });
  });

  it("a failed read keeps what is shown; the SDK shows the HTTP failure", async () => {
    const { actor, answer, context, ready, sdkErrors } = await loaded();
    actor.send({ type: "SELECT", id: "ops" });
    actor.send({ type: "RELOAD" });
    await answer("GET /sys/sysDepart/queryTreeList", { http: 500, body: { status: 500, error: "Internal Server Error" } });
    await ready();
    expect(context()).toMatchObject({ tree: departTree([COMPANY]), selected: OPS });
    expect(sdkErrors.map((e) => e.kind)).toEqual(["server"]);
  });
});
