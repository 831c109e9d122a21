/**
 * The side menu (shell.md §2 "Layout"): entries from the permission menu, hidden ones hidden,
 * accordion submenus (one root submenu open), a link for entries with an external target, the
 * selected entry by path (the full path for routes with parameters). Collapsing shows icons only
 * and remembers the open submenu; expanding restores it. `mode="horizontal"` is the top menu.
 */
import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import type { AppRoute } from "@qt/machines";
import { ChevronDown, ChevronRight } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "../app/i18n";
import { matchesPattern } from "../router/routes";
import { MenuIcon } from "./MenuIcon";

export interface SideMenuProps {
  routes: readonly AppRoute[];
  /** The current path (without the query). */
  path: string;
  collapsed: boolean;
  theme: "dark" | "light";
  mode?: "inline" | "horizontal";
  onNavigate?: () => void;
}

const visible = (routes: readonly AppRoute[] | undefined) => (routes ?? []).filter((r) => !r.hidden);
const isExternal = (route: AppRoute) => route.meta.internalOrExternal || /^https?:\/\//.test(route.meta.url ?? route.path);

/** Whether an entry is the open page: by path, or for a path with parameters by the full path matching it. */
const isSelected = (route: AppRoute, path: string) => (route.path.includes(":") ? matchesPattern(route.path, path) : route.path === path);

/** The root submenu that holds a path (for the accordion's initial open entry). */
function rootOf(routes: readonly AppRoute[], path: string): string | null {
  const holds = (route: AppRoute): boolean => isSelected(route, path) || visible(route.children).some(holds) || (route.children ?? []).some(holds);
  return routes.find((r) => r.children && holds(r))?.path ?? null;
}

export function SideMenu({ routes, path, collapsed, theme, mode = "inline", onNavigate }: SideMenuProps) {
  const { t } = useI18n();
  const items = useMemo(() => visible(routes), [routes]);
  const [open, setOpen] = useState<string | null>(() => rootOf(items, path));
  const remembered = useRef<string | null>(null);

  // Collapse remembers the open submenu and closes it; expanding restores it.
  useEffect(() => {
    if (collapsed) {
      remembered.current = open;
      setOpen(null);
    } else if (remembered.current !== null) {
      setOpen(remembered.current);
      remembered.current = null;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collapsed]);

  useEffect(() => {
    if (!collapsed) setOpen((current) => rootOf(items, path) ?? current);
  }, [path, items, collapsed]);

  const dark = theme === "dark";
  const colors = dark ? { bg: "#001529", fg: "rgba(255,255,255,0.75)", hover: "white", sub: "#000c17" } : { bg: "white", fg: "gray.800", hover: "brand.fg", sub: "gray.50" };
  const horizontal = mode === "horizontal";

  const renderItem = (route: AppRoute, depth: number) => {
    const children = visible(route.children);
    const selected = isSelected(route, path);
    const indent = collapsed || horizontal ? 0 : 6 + depth * 6;
    const label = (
      <>
        {depth === 0 ? <MenuIcon name={route.meta.icon} /> : null}
        {collapsed && depth === 0 ? null : (
          <Text as="span" flex="1" truncate>
            {route.meta.title}
          </Text>
        )}
      </>
    );
    const itemStyle = {
      display: "flex",
      alignItems: "center",
      gap: "2.5",
      h: "10",
      ps: collapsed ? "0" : `${indent * 4}px`,
      pe: "4",
      justifyContent: collapsed && depth === 0 ? "center" : "flex-start",
      color: selected ? (dark ? "white" : "brand.fg") : colors.fg,
      bg: selected ? (dark ? "brand.solid" : "brand.subtle") : "transparent",
      _hover: { color: colors.hover },
      _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" },
      width: "full",
      textAlign: "start" as const,
      fontSize: "sm",
    };
    if (children.length > 0) {
      const isOpen = open === route.path || (depth > 0 && true);
      if (depth === 0) {
        return (
          <Box as="li" key={route.path} role="none">
            <chakra.button
              type="button"
              role="menuitem"
              aria-haspopup="true"
              aria-expanded={open === route.path}
              title={collapsed ? route.meta.title : undefined}
              aria-label={collapsed ? route.meta.title : undefined}
              onClick={() => setOpen((current) => (current === route.path ? null : route.path))}
              {...itemStyle}
            >
              {label}
              {collapsed || horizontal ? null : open === route.path ? <ChevronDown size={14} aria-hidden /> : <ChevronRight size={14} aria-hidden />}
            </chakra.button>
            {open === route.path ? (
              <Box as="ul" role="menu" aria-label={route.meta.title} {...(collapsed || horizontal ? { position: "absolute", zIndex: "dropdown", minW: "44", shadow: "md", bg: colors.bg } : { bg: colors.sub })}>
                {children.map((child) => renderItem(child, collapsed || horizontal ? 0.5 : depth + 1))}
              </Box>
            ) : null}
          </Box>
        );
      }
      return (
        <Box as="li" key={route.path} role="none">
          <Text ps={`${indent * 4}px`} py="1" fontSize="xs" color={colors.fg} opacity={0.7} aria-hidden>
            {route.meta.title}
          </Text>
          {isOpen ? (
            <Box as="ul" role="menu" aria-label={route.meta.title}>
              {children.map((child) => renderItem(child, depth + 1))}
            </Box>
          ) : null}
        </Box>
      );
    }
    const href = isExternal(route) ? (route.meta.url ?? route.path) : `#${route.path}`;
    return (
      <Box as="li" key={route.path} role="none">
        <chakra.a
          role="menuitem"
          href={href}
          {...(isExternal(route) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          aria-current={selected ? "page" : undefined}
          title={collapsed ? route.meta.title : undefined}
          aria-label={collapsed ? route.meta.title : undefined}
          onClick={onNavigate}
          {...itemStyle}
        >
          {label}
        </chakra.a>
      </Box>
    );
  };

  return (
    <Box as="nav" aria-label={t("layout.menu")} bg={horizontal ? "transparent" : colors.bg} color={colors.fg} data-testid="side-menu" data-theme={theme}>
      <Flex as="ul" role="menubar" aria-orientation={horizontal ? "horizontal" : "vertical"} direction={horizontal ? "row" : "column"} position="relative">
        {items.map((route) => renderItem(route, 0))}
      </Flex>
    </Box>
  );
}
