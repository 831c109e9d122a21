/**
 * The multi-tab bar (shell.md §2 "Tab layout"): one tab per visited page, home first and not
 * closable (its close icon answers with the refusal), a close icon per tab (Delete on a focused tab),
 * and the context menu (right click, or the menu key / Shift+F10 on a focused tab) with refresh, close left, close right and close others. Refusals are the
 * machine's warnings (首页不能关闭! / 这是最后一页，不能再关闭了啦).
 */
import { Box, Flex, Menu, Portal } from "@chakra-ui/react";
import { HOME_PATH, type Tab } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { X } from "lucide-react";
import { useMemo, useState, type KeyboardEvent, type MouseEvent } from "react";
import { LOCALES, translate, useI18n } from "../app/i18n";
import { BUILT_IN_PAGES, indexPages, type PageRoute } from "../router/routes";
import { useServices } from "../app/ServicesContext";

/**
 * The tab's title in the current language: a tab titled from the catalogue (home, built-in pages)
 * follows a language switch; a menu page's follows the menu (`pages`, which the server titles in
 * the console's language and which is read again on a switch); otherwise the title it opened with.
 */
export function tabTitle(tab: Tab, t: ReturnType<typeof useI18n>["t"], pages?: ReadonlyMap<string, PageRoute>): string {
  if (tab.path === HOME_PATH) return t("tabs.home");
  const builtIn = BUILT_IN_PAGES.find((page) => page.path === tab.path);
  if (builtIn?.titleId && LOCALES.some((locale) => translate(locale, builtIn.titleId!) === tab.meta.title)) return t(builtIn.titleId);
  const page = pages?.get(tab.path);
  if (page && !page.titleId && page.title) return page.title;
  return tab.meta.title;
}

export function TabBar() {
  const { t } = useI18n();
  const { permissions, tabs } = useServices();
  const { list, active } = useSelector(tabs, (s) => ({ list: s.context.tabs, active: s.context.active }));
  const routes = useSelector(permissions, (s) => s.context.routes);
  const pages = useMemo(() => indexPages(routes), [routes]);
  const [menuFor, setMenuFor] = useState<{ tab: Tab; x: number; y: number } | null>(null);

  const openMenu = (tab: Tab, x: number, y: number) => setMenuFor({ tab, x, y });
  const onContextMenu = (tab: Tab) => (e: MouseEvent) => {
    e.preventDefault();
    openMenu(tab, e.clientX, e.clientY);
  };
  const onKeyDown = (tab: Tab) => (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === "ContextMenu" || (e.shiftKey && e.key === "F10")) {
      e.preventDefault();
      const box = e.currentTarget.getBoundingClientRect();
      openMenu(tab, box.left, box.bottom);
    } else if (e.key === "Delete") {
      tabs.send({ type: "CLOSE", fullPath: tab.fullPath });
    }
  };
  const act = (type: "REFRESH" | "CLOSE_LEFT" | "CLOSE_RIGHT" | "CLOSE_OTHERS") => {
    if (menuFor) tabs.send({ type, fullPath: menuFor.tab.fullPath });
    setMenuFor(null);
  };

  return (
    <Box as="nav" aria-label={t("layout.tabs")} bg="bg" borderBottomWidth="1px" px="2" pt="1.5" data-testid="tab-bar">
      <Flex role="tablist" aria-label={t("layout.tabs")} gap="1" overflowX="auto">
        {list.map((tab) => {
          const selected = tab.fullPath === active;
          const title = tabTitle(tab, t, pages);
          return (
            // The wrapper is presentational so the tablist owns its tabs directly (ARIA); the close
            // icon is for the mouse only; keyboard users close the focused tab with Delete.
            <Flex
              key={tab.fullPath}
              role="presentation"
              align="center"
              gap="1"
              px="3"
              h="8"
              borderWidth="1px"
              borderBottomWidth="0"
              roundedTop="md"
              bg={selected ? "bg" : "bg.muted"}
              color={selected ? "brand.fg" : "fg"}
              borderColor={selected ? "brand.solid" : "border"}
              flexShrink={0}
              onContextMenu={onContextMenu(tab)}
              data-testid="tab"
              data-active={selected ? "true" : undefined}
            >
              <Box
                as="button"
                role="tab"
                aria-selected={selected}
                fontSize="sm"
                onClick={() => tabs.send({ type: "ACTIVATE", fullPath: tab.fullPath })}
                onKeyDown={onKeyDown(tab)}
                _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }}
              >
                {title}
              </Box>
              <Box
                as="span"
                aria-hidden
                title={t("layout.closeTab", { title })}
                data-testid="tab-close"
                cursor="pointer"
                onClick={() => tabs.send({ type: "CLOSE", fullPath: tab.fullPath })}
                rounded="sm"
                _hover={{ bg: "bg.emphasized" }}
                display="inline-flex"
              >
                <X size={12} aria-hidden />
              </Box>
            </Flex>
          );
        })}
      </Flex>
      <Menu.Root
        open={menuFor !== null}
        onOpenChange={(e) => !e.open && setMenuFor(null)}
        positioning={{ getAnchorRect: () => (menuFor ? { x: menuFor.x, y: menuFor.y, width: 1, height: 1 } : null) }}
      >
        <Portal>
          <Menu.Positioner>
            <Menu.Content aria-label={menuFor ? t("layout.tabMenu", { title: tabTitle(menuFor.tab, t, pages) }) : undefined} data-testid="tab-menu">
              <Menu.Item value="refresh" onClick={() => act("REFRESH")}>
                {t("tabs.refresh")}
              </Menu.Item>
              <Menu.Item value="left" onClick={() => act("CLOSE_LEFT")}>
                {t("tabs.closeLeft")}
              </Menu.Item>
              <Menu.Item value="right" onClick={() => act("CLOSE_RIGHT")}>
                {t("tabs.closeRight")}
              </Menu.Item>
              <Menu.Item value="others" onClick={() => act("CLOSE_OTHERS")}>
                {t("tabs.closeOthers")}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Box>
  );
}
