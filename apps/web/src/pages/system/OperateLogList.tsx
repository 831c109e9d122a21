/** 操作日志 (/monitor/operateLog): what staff did (sys_log, logType 2), read-only, newest first. */
import { ListPage } from "../../kit/list/ListPage";
import { logPage } from "./components/log-pages";
import type { PageProps } from "../registry";

export default function OperateLogList({ path }: PageProps) {
  return <ListPage def={logPage(2)} path={path} />;
}
