/**
 * /test/grid-bench: the editable grid over generated rows for bench/grid.mjs (no menu leads
 * here). The page does nothing until the bench drives it through `window.__gridBench`:
 * `prepare(rows, columns)` builds the data, `mount()` renders the grid and records the render
 * call and the animation frames after its commit, `scroll(step, frames)` scrolls the grid by
 * `step` px each frame and records the frame times. `?height=` sets the grid's maximum height
 * (default the grid's own, 400). The number columns have 合计 and 平均 in the grid's footer;
 * `sumRows(runs)` times the model's full recompute of those sums over the prepared rows (median ms).
 */
import { Box, Heading } from "@chakra-ui/react";
import { sumRows, type GridRow } from "@qt/machines";
import { useEffect, useLayoutEffect, useState } from "react";
import { useI18n } from "../../app/i18n";
import { EditableGrid } from "../../kit/grid/EditableGrid";
import type { GridColumn } from "../../kit/grid/types";
import type { PageProps } from "../registry";

interface Bench {
  prepare(rows: number, columns: number): { ms: number };
  mount(): void;
  /** Render call, commit and the first three animation frames after the commit (performance.now()). */
  marks: { start?: number; commit?: number; frames: number[] };
  scroll(step: number, frames: number): Promise<number[]>;
  sumRows(runs: number): { ms: number; sums: Record<string, number> };
}

declare global {
  interface Window {
    __gridBench?: Bench;
  }
}

const OPTIONS = [
  { value: "1", title: "一级" },
  { value: "2", title: "二级" },
  { value: "3", title: "三级" },
];
const TYPES = ["input", "inputNumber", "select", "checkbox", "date", "input", "list_multi", "tags", "datetime", "radio", "sel_search"] as const;

/** A row number column and `count - 1` value columns cycling through the cell types; some with rules, the number ones with statistics. */
function benchColumns(count: number): GridColumn[] {
  const columns: GridColumn[] = [{ key: "seq", title: "#", type: "row-number" }];
  for (let i = 1; i < count; i++) {
    const type = TYPES[(i - 1) % TYPES.length]!;
    const choice = type === "select" || type === "list_multi" || type === "radio" || type === "sel_search";
    columns.push({
      key: `c${i}`,
      title: `列${i}`,
      type,
      ...(choice ? { options: OPTIONS } : {}),
      ...(type === "checkbox" ? { customValue: ["Y", "N"] as const } : {}),
      ...(type === "input" ? { validateRules: [{ required: true }] } : {}),
      ...(type === "inputNumber" ? { validateRules: [{ pattern: "money" }], statistics: ["sum", "average"] as const } : {}),
    });
  }
  return columns;
}

function benchValue(type: string, row: number, col: number): unknown {
  switch (type) {
    case "inputNumber":
      return (row * 7 + col) % 1000;
    case "select":
    case "radio":
    case "sel_search":
      return String((row + col) % 3 + 1);
    case "list_multi":
      return (row + col) % 2 ? "1,2" : "3";
    case "checkbox":
      return (row + col) % 2 ? "Y" : "N";
    case "date":
      return `2024-${String((row % 12) + 1).padStart(2, "0")}-${String((col % 28) + 1).padStart(2, "0")}`;
    case "datetime":
      return `2024-01-${String((row % 28) + 1).padStart(2, "0")} 08:${String(col % 60).padStart(2, "0")}:00`;
    case "tags":
      return "ab;cd";
    default:
      return `行${row + 1}列${col}`;
  }
}

let prepared: { columns: GridColumn[]; rows: GridRow[] } | null = null;
const marks: Bench["marks"] = { frames: [] };

/** Records the commit and the next three animation frames (the first paints the grid). */
function MountProbe() {
  useLayoutEffect(() => {
    marks.commit = performance.now();
    const frame = () => {
      marks.frames.push(performance.now());
      if (marks.frames.length < 3) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, []);
  return null;
}

export default function GridBench({ query }: PageProps) {
  const { t } = useI18n();
  const [data, setData] = useState<typeof prepared>(null);
  const [rows, setRows] = useState<readonly GridRow[]>([]);
  const height = Number(query.get("height")) || undefined;

  useEffect(() => {
    window.__gridBench = {
      marks,
      prepare(rowCount, columnCount) {
        const start = performance.now();
        const columns = benchColumns(columnCount);
        const generated: GridRow[] = new Array(rowCount);
        for (let r = 0; r < rowCount; r++) {
          const row: Record<string, unknown> = { id: `r${r}` };
          for (let c = 1; c < columns.length; c++) row[`c${c}`] = benchValue(columns[c]!.type, r, c);
          generated[r] = row as GridRow;
        }
        prepared = { columns, rows: generated };
        return { ms: performance.now() - start };
      },
      mount() {
        if (!prepared) throw new Error("prepare() first");
        marks.start = performance.now();
        setRows(prepared.rows);
        setData(prepared);
      },
      sumRows(runs) {
        if (!prepared) throw new Error("prepare() first");
        const keys = prepared.columns.filter((c) => c.statistics?.length).map((c) => c.key);
        const times: number[] = [];
        let sums: Record<string, number> = {};
        for (let i = 0; i < runs; i++) {
          const start = performance.now();
          sums = sumRows(prepared.rows, keys);
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        return { ms: times[Math.floor(times.length / 2)]!, sums };
      },
      scroll(step, frames) {
        const container = document.querySelector<HTMLElement>("[data-testid=grid-bench] .dsg-container");
        if (!container) return Promise.reject(new Error("no grid"));
        container.scrollTop = 0;
        return new Promise((resolve) => {
          const times: number[] = [];
          const frame = (time: number) => {
            times.push(time);
            if (times.length > frames) return resolve(times);
            container.scrollTop += step;
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
      },
    };
    return () => {
      delete window.__gridBench;
    };
  }, []);

  return (
    <Box p="4" data-testid="grid-bench-page">
      <Heading as="h1" size="md" mb="3">
        {t("test.gridBench")}
      </Heading>
      {data ? (
        <>
          <EditableGrid columns={data.columns} value={rows} onChange={setRows} label={t("test.gridBench")} maxHeight={height} data-testid="grid-bench" />
          <MountProbe />
        </>
      ) : null}
    </Box>
  );
}
