import { createExpiringStore, memoryBackend } from "@qt/sdk";
import { describe, expect, it } from "vitest";
import { createActor, type AnyMachineSnapshot } from "xstate";
import { describeModel, type ModelEvent } from "../testing/model.js";
import { createAdvancedQueryMachine, type AdvancedQueryContext, type AdvancedQueryMachine } from "./machine.js";
import { decodeSuperQueryParams, loadSavedQueries, type SavedQuery } from "./query.js";

const SEX = { field: "sex", label: "性别", type: "list", dbType: "int", dictCode: "sex" } as const;
const SAVED: SavedQuery[] = [{ title: "men", matchType: "or", records: [{ field: "sex", rule: "eq", val: "1", type: "list", dbType: "int" }] }];
const INPUT = { path: "/isystem/user", saved: SAVED };

/**
 * Snapshot identity and what is compared with the real actor: the first line and the number of
 * lines (others are always fresh `{ rule: "eq" }` lines here; ADD is unbounded), without the
 * applied query and its flag (they feed no guard; the checks below verify them on the real actor).
 */
function project(context: unknown) {
  const { conditions, applied: _applied, active: _active, ...rest } = context as AdvancedQueryContext;
  return { ...rest, first: conditions[0] ?? null, lines: Math.min(conditions.length, 3) };
}

/** Traversed exhaustively: a saved query gives the complete line, so few payloads are needed. */
const events: ModelEvent<AdvancedQueryMachine>[] = [
  { type: "REMOVE", index: 0 },
  { type: "REMOVE", index: 9 }, // no such line: ignored
  { type: "LOAD_SAVED", index: 0 },
  { type: "DELETE_SAVED", index: 0 },
  { type: "SET_NAME", name: "men" },
];

/** Editing a line by hand, on its own path. */
const sequences: ModelEvent<AdvancedQueryMachine>[][] = [
  [
    { type: "OPEN" },
    { type: "SELECT_FIELD", index: 0, meta: SEX },
    { type: "SET_RULE", index: 0, rule: "in" },
    { type: "SET_VALUE", index: 0, val: ["1", "2"] },
    { type: "SET_MATCH_TYPE", matchType: "or" },
    { type: "SEARCH" },
    { type: "SET_RULE", index: 0, rule: "eq" }, // away from in: the first item stays
    { type: "SEARCH" },
    { type: "RESET" },
  ],
  // the branches a shortest path never ends on (they keep the snapshot as it was)
  [{ type: "OPEN" }, { type: "CLOSE" }, { type: "OPEN" }],
  [{ type: "OPEN" }, { type: "SEARCH" }, { type: "SAVE" }],
  [{ type: "OPEN" }, { type: "LOAD_SAVED", index: 0 }, { type: "SAVE" }, { type: "CONFIRM" }],
  [{ type: "OPEN" }, { type: "LOAD_SAVED", index: 0 }, { type: "SAVE" }, { type: "SET_NAME", name: "men" }, { type: "CONFIRM" }, { type: "CANCEL" }],
  [
    { type: "OPEN" },
    { type: "LOAD_SAVED", index: 0 },
    { type: "DELETE_SAVED", index: 0 },
    { type: "CANCEL" },
    { type: "DELETE_SAVED", index: 0 },
    { type: "CONFIRM" },
    { type: "SAVE" },
    { type: "SET_NAME", name: "men" },
    { type: "CONFIRM" },
  ],
];

describeModel({
  name: "advancedquery",
  machine: createAdvancedQueryMachine(),
  events,
  sequences,
  variants: [{ name: "user list", input: INPUT }],
  sut: () => {
    const storage = createExpiringStore(memoryBackend());
    return { logic: createAdvancedQueryMachine({ storage }), storage };
  },
  paths: "shortest",
  limit: 50000,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, project(s.context)]),
  compare: project,
  states: {
    "*": ({ snapshot, sut, effects }) => {
      const key = "JSuperQuerySaved_/isystem/user";
      // storage mirrors the saved queries once something was written
      if (sut.storage.get(key) !== null) expect(loadSavedQueries(sut.storage, key)).toEqual(snapshot.context.saved);
      // the active flag follows the applied query
      expect(snapshot.context.active).toBe((snapshot.context.applied?.params.length ?? 0) > 0);
      for (const effect of effects.filter((e) => e.type === "query")) {
        const { params, request } = effect as unknown as { params: unknown[]; request: { superQueryParams?: string } };
        expect(request.superQueryParams ? decodeSuperQueryParams(request.superQueryParams) : []).toEqual(params);
        expect(snapshot.context.applied?.params ?? []).toEqual(params);
      }
    },
    "open.confirmingOverwrite": ({ snapshot }) =>
      expect(snapshot.context.confirm).toEqual({ "zh-CN": "men 已存在，是否覆盖？", "en-US": "men already exists, overwrite?" }),
    "open.confirmingDelete": ({ snapshot }) => expect(snapshot.context.confirm?.["zh-CN"]).toBe("是否删除当前查询？"),
  },
});

describe("advanced query (examples)", () => {
  function start(saved: SavedQuery[] = []) {
    const storage = createExpiringStore(memoryBackend());
    const actor = createActor(createAdvancedQueryMachine({ storage }), { input: { path: "/isystem/user", saved } }).start();
    const emitted: { type: string }[] = [];
    actor.on("*", (e) => void emitted.push(e));
    return { actor, storage, emitted };
  }

  it("warns instead of querying or saving nothing", () => {
    const { actor, emitted } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SEARCH" });
    actor.send({ type: "SAVE" });
    expect(emitted).toEqual([
      { type: "notice", level: "warning", text: { "zh-CN": "不能查询空条件", "en-US": "cannot query with empty conditions" } },
      { type: "notice", level: "warning", text: { "zh-CN": "空条件不能保存", "en-US": "empty conditions cannot be saved" } },
    ]);
    expect(actor.getSnapshot().matches({ open: "editing" })).toBe(true);
  });

  it("queries with superQueryParams and sets the active flag; clear resets it", () => {
    const { actor, emitted } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SELECT_FIELD", index: 0, meta: SEX });
    actor.send({ type: "SET_RULE", index: 0, rule: "in" });
    actor.send({ type: "SET_VALUE", index: 0, val: ["1", "2"] });
    actor.send({ type: "ADD" }); // an incomplete second line is left out
    actor.send({ type: "SET_MATCH_TYPE", matchType: "or" });
    actor.send({ type: "SEARCH" });
    const query = emitted.at(-1) as unknown as { request: { superQueryParams: string; superQueryMatchType: string } };
    expect(query.request.superQueryMatchType).toBe("or");
    expect(decodeSuperQueryParams(query.request.superQueryParams)).toEqual([{ field: "sex", rule: "in", val: "1,2", type: "list", dbType: "int" }]);
    expect(actor.getSnapshot().context.active).toBe(true);
    actor.send({ type: "CLOSE" });
    actor.send({ type: "RESET" });
    expect(actor.getSnapshot().context.active).toBe(false);
    expect(emitted.at(-1)).toEqual({ type: "query", params: [], matchType: "or", request: {} });
  });

  it("changing the rule away from in keeps the first item", () => {
    const { actor } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SELECT_FIELD", index: 0, meta: SEX });
    actor.send({ type: "SET_RULE", index: 0, rule: "in" });
    actor.send({ type: "SET_VALUE", index: 0, val: ["2", "1"] });
    actor.send({ type: "SET_RULE", index: 0, rule: "ne" });
    expect(actor.getSnapshot().context.conditions[0]).toMatchObject({ rule: "ne", val: "2" });
  });

  it("saves under a name, asks before overwriting, stores locally under the prefix and path", () => {
    const { actor, storage, emitted } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SELECT_FIELD", index: 0, meta: SEX });
    actor.send({ type: "SET_VALUE", index: 0, val: "1" });
    actor.send({ type: "SAVE" });
    actor.send({ type: "CONFIRM" });
    expect(emitted.at(-1)).toMatchObject({ type: "notice", text: { "zh-CN": "保存名称不能为空" } });
    actor.send({ type: "SET_NAME", name: "men" });
    actor.send({ type: "CONFIRM" });
    expect(emitted.at(-1)).toMatchObject({ type: "notice", level: "success", text: { "zh-CN": "保存成功" } });
    expect(storage.get("JSuperQuerySaved_/isystem/user")).toEqual([
      { title: "men", matchType: "and", records: [{ rule: "eq", ...SEX, val: "1" }] },
    ]);
    actor.send({ type: "SET_VALUE", index: 0, val: "2" });
    actor.send({ type: "SAVE" });
    actor.send({ type: "SET_NAME", name: "men" });
    actor.send({ type: "CONFIRM" });
    expect(actor.getSnapshot().matches({ open: "confirmingOverwrite" })).toBe(true);
    actor.send({ type: "CONFIRM" });
    expect(loadSavedQueries(storage, "JSuperQuerySaved_/isystem/user")).toHaveLength(1);
    expect(loadSavedQueries(storage, "JSuperQuerySaved_/isystem/user")[0]?.records[0]?.val).toBe("2");
  });

  it("loads a saved query (with its match type) and deletes one after confirming", () => {
    const { actor, storage } = start(SAVED);
    actor.send({ type: "OPEN" });
    actor.send({ type: "LOAD_SAVED", index: 0 });
    expect(actor.getSnapshot().context).toMatchObject({ matchType: "or", conditions: SAVED[0]?.records });
    actor.send({ type: "DELETE_SAVED", index: 0 });
    actor.send({ type: "CANCEL" });
    expect(actor.getSnapshot().context.saved).toHaveLength(1);
    actor.send({ type: "DELETE_SAVED", index: 0 });
    actor.send({ type: "CONFIRM" });
    expect(actor.getSnapshot().context.saved).toEqual([]);
    expect(storage.get("JSuperQuerySaved_/isystem/user")).toEqual([]);
  });

  it("reads saved queries from storage when none are given, keyed by the save code", () => {
    const storage = createExpiringStore(memoryBackend());
    storage.set("JSuperQuerySaved_userList", SAVED);
    const actor = createActor(createAdvancedQueryMachine({ storage }), { input: { path: "/x", saveCode: "userList" } }).start();
    expect(actor.getSnapshot().context.saved).toEqual(SAVED);
  });
});
