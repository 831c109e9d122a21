/**
 * The date and datetime columns (widgets.md §9: YYYY-MM-DD and YYYY-MM-DD HH:mm:ss, or the
 * column's `format`, in dayjs tokens as JeecgBoot gives them): the stored value is the formatted
 * text. Edited with the browser's date (or date-and-time, to the second) input: typed segment by
 * segment or picked in its calendar; Enter or Tab end.
 */
import { GRID_DATETIME_FORMAT, GRID_DATE_FORMAT } from "@qt/machines";
import { DateTime } from "luxon";
import { useLayoutEffect, useRef } from "react";
import type { GridCellProps, GridCellType, GridColumn } from "../types";
import { CellText } from "./CellText";

/** dayjs tokens (YYYY-MM-DD HH:mm:ss) as luxon's (yyyy-MM-dd HH:mm:ss). */
const luxonFormat = (format: string) => format.replace(/Y/g, "y").replace(/D/g, "d").replace(/A/g, "a");

const ISO = { date: "yyyy-MM-dd", datetime: "yyyy-MM-dd'T'HH:mm:ss" } as const;

function dateCell(kind: "date" | "datetime"): GridCellType {
  const formatOf = (column: GridColumn) => luxonFormat(column.format ?? (kind === "date" ? GRID_DATE_FORMAT : GRID_DATETIME_FORMAT));
  /** A stored or typed text as a date: in the column's format, or ISO. */
  const parse = (text: unknown, column: GridColumn): DateTime | null => {
    if (text === null || text === undefined || String(text).trim() === "") return null;
    const s = String(text).trim();
    const parsed = DateTime.fromFormat(s, formatOf(column));
    if (parsed.isValid) return parsed;
    const iso = DateTime.fromISO(s.replace(" ", "T"));
    return iso.isValid ? iso : null;
  };

  function DateCell({ value, column, editing, label, errorId, placeholder, setValue, stopEditing }: GridCellProps) {
    const ref = useRef<HTMLInputElement>(null);
    useLayoutEffect(() => {
      if (editing) ref.current?.focus();
    }, [editing]);
    if (!editing) return <CellText text={value === null || value === undefined ? "" : String(value)} placeholder={placeholder} />;
    return (
      <input
        ref={ref}
        type={kind === "date" ? "date" : "datetime-local"}
        step={kind === "date" ? undefined : 1}
        className="qt-grid-input"
        aria-label={label}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        defaultValue={parse(value, column)?.toFormat(ISO[kind]) ?? ""}
        onChange={(e) => {
          const text = e.currentTarget.value;
          const date = text ? DateTime.fromISO(text) : null;
          if (!text) setValue("");
          else if (date?.isValid) setValue(date.toFormat(formatOf(column)));
        }}
        onKeyDown={(e) => {
          if (e.key !== "Enter" && e.key !== "Tab") return;
          e.preventDefault();
          stopEditing({ nextRow: e.key === "Enter" });
        }}
      />
    );
  }

  return {
    Cell: DateCell,
    ownKeys: true,
  };
}

export const date = dateCell("date");
export const datetime = dateCell("datetime");
