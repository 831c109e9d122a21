/**
 * The breadcrumb and page header (shell.md §2 "Layout"): always the home item first, then the
 * matched route titles, and the page's title.
 */
import { Box, Breadcrumb as Crumbs, Heading } from "@chakra-ui/react";
import { HOME_PATH } from "@qt/machines";
import { Fragment } from "react";
import { useI18n } from "../app/i18n";
import { pageTitle, type PageRoute } from "../router/routes";

export function Breadcrumb({ page }: { page: PageRoute }) {
  const { t } = useI18n();
  const title = pageTitle(page, t);
  const home = page.path === HOME_PATH;
  return (
    <Box mb="4" data-testid="page-header">
      <Crumbs.Root size="sm" aria-label={t("layout.breadcrumb")}>
        <Crumbs.List>
          <Crumbs.Item>
            {home ? <Crumbs.CurrentLink>{t("tabs.home")}</Crumbs.CurrentLink> : <Crumbs.Link href={`#${HOME_PATH}`}>{t("tabs.home")}</Crumbs.Link>}
          </Crumbs.Item>
          {home
            ? null
            : [...page.trail, title].map((crumb, i, all) => (
                <Fragment key={`${i}-${crumb}`}>
                  <Crumbs.Separator />
                  <Crumbs.Item>{i === all.length - 1 ? <Crumbs.CurrentLink>{crumb}</Crumbs.CurrentLink> : crumb}</Crumbs.Item>
                </Fragment>
              ))}
        </Crumbs.List>
      </Crumbs.Root>
      <Heading as="h1" size="lg" mt="2">
        {title}
      </Heading>
    </Box>
  );
}
