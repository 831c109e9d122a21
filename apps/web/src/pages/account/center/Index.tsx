/**
 * 个人中心 (account/center): who the user is — avatar, name, account, department, contact — their
 * current departments (GET /sys/user/getCurrentUserDeparts) and shortcuts to the settings.
 */
import { Avatar, Badge, Card, DataList, Flex, Heading, Link, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import { fileAccessUrl } from "@qt/sdk";
import { useSelector } from "@xstate/react";
import { useI18n } from "../../../app/i18n";
import { useServices } from "../../../app/ServicesContext";
import { useLoad } from "../../../data/query";

export default function AccountCenter() {
  const { t } = useI18n();
  const { client, session } = useServices();
  const user = useSelector(session, (s) => s.context.user);
  const departs = useLoad(["account", "departs"], (api, signal) => api.account.departs(signal));
  const name = user?.realname || user?.username || "";
  const list = departs.data?.list ?? [];
  const current = departs.data?.orgCode;
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" data-testid="account-center">
      <Card.Root>
        <Card.Body>
          <Stack align="center" gap="3" textAlign="center">
            <Avatar.Root size="2xl">
              <Avatar.Fallback name={name} />
              {user?.avatar ? <Avatar.Image src={fileAccessUrl(client, user.avatar)} alt="" /> : null}
            </Avatar.Root>
            <Heading as="h2" size="lg">
              {name}
            </Heading>
            <Text color="fg.muted">{user?.username}</Text>
          </Stack>
          <DataList.Root orientation="horizontal" mt="6" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t("account.depart")}</DataList.ItemLabel>
              <DataList.ItemValue>{user?.orgCodeTxt || "—"}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("account.email")}</DataList.ItemLabel>
              <DataList.ItemValue>{user?.email || "—"}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("account.phone")}</DataList.ItemLabel>
              <DataList.ItemValue>{user?.phone || "—"}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("account.birthday")}</DataList.ItemLabel>
              <DataList.ItemValue>{user?.birthday || "—"}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root gridColumn={{ lg: "span 2" }}>
        <Card.Header>
          <Card.Title>{t("account.departs")}</Card.Title>
        </Card.Header>
        <Card.Body>
          {departs.error ? <Text color="fg.error">{departs.error.message}</Text> : null}
          {departs.data !== undefined && list.length === 0 ? <Text color="fg.muted">{t("session.noDeparts")}</Text> : null}
          <Wrap gap="2">
            {list.map((d) => (
              <Badge key={d.orgCode} size="lg" colorPalette={d.orgCode === current ? "brand" : "gray"}>
                {d.departName}
              </Badge>
            ))}
          </Wrap>
          <Flex gap="4" mt="6" wrap="wrap">
            <Link href="#/account/settings/base" color="brand.fg">
              {t("page.settings.base")}
            </Link>
            <Link href="#/account/settings/security" color="brand.fg">
              {t("page.settings.security")}
            </Link>
            <Link href="#/isps/userAnnouncement" color="brand.fg">
              {t("page.myAnnouncements")}
            </Link>
          </Flex>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
