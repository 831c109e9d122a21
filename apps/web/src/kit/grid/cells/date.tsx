/**
 * The date and datetime columns (widgets.md §9: YYYY-MM-DD and YYYY-MM-DD HH:mm:ss, or the
 * column's `format` in dayjs tokens as JeecgBoot gives them): the stored value is the formatted
 * text. Edited as text in that format (typed like any cell: the browser's own date fields order
 * their parts by the browser's language), or picked in the browser's calendar by the button.
 * When editing ends a date is stored in the format, an empty text empties the cell, text that is
 * no date keeps the value (as a date picker does); Escape keeps it too.
 */
import { GRID_DATETIME_FORMAT, GRID_DATE_FORMAT } from "@qt/machines";
import { Calendar } from "lucide-react";
import { DateTime } from "luxon";
import { useLayoutEffect, useRef } from "react";
import { useI18n } from "../../../app/i18n";
import type { GridCellProps, GridCellType, GridColumn } from "../types";
import { CellText } from "./CellText";

type Kind = "date" | "datetime";

/** dayjs tokens (YYYY-MM-DD HH:mm:ss) as luxon's (yyyy-MM-dd HH:mm:ss). */
const luxonFormat = (format: string) => format.replace(/Y/g, "y").replace(/D/g, "d").replace(/A/g, "a");
const formatOf = (column: GridColumn, kind: Kind) => column.format ?? (kind === "date" ? GRID_DATE_FORMAT : GRID_DATETIME_FORMAT);
const ISO: Record<Kind, string> = { date: "yyyy-MM-dd", datetime: "yyyy-MM-dd'T'HH:mm:ss" };

/** A typed or stored text as a date: in the column's format, or ISO (a space for the T). */
function parse(text: string, format: string): DateTime | null {
  const s = text.trim();
  const parsed = DateTime.fromFormat(s, luxonFormat(format));
  if (parsed.isValid) return parsed;
  const iso = DateTime.fromISO(s.replace(" ", "T"));
  return iso.isValid ? iso : null;
}

function DateEditor({ value, column, label, errorId, setValue, kind }: GridCellProps & { kind: Kind }) {
  const { t } = useI18n();
  const format = formatOf(column, kind);
  const text = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const escaped = useRef(false);
  const end = useRef(() => {});
  end.current = () => {
    const typed = text.current?.value.trim() ?? "";
    if (escaped.current || typed === String(value ?? "")) return;
    if (!typed) return setValue("");
    const date = parse(typed, format);
    if (date) setValue(date.toFormat(luxonFormat(format)));
  };

  useLayoutEffect(() => {
    text.current?.focus();
    text.current?.select();
    return () => end.current();
  }, []);

  const stored = value === null || value === undefined ? "" : String(value);
  return (
    <span className="qt-grid-date">
      <input
        ref={text}
        className="qt-grid-input"
        aria-label={label}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        placeholder={format}
        defaultValue={stored}
        onKeyDown={(e) => {
          if (e.key === "Escape") escaped.current = true;
        }}
      />
      <button type="button" className="qt-grid-date-button" tabIndex={-1} aria-label={t("grid.pickDate")} onMouseDown={(e) => e.preventDefault()} onClick={() => picker.current?.showPicker()}>
        <Calendar size={14} aria-hidden />
      </button>
      <input
        ref={picker}
        type={kind === "date" ? "date" : "datetime-local"}
        step={kind === "date" ? undefined : 1}
        className="qt-grid-date-picker"
        tabIndex={-1}
        aria-label={t("grid.pickDate")}
        defaultValue={parse(stored, format)?.toFormat(ISO[kind]) ?? ""}
        data-testid="grid-date-picker"
        onChange={(e) => {
          const date = DateTime.fromISO(e.currentTarget.value);
          if (!date.isValid || !text.current) return;
          text.current.value = date.toFormat(luxonFormat(format));
          text.current.focus();
        }}
      />
    </span>
  );
}

function dateCell(kind: Kind): GridCellType {
  function DateCell(props: GridCellProps) {
    if (props.editing) return <DateEditor {...props} kind={kind} />;
    return <CellText text={props.value === null || props.value === undefined ? "" : String(props.value)} placeholder={props.placeholder} />;
  }
  return { Cell: DateCell };
}

export const date = dateCell("date");
export const datetime = dateCell("datetime");
