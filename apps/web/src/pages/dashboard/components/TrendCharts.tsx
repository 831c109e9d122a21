/** The range's trend: sales per period, and orders, new users and new works per period (two scales, two charts). */
import { Button, Group } from "@chakra-ui/react";
import { useMemo } from "react";
import { useI18n } from "../../../app/i18n";
import type { Analysis, Granularity } from "../../../data/dashboard";
import { moneyFigure } from "./figures";
import { LineChart } from "./LineChart";

const GRANULARITIES: readonly Granularity[] = ["day", "week", "month"];

/** 按日 / 按周 / 按月 as a group of toggle buttons. */
export function GranularitySwitch({ value, onChange }: { value: Granularity; onChange: (g: Granularity) => void }) {
  const { t } = useI18n();
  return (
    <Group attached role="group" aria-label={t("dashboard.granularity")}>
      {GRANULARITIES.map((g) => (
        <Button key={g} size="xs" variant={g === value ? "solid" : "outline"} aria-pressed={g === value} onClick={() => onChange(g)}>
          {t(`dashboard.by.${g}`)}
        </Button>
      ))}
    </Group>
  );
}

export function TrendCharts({ analysis, height, actions }: { analysis: Analysis; height?: number; actions?: React.ReactNode }) {
  const { t } = useI18n();
  const trend = analysis.trend;
  const labels = useMemo(() => trend.map((p) => p.label), [trend]);
  const sales = useMemo(() => [{ label: t("dashboard.sales"), values: trend.map((p) => Number(p.salesAmount)), text: (i: number) => moneyFigure(trend[i]!.salesAmount) }], [trend, t]);
  const counts = useMemo(
    () => [
      { label: t("dashboard.orders"), values: trend.map((p) => p.orderCount) },
      { label: t("dashboard.newUsers"), values: trend.map((p) => p.newUserCount) },
      { label: t("dashboard.newWorks"), values: trend.map((p) => p.newWorkCount) },
    ],
    [trend, t],
  );
  const xLabel = t(`dashboard.period.${analysis.granularity}`);
  return (
    <>
      <LineChart title={t("dashboard.salesTrend")} xLabel={xLabel} labels={labels} series={sales} height={height} empty={t("dashboard.noData")} testId="sales-trend" actions={actions} />
      <LineChart title={t("dashboard.countTrend")} xLabel={xLabel} labels={labels} series={counts} height={height} empty={t("dashboard.noData")} testId="count-trend" />
    </>
  );
}
