/**
 * 日志管理 (system/LogList, the stock JeecgBoot page): one page with the 登录日志 and 操作日志 tabs,
 * each the list of its own page (LoginLogList, OperateLogList: both still open on their own).
 */
import { Tabs } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useI18n } from "../../app/i18n";
import { ListPage } from "../../kit/list/ListPage";
import { logPage } from "./components/log-pages";
import type { PageProps } from "../registry";

const TABS = [
  { value: "login", label: "log.tab.login", logType: 1 },
  { value: "operate", label: "log.tab.operate", logType: 2 },
] as const;

export default function LogList({ path }: PageProps) {
  const { t } = useI18n();
  const [tab, setTab] = useState<string>("login");
  const pages = useMemo(() => TABS.map((x) => logPage(x.logType)), []);
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount unmountOnExit variant="enclosed" data-testid="log-tabs">
      <Tabs.List aria-label={t("log.tabs")} mb="3">
        {TABS.map((x) => (
          <Tabs.Trigger key={x.value} value={x.value} data-testid={`log-tab-${x.value}`}>
            {t(x.label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((x, i) => (
        <Tabs.Content key={x.value} value={x.value} p="0">
          <ListPage def={pages[i]!} path={path} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
