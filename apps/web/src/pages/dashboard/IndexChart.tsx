/** 图表首页 (dashboard/IndexChart): the login figures and a large visit chart. */
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { LoginStats } from "./components/LoginStats";
import { VisitTrend } from "./components/VisitTrend";

export default function IndexChart() {
  return (
    <Stack gap="4" data-testid="dashboard-index-chart">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <LoginStats />
      </SimpleGrid>
      <VisitTrend height={380} />
    </Stack>
  );
}
