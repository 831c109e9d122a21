/**
 * The expand column (widgets.md §3 "expand", the tree-table variant; 40 wide, §9): for a node with
 * children, a toggle button (the row's indentation is its text column's: GridCell) (aria-expanded) — a click, or Enter / Space while the
 * cell is the grid's active cell (or the button has the focus), expands or collapses it. A
 * placeholder child shows 加载中… in the row's text column; here a mark of its state.
 */
import { useContext, useEffect, useRef } from "react";
import { useI18n } from "../../../app/i18n";
import { TreeContext } from "../tree-context";
import type { GridCellProps, GridCellType } from "../types";

function ExpandCell({ row, rowIndex, active, editing }: GridCellProps) {
  const tree = useContext(TreeContext);
  const { t } = useI18n();
  const cell = useRef<HTMLSpanElement>(null);
  const view = tree?.row(row.id);
  const toggleable = !!view && view.status !== "leaf";
  const rowId = row.id;

  // Enter or Space on the active cell (react-datasheet-grid's listeners are on the document: ours first)
  useEffect(() => {
    if (!tree || !active || editing || !toggleable) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== "Enter" && e.key !== " ") || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
      const target = e.target as Element | null;
      // the button itself: its own click
      if (target instanceof HTMLButtonElement && cell.current?.contains(target)) return;
      // the grid has the keyboard: focus on nothing (its virtual focus) or inside it
      const grid = cell.current?.closest(".qt-grid");
      if (!grid || (target && target !== document.body && !(target instanceof Node && grid.contains(target)))) return;
      e.preventDefault();
      e.stopPropagation();
      tree.toggle(rowId);
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [tree, active, editing, toggleable, rowId]);

  if (!tree || !view) return null;
  const expanded = view.status === "expanded" || view.status === "loading" || view.status === "error";
  return (
    <span ref={cell} className="qt-tree-cell" data-testid="tree-cell" data-status={view.status}>
      {toggleable ? (
        <button
          type="button"
          className="qt-tree-toggle"
          aria-expanded={expanded}
          aria-label={t(expanded ? "gridTree.collapse" : "gridTree.expand", { row: rowIndex + 1 })}
          data-testid="tree-toggle"
          // the button's own press, not the grid's cell selection
          onMouseDown={(e) => e.stopPropagation()}
          onClick={() => tree.toggle(rowId)}
        >
          <span aria-hidden>▸</span>
        </button>
      ) : null}
      {view.placeholder ? (
        <span className="qt-tree-placeholder" data-error={view.placeholder === "error" ? "" : undefined} aria-hidden>
          {view.placeholder === "error" ? "!" : "…"}
        </span>
      ) : null}
    </span>
  );
}

export const expand: GridCellType = { Cell: ExpandCell, text: () => "" };
