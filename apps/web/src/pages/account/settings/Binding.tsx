/**
 * 账户绑定: the third-party accounts the server can sign in with (GET /sys/thirdLogin/providers).
 * Until an administrator configures a provider there is nothing to bind, and the page says so.
 */
import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useI18n } from "../../../app/i18n";
import { useLoad } from "../../../data/query";
import { SettingsLayout } from "./components/SettingsLayout";

export default function Binding() {
  const { t } = useI18n();
  const providers = useLoad(["login", "thirdProviders"], (api, signal) => api.login.thirdProviders(signal));
  const list = providers.data ?? [];
  return (
    <SettingsLayout current="/account/settings/binding">
      {providers.loading ? <Text color="fg.muted">{t("app.loading")}</Text> : null}
      {providers.error ? (
        <Text color="fg.error" role="alert">
          {providers.error.message}
        </Text>
      ) : null}
      {providers.data !== undefined && list.length === 0 ? <Text data-testid="no-providers">{t("account.noProviders")}</Text> : null}
      {providers.data !== undefined ? (
        <Stack gap="0">
          {list.map((p) => (
            <Flex key={p.type} justify="space-between" align="center" py="4" borderBottomWidth="1px">
              <Text fontWeight="medium">{p.name}</Text>
              <Button asChild variant="outline" size="sm">
                <a href={p.url} target="_blank" rel="noopener noreferrer">
                  {t("account.bind")}
                </a>
              </Button>
            </Flex>
          ))}
        </Stack>
      ) : null}
    </SettingsLayout>
  );
}
