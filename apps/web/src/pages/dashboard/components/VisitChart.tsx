/**
 * Logins and distinct IPs per day (/sys/visitInfo) as a uPlot line chart, with the same figures as a
 * table for screen readers and keyboard users (a canvas says nothing to them).
 */
import { Box, Card, Table, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { useI18n } from "../../../app/i18n";
import type { VisitDay } from "./counts";

export function VisitChart({ days, height = 260 }: { days: readonly VisitDay[]; height?: number }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el || days.length === 0) return;
    const brand = getComputedStyle(document.documentElement).getPropertyValue("--qt-brand-500").trim() || "#1890FF";
    const xs = days.map((_, i) => i);
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height,
        scales: { x: { time: false, range: () => [0, Math.max(days.length - 1, 1)] } },
        axes: [{ splits: () => xs, values: (_u, ticks) => ticks.map((i) => days[i]?.type ?? "") }, {}],
        series: [
          { label: t("dashboard.day"), value: (_u, i) => (i === null ? "--" : (days[i]?.tian ?? "--")) },
          { label: t("dashboard.visits"), stroke: brand, width: 2, fill: `${brand}22` },
          { label: t("dashboard.ips"), stroke: "#52C41A", width: 2 },
        ],
      },
      [xs, days.map((d) => d.visit), days.map((d) => d.ip)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, height, t]);

  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>{t("dashboard.visitTrend")}</Card.Title>
      </Card.Header>
      <Card.Body>
        {days.length === 0 ? (
          <Text color="fg.muted">{t("dashboard.noVisits")}</Text>
        ) : (
          <>
            <Box ref={box} aria-hidden="true" data-testid="visit-chart" />
            <Table.Root size="sm" mt="3" srOnly>
              <Table.Caption>{t("dashboard.visitTrend")}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t("dashboard.day")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("dashboard.visits")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("dashboard.ips")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {days.map((d) => (
                  <Table.Row key={d.tian}>
                    <Table.Cell>{d.tian}</Table.Cell>
                    <Table.Cell>{d.visit}</Table.Cell>
                    <Table.Cell>{d.ip}</Table.Cell>
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
