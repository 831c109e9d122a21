/**
 * /test/home (shell.md §2 "Static routes"): a page outside the layouts for checking a deployment —
 * what the console was built with and whether the API answers.
 */
import { Badge, Box, Code, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useI18n } from "../../app/i18n";
import { client } from "../../app/services";

export default function TestHome() {
  const { t } = useI18n();
  const [health, setHealth] = useState<string | null>(null);
  useEffect(() => {
    fetch(`${client.baseUrl}/health`, { cache: "no-store" })
      .then((res) => res.text())
      .then(setHealth, (error: unknown) => setHealth(String(error)));
  }, []);
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
