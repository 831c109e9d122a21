/** 登录日志 (/monitor/loginLog): login and logout records (sys_log, logType 1), read-only, newest first. */
import { ListPage } from "../../kit/list/ListPage";
import { logPage } from "./components/log-pages";
import type { PageProps } from "../registry";

export default function LoginLogList({ path }: PageProps) {
  return <ListPage def={logPage(1)} path={path} />;
}
