/**
 * A line chart (uPlot on a canvas) of one or more series over labelled points, with the same
 * figures as a table for screen readers and keyboard users beside it (a canvas says nothing to
 * them). The table is visually hidden unless `showTable`.
 */
import { Box, Card, Table, Text } from "@chakra-ui/react";
import { useEffect, useRef, type ReactNode } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** How the table writes a value (the chart plots the number). */
  text?: (index: number) => string;
  color?: string;
}

const PALETTE = ["", "#52C41A", "#FA8C16", "#722ED1"];

export function LineChart({
  title,
  xLabel,
  labels,
  series,
  height = 260,
  empty,
  testId,
  actions,
}: {
  title: string;
  xLabel: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  height?: number;
  /** Shown instead of the chart when there are no points. */
  empty: string;
  testId?: string;
  actions?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el || labels.length === 0) return;
    const brand = getComputedStyle(document.documentElement).getPropertyValue("--qt-brand-500").trim() || "#1890FF";
    const xs = labels.map((_, i) => i);
    // at most ~12 labelled ticks, so that long ranges stay readable
    const step = Math.max(1, Math.ceil(labels.length / 12));
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height,
        scales: { x: { time: false, range: () => [0, Math.max(labels.length - 1, 1)] } },
        // room for six-digit amounts on the value axis
        axes: [{ splits: () => xs.filter((i) => i % step === 0), values: (_u, ticks) => ticks.map((i) => labels[i] ?? "") }, { size: 80 }],
        series: [
          { label: xLabel, value: (_u, i) => (i === null ? "--" : (labels[i] ?? "--")) },
          ...series.map((s, n) => {
            const stroke = s.color ?? (n === 0 ? brand : (PALETTE[n] ?? brand));
            return { label: s.label, stroke, width: 2, ...(n === 0 ? { fill: `${stroke}22` } : {}) };
          }),
        ],
      },
      [xs, ...series.map((s) => [...s.values])],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, height, xLabel]);

  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header flexDirection="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap="2">
        <Card.Title>{title}</Card.Title>
        {actions}
      </Card.Header>
      <Card.Body>
        {labels.length === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <>
            <Box ref={box} aria-hidden="true" data-testid="chart-canvas" />
            <Table.Root size="sm" mt="3" srOnly data-testid="chart-table">
              <Table.Caption>{title}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{xLabel}</Table.ColumnHeader>
                  {series.map((s) => (
                    <Table.ColumnHeader key={s.label}>{s.label}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {labels.map((label, i) => (
                  <Table.Row key={label}>
                    <Table.ColumnHeader scope="row">{label}</Table.ColumnHeader>
                    {series.map((s) => (
                      <Table.Cell key={s.label}>{s.text ? s.text(i) : s.values[i]}</Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
