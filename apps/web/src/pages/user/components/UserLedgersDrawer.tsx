/**
 * 账户记录 of a platform user: their score logs and (for designers) cash-share records, each a
 * list-kit page with the user as fixed query, in the tabs of a right-side drawer. A tab shows only
 * with its ledger's list permission.
 */
import { Box, Tabs } from "@chakra-ui/react";
import { PERMISSIONS } from "@qt/openapi";
import { useMemo } from "react";
import { useHasAuth } from "../../../app/auth";
import { useI18n } from "../../../app/i18n";
import { ListPage } from "../../../kit/list/ListPage";
import { l } from "../../../kit/list/types";
import { SideDrawer } from "../../../kit/overlay/SideDrawer";
import { cashSharePage, scoreLogPage } from "./ledger-pages";

export const LEDGERS_TITLE = l("账户记录", "Account records");
const SCORE_TAB = l("积分记录", "Score logs");
const SHARE_TAB = l("分成记录", "Cash shares");

export function UserLedgersDrawer({ user, pagePath, onClose }: { user: { id: string; nickname: string }; pagePath: string; onClose: () => void }) {
  const { tx } = useI18n();
  const canScore = useHasAuth(PERMISSIONS.user.qt_score_log.list);
  const canShare = useHasAuth(PERMISSIONS.user.qt_cash_share.list);
  const scoreKey = `${pagePath}/scores/${user.id}`;
  const shareKey = `${pagePath}/shares/${user.id}`;
  const tabs = useMemo(
    () =>
      [
        { value: "scores", title: SCORE_TAB, key: scoreKey, def: scoreLogPage(user.id, scoreKey), allowed: canScore },
        { value: "shares", title: SHARE_TAB, key: shareKey, def: cashSharePage(user.id, shareKey), allowed: canShare },
      ].filter((tab) => tab.allowed),
    [user.id, scoreKey, shareKey, canScore, canShare],
  );
  return (
    <SideDrawer title={tx(LEDGERS_TITLE)} subtitle={user.nickname} width={900} onClose={onClose} bodyProps={{ bg: "bg.subtle" }} data={{ "data-testid": "user-ledgers-drawer" }}>
      <Tabs.Root defaultValue={tabs[0]?.value} variant="line" size="sm" lazyMount>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tx(tab.title)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            <Box pt="2">
              <ListPage def={tab.def} path={tab.key} />
            </Box>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </SideDrawer>
  );
}
