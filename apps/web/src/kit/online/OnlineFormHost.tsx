/**
 * The frame of every generated page: reads the form (named by the page path's last segment), shows a spinner
 * meanwhile and the server's message when the form cannot be shown (unknown, not synced, no
 * permission), else renders the page for the loaded form.
 */
import { Box, Button, Flex, Spinner, Text } from "@chakra-ui/react";
import type { OnlinePage } from "@qt/machines";
import type { ReactNode } from "react";
import { useI18n } from "../../app/i18n";
import { useOnlineForm } from "./useOnlineForm";

/** The form `code` (a page's: `formCodeOf(path)`). */
export function OnlineFormHost({ code, children }: { code: string; children: (page: OnlinePage) => ReactNode }) {
  const { t, tx } = useI18n();
  const form = useOnlineForm(code);
  if (!code) return <Alert text={t("online.noCode")} />;
  if (form.error) {
    return (
      <Alert text={tx(form.error.text) || form.error.message}>
        <Button size="sm" variant="outline" onClick={form.refresh}>
          {t("kit.retry")}
        </Button>
      </Alert>
    );
  }
  if (!form.page) {
    return (
      <Flex justify="center" py="10">
        <Spinner size="md" color="brand.solid" aria-label={t("kit.loading")} />
      </Flex>
    );
  }
  return (
    <Box data-testid="online-form-page" data-form={form.page.table}>
      {children(form.page)}
    </Box>
  );
}

function Alert({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Flex direction="column" align="center" gap="3" py="10" role="alert" data-testid="online-form-error">
      <Text color="fg.error">{text}</Text>
      {children}
    </Flex>
  );
}
