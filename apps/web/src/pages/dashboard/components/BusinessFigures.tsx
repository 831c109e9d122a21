/**
 * The range's business totals as figure cards — sales, orders, new users, downloads, new works,
 * designer income, refunds — each with its change against the range before (downloads are all-time).
 */
import { SimpleGrid } from "@chakra-ui/react";
import { useI18n } from "../../../app/i18n";
import type { Totals } from "../../../data/dashboard";
import type { Loaded } from "../../../data/query";
import { changePercent, moneyFigure } from "./figures";
import { StatCard } from "./StatCard";

type Figure = { key: keyof Totals; label: "dashboard.sales" | "dashboard.orders" | "dashboard.newUsers" | "dashboard.downloads" | "dashboard.newWorks" | "dashboard.designerIncome" | "dashboard.refunds"; money?: boolean; allTime?: boolean };

const PRIMARY: readonly Figure[] = [
  { key: "salesAmount", label: "dashboard.sales", money: true },
  { key: "orderCount", label: "dashboard.orders" },
  { key: "newUserCount", label: "dashboard.newUsers" },
  { key: "downloadCount", label: "dashboard.downloads", allTime: true },
];
const SECONDARY: readonly Figure[] = [
  { key: "newWorkCount", label: "dashboard.newWorks" },
  { key: "designerIncome", label: "dashboard.designerIncome", money: true },
  { key: "refundAmount", label: "dashboard.refunds", money: true },
];

export function BusinessFigures({ loaded, secondary = true }: { loaded: Loaded<{ totals: Totals; previous: Totals }>; secondary?: boolean }) {
  const { t } = useI18n();
  const card = (f: Figure) => {
    const figures = loaded.error ? undefined : loaded.data;
    let help: string | undefined;
    if (figures) {
      const change = changePercent(Number(figures.totals[f.key]), Number(figures.previous[f.key]));
      help = f.allTime ? t("dashboard.allTime") : change === null ? t("dashboard.noPrevious") : t("dashboard.change", { change: `${change > 0 ? "+" : ""}${change}` });
    }
    return <StatCard key={f.key} testId={f.key} label={t(f.label)} value={figures?.totals[f.key]} error={loaded.error} format={(v) => (f.money ? `¥${moneyFigure(String(v))}` : Number(v).toLocaleString())} help={help} />;
  };
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {PRIMARY.map(card)}
      </SimpleGrid>
      {secondary ? (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          {SECONDARY.map(card)}
        </SimpleGrid>
      ) : null}
    </>
  );
}
