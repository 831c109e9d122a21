/**
 * 首页 (dashboard/Analysis): the figures the server has today — users, roles, announcements (each
 * only for users allowed to read the list), login statistics — and the last days' visits. The
 * marketplace's own figures come with the business area.
 */
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useI18n } from "../../app/i18n";
import { CountCard } from "./components/CountCard";
import { LoginStats } from "./components/LoginStats";
import { VisitTrend } from "./components/VisitTrend";

export default function Analysis() {
  const { t } = useI18n();
  return (
    <Stack gap="4" data-testid="dashboard-analysis">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <CountCard what="users" label={t("dashboard.users")} />
        <CountCard what="roles" label={t("dashboard.roles")} />
        <CountCard what="announcements" label={t("dashboard.announcements")} />
        <LoginStats />
      </SimpleGrid>
      <VisitTrend />
    </Stack>
  );
}
