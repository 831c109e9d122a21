/**
 * The failure result page (shell.md §2 "Page groups": result pages; JeecgBoot's result/Error, route
 * result/fail): 提交失败, what was wrong (`?reason=`, repeatable), 返回修改.
 */
import { Box, Button, List, Text } from "@chakra-ui/react";
import { useI18n } from "../../app/i18n";
import type { PageProps } from "../registry";
import { ResultView } from "./components/ResultView";

export default function ResultFail({ query }: PageProps) {
  const { t } = useI18n();
  const reasons = query.getAll("reason").filter((r) => r.trim());
  return (
    <ResultView
      status="error"
      title={query.get("title") || t("result.failTitle")}
      description={query.get("description") || t("result.failDescription")}
      actions={
        <Button colorPalette="brand" onClick={() => window.history.back()}>
          {t("result.backToEdit")}
        </Button>
      }
    >
      {reasons.length ? (
        <Box>
          <Text fontWeight="medium" mb="2">
            {t("result.failContent")}
          </Text>
          <List.Root ps="5" gap="1" data-testid="result-reasons">
            {reasons.map((reason, i) => (
              <List.Item key={i}>{reason}</List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
    </ResultView>
  );
}
