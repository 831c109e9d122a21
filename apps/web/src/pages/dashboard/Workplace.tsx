/**
 * 工作台 (dashboard/Workplace): the greeting with the user's name and department, shortcuts to the
 * pages of the user's menu, the user's recent audits (works, withdrawals), and the login activity.
 */
import { Card, Heading, Link, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import { timeFix } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { useI18n } from "../../app/i18n";
import { useServices } from "../../app/ServicesContext";
import { LoginStats } from "./components/LoginStats";
import { MyRecentWork } from "./components/MyRecentWork";
import { pagesOf } from "./components/pages";

const SHORTCUTS = 12;

export default function Workplace() {
  const { t, tx } = useI18n();
  const { permissions, session } = useServices();
  const user = useSelector(session, (s) => s.context.user);
  const routes = useSelector(permissions, (s) => s.context.routes);
  const shortcuts = useMemo(() => pagesOf(routes).slice(0, SHORTCUTS), [routes]);
  return (
    <Stack gap="4" data-testid="dashboard-workplace">
      <Card.Root size="sm">
        <Card.Body>
          <Heading as="h2" size="md">
            {t("dashboard.greeting", { greeting: tx(timeFix(new Date())), name: user?.realname || user?.username || "" })}
          </Heading>
          {user?.orgCodeTxt ? <Text color="fg.muted">{user.orgCodeTxt}</Text> : null}
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title>{t("dashboard.shortcuts")}</Card.Title>
        </Card.Header>
        <Card.Body>
          <Wrap gap="3" as="ul" listStyleType="none">
            {shortcuts.map((route) => (
              <li key={route.path}>
                <Link href={`#${route.path}`} color="brand.fg" px="3" py="1.5" borderWidth="1px" rounded="md" display="inline-block">
                  {route.meta.title}
                </Link>
              </li>
            ))}
          </Wrap>
        </Card.Body>
      </Card.Root>
      <MyRecentWork />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <LoginStats />
      </SimpleGrid>
    </Stack>
  );
}
