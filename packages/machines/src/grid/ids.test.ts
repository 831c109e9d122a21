import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COLUMNS } from "../testing/grid.js";
import { updateArgs } from "./live.js";
import { addRows, removeRows } from "./rows.js";
import { pasteBlock } from "./paste.js";
import { commitRows, createGrid, emittedRowId, loadRows, valuesOf, type GridState } from "./state.js";
import { undo } from "./history.js";

/** What a backend sees: the emitted ids of new rows, of saved rows and of deleted rows. */
function emitted(state: GridState) {
  const values = valuesOf(state);
  const saved = new Set([...state.rows.filter((r) => !r.id.startsWith(state.config.caseId)).map((r) => r.id), ...state.deletedIds]);
  const fresh = values.filter((_, i) => state.rows[i]!.id.startsWith(state.config.caseId)).map((r) => r.id);
  return { saved, fresh };
}

describe("emitted ids of new rows never equal a saved row's id", () => {
  it("rows loaded with numeric ids: new rows skip those numbers", () => {
    const s = createGrid({ columns: COLUMNS, rows: [{ id: 1, name: "a" }, { id: "2", name: "b" }, { id: "4", name: "c" }], caseId: "_c_" });
    const { state } = addRows(s, { addRowNum: 3 });
    expect(valuesOf(state).map((r) => r.id)).toEqual(["1", "2", "4", "3", "5", "6"]);
    // the stripped id still drops the case prefix (and the suffix)
    expect(state.rows.slice(3).map((r) => r.id)).toEqual(["_c_3", "_c_5", "_c_6"]);
  });

  it("with a temp suffix too", () => {
    const s = createGrid({ columns: COLUMNS, rows: [{ id: "1" }], caseId: "_c_", tempSuffix: "_temp" });
    const { state } = addRows(s, { addRowNum: 1 });
    expect(state.rows[1]!.id).toBe("_c_2_temp");
    expect(valuesOf(state)[1]!.id).toBe("2");
  });

  it("rows without ids in the loaded data skip the loaded ids", () => {
    const s = createGrid({ columns: COLUMNS, rows: [{ name: "new" }, { id: "1", name: "saved" }], caseId: "_c_" });
    expect(valuesOf(s).map((r) => r.id)).toEqual(["2", "1"]);
  });

  it("a deleted saved id is not reused by a new row", () => {
    let s = createGrid({ columns: COLUMNS, rows: [{ id: "1" }, { id: "2" }], caseId: "_c_" });
    s = removeRows(s, ["1", "2"]);
    expect(s.deletedIds).toEqual(["1", "2"]);
    const { state } = addRows(s, { addRowNum: 1 });
    expect(valuesOf(state)[0]!.id).toBe("3");
  });

  it("a saved row that arrives after the new row was made: the whole temporary id is emitted", () => {
    let s = addRows(createGrid({ columns: COLUMNS, rows: [], caseId: "_c_" }), { addRowNum: 1 }).state;
    expect(valuesOf(s)[0]!.id).toBe("1");
    s = commitRows(s, [...s.rows, { id: "1", name: "saved elsewhere" }]);
    expect(valuesOf(s).map((r) => r.id)).toEqual(["_c_1", "1"]);
    expect(emittedRowId(s, "_c_1")).toBe("_c_1");
    expect((updateArgs(s, "_c_1")![0] as { id: string }).id).toBe("_c_1");
  });

  it("pasted rows past the end take free numbers too", () => {
    const s = createGrid({ columns: COLUMNS, rows: [{ id: "1", name: "a" }], caseId: "_c_" });
    const pasted = pasteBlock(s, "x\ny\nz", { rowIndex: 0, key: "name" });
    expect(valuesOf(pasted).map((r) => r.id)).toEqual(["1", "2", "3"]);
  });

  it("property: after any adds, loads, deletes and undos, no emitted new-row id is a saved id or repeats", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("add" as const), n: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant("load" as const), ids: fc.array(fc.option(fc.integer({ min: 1, max: 12 }).map(String), { nil: undefined }), { maxLength: 6 }) }),
      fc.record({ kind: fc.constant("remove" as const), at: fc.nat() }),
      fc.record({ kind: fc.constant("undo" as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 12 }), (ops) => {
        let s = createGrid({ columns: COLUMNS, rows: [{ id: "1" }, { id: "3" }], caseId: "_c_" });
        for (const o of ops) {
          if (o.kind === "add") s = addRows(s, { addRowNum: o.n }).state;
          else if (o.kind === "load") s = loadRows(s, [...new Set(o.ids)].map((id) => (id === undefined ? { name: "x" } : { id })));
          else if (o.kind === "remove" && s.rows.length) s = removeRows(s, [s.rows[o.at % s.rows.length]!.id]);
          else if (o.kind === "undo") s = undo(s);
          const { saved, fresh } = emitted(s);
          for (const id of fresh) expect(saved.has(id)).toBe(false);
          expect(new Set(fresh).size).toBe(fresh.length);
        }
      }),
    );
  });
});
