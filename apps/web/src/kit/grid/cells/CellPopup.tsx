/**
 * What the grid's richer editors share (the textarea of input_pop, the category tree, the async
 * search): a panel under the cell, in document.body (the grid's scrolling container, with its
 * `will-change: transform`, would clip a fixed panel), marked as the grid's (a mouse-up there does
 * not end editing). Keys typed in it stay in it: React bubbles them through the portal to this
 * component, which stops them before the grid's listener on the document sees them. Escape not
 * taken by the widget inside ends editing without a change (`onEscape`).
 *
 * `CellDialog` does the same for a picker's modal dialog (Chakra portals it): its keys and mouse
 * events do not reach the grid, which stays in edit mode (the cell's keys are its own) until the
 * dialog closes.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from "react";
import { createPortal } from "react-dom";
import { GRID_POPUP_ATTRIBUTE } from "./ChoiceEditor";

const GAP = 2;
const stop = (e: SyntheticEvent) => e.stopPropagation();

export function CellPopup({ label, onEscape, children, testId, minWidth }: { label: string; onEscape: () => void; children: ReactNode; testId?: string; minWidth?: number }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const popup = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const place = () => {
      const cell = anchor.current?.closest(".qt-grid-cell")?.getBoundingClientRect();
      const el = popup.current;
      if (!cell || !el) return;
      const below = window.innerHeight - cell.bottom;
      const up = el.offsetHeight + GAP > below && cell.top > below;
      el.style.minWidth = `${Math.max(cell.width, minWidth ?? 0)}px`;
      el.style.left = `${Math.max(0, Math.min(cell.left, window.innerWidth - el.offsetWidth))}px`;
      el.style.top = `${up ? cell.top - el.offsetHeight - GAP : cell.bottom + GAP}px`;
    };
    place();
    const resized = new ResizeObserver(place);
    if (popup.current) resized.observe(popup.current);
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      resized.disconnect();
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [minWidth]);

  const onKeyDown = (e: KeyboardEvent) => {
    e.stopPropagation();
    if (e.key === "Escape" && !e.defaultPrevented) {
      e.preventDefault();
      onEscape();
    }
  };

  return (
    <span ref={anchor} className="qt-grid-popup-anchor">
      {createPortal(
        <div ref={popup} className="qt-grid-popup" role="group" aria-label={label} {...{ [GRID_POPUP_ATTRIBUTE]: "" }} onKeyDown={onKeyDown} onKeyUp={stop} data-testid={testId ?? "grid-cell-popup"}>
          {children}
        </div>,
        document.body,
      )}
    </span>
  );
}

/** Around a picker's dialog: its events stay with it (see above). */
export function CellDialog({ children }: { children: ReactNode }) {
  return (
    <span hidden onKeyDown={stop} onKeyUp={stop} onMouseDown={stop} onMouseUp={stop} onPaste={stop} onCopy={stop}>
      {children}
    </span>
  );
}
