/**
 * 监控首页 (dashboard/Monitor): the answering instance (/dashboard/monitor) — its process and host,
 * its database and largest tables, its request statistics and most called operations — refreshed
 * every 10 seconds (and on demand), keeping the last figures on screen while a refresh runs; then
 * the users online and the login activity.
 */
import { Badge, Button, DataList, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useEffect, type ReactNode } from "react";
import { useI18n } from "../../app/i18n";
import { useServices } from "../../app/ServicesContext";
import type { Monitor as MonitorData } from "../../data/dashboard";
import { useLoad } from "../../data/query";
import { CountCard } from "./components/CountCard";
import { FigureTable, TitledCard } from "./components/FigureTable";
import { bytesText, durationText } from "./components/figures";
import { LoginStats } from "./components/LoginStats";
import { VisitTrend } from "./components/VisitTrend";

const REFRESH_MS = 10_000;
const MONITOR = ["dashboard", "monitor"];

function Facts({ title, testId, facts }: { title: string; testId: string; facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <TitledCard title={title} testId={testId}>
      <DataList.Root orientation="horizontal" size="sm">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue data-fact={label}>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
    </TitledCard>
  );
}

function Figures({ m }: { m: MonitorData }) {
  const { t } = useI18n();
  const s = m.server;
  const d = m.database;
  const r = m.requests;
  return (
    <>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Facts
          title={t("dashboard.server")}
          testId="monitor-server"
          facts={[
            [t("dashboard.host"), `${s.hostname} (${s.platform})`],
            [t("dashboard.versions"), `Node ${s.nodeVersion} · ${s.appVersion ?? ""}`],
            [t("dashboard.uptime"), `${durationText(s.uptimeSeconds)} (${s.startedAt})`],
            [t("dashboard.cpu"), `${s.cpuPercent ?? 0}% · ${t("dashboard.load")} ${s.loadAverage.join(" / ")} · ${s.cpuCount} ${t("dashboard.cores")}`],
            [t("dashboard.memory"), `${bytesText(s.memory.totalBytes - s.memory.freeBytes)} / ${bytesText(s.memory.totalBytes)} · RSS ${bytesText(s.memory.rssBytes)}`],
            [t("dashboard.disk"), s.disk ? `${bytesText(s.disk.freeBytes)} ${t("dashboard.free")} / ${bytesText(s.disk.totalBytes)}` : "—"],
          ]}
        />
        <Facts
          title={t("dashboard.database")}
          testId="monitor-database"
          facts={[
            [t("dashboard.dbKind"), `${d.kind} ${d.version}`],
            [t("dashboard.dbSize"), bytesText(d.sizeBytes)],
            [t("dashboard.latency"), `${d.latencyMs} ms`],
            [t("dashboard.connections"), d.connections ? t("dashboard.connectionsOf", d.connections) : "—"],
          ]}
        />
        <Facts
          title={t("dashboard.requests")}
          testId="monitor-requests"
          facts={[
            [t("dashboard.requestTotal"), r.total.toLocaleString()],
            [t("dashboard.requestErrors"), r.errors.toLocaleString()],
            [t("dashboard.perMinute"), String(r.perMinute)],
            [t("dashboard.responseTime"), t("dashboard.avgP95", { avg: r.avgMs, p95: r.p95Ms })],
            [t("dashboard.sessions"), `${r.activeSessions ?? 0} · ${t("dashboard.sockets")} ${r.websockets ?? 0}`],
            [
              t("dashboard.byStatus"),
              <HStack key="s" gap="1" wrap="wrap">
                {Object.entries(r.byStatus).map(([status, n]) => (
                  <Badge key={status} colorPalette={Number(status) >= 500 ? "red" : Number(status) >= 400 ? "orange" : "green"}>
                    {status}: {n}
                  </Badge>
                ))}
              </HStack>,
            ],
          ]}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <FigureTable
          title={t("dashboard.topPaths")}
          testId="monitor-paths"
          rows={r.topPaths}
          rowKey={(p) => `${p.method} ${p.path}`}
          empty={t("dashboard.noData")}
          columns={[
            { header: t("dashboard.operation"), cell: (p) => `${p.method} ${p.path}`, mono: true },
            { header: t("dashboard.calls"), cell: (p) => p.count, end: true },
            { header: t("dashboard.requestErrors"), cell: (p) => p.errors, end: true },
            { header: t("dashboard.avgMs"), cell: (p) => p.avgMs, end: true },
            { header: "P95 ms", cell: (p) => p.p95Ms ?? "", end: true },
          ]}
        />
        <FigureTable
          title={t("dashboard.tables")}
          testId="monitor-tables"
          rows={d.tables}
          rowKey={(x) => x.name}
          empty={t("dashboard.noData")}
          columns={[
            { header: t("dashboard.table"), cell: (x) => x.name, mono: true },
            { header: t("dashboard.rows"), cell: (x) => x.rows.toLocaleString(), end: true },
            { header: t("dashboard.size"), cell: (x) => bytesText(x.sizeBytes), end: true },
          ]}
        />
      </SimpleGrid>
    </>
  );
}

export default function Monitor() {
  const { t } = useI18n();
  const { queries } = useServices();
  // a refresh keeps the last figures on screen until the new ones come
  const loaded = useLoad(MONITOR, (api, signal) => api.dashboard.monitor(signal));
  useEffect(() => {
    // through the cache: `loaded.refresh` is a new function each render
    const timer = setInterval(() => void queries.refetchQueries({ queryKey: MONITOR }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [queries]);
  const figures = loaded.error ? undefined : loaded.data;
  return (
    <Stack gap="4" data-testid="dashboard-monitor">
      <HStack justify="space-between">
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {figures ? t("dashboard.refreshed", { seconds: REFRESH_MS / 1000 }) : "\u00a0"}
        </Text>
        <Button size="xs" variant="outline" onClick={loaded.refresh}>
          {t("dashboard.refresh")}
        </Button>
      </HStack>
      {loaded.loading ? <Skeleton h="60" /> : null}
      {loaded.error ? (
        <Text color="fg.error" role="alert">
          {loaded.error.message}
        </Text>
      ) : null}
      {figures ? <Figures m={figures} /> : null}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <CountCard what="online" label={t("dashboard.online")} />
        <LoginStats />
      </SimpleGrid>
      <VisitTrend />
    </Stack>
  );
}
