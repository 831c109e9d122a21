/**
 * The radio column (widgets.md §3): its options side by side in the cell. A click on one picks it;
 * editing the active cell (Enter) puts the focus on the radio group, where the arrow keys pick the
 * next or previous option and Enter, Tab or Escape end.
 */
import { useLayoutEffect, useRef, type KeyboardEvent } from "react";
import type { GridCellProps, GridCellType } from "../types";

function RadioCell({ value, options, editing, disabled, label, errorId, setValue, stopEditing }: GridCellProps) {
  const group = useRef<HTMLSpanElement>(null);
  const current = options.findIndex((o) => o.value === String(value ?? ""));

  useLayoutEffect(() => {
    if (editing) group.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [editing, current]);

  const onKeyDown = (e: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (step !== undefined && options.length) setValue(options[(Math.max(current, step > 0 ? -1 : 0) + step + options.length) % options.length]!.value);
    else if (e.key === " " && current < 0 && options[0]) setValue(options[0].value);
    else if (e.key === "Enter" || e.key === "Tab") stopEditing({ nextRow: false });
    else return;
    e.preventDefault();
    e.stopPropagation(); // the grid's Enter would edit again
  };

  return (
    <span
      ref={group}
      className="qt-grid-radios"
      role={editing ? "radiogroup" : undefined}
      aria-label={editing ? label : undefined}
      aria-invalid={editing && errorId ? true : undefined}
      aria-describedby={editing ? errorId : undefined}
      onKeyDown={editing ? onKeyDown : undefined}
    >
      {options.map((option, i) => (
        <span
          key={option.value}
          className="qt-grid-radio"
          role={editing ? "radio" : undefined}
          aria-checked={editing ? i === current : undefined}
          data-checked={i === current ? "" : undefined}
          tabIndex={editing ? (i === (current < 0 ? 0 : current) ? 0 : -1) : undefined}
          onMouseDown={() => !disabled && setValue(option.value)}
        >
          {option.text}
        </span>
      ))}
    </span>
  );
}

export const radio: GridCellType = {
  Cell: RadioCell,
  ownClick: true,
  ownKeys: true,
  text: (value, _column, options) => options.find((o) => o.value === String(value ?? ""))?.text ?? String(value ?? ""),
};
