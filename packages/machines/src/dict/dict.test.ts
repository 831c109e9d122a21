import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { DictOption } from "@qt/sdk";
import { sameText, textOf } from "../messages.js";
import { envelope, eventually, failure, fakeClient } from "../testing/fakes.js";
import { DICT_SEARCH_DEBOUNCE_MS, dictSearchMachine, dictSearchNotice, searchDict, SEARCH_SELECT_DEBOUNCE_MS, type DictSearchEffect, type DictSearchRequest } from "./search.js";
import { checkTreeCondition, toTreeOption, toTreeOptions, TREE_DROPDOWN_MAX_HEIGHT, TREE_ROOT_PID } from "./tree.js";
import { dictTextOf, filterOptions, isTableDict, joinValues, splitValues, tagSummary, toggleValue, YES_NO_VALUES } from "./values.js";

const opt = (value: string, text: string): DictOption => ({ value, text, title: text, label: text }) as DictOption;
const SEX = [opt("1", "男"), opt("2", "女")];

describe("dictionary values", () => {
  it("joins chosen values with a comma, each once, and splits them back", () => {
    expect(joinValues(["1", "2"])).toBe("1,2");
    expect(joinValues(["2", "1", "2", ""])).toBe("2,1");
    expect(joinValues([])).toBe("");
    expect(splitValues("1, 2,,3 ")).toEqual(["1", "2", "3"]);
    expect(splitValues(null)).toEqual([]);
    expect(splitValues(7)).toEqual(["7"]);
    expect(splitValues(["a", " b"])).toEqual(["a", "b"]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,4}$/)), (values) => {
        expect(splitValues(joinValues(values))).toEqual(values);
      }),
    );
  });

  it("toggles one value in or out of a stored multi value", () => {
    expect(toggleValue("", "1")).toBe("1");
    expect(toggleValue("1", "2")).toBe("1,2");
    expect(toggleValue("1,2", "1")).toBe("2");
    expect(toggleValue(undefined, "L")).toBe("L");
  });

  it("shows 1 tag, then +N", () => {
    expect(tagSummary(["男", "女", "未知"])).toEqual({ shown: ["男"], more: 2 });
    expect(tagSummary(["男"])).toEqual({ shown: ["男"], more: 0 });
    expect(tagSummary([])).toEqual({ shown: [], more: 0 });
    expect(tagSummary(["a", "b", "c"], 2)).toEqual({ shown: ["a", "b"], more: 1 });
  });

  it("gives a value's dictionary text, each part of a multi value, unknown parts as they are", () => {
    expect(dictTextOf(SEX, "1")).toBe("男");
    expect(dictTextOf(SEX, "2,1")).toBe("女,男");
    expect(dictTextOf(SEX, "1,9")).toBe("男,9");
    expect(dictTextOf(SEX, "")).toBe("");
    expect(dictTextOf(SEX, null)).toBe("");
    expect(dictTextOf([opt("0", "否")], 0)).toBe("否");
  });

  it("filters options by text and tells table dictionaries from codes", () => {
    expect(filterOptions(SEX, "女")).toEqual([SEX[1]]);
    expect(filterOptions(SEX, " ")).toEqual(SEX);
    expect(filterOptions([opt("a", "Admin")], "adm")).toHaveLength(1);
    expect(isTableDict("sys_user,realname,username")).toBe(true);
    expect(isTableDict("sex")).toBe(false);
    expect(YES_NO_VALUES).toEqual(["Y", "N"]);
  });
});

describe("tree select", () => {
  it("has root pid '0' and a 400 px dropdown", () => {
    expect(TREE_ROOT_PID).toBe("0");
    expect(TREE_DROPDOWN_MAX_HEIGHT).toBe(400);
  });

  it("accepts only a JSON object string as condition, with the exact error", () => {
    const error = textOf("tree.badCondition");
    expect(error["zh-CN"]).toBe("组件JTreeSelect-condition传值有误，需要一个json字符串!");
    expect(checkTreeCondition(undefined)).toBeNull();
    expect(checkTreeCondition("")).toBeNull();
    expect(checkTreeCondition('{"code":"A01"}')).toBeNull();
    expect(checkTreeCondition("{}")).toBeNull();
    for (const bad of ["{code:'A01'}", "[1]", "1", '"x"', "null", "true", "{"]) expect(checkTreeCondition(bad), bad).toEqual(error);
  });

  it("reads server nodes: key/value, title/label, leaf flags, loaded children", () => {
    expect(toTreeOption({ key: "a", value: "a", title: "华东", label: "华东", leaf: false })).toEqual({ key: "a", title: "华东", isLeaf: false });
    expect(toTreeOption({ value: "b", label: "华南", leaf: 1 })).toEqual({ key: "b", title: "华南", isLeaf: true });
    expect(toTreeOption({ key: "c", title: "C", isLeaf: true, leaf: false })).toEqual({ key: "c", title: "C", isLeaf: true });
    expect(toTreeOption({ key: "p", title: "P", leaf: false, children: [{ key: "q", title: "Q", leaf: true }] })).toEqual({
      key: "p",
      title: "P",
      isLeaf: false,
      children: [{ key: "q", title: "Q", isLeaf: true }],
    });
    expect(toTreeOption({ key: "e", title: "E", children: [] })).toEqual({ key: "e", title: "E", isLeaf: true });
    expect(toTreeOptions(null)).toEqual([]);
  });
});

describe("dictionary search (debounce on fake timers, the search call stubbed)", () => {
  let calls: DictSearchRequest[];
  let answers: Map<string, { resolve: (o: DictOption[]) => void; reject: (e: unknown) => void }>;

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    answers = new Map();
  });
  afterEach(() => vi.useRealTimers());

  function start(delay?: number) {
    const machine = dictSearchMachine.provide({
      actors: {
        search: fromPromise<DictOption[], DictSearchRequest>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              calls.push(input);
              answers.set(input.keyword, { resolve, reject });
            }),
        ),
      },
    });
    const actor = createActor(machine, { input: { dictCode: "sex", ...(delay === undefined ? {} : { delay }) } });
    const effects: DictSearchEffect[] = [];
    actor.on("*", (e) => effects.push(e));
    actor.start();
    return { actor, effects };
  }

  it("starts with the hint and searches nothing for empty text", async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe("empty");
    expect(dictSearchNotice("empty")).toEqual(textOf("dict.searchHint"));
    actor.send({ type: "TYPE", keyword: "   " });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe("empty");
  });

  it("searches 300 ms after the last keystroke, once, with page size 10", async () => {
    const { actor } = start();
    actor.send({ type: "TYPE", keyword: "男" });
    await vi.advanceTimersByTimeAsync(DICT_SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: "TYPE", keyword: "男 " });
    await vi.advanceTimersByTimeAsync(DICT_SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ dictCode: "sex", keyword: "男", pageSize: 10 }]);
    answers.get("男")!.resolve([SEX[0]!]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("found");
    expect(actor.getSnapshot().context.options).toEqual([SEX[0]]);
    expect(dictSearchNotice("found")).toBeNull();
  });

  it("the search-select variant waits 800 ms", async () => {
    const { actor } = start(SEARCH_SELECT_DEBOUNCE_MS);
    actor.send({ type: "TYPE", keyword: "a" });
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
  });

  it("drops an answer overtaken by new typing; no answer is 'no data found'", async () => {
    const { actor } = start();
    actor.send({ type: "TYPE", keyword: "a" });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: "TYPE", keyword: "ab" });
    answers.get("a")!.resolve(SEX); // late answer for "a"
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.options).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    answers.get("ab")!.resolve([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("none");
    expect(dictSearchNotice("none")).toEqual(textOf("dict.noData"));
    expect(calls.map((c) => c.keyword)).toEqual(["a", "ab"]);
  });

  it("a failure warns with its text (none when already reported) and shows no options", async () => {
    const { actor, effects } = start();
    actor.send({ type: "TYPE", keyword: "x" });
    await vi.advanceTimersByTimeAsync(300);
    answers.get("x")!.reject({ text: sameText("字典表未注册：nope") });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("failed");
    expect(effects).toEqual([{ type: "warning", text: sameText("字典表未注册：nope") }]);
    actor.send({ type: "TYPE", keyword: "y" });
    await vi.advanceTimersByTimeAsync(300);
    answers.get("y")!.reject({ text: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("failed");
    expect(effects).toHaveLength(1);
  });

  it("another dictionary forgets what was found", async () => {
    const { actor } = start();
    actor.send({ type: "TYPE", keyword: "男" });
    await vi.advanceTimersByTimeAsync(300);
    answers.get("男")!.resolve(SEX);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: "CODE", dictCode: "priority" });
    expect(actor.getSnapshot().value).toBe("empty");
    expect(actor.getSnapshot().context).toMatchObject({ dictCode: "priority", keyword: "", options: [] });
  });
});

describe("searchDict over the SDK", () => {
  it("calls loadDict with keyword and page size; a refusal is the server's message", async () => {
    const { client, http } = fakeClient({ now: () => 0 });
    const found = searchDict(client, { dictCode: "sys_user,realname,username", keyword: "管理", pageSize: 10 });
    await eventually(() => http.waiting === 1); // the first signed call loads the md5 module
    const request = await http.respond(undefined, envelope([{ value: "admin", text: "管理员" }]));
    expect(decodeURIComponent(request.path)).toBe("/sys/dict/loadDict/sys_user,realname,username");
    expect(request.query).toMatchObject({ keyword: "管理", pageSize: "10" });
    await expect(found).resolves.toMatchObject([{ value: "admin", text: "管理员" }]);

    const refused = searchDict(client, { dictCode: "nope,a,b", keyword: "x", pageSize: 10 });
    await http.respond(undefined, failure("字典表未注册：nope"));
    await expect(refused).rejects.toEqual({ text: sameText("字典表未注册：nope") });

    const broken = searchDict(client, { dictCode: "sex", keyword: "x", pageSize: 10 });
    await http.respond(undefined, { http: 500, body: "oops" });
    await expect(broken).rejects.toEqual({ text: null });

    await expect(searchDict(client, { dictCode: "", keyword: "x", pageSize: 10 })).rejects.toEqual({
      text: { "zh-CN": "字典Code不能为空!", "en-US": "dictionary code cannot be empty!" },
    });
  });
});
