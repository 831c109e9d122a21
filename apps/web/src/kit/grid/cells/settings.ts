/**
 * The richer cells' settings and names, as pure functions: a column's fieldExtendJson (store, text,
 * multiSelect, uploadnum; widgets.md §3), a picker column's store / text / multi, and an upload
 * cell's file names (§9: cut to 5 characters).
 */
import type { UploadItem } from "@qt/machines";
import type { GridColumn } from "../types";

export interface PickerSettings {
  store?: string;
  text?: string;
  multi: boolean;
}

/** The column's fieldExtendJson as an object ({} when absent or not a JSON object). */
export function fieldExtend(column: Pick<GridColumn, "fieldExtendJson">): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(column.fieldExtendJson ?? "");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const str = (v: unknown) => (typeof v === "string" && v ? v : undefined);

export function pickerSettings(column: GridColumn): PickerSettings {
  const extend = fieldExtend(column);
  const props = column.props ?? {};
  const multi = column.multi ?? (typeof extend.multiSelect === "boolean" ? extend.multiSelect : undefined) ?? (typeof props.multi === "boolean" ? props.multi : false);
  return { store: column.store ?? str(extend.store) ?? str(props.store), text: column.text ?? str(extend.text) ?? str(props.text), multi };
}

/** A file's name: a stored path's last segment without the server's unique prefix (`<16 hex>_`). */
export function fileName(item: Pick<UploadItem, "name">): string {
  return item.name.replace(/^[0-9a-f]{16}_/, "");
}

/** File names in the cell: 5 characters, then an ellipsis (§9). */
export function shortName(name: string): string {
  const chars = Array.from(name);
  return chars.length > 5 ? `${chars.slice(0, 5).join("")}…` : name;
}

/** How many files an upload cell takes: the column's number, else fieldExtendJson's uploadnum, else 1. */
export function uploadMax(column: Pick<GridColumn, "number" | "fieldExtendJson">): number {
  if (column.number !== undefined) return column.number;
  const raw = fieldExtend(column).uploadnum;
  const count = raw === undefined || raw === null || raw === "" ? Number.NaN : Number(raw);
  return Number.isInteger(count) && count >= 0 ? count : 1;
}
