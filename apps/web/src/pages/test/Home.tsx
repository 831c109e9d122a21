/**
 * /test/home (shell.md §2 "Static routes"): a page outside the layouts for checking a deployment —
 * what the console was built with and whether the API answers.
 */
import { Badge, Box, Code, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useI18n } from "../../app/i18n";
import { useServices } from "../../app/ServicesContext";

export default function TestHome() {
  const { t } = useI18n();
  const { api, client } = useServices();
  const [health, setHealth] = useState<string | null>(null);
  useEffect(() => {
    void api.deployment.health().then(setHealth);
  }, [api]);
  return (
    <Box p="8" maxW="3xl" mx="auto" data-testid="test-home">
      <Stack gap="3">
        <Heading as="h1" size="xl">
          {t("test.home")}
        </Heading>
        <Text>
          {t("test.apiBase")}: <Code>{client.baseUrl}</Code>
        </Text>
        <Text>
          {t("test.health")}: {health === null ? <Badge>…</Badge> : <Code data-testid="test-health">{health}</Code>}
        </Text>
        <Text>
          {t("app.language")}: <Code>{navigator.language}</Code>, {t("test.viewport")}: <Code>{`${window.innerWidth}×${window.innerHeight}`}</Code>
        </Text>
      </Stack>
    </Box>
  );
}
