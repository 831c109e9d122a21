import { describe, expect, it } from "vitest";
import { createActor, type AnyMachineSnapshot } from "xstate";
import { deferred, settle, type Deferred } from "../testing/fakes.js";
import { describeModel, SimulatedClock } from "../testing/model.js";
import type { GridColumn } from "./columns.js";
import { BLUR_VALIDATE_DELAY_MS, INSERT_THROTTLE_MS } from "./constants.js";
import { setCell } from "./editing.js";
import { conflictText } from "./live.js";
import { createGridMachine, gridMachine, refusalText, type GridMachineContext, type GridMachineEffect, type GridMachineEvent, type GridMachineInput } from "./machine.js";
import { ADD_ROW_SETTINGS_KEY, type GridSettingsStorage } from "./settings.js";
import { rowById, valuesOf, type GridRow, type GridState } from "./state.js";
import { checkCell } from "./validation.js";

const COLUMNS: GridColumn[] = [
  { key: "name", title: "名称", type: "input", validateRules: [{ required: true }] },
  { key: "amount", title: "金额", type: "inputNumber", statistics: ["sum"] },
];
const ROWS = [
  { id: "r1", name: "甲", amount: 1 },
  { id: "r2", name: "乙", amount: 2 },
  { id: "r3", name: "锁", amount: 3 },
];
const INPUT: GridMachineInput = { columns: COLUMNS, rows: ROWS, caseId: "_m_", disabledRowIds: ["r3"], tableKey: "items" };
/** What the handle's `apply` might do: here, a saved row's cell changed (published). */
const APPLIED = (g: GridState) => setCell(g, "r2", "amount", 9);

type Sut = {
  logic: ReturnType<typeof createGridMachine>;
  storage: GridSettingsStorage & { data: Map<string, unknown> };
  checks: { rows: GridRow[]; answer: Deferred<unknown> }[];
  /** The snapshot before this step (set by the last check of each step). */
  previous: AnyMachineSnapshot | null;
};

function memory(): Sut["storage"] {
  const data = new Map<string, unknown>();
  return { data, get: <T>(key: string) => (data.get(key) as T) ?? null, set: (key, value) => void data.set(key, value) };
}

const ctx = (s: AnyMachineSnapshot) => s.context as GridMachineContext;
type Value = { main: string; insert: string; edit: string; blur: string };
const value = (s: AnyMachineSnapshot) => s.value as Value;
const ids = (s: AnyMachineSnapshot | null) => (s ? ctx(s).grid.rows.map((r) => r.id) : []);

/**
 * The events offered: row operations and the grid-wide events when nothing is under way; the edit
 * events while a cell is edited or its blur validation waits; the delete flow's answers. The
 * insert throttle and the blur delay are never both running (each has its own clock step).
 */
function events(snapshot: AnyMachineSnapshot): GridMachineEvent[] {
  const { grid } = ctx(snapshot);
  const { main, insert, edit, blur } = value(snapshot);
  const rows = grid.rows;
  const first = rows[0]?.id;
  const room = rows.length < 4;
  if (main === "confirmingDelete") return [{ type: "DELETE.CONFIRM" }, { type: "DELETE.CANCEL" }];
  if (main === "checkingDelete")
    return [
      { type: "xstate.done.actor.beforeDelete", output: true },
      { type: "xstate.done.actor.beforeDelete", output: false },
      { type: "xstate.error.actor.beforeDelete", error: "有关联数据，不能删除" },
    ] as never;
  // while inserting is cooling down: more clicks (ignored, or said to need a selection)
  if (insert === "cooling") return first ? [{ type: "INSERT_BELOW", rowId: first }, { type: "INSERT_BELOW" }] : [];
  if (edit === "editing") {
    const editing = grid.editing!;
    const other = rows.find((r) => r.id !== editing.rowId && r.id !== "r3")?.id;
    return [
      { type: "EDIT.INPUT", text: "本地" },
      { type: "EDIT.COMMIT", rowId: editing.rowId, key: editing.key },
      { type: "EDIT.CANCEL", rowId: editing.rowId, key: editing.key },
      ...(editing.conflict ? [] : [{ type: "REMOTE.UPDATE" as const, args: [{ id: editing.rowId, name: "远程" }, "_other_"], at: 7 }]),
      ...(other ? [{ type: "EDIT.START" as const, rowId: other, key: "name" }] : []),
      // the end of an edit that is not this one (its validation on blur waits all the same)
      ...(other && blur === "idle" ? [{ type: "EDIT.COMMIT" as const, rowId: other, key: "name" }] : []),
      { type: "LOAD", rows: ROWS },
    ];
  }
  if (blur === "waiting")
    return first
      ? [
          { type: "EDIT.START", rowId: first, key: "name" },
          { type: "EDIT.CANCEL", rowId: first, key: "name" },
        ]
      : [];
  return [
    ...(room ? [{ type: "ADD" as const }, { type: "PASTE" as const, text: "贴\t9\n贴2\t8", rowIndex: rows.length - 1, key: "name" }, { type: "APPLY" as const, change: APPLIED }] : []),
    ...(room && first ? [{ type: "INSERT_BELOW" as const, rowId: first }] : []),
    ...(room ? [{ type: "INSERT_BELOW" as const }] : []),
    { type: "DELETE" },
    ...(first ? [{ type: "DELETE" as const, rowId: first }] : []),
    { type: "MOVE", direction: "down" },
    ...(first ? [{ type: "MOVE" as const, rowId: first, direction: "up" as const }] : []),
    ...(rows.length > 1 ? [{ type: "DRAG" as const, from: 1, to: 0 }, { type: "DRAG" as const, from: 0, to: -1 }] : []),
    ...(first
      ? [
          { type: "SELECT" as const, rowId: first },
          { type: "SET_CELL" as const, rowId: first, key: "name", value: "改" },
          { type: "SET_CELLS" as const, rowId: first, values: { name: "改", amount: 5 } },
          { type: "COMMIT_ROWS" as const, rows: [{ ...rows[0]!, name: "" }, ...rows.slice(1)] },
          { type: "EDIT.START" as const, rowId: first, key: "name" },
        ]
      : []),
    { type: "EDIT.START", rowId: "r3", key: "name" },
    { type: "SELECT_ALL", selected: grid.selected.size === 0 },
    { type: "UNDO" },
    { type: "REDO" },
    { type: "REMOTE.UPDATE", args: [{ id: "r2", amount: 20 }, "_other_"], at: 5 },
    { type: "VALIDATE_ALL" },
    { type: "SUMS" },
    { type: "CONFIGURE", disabledRowIds: grid.config.disabledRowIds.size === 1 ? ["r2", "r3"] : ["r3"] },
    { type: "SETTINGS.SAVE", settings: { addRowNum: 2, addIndex: 0, addScrollToBottom: true } },
    { type: "SETTINGS.SAVE", settings: { addRowNum: 0, addIndex: 0 } },
    { type: "LOAD", rows: ROWS },
  ];
}

describeModel({
  name: "grid",
  machine: gridMachine,
  variants: [{ name: "three rows, one disabled", input: INPUT }],
  events,
  // What the offered events and the guards depend on: states, row count, selection, the edit
  // (typed into? conflict?), the rows waiting for deletion, the disabled rows.
  serializeState: (s) => {
    const { grid, pendingDelete } = ctx(s);
    const editing = grid.editing ? [!!grid.editing.conflict, grid.editing.draft !== String(grid.editing.original)] : null;
    return JSON.stringify([s.value, grid.rows.length, grid.selected.size > 0, editing, pendingDelete.length, grid.config.disabledRowIds.size]);
  },
  sequences: [
    // insert below twice within 1500 ms: the second click is ignored
    [
      { type: "INSERT_BELOW", rowId: "r1" },
      { type: "INSERT_BELOW", rowId: "r1" },
    ],
    // two editors closed within 100 ms: both cells validated 100 ms after the second
    [
      { type: "COMMIT_ROWS", rows: [{ ...ROWS[0]!, name: "" }, { ...ROWS[1]!, name: "" }, ROWS[2]!] },
      { type: "EDIT.START", rowId: "r1", key: "name" },
      { type: "EDIT.COMMIT", rowId: "r1", key: "name" },
      { type: "EDIT.START", rowId: "r2", key: "name" },
      { type: "EDIT.CANCEL", rowId: "r2", key: "name" },
      { type: `xstate.after.${BLUR_VALIDATE_DELAY_MS}.grid.blur.waiting` },
    ],
  ] as never,
  sut: (): Sut => {
    const storage = memory();
    const checks: Sut["checks"] = [];
    const logic = createGridMachine({
      storage,
      beforeDelete: (rows) => {
        const answer = deferred<unknown>();
        checks.push({ rows, answer });
        return answer.promise;
      },
    });
    return { logic, storage, checks, previous: null };
  },
  drive: {
    "xstate.done.actor.beforeDelete": async ({ event, sut }) => {
      await settle(() => sut.checks.length > 0);
      sut.checks.at(-1)!.answer.resolve(event.output);
    },
    "xstate.error.actor.beforeDelete": async ({ event, sut }) => {
      await settle(() => sut.checks.length > 0);
      sut.checks.at(-1)!.answer.reject(event.error);
    },
  },
  states: {
    "*": ({ event, snapshot, effects, sut }) => {
      const { grid } = ctx(snapshot);
      const before = sut.previous && ctx(sut.previous).grid;
      for (const effect of effects as GridMachineEffect[]) {
        // only saved rows are published, as emitted, with this grid's case id, after the local user's steps
        if (effect.type === "publish") {
          expect(event.type).not.toMatch(/^(REMOTE\.UPDATE|LOAD|SELECT|CONFIGURE)/);
          const row = rowById(grid, (effect.args[0] as GridRow).id)!;
          expect(effect.args).toEqual([row, "_m_"]);
          expect(row).not.toEqual(before && rowById(before, row.id));
        }
        if (effect.type === "added") for (const id of effect.ids) expect(rowById(grid, id)).toBeDefined();
      }
      if (event.type === "SETTINGS.SAVE") {
        const valid = (event.settings as { addRowNum: number }).addRowNum >= 1;
        if (valid) {
          expect(effects).toEqual([{ type: "notice", level: "success", text: { "zh-CN": "保存成功", "en-US": "saved successfully" } }]);
          expect(sut.storage.data.get(ADD_ROW_SETTINGS_KEY)).toEqual({ items: { addRowNum: 2, addIndex: 0, addScrollToBottom: true } });
        } else expect(effects).toMatchObject([{ type: "settingsInvalid", errors: { addRowNum: { "zh-CN": "添加行数至少为1" } } }]);
      }
      if (event.type === "SET_CELL" || event.type === "SET_CELLS") {
        const row = rowById(grid, event.rowId as string)!;
        // a disabled row keeps its value; a change (not a repeat) is published
        if (grid.config.disabledRowIds.has(row.id)) expect([row, effects]).toEqual([rowById(before!, row.id), []]);
        else expect(row.name).toBe("改");
        if (effects.length) expect(effects).toEqual([{ type: "publish", args: [row, "_m_"] }]);
      }
      if (event.type === "COMMIT_ROWS" && rowById(grid, "r1")?.name === "") expect(grid.errors.get("r1")?.name).toBeDefined();
      if (event.type === "EDIT.START" && event.rowId === "r3") expect(grid.editing?.rowId).not.toBe("r3");
      if (event.type === "VALIDATE_ALL") expect(effects).toEqual([]);
      if (event.type === "SUMS") expect(grid.sums).toEqual({ amount: grid.rows.reduce((n, r) => n + (Number(r.amount) || 0), 0) });
      if (event.type === `xstate.after.${BLUR_VALIDATE_DELAY_MS}.grid.blur.waiting`) {
        // the cells whose editors closed, validated
        for (const [rowId, key] of ctx(sut.previous!).blurred) if (rowById(grid, rowId)) expect(grid.errors.get(rowId)?.[key] ?? null).toEqual(checkCell(grid, rowId, key));
        expect(ctx(snapshot).blurred).toEqual([]);
      }
      sut.previous = snapshot;
    },
    "main.idle": ({ event, snapshot, effects, sut }) => {
      const { grid } = ctx(snapshot);
      const selectOne = [{ type: "notice", level: "warning", text: { "zh-CN": "请选择一条记录！", "en-US": "Please select a record!" } }];
      if ((event.type === "DELETE" || event.type === "MOVE") && event.rowId === undefined && !ctx(sut.previous!).grid.selected.size) expect(effects).toEqual(selectOne);
      if (event.type === "xstate.done.actor.beforeDelete") {
        const asked = sut.checks.at(-1)!.rows.map((r) => r.id);
        for (const id of asked) expect(rowById(grid, id) === undefined).toBe(event.output !== false);
        if (event.output === false) expect(effects).toEqual([]);
        else expect(grid.deletedIds).toEqual([...ctx(sut.previous!).grid.deletedIds, ...asked.filter((id) => !id.startsWith("_m_"))]);
      }
      if (event.type === "xstate.error.actor.beforeDelete") expect(effects).toEqual([{ type: "notice", level: "error", text: { "zh-CN": "有关联数据，不能删除", "en-US": "有关联数据，不能删除" } }]);
      if (event.type === "MOVE" && event.direction === "up") expect(effects).toEqual([{ type: "notice", level: "warning", text: { "zh-CN": "已经是第一行了", "en-US": "Already the first row" } }]);
      if (event.type === "DRAG" && event.to === -1) expect(effects).toEqual([{ type: "notice", level: "warning", text: { "zh-CN": "已经是第一行了", "en-US": "Already the first row" } }]);
      if (event.type === "ADD") expect((effects as GridMachineEffect[]).filter((e) => e.type === "added")).toEqual([{ type: "added", ids: [grid.rows.at(-1)!.id], scrollToBottom: false }]);
      if (event.type === "INSERT_BELOW" && event.rowId === undefined && !ctx(sut.previous!).grid.selected.size) expect(effects).toEqual(selectOne);
    },
    "main.confirmingDelete": ({ event, snapshot, effects }) => {
      const { grid, pendingDelete } = ctx(snapshot);
      const selected = grid.rows.filter((r) => grid.selected.has(r.id)).map((r) => r.id);
      // the selection, or the row of a context menu when it is not selected
      expect(pendingDelete).toEqual(event.rowId === undefined || grid.selected.has(event.rowId as string) ? selected : [event.rowId]);
      if (event.type === "DELETE") expect(effects).toEqual([{ type: "confirmDelete", text: { "zh-CN": `确定要删除这 ${pendingDelete.length} 项吗?`, "en-US": `delete these ${pendingDelete.length} items?` } }]);
    },
    "edit.editing": ({ snapshot }) => {
      const { grid } = ctx(snapshot);
      expect(grid.editing).not.toBeNull();
      if (grid.editing?.conflict) expect(conflictText(grid)?.["zh-CN"]).toBe("其他用户已将此单元格改为：远程");
    },
    "edit.idle": ({ snapshot }) => expect(ctx(snapshot).grid.editing).toBeNull(),
    "insert.cooling": ({ event, snapshot, sut }) => {
      if (event.type !== "INSERT_BELOW") return;
      const before = ids(sut.previous);
      // a click while cooling adds nothing; the one that started it, a row below its row
      if (value(sut.previous!).insert === "cooling") return expect(ids(snapshot)).toEqual(before);
      const at = before.indexOf((event.rowId as string | undefined) ?? [...ctx(sut.previous!).grid.selected].at(-1)!);
      expect(ids(snapshot)).toEqual([...before.slice(0, at + 1), ids(snapshot)[at + 1], ...before.slice(at + 1)]);
    },
  },
});

describe("grid machine, directly", () => {
  it("insert below: once per 1500 ms", () => {
    const clock = new SimulatedClock();
    const actor = createActor(createGridMachine(), { input: INPUT, clock }).start();
    actor.send({ type: "INSERT_BELOW", rowId: "r1" });
    actor.send({ type: "INSERT_BELOW", rowId: "r1" });
    expect(actor.getSnapshot().context.grid.rows).toHaveLength(4);
    clock.increment(INSERT_THROTTLE_MS - 1);
    actor.send({ type: "INSERT_BELOW", rowId: "r1" });
    expect(actor.getSnapshot().context.grid.rows).toHaveLength(4);
    clock.increment(1);
    actor.send({ type: "INSERT_BELOW", rowId: "r1" });
    expect(actor.getSnapshot().context.grid.rows).toHaveLength(5);
  });

  it("ADD uses the stored settings and says whether to scroll to the bottom", () => {
    const actor = createActor(createGridMachine(), { input: { ...INPUT, settings: { addRowNum: 2, addIndex: 1, addScrollToBottom: true } } }).start();
    const effects: GridMachineEffect[] = [];
    actor.on("*", (e) => void effects.push(e as GridMachineEffect));
    actor.send({ type: "ADD" });
    expect(actor.getSnapshot().context.grid.rows.map((r) => r.id)).toEqual(["_m_1", "_m_2", "r1", "r2", "r3"]);
    expect(effects).toEqual([{ type: "added", ids: ["_m_1", "_m_2"], scrollToBottom: true }]);
  });

  it("without a check the delete goes on; a check's Error or bilingual text is the reason", async () => {
    const actor = createActor(createGridMachine(), { input: INPUT }).start();
    actor.send({ type: "SELECT", rowId: "r1" });
    actor.send({ type: "DELETE" });
    actor.send({ type: "DELETE.CONFIRM" });
    await settle(() => actor.getSnapshot().matches({ main: "idle" }));
    expect(actor.getSnapshot().context.grid.deletedIds).toEqual(["r1"]);
    expect(refusalText(new Error("被引用"))).toEqual({ "zh-CN": "被引用", "en-US": "被引用" });
    expect(refusalText({ "zh-CN": "不行", "en-US": "no" })).toEqual({ "zh-CN": "不行", "en-US": "no" });
    expect(refusalText(undefined)).toEqual({ "zh-CN": "不能删除", "en-US": "These rows cannot be deleted" });
  });

  it("a load keeps the timers of the other regions: the blur validation still runs", () => {
    const clock = new SimulatedClock();
    const actor = createActor(createGridMachine(), { input: INPUT, clock }).start();
    actor.send({ type: "EDIT.START", rowId: "r1", key: "name" });
    actor.send({ type: "EDIT.INPUT", text: "" });
    actor.send({ type: "EDIT.COMMIT", rowId: "r1", key: "name" });
    actor.send({ type: "LOAD", rows: [{ id: "r1", name: "" }] });
    expect(actor.getSnapshot().context.grid.errors.size).toBe(0);
    clock.increment(BLUR_VALIDATE_DELAY_MS);
    expect(actor.getSnapshot().context.grid.errors.get("r1")?.name).toEqual({ "zh-CN": "名称不能为空", "en-US": "名称 cannot be empty" });
  });

  it("the configuration follows the component: a disabled row refuses edits; a table flag every row", () => {
    const actor = createActor(createGridMachine(), { input: INPUT }).start();
    const before = actor.getSnapshot().context.grid;
    actor.send({ type: "CONFIGURE", columns: COLUMNS, disabledRowIds: ["r3"], disabled: false, sortKey: null, single: false });
    expect(actor.getSnapshot().context.grid).toBe(before);
    actor.send({ type: "CONFIGURE", disabled: true });
    actor.send({ type: "SET_CELL", rowId: "r1", key: "name", value: "x" });
    expect(actor.getSnapshot().context.grid.rows[0]!.name).toBe("甲");
    actor.send({ type: "CONFIGURE", disabled: false, sortKey: "orderNum" });
    expect(valuesOf(actor.getSnapshot().context.grid).map((r) => r.orderNum)).toEqual([1, 2, 3]);
  });
});
