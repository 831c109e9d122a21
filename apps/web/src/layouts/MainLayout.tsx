/**
 * The main layout (shell.md §2 "Layout", "Tab layout"): side menu (inline 208 px on desktop, a
 * 200 px left drawer on mobile) or top menu, the global header, the tab bar in multi-tab mode,
 * breadcrumb and page header, the routed page (kept alive when its route asks for it), footer.
 * The page for a path comes from the permission menu; a folder path goes to its redirect or first
 * child, an unknown path to /404.
 */
import { Box, chakra, Drawer, Flex, Portal } from "@chakra-ui/react";
import {
  effectiveSettings,
  headerHidden,
  HEADER_RIGHT_MIN_WIDTH,
  HOME_PATH,
  MOBILE_DRAWER_WIDTH,
  SIDE_MENU_WIDTH,
  menuToRoutes,
  redirectTargets,
  type MenuNode,
} from "@qt/machines";
import { useSelector } from "@xstate/react";
import { useEffect, useMemo, useState } from "react";
import ChakraScope from "../app/ChakraScope";
import { useI18n } from "../app/i18n";
import { useServices } from "../app/ServicesContext";
import { navigate } from "../router/hash-location";
import { indexPages, pageTitle, resolvePage } from "../router/routes";
import { Breadcrumb } from "./Breadcrumb";
import { DocumentTitle } from "./DocumentTitle";
import { GlobalHeader } from "./GlobalHeader";
import { PageHost } from "./PageHost";
import { SideMenu } from "./SideMenu";
import { TabBar } from "./TabBar";

/** Collapsed side menu width (icons only). */
const COLLAPSED_WIDTH = 80;

/** The side menu shows every visible menu entry, route flag "0" ones too (they navigate by path). */
function menuEntries(menu: readonly MenuNode[]) {
  const clear = (items: readonly MenuNode[]): MenuNode[] => items.map((m) => ({ ...m, route: "1", ...(m.children ? { children: clear(m.children) } : {}) }));
  return menuToRoutes(clear(menu));
}

/** The main layout in Chakra's provider (App.tsx has none: the login route is Chakra-free). */
export default function MainLayout({ fullPath }: { fullPath: string }) {
  return (
    <ChakraScope>
      <MainLayoutView fullPath={fullPath} />
    </ChakraScope>
  );
}

function MainLayoutView({ fullPath }: { fullPath: string }) {
  const { t } = useI18n();
  const path = fullPath.split("?")[0] as string;
  const { layout, permissions, tabs } = useServices();
  const { routes, menu } = useSelector(permissions, (s) => ({ routes: s.context.routes, menu: s.context.menu }));
  const settings = useSelector(layout, (s) => effectiveSettings(s.context.settings));
  const pages = useMemo(() => indexPages(routes), [routes]);
  const entries = useMemo(() => menuEntries(menu), [menu]);
  const redirects = useMemo(() => redirectTargets(routes), [routes]);
  const page = resolvePage(path, pages);
  const [scrollTop, setScrollTop] = useState(0);
  const mobile = settings.device === "mobile";
  const topMenu = settings.layout === "topmenu" && !mobile;

  // A folder or a redirecting menu item leads to its redirect or first child; anything else unknown to /404.
  useEffect(() => {
    if (!page) navigate(redirects.get(path) ?? "/404", { replace: true });
  }, [page, path, redirects]);

  useEffect(() => {
    if (!page) return;
    const title = pageTitle(page, t);
    tabs.send({ type: "OPEN", tab: { fullPath, path, name: page.name, meta: { title, keepAlive: page.keepAlive, componentName: page.componentName } } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullPath, page?.name]);

  useEffect(() => {
    const onScroll = () => setScrollTop(window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  if (!page) return null;
  const collapsed = !settings.sidebarOpened;
  const menuWidth = collapsed ? COLLAPSED_WIDTH : SIDE_MENU_WIDTH;
  const hidden = headerHidden(settings, scrollTop);
  const contentWidth = settings.contentWidth === "Fixed" && topMenu ? "1200px" : "full";
  const menuProps = { routes: entries, path, theme: settings.theme };

  const sideMenu = (
    <Box
      as="aside"
      w={`${menuWidth}px`}
      flexShrink={0}
      bg={settings.theme === "dark" ? "#001529" : "white"}
      borderRightWidth={settings.theme === "light" ? "1px" : "0"}
      minH="100vh"
      {...(settings.fixSiderbar ? { position: "sticky", top: "0", h: "100vh", overflowY: "auto" } : {})}
      data-testid="sider"
      data-collapsed={collapsed ? "true" : "false"}
    >
      <Logo collapsed={collapsed} dark={settings.theme === "dark"} />
      <SideMenu {...menuProps} collapsed={collapsed} />
    </Box>
  );

  return (
    <Flex minH="100vh" bg="bg.subtle" data-testid="main-layout" data-device={settings.device}>
      <DocumentTitle title={pageTitle(page, t)} home={path === HOME_PATH} />
      {topMenu ? null : mobile ? (
        <Drawer.Root placement="start" open={settings.sidebarOpened} onOpenChange={(e) => e.open !== settings.sidebarOpened && layout.send({ type: "TOGGLE_SIDEBAR" })}>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW={`${MOBILE_DRAWER_WIDTH}px`} w={`${MOBILE_DRAWER_WIDTH}px`} bg={settings.theme === "dark" ? "#001529" : "white"} data-testid="menu-drawer">
                <Drawer.Title srOnly>{t("layout.menu")}</Drawer.Title>
                <Logo collapsed={false} dark={settings.theme === "dark"} />
                <SideMenu {...menuProps} collapsed={false} onNavigate={() => layout.send({ type: "TOGGLE_SIDEBAR" })} />
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      ) : (
        sideMenu
      )}
      <Flex direction="column" flex="1" minW="0">
        <Box
          {...(settings.fixedHeader ? { position: "sticky", top: "0", zIndex: "sticky" } : {})}
          transform={hidden ? "translateY(-100%)" : undefined}
          transition="transform 0.2s"
          data-testid="header-wrapper"
          data-hidden={hidden ? "true" : "false"}
        >
          <GlobalHeader mobile={mobile} collapsed={collapsed} topMenu={topMenu ? <SideMenu {...menuProps} collapsed={false} mode="horizontal" /> : null} rightMinWidth={HEADER_RIGHT_MIN_WIDTH} />
          {settings.multipage ? <TabBar /> : null}
        </Box>
        <Box as="main" flex="1" p={{ base: "3", md: "6" }} w="full" maxW={contentWidth} mx="auto">
          <Breadcrumb page={page} />
          <PageHost page={page} path={path} fullPath={fullPath} />
        </Box>
        <Box as="footer" textAlign="center" py="4" color="fg.muted" fontSize="sm">
          {t("app.copyright")}
        </Box>
      </Flex>
    </Flex>
  );
}

/** The logo links to the dashboard (shell.md §2 "Header notice centre", last line). */
function Logo({ collapsed, dark }: { collapsed: boolean; dark: boolean }) {
  const { t } = useI18n();
  return (
    <chakra.a href={`#${HOME_PATH}`} display="flex" alignItems="center" justifyContent={collapsed ? "center" : "flex-start"} gap="2" h="16" px="4" color={dark ? "white" : "fg"} fontWeight="semibold" aria-label={collapsed ? t("app.name") : undefined}>
      <Box w="8" h="8" rounded="md" bg="brand.solid" color="white" display="grid" placeItems="center" fontSize="sm" aria-hidden>
        QT
      </Box>
      {collapsed ? null : <Box as="span" truncate>{t("app.name")}</Box>}
    </chakra.a>
  );
}
