/**
 * The two log screens over sys_log (JeecgBoot's LogList with its two tabs): login logs (type 1) and
 * operation logs (type 2, with the operation type), searched by content, account, IP and time.
 */
import { sysLog } from "@qt/openapi/build";
import { l, type ListPageDef } from "../../../kit/list/types";

const CONTENT = l("日志内容", "Content");
const ACCOUNT = l("操作人账号", "Account");
const NAME = l("操作人名称", "Name");
const IP = l("IP", "IP");
const TIME = l("创建时间", "Time");
const OPERATE = l("操作类型", "Operation");

export function logPage(logType: 1 | 2): ListPageDef {
  return {
    resource: sysLog,
    key: `log-${logType}`,
    fixedQuery: { logType: String(logType) },
    columns: [
      { key: "logContent", title: CONTENT },
      { key: "userid", title: ACCOUNT, width: 120 },
      { key: "username", title: NAME, width: 120 },
      { key: "ip", title: IP, width: 130 },
      ...(logType === 2 ? [{ key: "operateType", title: OPERATE, width: 90 }, { key: "requestUrl", title: l("请求路径", "Path") }] : []),
      { key: "costTime", title: l("耗时(毫秒)", "Time taken (ms)"), width: 110 },
      { key: "createTime", title: TIME, width: 170 },
    ],
    search: [
      { key: "logContent", label: CONTENT },
      { key: "userid", label: ACCOUNT },
      { key: "ip", label: IP },
      ...(logType === 2 ? [{ key: "operateType", label: OPERATE }] : []),
      { key: "createTime", label: TIME },
    ],
    form: [
      { key: "logContent", label: CONTENT },
      { key: "userid", label: ACCOUNT },
      { key: "username", label: NAME },
      { key: "ip", label: IP },
      ...(logType === 2 ? [{ key: "operateType", label: OPERATE }, { key: "method", label: l("请求方法", "Handler") }, { key: "requestUrl", label: l("请求路径", "Path") }, { key: "requestParam", label: l("请求参数", "Parameters") }] : []),
      { key: "costTime", label: l("耗时(毫秒)", "Time taken (ms)") },
      { key: "createTime", label: TIME },
    ],
  };
}
