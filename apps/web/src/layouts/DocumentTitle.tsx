/** The browser title: `<page title> - <product name>`, the product name alone on the home page (shell.md §1). */
import { useEffect } from "react";
import { useI18n, type TextId } from "../app/i18n";

export function DocumentTitle({ title, titleId, home = false }: { title?: string; titleId?: TextId; home?: boolean }) {
  const { t } = useI18n();
  const product = t("app.name");
  const page = title || (titleId ? t(titleId) : "");
  useEffect(() => {
    document.title = home || !page ? product : `${page} - ${product}`;
  }, [home, page, product]);
  return null;
}
