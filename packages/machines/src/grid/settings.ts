/**
 * Add-row settings (widgets.md §3, §5 "Other cell rules", §9): how many rows one click adds (at
 * least 1), where (0 or less: at the bottom; k from 1 to the row count: the new rows start at row
 * k), and whether to scroll to the bottom afterwards. Stored locally under one fixed key, per
 * table key, through a storage port (the grid machine checks and saves them: 保存成功).
 */
import { textOf, type LocalizedText } from "../messages.js";
import { DEFAULT_ADD_ROW_NUM } from "./constants.js";

export interface AddRowSettings {
  addRowNum: number;
  addIndex: number;
  addScrollToBottom: boolean;
}

export const DEFAULT_ADD_ROW_SETTINGS: Readonly<AddRowSettings> = { addRowNum: DEFAULT_ADD_ROW_NUM, addIndex: 0, addScrollToBottom: false };

/** The fixed storage key; its value maps table keys to their settings. */
export const ADD_ROW_SETTINGS_KEY = "qt-grid-add-row-settings";

/** Local storage as the grid uses it (the SDK's stores and `localStorage` wrappers fit). */
export interface GridSettingsStorage {
  get<T = unknown>(key: string): T | null;
  set(key: string, value: unknown): void;
}

export interface AddRowSettingsErrors {
  addRowNum?: LocalizedText;
  addIndex?: LocalizedText;
}

/** The fields' problems for a grid of `rowCount` rows (empty when valid). */
export function checkAddRowSettings(settings: Partial<AddRowSettings>, rowCount: number): AddRowSettingsErrors {
  const errors: AddRowSettingsErrors = {};
  const { addRowNum, addIndex } = settings;
  if (typeof addRowNum !== "number" || !Number.isInteger(addRowNum) || addRowNum < 1) errors.addRowNum = textOf("grid.addRowNumMin");
  // 0 or less means the bottom; more than the row count has no row to start at.
  if (typeof addIndex !== "number" || !Number.isInteger(addIndex) || addIndex < 0 || addIndex > rowCount) errors.addIndex = textOf("grid.addIndexRange", { max: rowCount });
  return errors;
}

/** Where added rows go in a grid of `rowCount` rows: 0-based insertion index. */
export function addPosition(addIndex: number, rowCount: number): number {
  return addIndex <= 0 || addIndex > rowCount ? rowCount : addIndex - 1;
}

/** Settings as stored: unreadable parts fall back to the defaults (null for no object). */
export function cleanAddRowSettings(value: unknown): AddRowSettings | null {
  const s = value as Partial<AddRowSettings> | null;
  if (!s || typeof s !== "object") return null;
  return {
    addRowNum: typeof s.addRowNum === "number" && Number.isInteger(s.addRowNum) && s.addRowNum >= 1 ? s.addRowNum : DEFAULT_ADD_ROW_SETTINGS.addRowNum,
    addIndex: typeof s.addIndex === "number" && Number.isInteger(s.addIndex) ? s.addIndex : DEFAULT_ADD_ROW_SETTINGS.addIndex,
    addScrollToBottom: typeof s.addScrollToBottom === "boolean" ? s.addScrollToBottom : DEFAULT_ADD_ROW_SETTINGS.addScrollToBottom,
  };
}

/** A table's stored settings (unreadable parts fall back to the defaults). */
export function loadAddRowSettings(storage: GridSettingsStorage, tableKey: string): AddRowSettings {
  const all = storage.get<Record<string, unknown>>(ADD_ROW_SETTINGS_KEY);
  return (all && typeof all === "object" && cleanAddRowSettings(all[tableKey])) || { ...DEFAULT_ADD_ROW_SETTINGS };
}

/** Writes a table's settings under the fixed key, keeping the other tables' (no check). */
export function storeAddRowSettings(storage: GridSettingsStorage, tableKey: string, settings: AddRowSettings): void {
  const all = storage.get<Record<string, unknown>>(ADD_ROW_SETTINGS_KEY);
  storage.set(ADD_ROW_SETTINGS_KEY, { ...(all && typeof all === "object" ? all : {}), [tableKey]: settings });
}
