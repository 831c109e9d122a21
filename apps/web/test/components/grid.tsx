/**
 * The editable grid in component tests. jsdom has no layout, so react-datasheet-grid would show no
 * rows: here the grid's scrolling container
 * (`.dsg-container`) measures 1200 × 400 px (its row virtualiser reads clientWidth / clientHeight)
 * and each ResizeObserver reports that size once observing starts (the grid's width and height
 * come from react-resize-detector). Call `gridLayout()` in a test file's top level: it installs
 * the stubs before each test and removes them after. `renderGrid` renders a grid as a page holds
 * it (its rows in the page's state) once it has measured itself; `pressCell` presses a cell.
 */
import type { GridRow } from "@qt/machines";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { EditableGrid, type EditableGridHandle, type EditableGridProps } from "../../src/kit/grid/EditableGrid";
import { renderWithServices, type RenderOptions } from "./harness";

export const GRID_WIDTH = 1200;
export const GRID_HEIGHT = 400;

class SizedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: GRID_WIDTH, height: GRID_HEIGHT, top: 0, left: 0, right: GRID_WIDTH, bottom: GRID_HEIGHT, x: 0, y: 0 } as DOMRectReadOnly;
    const entry = { target, contentRect, borderBoxSize: [{ inlineSize: GRID_WIDTH, blockSize: GRID_HEIGHT }], contentBoxSize: [{ inlineSize: GRID_WIDTH, blockSize: GRID_HEIGHT }] } as unknown as ResizeObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as ResizeObserver));
  }
  unobserve() {}
  disconnect() {}
}

const inGrid = (el: HTMLElement) => el.classList.contains("dsg-container");

export function gridLayout(): void {
  beforeEach(() => {
    vi.stubGlobal("ResizeObserver", SizedResizeObserver);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
      return inGrid(this) ? GRID_WIDTH : 0;
    });
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockImplementation(function (this: HTMLElement) {
      return inGrid(this) ? GRID_HEIGHT : 0;
    });
  });
  afterEach(() => {
    localStorage.clear(); // the add-row settings
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/**
 * Waits until the grid has measured itself: its columns share the container's width (before, they
 * have the library's estimated 100 px each and a press finds no cell).
 */
async function gridMeasured(): Promise<void> {
  await waitFor(() => {
    const widths = [...document.querySelectorAll<HTMLElement>(".dsg-row-header > .dsg-cell")].map((cell) => parseFloat(cell.style.width) || 0);
    if (widths.reduce((sum, w) => sum + w, 0) < GRID_WIDTH - 1) throw new Error("the grid has not measured itself yet");
  });
}

/** Where a grid cell is, in the grid's coordinates (jsdom puts the grid at 0, 0). */
function pointOf(cell: HTMLElement): { clientX: number; clientY: number } {
  const column = cell.closest<HTMLElement>(".dsg-cell");
  const row = cell.closest<HTMLElement>(".dsg-row");
  if (!column || !row) throw new Error("not a cell of the grid");
  return { clientX: parseFloat(column.style.left) + 5, clientY: parseFloat(row.style.top) + 5 };
}

/** A press on a grid cell as react-datasheet-grid hears it (its listeners are on the document): the first makes it active, one on the active cell edits it. */
export function pressCell(cell: HTMLElement): void {
  const point = { ...pointOf(cell), button: 0 };
  fireEvent.mouseDown(cell, point);
  fireEvent.mouseUp(cell, point);
}

type PageProps = Omit<EditableGridProps, "value" | "onChange" | "label"> & { rows: readonly GridRow[]; emitted: (rows: GridRow[]) => void };

/** The grid as a page holds it: its rows in the page's state, each change emitted. */
function Page({ rows: initial, emitted, ...props }: PageProps) {
  const [rows, setRows] = useState(initial);
  return (
    <EditableGrid
      {...props}
      value={rows}
      onChange={(next) => {
        setRows(next);
        emitted(next);
      }}
      label="测试表格"
      data-testid="grid"
    />
  );
}

/** Renders a grid over `rows`, measured; `last()` is the rows it emitted last, `ref` its handle. */
export async function renderGrid(props: Omit<EditableGridProps, "value" | "onChange" | "label"> & { rows: readonly GridRow[] }, options: RenderOptions = {}) {
  const emitted = vi.fn<(rows: GridRow[]) => void>();
  const ref = createRef<EditableGridHandle>();
  const rendered = await renderWithServices(<Page {...props} emitted={emitted} ref={ref} />, options);
  await gridMeasured();
  const last = () => emitted.mock.lastCall?.[0] ?? [];
  return { ...rendered, emitted, last, ref, user: userEvent.setup() };
}

/** The cell of a column in a row (0-based) of those shown. */
export const cellOf = (key: string, row: number): HTMLElement => screen.getAllByTestId(`grid-cell-${key}`)[row]!;
