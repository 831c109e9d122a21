/**
 * 我的近期工作 on the workplace: the works and withdrawals the user audited last (the lists'
 * advanced query on auditBy = the user's name, newest audit first), each list only for those who may
 * read it, with a link to its screen.
 */
import { Badge, Card, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useSelector } from "@xstate/react";
import { PERMISSIONS } from "@qt/openapi";
import { useHasAuth } from "../../../app/auth";
import { useI18n } from "../../../app/i18n";
import { useServices } from "../../../app/ServicesContext";
import type { AuditedList } from "../../../data/dashboard";
import { useLoad } from "../../../data/query";
import { moneyFigure } from "./figures";

const LAST = 6;

type Item = { id: string; text: string; state: string; time: string };

function Recent({ title, path, list, username, toItem, testId }: {
  title: string;
  path: string;
  list: AuditedList;
  username: string;
  toItem: (row: Record<string, unknown>) => Item;
  testId: string;
}) {
  const { t } = useI18n();
  const loaded = useLoad(["dashboard", "lastAudited", list, username, LAST], (api, signal) => api.dashboard.lastAudited(list, username, LAST, signal));
  const items = loaded.data?.map(toItem);
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header flexDirection="row" justifyContent="space-between">
        <Card.Title>{title}</Card.Title>
        <Link href={`#${path}`} color="brand.fg" fontSize="sm">
          {t("dashboard.open")}
        </Link>
      </Card.Header>
      <Card.Body>
        {loaded.error ? <Text color="fg.error">{loaded.error.message}</Text> : null}
        {items && items.length === 0 ? <Text color="fg.muted">{t("dashboard.noRecentWork")}</Text> : null}
        {items ? (
          <Stack as="ul" gap="2" listStyleType="none">
            {items.map((item) => (
              <li key={item.id}>
                <Text as="span" fontWeight="medium">
                  {item.text}
                </Text>
                <Badge ms="2">{item.state}</Badge>
                <Text as="span" color="fg.muted" fontSize="sm" ms="2">
                  {item.time}
                </Text>
              </li>
            ))}
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

export function MyRecentWork() {
  const { t } = useI18n();
  const { session } = useServices();
  const username = useSelector(session, (s) => s.context.user?.username ?? "");
  const works = useHasAuth(PERMISSIONS.work.qt_work.list);
  const withdrawals = useHasAuth(PERMISSIONS.without.qt_without.list);
  if (!username || (!works && !withdrawals)) return null;
  const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {works ? (
        <Recent
          testId="recent-works"
          title={t("dashboard.myAuditedWorks")}
          path="/work/qtWorkAuditList"
          list="/work/qtWork/list"
          username={username}
          toItem={(r) => ({ id: text(r.id), text: text(r.title), state: text(r.auditStatus_dictText || r.auditStatus), time: text(r.auditTime) })}
        />
      ) : null}
      {withdrawals ? (
        <Recent
          testId="recent-withdrawals"
          title={t("dashboard.myAuditedWithdrawals")}
          path="/without/qtWithoutList"
          list="/without/qtWithout/list"
          username={username}
          toItem={(r) => ({ id: text(r.id), text: `¥${moneyFigure(text(r.amount))} ${text(r.accountName)}`, state: text(r.status_dictText || r.status), time: text(r.auditTime) })}
        />
      ) : null}
    </SimpleGrid>
  );
}
