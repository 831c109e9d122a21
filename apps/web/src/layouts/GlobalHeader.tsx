/**
 * The global header (shell.md §2 "Layout"): the collapse toggle, the welcome text (desktop only),
 * the top menu in top-menu mode, and the right block (notice centre, user menu) at least 400 px wide.
 */
import { Box, Flex, IconButton, Text } from "@chakra-ui/react";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import type { ReactNode } from "react";
import { useI18n } from "../app/i18n";
import { useServices } from "../app/ServicesContext";
import { NoticeBell } from "./notices/NoticeBell";
import { UserMenu } from "./user/UserMenu";

export function GlobalHeader({ mobile, collapsed, topMenu, rightMinWidth }: { mobile: boolean; collapsed: boolean; topMenu: ReactNode; rightMinWidth: number }) {
  const { t } = useI18n();
  const { layout } = useServices();
  return (
    <Flex as="header" align="center" h="16" px="3" gap="3" bg="bg" shadow="xs" data-testid="global-header">
      {topMenu ? (
        <Box flex="1" minW="0">
          {topMenu}
        </Box>
      ) : (
        <>
          <IconButton variant="ghost" aria-label={t("layout.toggleSidebar")} aria-expanded={!collapsed} onClick={() => layout.send({ type: "TOGGLE_SIDEBAR" })} data-testid="sidebar-toggle">
            {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
          </IconButton>
          {mobile ? null : (
            <Text color="fg.muted" fontSize="sm" truncate data-testid="header-welcome">
              {t("layout.welcome")}
            </Text>
          )}
          <Box flex="1" />
        </>
      )}
      <Flex align="center" justify="flex-end" gap="2" minW={mobile ? undefined : `${rightMinWidth}px`} data-testid="header-right">
        <NoticeBell />
        <UserMenu mobile={mobile} />
      </Flex>
    </Flex>
  );
}
