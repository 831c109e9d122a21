/** An exception page (403, 404, 500): the status, what happened, and the way back to the home page. */
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { HOME_PATH } from "@qt/machines";
import { useI18n } from "../../../app/i18n";
import { navigate } from "../../../router/hash-location";

export function ExceptionView({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useI18n();
  return (
    <Stack align="center" textAlign="center" py="20" gap="4" data-testid={`exception-${status}`}>
      <Heading as="h2" size="6xl" color="fg.muted" aria-hidden>
        {status}
      </Heading>
      <Text fontSize="lg" role="status">
        {t(`exception.${status}`)}
      </Text>
      <Button colorPalette="brand" onClick={() => navigate(HOME_PATH)}>
        {t("exception.back")}
      </Button>
    </Stack>
  );
}
