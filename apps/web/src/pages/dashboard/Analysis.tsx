/**
 * 首页 (dashboard/Analysis): the marketplace's figures for the range — sales, orders, new users,
 * downloads, new works, designer income, refunds, each against the range before — their trend by
 * day, week or month, and the best-selling works and designers (/dashboard/analysis).
 */
import { SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { HOME_PATH } from "@qt/machines";
import { useI18n } from "../../app/i18n";
import { CountCard } from "./components/CountCard";
import { BusinessFigures } from "./components/BusinessFigures";
import { TopDesigners, TopWorks } from "./components/TopLists";
import { GranularitySwitch, TrendCharts } from "./components/TrendCharts";
import { useHasPage } from "./components/pages";
import { useAnalysis } from "./components/useAnalysis";

export default function Analysis() {
  // the menu row of 首页 carries dashboard:analysis (menus.ts): granted the page, granted the call
  const allowed = useHasPage(HOME_PATH);
  return allowed ? <BusinessAnalysis /> : <SystemCounts />;
}

/**
 * The home page of a user without the analysis (every user has the home tab): what they may read
 * of the system's totals, and why the marketplace's figures are missing.
 */
function SystemCounts() {
  const { t } = useI18n();
  return (
    <Stack gap="4" data-testid="dashboard-analysis">
      <Text color="fg.muted" fontSize="sm" data-testid="analysis-not-allowed">
        {t("dashboard.analysisNotAllowed")}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <CountCard what="users" label={t("dashboard.users")} />
        <CountCard what="roles" label={t("dashboard.roles")} />
        <CountCard what="announcements" label={t("dashboard.announcements")} />
      </SimpleGrid>
    </Stack>
  );
}

function BusinessAnalysis() {
  const { t } = useI18n();
  const { granularity, setGranularity, loaded } = useAnalysis();
  const analysis = loaded.data ?? null;
  return (
    <Stack gap="4" data-testid="dashboard-analysis" aria-busy={loaded.loading}>
      <Text color="fg.muted" fontSize="sm" data-testid="analysis-range">
        {analysis ? t("dashboard.range", { begin: analysis.begin, end: analysis.end }) : "\u00a0"}
      </Text>
      <BusinessFigures loaded={loaded} />
      {analysis ? (
        <>
          <TrendCharts analysis={analysis} actions={<GranularitySwitch value={granularity} onChange={setGranularity} />} />
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
            <TopWorks rows={analysis.topWorks} />
            <TopDesigners rows={analysis.topDesigners} />
          </SimpleGrid>
        </>
      ) : loaded.loading ? (
        <Skeleton h="260px" />
      ) : null}
    </Stack>
  );
}
