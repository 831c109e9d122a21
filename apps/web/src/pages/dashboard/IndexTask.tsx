/**
 * 任务首页 (dashboard/IndexTask): what waits for the user — unread notices and system messages
 * (/sys/annountCement/listByUser) —, the marketplace's open work for those who handle it (pending
 * audits, withdrawals, unpaid orders, feedback: /dashboard/tasks), and for those who run them, the
 * scheduled jobs and their state.
 */
import { Badge, Card, Link, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { MY_ANNOUNCEMENTS_PATH } from "@qt/machines";
import { PERMISSIONS } from "@qt/openapi";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { useLoad } from "../../data/query";
import { BusinessTasks } from "./components/BusinessTasks";
import { StatCard } from "./components/StatCard";

type Notice = { id: string; titile?: string | null; sender?: string | null; sendTime?: string | null };
type Job = { id: string; jobClassName: string; cronExpression?: string | null; status?: number | null; description?: string | null };

function Jobs() {
  const { t } = useI18n();
  const jobs = useLoad(["dashboard", "jobs"], (api, signal) => api.dashboard.jobs(signal));
  const records = (jobs.data as { records?: Job[] } | undefined)?.records ?? [];
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>{t("dashboard.jobs")}</Card.Title>
      </Card.Header>
      <Card.Body>
        {jobs.error ? <Text color="fg.error">{jobs.error.message}</Text> : null}
        {jobs.data !== undefined && records.length === 0 ? <Text color="fg.muted">{t("dashboard.noJobs")}</Text> : null}
        {records.length > 0 ? (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("dashboard.jobClass")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("dashboard.cron")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("dashboard.jobState")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {records.map((job) => (
                <Table.Row key={job.id}>
                  <Table.Cell>{job.description || job.jobClassName}</Table.Cell>
                  <Table.Cell fontFamily="mono">{job.cronExpression}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={job.status === 0 ? "green" : "gray"}>{t(job.status === 0 ? "dashboard.jobRunning" : "dashboard.jobStopped")}</Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

export default function IndexTask() {
  const { t } = useI18n();
  const canSeeJobs = useHasAuth(PERMISSIONS.system.quartzJob.list);
  const lists = useLoad(["notices", "unread"], (api, signal) => api.notices.unread(signal));
  const value = lists.data as { anntMsgList?: Notice[]; anntMsgTotal?: number; sysMsgTotal?: number; sysMsgList?: Notice[] } | undefined;
  const unread = [...(value?.anntMsgList ?? []), ...(value?.sysMsgList ?? [])];
  return (
    <Stack gap="4" data-testid="dashboard-index-task">
      {/* the page's menu row carries dashboard:tasks: whoever has the page may ask */}
      <BusinessTasks />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <StatCard label={t("dashboard.unreadNotices")} value={lists.data === undefined ? undefined : Number(value?.anntMsgTotal ?? 0)} error={lists.error} />
        <StatCard label={t("dashboard.unreadSystem")} value={lists.data === undefined ? undefined : Number(value?.sysMsgTotal ?? 0)} error={lists.error} />
      </SimpleGrid>
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title>{t("dashboard.todo")}</Card.Title>
        </Card.Header>
        <Card.Body>
          {lists.data !== undefined && unread.length === 0 ? <Text color="fg.muted">{t("dashboard.nothingToDo")}</Text> : null}
          <Stack as="ul" gap="2" listStyleType="none">
            {unread.map((n) => (
              <li key={n.id}>
                <Text as="span" fontWeight="medium">
                  {n.titile}
                </Text>
                <Text as="span" color="fg.muted" fontSize="sm" ms="2">
                  {n.sender} {n.sendTime}
                </Text>
              </li>
            ))}
          </Stack>
          <Link href={`#${MY_ANNOUNCEMENTS_PATH}`} color="brand.fg" mt="3" display="inline-block">
            {t("notices.more")}
          </Link>
        </Card.Body>
      </Card.Root>
      {canSeeJobs ? <Jobs /> : null}
    </Stack>
  );
}
