/**
 * The pure side of grids that save as a whole (GridSaveDialog): the failed-cell count, a server
 * refusal `第 N 行：…` put on its row's cell, and the rows as /sys/user/addBatch and
 * /sys/dictItem/saveBatch take them.
 */
import { withCellError, type GridErrors, type GridRow, type GridState, type LocalizedText } from "@qt/machines";
import type { EditableGridHandle } from "../../../kit/grid/EditableGrid";
import type { GridColumn } from "../../../kit/grid/types";

/** The number of failed cells. */
export const failedCells = (errors: GridErrors): number => [...errors.values()].reduce((n, row) => n + Object.keys(row).length, 0);

/**
 * Puts a refusal `第 N 行：…` on row N: on the column whose Chinese title (or one of `aliases`, the
 * server's names of the same field) the message contains, else the first column. Other messages
 * are left to the caller.
 */
export function markRefusal(grid: EditableGridHandle | null, message: string, columns: readonly GridColumn[], aliases: Readonly<Record<string, readonly string[]>> = {}): void {
  const match = /^第\s*(\d+)\s*行[：:]/.exec(message);
  if (!grid || !match) return;
  const zh = (title: GridColumn["title"]) => (typeof title === "string" ? title : title["zh-CN"]);
  const values = columns.filter((c) => !c.type.startsWith("row-") && c.type !== "hidden");
  const column = values.find((c) => [zh(c.title), ...(aliases[c.key] ?? [])].some((name) => message.includes(name))) ?? values[0];
  const text: LocalizedText = { "zh-CN": message, "en-US": message };
  grid.apply((s: GridState) => {
    const row = s.rows[Number(match[1]) - 1];
    return row && column ? { ...s, errors: withCellError(s.errors, row.id, column.key, text) } : s;
  });
}

/** The grid's rows as the add call takes them (empty optional values left out, sex a number). */
export function batchUserRows(rows: readonly Readonly<Record<string, unknown>>[]): Array<Record<string, unknown>> {
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const key of ["username", "realname", "password", "phone", "email", "selecteddeparts", "selectedroles"]) {
      const v = String(row[key] ?? "").trim();
      if (v !== "" || key === "username" || key === "realname" || key === "password") out[key] = key === "password" ? String(row[key] ?? "") : v;
    }
    if (row.sex !== "" && row.sex !== null && row.sex !== undefined) out.sex = Number(row.sex);
    return out;
  });
}

const emptyToNull = (v: unknown): string | null => (v === null || v === undefined || String(v).trim() === "" ? null : String(v));

/** The grid's rows as saveBatch takes them: saved rows with their id, new rows without. */
export function itemRows(rows: readonly GridRow[], isNew: (index: number) => boolean) {
  return rows.map((row, i) => ({
    ...(isNew(i) ? {} : { id: row.id }),
    itemText: String(row.itemText ?? ""),
    itemTextEn: emptyToNull(row.itemTextEn),
    itemValue: String(row.itemValue ?? ""),
    description: emptyToNull(row.description),
    sortOrder: emptyToNull(row.sortOrder) === null ? null : Math.trunc(Number(row.sortOrder)),
    status: (Number(row.status) === 0 ? 0 : 1) as 0 | 1,
  }));
}
