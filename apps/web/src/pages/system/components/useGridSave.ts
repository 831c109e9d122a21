/**
 * The save of a grid that saves as a whole (GridSaveDialog: 用户 批量添加, the dictionary items
 * grid): an optional check of the rows, validation of every cell (the count of failed cells shown),
 * the call, then a success note — or the server's refusal shown above the grid and put on the cell
 * it names, the rows kept as typed.
 */
import type { Outcome } from "@qt/sdk";
import { useRef, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import type { EditableGridHandle } from "../../../kit/grid/EditableGrid";
import type { GridColumn } from "../../../kit/grid/types";
import { failedCells, markRefusal } from "./grid-save";

export interface GridSaveOptions {
  columns: readonly GridColumn[];
  /** The server's names of the grid's fields (its refusals name them so). */
  serverNames: Readonly<Record<string, readonly string[]>>;
  /** A problem that stops the save before validation (e.g. no rows), or null. */
  precheck?: (grid: EditableGridHandle) => string | null;
  send: (grid: EditableGridHandle) => Promise<Outcome<unknown>>;
  onSaved: () => void;
}

export function useGridSave({ columns, serverNames, precheck, send, onSaved }: GridSaveOptions) {
  const { t } = useI18n();
  const grid = useRef<EditableGridHandle>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    const handle = grid.current;
    if (!handle) return;
    const stop = precheck?.(handle) ?? null;
    if (stop) return setProblem(stop);
    const { valid, errors } = handle.validate();
    if (!valid) return setProblem(t("gridSave.invalid", { n: failedCells(errors) }));
    setBusy(true);
    const outcome = await send(handle);
    setBusy(false);
    if (outcome.ok) {
      notify("success", outcome.message);
      onSaved();
    } else if (outcome.error.kind === "business") {
      // nothing was written: the rows stay as they are
      setProblem(`${t("gridSave.refused")}${outcome.error.message}`);
      markRefusal(handle, outcome.error.message, columns, serverNames);
    } else setProblem(null);
  };
  return { grid, busy, problem, save: () => void save() };
}
