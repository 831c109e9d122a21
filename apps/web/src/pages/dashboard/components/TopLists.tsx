/** The range's best-selling works and designers, as tables (readable as they are by screen readers). */
import { useI18n } from "../../../app/i18n";
import type { Analysis } from "../../../data/dashboard";
import { moneyFigure } from "./figures";
import { FigureTable } from "./FigureTable";

const rank = { header: "#", cell: (_row: unknown, i: number) => i + 1 };

export function TopWorks({ rows }: { rows: Analysis["topWorks"] }) {
  const { t } = useI18n();
  return (
    <FigureTable
      title={t("dashboard.topWorks")}
      testId="top-works"
      rows={rows}
      rowKey={(w) => w.workId}
      empty={t("dashboard.noData")}
      columns={[
        rank,
        { header: t("dashboard.work"), cell: (w) => w.title },
        { header: t("dashboard.designer"), cell: (w) => w.designerName },
        { header: t("dashboard.sales"), cell: (w) => moneyFigure(w.salesAmount), end: true },
        { header: t("dashboard.orders"), cell: (w) => w.orderCount.toLocaleString(), end: true },
        { header: t("dashboard.downloads"), cell: (w) => w.downloadCount.toLocaleString(), end: true },
      ]}
    />
  );
}

export function TopDesigners({ rows }: { rows: Analysis["topDesigners"] }) {
  const { t } = useI18n();
  return (
    <FigureTable
      title={t("dashboard.topDesigners")}
      testId="top-designers"
      rows={rows}
      rowKey={(d) => d.designerId}
      empty={t("dashboard.noData")}
      columns={[
        rank,
        { header: t("dashboard.designer"), cell: (d) => d.nickname },
        { header: t("dashboard.level"), cell: (d) => d.designerLevel_dictText ?? d.designerLevel ?? "" },
        { header: t("dashboard.sales"), cell: (d) => moneyFigure(d.salesAmount), end: true },
        { header: t("dashboard.share"), cell: (d) => moneyFigure(d.shareAmount), end: true },
        { header: t("dashboard.orders"), cell: (d) => d.orderCount.toLocaleString(), end: true },
        { header: t("dashboard.approvedWorks"), cell: (d) => d.workCount.toLocaleString(), end: true },
      ]}
    />
  );
}
