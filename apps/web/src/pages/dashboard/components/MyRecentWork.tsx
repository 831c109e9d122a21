/**
 * 我的近期工作 on the workplace: the works and withdrawals the user audited last (the lists'
 * advanced query on auditBy = the user's name, newest audit first), each list only for those who may
 * read it, with a link to its screen.
 */
import { Badge, Card, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { PERMISSIONS } from "@qt/openapi";
import type { Outcome } from "@qt/sdk";
import { useSelector } from "@xstate/react";
import { useHasAuth } from "../../../app/auth";
import { useI18n } from "../../../app/i18n";
import { client, session } from "../../../app/services";
import { moneyFigure } from "./business";
import { useApi } from "./useApi";

const LAST = 6;

type Item = { id: string; text: string; state: string; time: string };

/** The newest rows of a list the user audited. */
async function audited(path: "/work/qtWork/list" | "/without/qtWithout/list", username: string, toItem: (row: Record<string, unknown>) => Item): Promise<Outcome<Item[]>> {
  const superQueryParams = encodeURIComponent(JSON.stringify([{ field: "auditBy", rule: "eq", val: username }]));
  const outcome = await client.unwrap(client.GET(path, { params: { query: { pageNo: 1, pageSize: LAST, column: "auditTime", order: "desc", superQueryParams } } }));
  return outcome.ok ? { ...outcome, result: (((outcome.result as { records?: Record<string, unknown>[] }).records ?? []) as Record<string, unknown>[]).map(toItem) } : outcome;
}

function Recent({ title, path, load, testId }: { title: string; path: string; load: () => Promise<Outcome<Item[]>>; testId: string }) {
  const { t } = useI18n();
  const loaded = useApi(load);
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header flexDirection="row" justifyContent="space-between">
        <Card.Title>{title}</Card.Title>
        <Link href={`#${path}`} color="brand.fg" fontSize="sm">
          {t("dashboard.open")}
        </Link>
      </Card.Header>
      <Card.Body>
        {loaded.state === "failed" ? <Text color="fg.error">{loaded.message}</Text> : null}
        {loaded.state === "done" && loaded.value.length === 0 ? <Text color="fg.muted">{t("dashboard.noRecentWork")}</Text> : null}
        {loaded.state === "done" ? (
          <Stack as="ul" gap="2" listStyleType="none">
            {loaded.value.map((item) => (
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
          load={() => audited("/work/qtWork/list", username, (r) => ({ id: text(r.id), text: text(r.title), state: text(r.auditStatus_dictText || r.auditStatus), time: text(r.auditTime) }))}
        />
      ) : null}
      {withdrawals ? (
        <Recent
          testId="recent-withdrawals"
          title={t("dashboard.myAuditedWithdrawals")}
          path="/without/qtWithoutList"
          load={() => audited("/without/qtWithout/list", username, (r) => ({ id: text(r.id), text: `¥${moneyFigure(text(r.amount))} ${text(r.accountName)}`, state: text(r.status_dictText || r.status), time: text(r.auditTime) }))}
        />
      ) : null}
    </SimpleGrid>
  );
}
