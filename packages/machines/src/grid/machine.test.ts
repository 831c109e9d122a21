import { describe, expect, it } from "vitest";
import { createActor, type AnyMachineSnapshot } from "xstate";
import { deferred, settle, type Deferred } from "../testing/fakes.js";
import { describeModel, SimulatedClock } from "../testing/model.js";
import type { GridColumn } from "./columns.js";
import { INSERT_THROTTLE_MS } from "./constants.js";
import { conflictText } from "./live.js";
import { changedSavedRows, createGridMachine, gridMachine, refusalText, type GridMachineContext, type GridMachineEffect, type GridMachineInput } from "./machine.js";
import { deleteConfirmText } from "./rows.js";
import { ADD_ROW_SETTINGS_KEY, type GridSettingsStorage } from "./settings.js";
import { createGrid, rowById, type GridRow } from "./state.js";

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

type Sut = {
  logic: ReturnType<typeof createGridMachine>;
  storage: GridSettingsStorage & { data: Map<string, unknown> };
  checks: { rows: GridRow[]; answer: Deferred<unknown> }[];
};

function memory(): Sut["storage"] {
  const data = new Map<string, unknown>();
  return { data, get: <T>(key: string) => (data.get(key) as T) ?? null, set: (key, value) => void data.set(key, value) };
}

const ctx = (s: AnyMachineSnapshot) => s.context as GridMachineContext;
const main = (s: AnyMachineSnapshot) => (s.value as { main: string }).main;

describeModel({
  name: "grid",
  machine: gridMachine,
  variants: [{ name: "three rows, one disabled", input: INPUT }],
  events: (snapshot) => {
    const { grid } = ctx(snapshot);
    const rows = grid.rows;
    const first = rows[0]?.id;
    const second = rows[1]?.id;
    const room = rows.length < 4;
    switch (main(snapshot)) {
      case "idle":
        return [
          ...(room ? [{ type: "ADD" }, { type: "PASTE", text: "贴\t9\n贴2\t8", rowIndex: rows.length - 1, key: "name" }] : []),
          ...(room && first ? [{ type: "INSERT_BELOW", rowId: first }] : []),
          { type: "DELETE" },
          ...(first ? [{ type: "MOVE", rowId: first, direction: "up" }] : []),
          ...(first && second ? [{ type: "MOVE", rowId: first, direction: "down" }, { type: "DRAG", from: 1, to: 0 }] : []),
          ...(first ? [{ type: "SELECT", rowId: first }, { type: "SET_CELL", rowId: first, key: "name", value: "改" }, { type: "EDIT.START", rowId: first, key: "name" }] : []),
          { type: "EDIT.START", rowId: "r3", key: "name" },
          { type: "SELECT_ALL", selected: grid.selected.size === 0 },
          ...(grid.past.length ? [{ type: "UNDO" }] : []),
          ...(grid.future.length ? [{ type: "REDO" }] : []),
          { type: "REMOTE.UPDATE", args: [{ id: "r2", amount: 20 }, "_other_"], at: 5 },
          ...(first ? [{ type: "VALIDATE", rowId: first, key: "name" }] : []),
          { type: "VALIDATE_ALL" },
          { type: "SETTINGS.SAVE", settings: { addRowNum: 2, addIndex: 0, addScrollToBottom: true } },
          { type: "SETTINGS.SAVE", settings: { addRowNum: 0, addIndex: 0 } },
          { type: "LOAD", rows: ROWS },
        ] as never;
      case "editing": {
        const editing = grid.editing!;
        const other = rows.find((r) => r.id !== editing.rowId && r.id !== "r3")?.id;
        return [
          { type: "EDIT.INPUT", text: "本地" },
          { type: "EDIT.COMMIT" },
          { type: "EDIT.CANCEL" },
          ...(editing.conflict ? [{ type: "EDIT.TAKE_REMOTE" }] : [{ type: "REMOTE.UPDATE", args: [{ id: editing.rowId, name: "远程" }, "_other_"], at: 7 }]),
          ...(other ? [{ type: "EDIT.START", rowId: other, key: "name" }] : []),
          { type: "LOAD", rows: ROWS },
        ] as never;
      }
      case "confirmingDelete":
        return [{ type: "DELETE.CONFIRM" }, { type: "DELETE.CANCEL" }] as never;
      default:
        return [
          { type: "xstate.done.actor.beforeDelete", output: true },
          { type: "xstate.done.actor.beforeDelete", output: false },
          { type: "xstate.error.actor.beforeDelete", error: "有关联数据，不能删除" },
        ] as never;
    }
  },
  // What the offered events and the guards depend on: states, row count, selection, the edit (typed into? conflict?), undo/redo.
  serializeState: (s) => {
    const { grid, pendingDelete } = ctx(s);
    return JSON.stringify([s.value, grid.rows.length, grid.selected.size > 0, grid.editing ? [!!grid.editing.conflict, grid.editing.draft !== String(grid.editing.original)] : null, grid.past.length > 0, grid.future.length > 0, pendingDelete.length]);
  },
  sequences: [
    // insert below twice within 1500 ms: the second click is ignored
    [
      { type: "INSERT_BELOW", rowId: "r1" },
      { type: "INSERT_BELOW", rowId: "r1" },
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
    return { logic, storage, checks };
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
      for (const effect of effects as GridMachineEffect[]) {
        // only saved rows are published, as emitted, with this grid's case id
        if (effect.type === "publish") expect(effect.args).toEqual([rowById(grid, (effect.args[0] as GridRow).id), "_m_"]);
        if (effect.type === "added") for (const id of effect.ids) expect(rowById(grid, id)).toBeDefined();
      }
      if (event.type === "SETTINGS.SAVE") {
        const valid = (event.settings as { addRowNum: number }).addRowNum >= 1;
        if (valid) {
          expect(effects).toEqual([{ type: "notice", level: "success", text: { "zh-CN": "保存成功", "en-US": "saved successfully" } }]);
          expect(sut.storage.data.get(ADD_ROW_SETTINGS_KEY)).toEqual({ items: { addRowNum: 2, addIndex: 0, addScrollToBottom: true } });
        } else expect(effects).toMatchObject([{ type: "settingsInvalid", errors: { addRowNum: { "zh-CN": "添加行数至少为1" } } }]);
      }
      if (event.type === "SET_CELL") {
        const row = rowById(grid, event.rowId as string)!;
        // a disabled row keeps its value; a change (not a repeat) is published
        if (row.id === "r3") expect([row.name, effects]).toEqual(["锁", []]);
        else expect(row.name).toBe("改");
        if (effects.length) expect(effects).toEqual([{ type: "publish", args: [row, "_m_"] }]);
      }
      if (event.type === "EDIT.START" && event.rowId === "r3") expect(grid.editing?.rowId).not.toBe("r3");
      if (event.type === "VALIDATE_ALL") expect(effects).toEqual([{ type: "validated", valid: grid.errors.size === 0, errors: grid.errors }]);
    },
    "main.idle": ({ event, snapshot, effects, sut }) => {
      const { grid } = ctx(snapshot);
      if (event.type === "DELETE") expect(effects).toEqual([{ type: "notice", level: "warning", text: { "zh-CN": "请选择一条记录！", "en-US": "Please select a record!" } }]);
      if (event.type === "xstate.done.actor.beforeDelete") {
        const asked = sut.checks.at(-1)!.rows.map((r) => r.id);
        if (event.output === false) {
          expect(effects).toEqual([]);
          for (const id of asked) expect(rowById(grid, id)).toBeDefined();
        } else {
          for (const id of asked) expect(rowById(grid, id)).toBeUndefined();
          expect(effects).toEqual([{ type: "deleted", ids: asked.filter((id) => !id.startsWith("_m_")) }]);
        }
      }
      if (event.type === "xstate.error.actor.beforeDelete") expect(effects).toEqual([{ type: "notice", level: "error", text: { "zh-CN": "有关联数据，不能删除", "en-US": "有关联数据，不能删除" } }]);
      if (event.type === "MOVE" && event.direction === "up") expect(effects).toEqual([{ type: "notice", level: "warning", text: { "zh-CN": "已经是第一行了", "en-US": "Already the first row" } }]);
    },
    "main.editing": ({ snapshot }) => {
      const { grid } = ctx(snapshot);
      if (grid.editing?.conflict) expect(conflictText(grid)?.["zh-CN"]).toBe("其他用户已将此单元格改为：远程");
    },
    "main.confirmingDelete": ({ snapshot }) => {
      const { grid, pendingDelete } = ctx(snapshot);
      expect(pendingDelete).toEqual(grid.rows.filter((r) => grid.selected.has(r.id)).map((r) => r.id));
      expect(deleteConfirmText(pendingDelete.length)["zh-CN"]).toBe(`确定要删除这 ${pendingDelete.length} 项吗?`);
    },
    "insert.cooling": ({ event, snapshot, effects }) => {
      if (event.type !== "INSERT_BELOW") return;
      const { grid } = ctx(snapshot);
      const added = (effects as GridMachineEffect[]).find((e) => e.type === "added");
      // a click while cooling adds nothing
      if (!added) return expect(effects).toEqual([]);
      expect(grid.rows[1]?.id).toBe(added.type === "added" ? added.ids[0] : null);
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
    const effects: GridMachineEffect[] = [];
    actor.on("*", (e) => void effects.push(e as GridMachineEffect));
    actor.send({ type: "SELECT", rowId: "r1" });
    actor.send({ type: "DELETE" });
    actor.send({ type: "DELETE.CONFIRM" });
    await settle(() => actor.getSnapshot().matches({ main: "idle" }));
    expect(effects).toEqual([{ type: "deleted", ids: ["r1"] }]);
    expect(actor.getSnapshot().context.grid.deletedIds).toEqual(["r1"]);
    expect(refusalText(new Error("被引用"))).toEqual({ "zh-CN": "被引用", "en-US": "被引用" });
    expect(refusalText({ "zh-CN": "不行", "en-US": "no" })).toEqual({ "zh-CN": "不行", "en-US": "no" });
    expect(refusalText(undefined)).toEqual({ "zh-CN": "不能删除", "en-US": "These rows cannot be deleted" });
  });

  it("changed saved rows: not new ones, not unchanged ones", () => {
    const before = createGrid({ columns: COLUMNS, rows: [...ROWS, { name: "新" }], caseId: "_m_" });
    const after = { ...before, rows: before.rows.map((r) => ({ ...r, amount: r.id === "r1" || r.id === "_m_1" ? 9 : r.amount })) };
    expect(changedSavedRows(before, after).map((r) => r.id)).toEqual(["r1"]);
    expect(changedSavedRows(before, before)).toEqual([]);
  });
});
