/** 图表首页 (dashboard/IndexChart): the four main figures and the year's trend by month, large, with the best-selling works. */
import { Skeleton, Stack } from "@chakra-ui/react";
import { BusinessFigures } from "./components/BusinessFigures";
import { TopWorks } from "./components/TopLists";
import { GranularitySwitch, TrendCharts } from "./components/TrendCharts";
import { useAnalysis } from "./components/useAnalysis";

export default function IndexChart() {
  const { granularity, setGranularity, loaded } = useAnalysis("month");
  const analysis = loaded.data ?? null;
  return (
    <Stack gap="4" data-testid="dashboard-index-chart" aria-busy={loaded.loading}>
      <BusinessFigures loaded={loaded} secondary={false} />
      {analysis ? (
        <>
          <TrendCharts analysis={analysis} height={380} actions={<GranularitySwitch value={granularity} onChange={setGranularity} />} />
          <TopWorks rows={analysis.topWorks} />
        </>
      ) : loaded.loading ? (
        <Skeleton h="380px" />
      ) : null}
    </Stack>
  );
}
