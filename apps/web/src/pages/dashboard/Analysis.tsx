/**
 * 首页 (dashboard/Analysis): the marketplace's figures for the range — sales, orders, new users,
 * downloads, new works, designer income, refunds, each against the range before — their trend by
 * day, week or month, and the best-selling works and designers (/dashboard/analysis).
 */
import { SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useI18n } from "../../app/i18n";
import { BusinessFigures } from "./components/BusinessFigures";
import { TopDesigners, TopWorks } from "./components/TopLists";
import { GranularitySwitch, TrendCharts } from "./components/TrendCharts";
import { useAnalysis } from "./components/useAnalysis";

export default function Analysis() {
  const { t } = useI18n();
  const { granularity, setGranularity, loaded } = useAnalysis();
  const analysis = loaded.state === "done" ? loaded.value : null;
  return (
    <Stack gap="4" data-testid="dashboard-analysis" aria-busy={loaded.state === "loading"}>
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
      ) : loaded.state === "loading" ? (
        <Skeleton h="260px" />
      ) : null}
    </Stack>
  );
}
