/**
 * 监控首页 (dashboard/Monitor): the server's health (its load-balancer check, database included),
 * users online now, scheduled jobs, and login activity.
 */
import { Badge, Card, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useI18n } from "../../app/i18n";
import { client } from "../../app/services";
import { CountCard } from "./components/CountCard";
import { LoginStats } from "./components/LoginStats";
import { VisitTrend } from "./components/VisitTrend";

type Health = { state: "checking" } | { state: "ok"; db: string; ms: number } | { state: "down"; detail: string };

/** `<API base>/health` answers `{status:"ok", db}` when the server and its database answer. */
function useHealth(): Health {
  const [health, setHealth] = useState<Health>({ state: "checking" });
  useEffect(() => {
    let live = true;
    const started = performance.now();
    fetch(`${client.baseUrl}/health`, { cache: "no-store" })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as { status?: string; db?: string };
        if (!live) return;
        setHealth(res.ok && body.status === "ok" ? { state: "ok", db: body.db ?? "", ms: Math.round(performance.now() - started) } : { state: "down", detail: `HTTP ${res.status}` });
      })
      .catch((error: unknown) => live && setHealth({ state: "down", detail: String(error) }));
    return () => {
      live = false;
    };
  }, []);
  return health;
}

export default function Monitor() {
  const { t } = useI18n();
  const health = useHealth();
  return (
    <Stack gap="4" data-testid="dashboard-monitor">
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title>{t("dashboard.health")}</Card.Title>
        </Card.Header>
        <Card.Body>
          {health.state === "checking" ? <Text color="fg.muted">{t("app.loading")}</Text> : null}
          {health.state === "ok" ? (
            <Text>
              <Badge colorPalette="green" me="2">
                {t("dashboard.healthy")}
              </Badge>
              {t("dashboard.healthDetail", { db: health.db, ms: health.ms })}
            </Text>
          ) : null}
          {health.state === "down" ? (
            <Text role="alert">
              <Badge colorPalette="red" me="2">
                {t("dashboard.unhealthy")}
              </Badge>
              {health.detail}
            </Text>
          ) : null}
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <CountCard what="online" label={t("dashboard.online")} />
        <CountCard what="jobs" label={t("dashboard.jobs")} />
        <LoginStats />
      </SimpleGrid>
      <VisitTrend />
    </Stack>
  );
}
