/** The success result page (shell.md §2 "Page groups": result pages; JeecgBoot's result/Success): 提交成功, 返回列表 and 打印. */
import { Button } from "@chakra-ui/react";
import { useI18n } from "../../app/i18n";
import type { PageProps } from "../registry";
import { ResultView } from "./components/ResultView";

export default function Success({ query }: PageProps) {
  const { t } = useI18n();
  return (
    <ResultView
      status="success"
      title={query.get("title") || t("result.successTitle")}
      description={query.get("description") || t("result.successDescription")}
      actions={
        <>
          <Button colorPalette="brand" onClick={() => window.history.back()}>
            {t("result.backToList")}
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            {t("result.print")}
          </Button>
        </>
      }
    />
  );
}
