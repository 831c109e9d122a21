/**
 * 在线用户 (system/SysUserOnlineList, the stock page name; /monitor/online): the live sessions (not expired, not revoked), newest first, searched
 * by account; per row 强制退出 (with confirmation) ends that session. Not a stored resource: the
 * list kit reads it through a declaration of its own.
 */
import { Button } from "@chakra-ui/react";
import { PERMISSIONS } from "@qt/openapi";
import { f, type ResourceDef } from "@qt/openapi/build";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { confirm, notify } from "../../app/notify";
import { useApi } from "../../app/ServicesContext";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef, type Row } from "../../kit/list/types";
import type { PageProps } from "../registry";

/** GET /sys/online/list as the kit reads a list (a page of OnlineSession, `username` contains). */
const onlineSessions: ResourceDef = {
  base: "/sys/online",
  name: "OnlineSession",
  title: "在线用户",
  table: "sys_token",
  permission: "system:online",
  tag: "online",
  common: "none",
  ops: ["list"],
  fields: {
    username: f.string("登录账号", { search: "eq" }),
    realname: f.string("姓名"),
    ip: f.string("最后访问地址"),
    loginTime: f.datetime("登录时间"),
    lastActiveTime: f.datetime("最后活动时间"),
  },
};

const ACCOUNT = l("用户账号", "Account");

export const onlinePage: ListPageDef = {
  resource: onlineSessions,
  rowKey: "token",
  superQuery: false,
  actions: { detail: false },
  columns: [
    { key: "username", title: ACCOUNT, width: 140 },
    { key: "realname", title: l("用户姓名", "Name"), width: 140 },
    { key: "ip", title: l("IP", "IP"), width: 140 },
    { key: "loginTime", title: l("登录时间", "Logged in"), width: 170 },
    { key: "lastActiveTime", title: l("最后活动", "Last active"), width: 170 },
  ],
  search: [{ key: "username", label: ACCOUNT }],
  form: [],
  rowActions: (row, reload) => <ForceLogout row={row} reload={reload} />,
};

function ForceLogout({ row, reload }: { row: Row; reload: () => void }) {
  const { t } = useI18n();
  const { online } = useApi().system;
  const allowed = useHasAuth(PERMISSIONS.system.online.forceLogout);
  if (!allowed) return null;
  const run = async () => {
    if (!(await confirm({ title: t("online.confirm"), text: t("online.confirmText", { name: String(row.realname || row.username) }) }))) return;
    const outcome = await online.forceLogout(String(row.token));
    if (outcome.ok) {
      notify("success", outcome.message || t("online.done"));
      reload();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };
  return (
    <Button variant="plain" size="xs" px="1" color="fg.error" onClick={() => void run()}>
      {t("online.forceLogout")}
    </Button>
  );
}

export default function SysUserOnlineList({ path }: PageProps) {
  return <ListPage def={onlinePage} path={path} />;
}
