/** Logins and distinct IPs per day (/sys/visitInfo) as a line chart (with its table for screen readers). */
import { useMemo } from "react";
import { useI18n } from "../../../app/i18n";
import type { VisitDay } from "../../../data/dashboard";
import { LineChart } from "./LineChart";

export function VisitChart({ days, height = 260 }: { days: readonly VisitDay[]; height?: number }) {
  const { t } = useI18n();
  const labels = useMemo(() => days.map((d) => d.type), [days]);
  const series = useMemo(
    () => [
      { label: t("dashboard.visits"), values: days.map((d) => d.visit) },
      { label: t("dashboard.ips"), values: days.map((d) => d.ip), color: "#52C41A" },
    ],
    [days, t],
  );
  return <LineChart title={t("dashboard.visitTrend")} xLabel={t("dashboard.day")} labels={labels} series={series} height={height} empty={t("dashboard.noVisits")} testId="visit-chart" />;
}
