/**
 * The selection column (widgets.md §2, §3 row-checkbox / row-radio): a check box per row (a radio
 * button when the grid selects one row) and, for check boxes, select all in the header. Part of the
 * grid's sticky left side; real inputs, each named by its row, reached with Tab.
 */
import { useLayoutEffect, useRef } from "react";
import { useI18n } from "../../../app/i18n";
import { ownEvents, useGridRows } from "../row-context";
import type { GridRow } from "../types";

export function RowSelect({ row, rowIndex }: { row: GridRow; rowIndex: number }) {
  const { t } = useI18n();
  const rows = useGridRows();
  const checked = rows.selected.has(row.id);
  return (
    <input
      type={rows.single ? "radio" : "checkbox"}
      name={rows.single ? rows.radioName : undefined}
      className="qt-grid-check"
      aria-label={t("grid.selectRow", { row: rowIndex + 1 })}
      checked={checked}
      disabled={rows.isDisabled(row.id)}
      onChange={() => rows.toggle(row.id)}
      data-testid="grid-row-select"
      {...ownEvents}
    />
  );
}

export function SelectAll() {
  const { t } = useI18n();
  const rows = useGridRows();
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = rows.allState === "some";
  }, [rows.allState]);
  // radio grids select one row: no select all
  if (rows.single) return null;
  return (
    <input
      ref={box}
      type="checkbox"
      className="qt-grid-check"
      aria-label={t("grid.selectAll")}
      checked={rows.allState === "all"}
      onChange={() => rows.selectAll(rows.allState !== "all")}
      data-testid="grid-select-all"
      {...ownEvents}
    />
  );
}
