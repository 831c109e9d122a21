/**
 * 账户绑定: the third-party accounts the server can sign in with (GET /sys/thirdLogin/providers).
 * Until an administrator configures a provider there is nothing to bind, and the page says so.
 */
import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useI18n } from "../../../app/i18n";
import { client } from "../../../app/services";
import { useApi } from "../../dashboard/components/useApi";
import { SettingsLayout } from "./components/SettingsLayout";

export default function Binding() {
  const { t } = useI18n();
  const providers = useApi(() => client.unwrap(client.GET("/sys/thirdLogin/providers")));
  return (
    <SettingsLayout current="/account/settings/binding">
      {providers.state === "loading" ? <Text color="fg.muted">{t("app.loading")}</Text> : null}
      {providers.state === "failed" ? (
        <Text color="fg.error" role="alert">
          {providers.message}
        </Text>
      ) : null}
      {providers.state === "done" && (providers.value ?? []).length === 0 ? <Text data-testid="no-providers">{t("account.noProviders")}</Text> : null}
      {providers.state === "done" ? (
        <Stack gap="0">
          {(providers.value ?? []).map((p) => (
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
