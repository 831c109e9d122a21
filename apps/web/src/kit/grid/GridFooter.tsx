/**
 * The statistics footer (widgets.md §2, §3 `statistics`, §9 footer labels): 合计 and 平均 rows for
 * the columns asking for them, from the model's sums (kept as cells change). react-datasheet-grid
 * has no footer: this one sits under its scrolling container, its cells placed under the header
 * cells of their columns (read from the grid, so the widths are the grid's own) and scrolled
 * sideways with it; the label takes the sticky left side.
 */
import { footerRows, formatStatistic, type GridColumn as ModelColumn } from "@qt/machines";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useI18n } from "../../app/i18n";
import "./grid-rows.css";

interface Placed {
  key: string;
  left: number;
  width: number;
}

interface Layout {
  total: number;
  gutter: number;
  cells: readonly Placed[];
}

const EMPTY: Layout = { total: 0, gutter: 0, cells: [] };
const sameLayout = (a: Layout, b: Layout) =>
  a.total === b.total && a.gutter === b.gutter && a.cells.length === b.cells.length && a.cells.every((c, i) => c.key === b.cells[i]!.key && c.left === b.cells[i]!.left && c.width === b.cells[i]!.width);

/** The key of a header cell's column: its title carries data-col-key (grid-columns.tsx). */
export const COLUMN_KEY_ATTRIBUTE = "data-col-key";

export function GridFooter({ root, columns, sums, rowCount }: { root: RefObject<HTMLDivElement | null>; columns: readonly ModelColumn[]; sums: Readonly<Record<string, number>> | null; rowCount: number }) {
  const { t, tx } = useI18n();
  const [layout, setLayout] = useState(EMPTY);
  const footer = useRef<HTMLDivElement>(null);

  const measureRef = useRef<() => void>(() => {});
  // after the commit: the grid's root element is there (a child's layout effect runs before its parent's ref is set)
  useEffect(() => {
    const grid = root.current;
    if (!grid) return;
    const container = () => grid.querySelector<HTMLElement>(".dsg-container");
    let frame = 0;
    // positions as the grid wrote them (fractions of a pixel kept): no layout is forced
    const px = (value: string) => parseFloat(value) || 0;
    const measure = () => {
      frame = 0;
      const header = container()?.querySelector<HTMLElement>(".dsg-row-header");
      if (!header) return;
      const cells: Placed[] = [];
      let gutter = 0;
      for (const cell of header.querySelectorAll<HTMLElement>(":scope > .dsg-cell")) {
        if (cell.classList.contains("dsg-cell-gutter")) gutter = px(cell.style.width);
        const key = cell.querySelector(`[${COLUMN_KEY_ATTRIBUTE}]`)?.getAttribute(COLUMN_KEY_ATTRIBUTE);
        if (key) cells.push({ key, left: px(cell.style.left), width: px(cell.style.width) });
      }
      const next = { total: header.style.width.endsWith("px") ? px(header.style.width) : 0, gutter, cells };
      setLayout((prev) => (sameLayout(prev, next) ? prev : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measureRef.current = schedule;
    const scroll = (e: Event) => {
      const target = e.target as HTMLElement;
      if (footer.current && target.classList?.contains("dsg-container")) footer.current.scrollLeft = target.scrollLeft;
    };
    measure();
    // the grid renders its header (and the columns in view as it scrolls sideways) after its first
    // render; its width follows the page's
    const mutations = new MutationObserver(schedule);
    mutations.observe(grid, { childList: true, subtree: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(grid);
    // scroll events do not bubble: heard on the way down
    grid.addEventListener("scroll", scroll, { passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      resize.disconnect();
      grid.removeEventListener("scroll", scroll, { capture: true });
    };
  }, [root]);
  // new columns (widths, titles): measured again once the grid has them
  useEffect(() => measureRef.current(), [columns]);

  const rows = footerRows(columns, sums, rowCount);
  if (!rows.length) return null;
  return (
    <div ref={footer} className="qt-grid-footer" role="table" aria-label={t("grid.footer")} aria-busy={sums === null} data-testid="grid-footer">
      <div role="rowgroup" style={{ width: layout.total || "100%" }}>
        {rows.map((row) => (
          <div key={row.kind} role="row" className="qt-grid-footer-row" data-testid={`grid-footer-${row.kind}`}>
            <div role="rowheader" className="qt-grid-footer-label" style={{ width: layout.gutter || 60 }}>
              {tx(row.label)}
            </div>
            {layout.cells
              .filter((c) => c.key in row.values)
              .map((c) => (
                <div key={c.key} role="cell" className="qt-grid-footer-cell" style={{ left: c.left, width: c.width }} data-testid={`grid-footer-${row.kind}-${c.key}`}>
                  {formatStatistic(row.values[c.key]!)}
                </div>
              ))}
          </div>
        ))}
      </div>
    </div>
  );
}
