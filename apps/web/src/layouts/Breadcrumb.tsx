/**
 * The breadcrumb and page header (shell.md §2 "Layout"): always the home item first, then the
 * matched route titles, and the page's title; then what the route meta adds to the page shell —
 * a description, a link list, a search box (the search flag: 搜索 opens the page with
 * `?keyword=`) and tabs (a tab opens its path, or the page with `?tab=<key>`; the open one is
 * the one the location names, else the first).
 */
import { Box, Breadcrumb as Crumbs, Button, Flex, Heading, Input, Link, Tabs, Text } from "@chakra-ui/react";
import { HOME_PATH } from "@qt/machines";
import { Search } from "lucide-react";
import { Fragment, useState, type FormEvent } from "react";
import { useI18n } from "../app/i18n";
import { navigate, useFullPath } from "../router/hash-location";
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
      {page.shell ? <PageShell page={page} shell={page.shell} /> : null}
    </Box>
  );
}

function PageShell({ page, shell }: { page: PageRoute; shell: NonNullable<PageRoute["shell"]> }) {
  const { t } = useI18n();
  const fullPath = useFullPath();
  const [path, search = ""] = fullPath.split("?") as [string, string?];
  const query = new URLSearchParams(search);
  const [keyword, setKeyword] = useState(() => query.get("keyword") ?? "");
  // the page's own path (a route with parameters: the concrete one open)
  const here = path;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams(query);
    if (keyword.trim()) next.set("keyword", keyword.trim());
    else next.delete("keyword");
    navigate(next.size ? `${here}?${next}` : here);
  };
  const tabs = shell.tabs ?? [];
  const activeTab = tabs.find((tab) => (tab.path ? tab.path === path : query.get("tab") === tab.key))?.key ?? tabs[0]?.key;
  return (
    <>
      {shell.description ? (
        <Text mt="2" color="fg.muted" fontSize="sm" data-testid="page-description">
          {shell.description}
        </Text>
      ) : null}
      {shell.linkList ? (
        <Flex as="nav" aria-label={t("layout.pageLinks")} gap="4" mt="2" wrap="wrap" data-testid="page-links">
          {shell.linkList.map((link) => (
            <Link key={link.href} href={link.href.startsWith("/") ? `#${link.href}` : link.href} fontSize="sm" colorPalette="brand" {...(/^https?:/.test(link.href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
              {link.title}
            </Link>
          ))}
        </Flex>
      ) : null}
      {shell.search ? (
        <Flex as="form" role="search" onSubmit={submit} gap="2" mt="3" maxW="md" data-testid="page-search">
          <Input size="sm" value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} placeholder={t("layout.pageSearch")} aria-label={t("layout.pageSearch")} />
          <Button size="sm" type="submit" colorPalette="brand">
            <Search size={14} aria-hidden /> {t("layout.pageSearchSubmit")}
          </Button>
        </Flex>
      ) : null}
      {tabs.length ? (
        <Tabs.Root mt="3" value={activeTab ?? null} onValueChange={(e) => {
          const tab = tabs.find((x) => x.key === e.value);
          if (tab) navigate(tab.path ?? `${page.path.includes(":") ? here : page.path}?tab=${encodeURIComponent(tab.key)}`);
        }} data-testid="page-tabs">
          <Tabs.List aria-label={t("layout.pageTabs")}>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.key} value={tab.key}>
                {tab.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      ) : null}
    </>
  );
}
