/** System logs (/sys/log) and the dashboard's login statistics (/sys/loginfo, /sys/visitInfo). */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { arr, date, int, obj, str } from "../schema.js";
import { note, TAG } from "./util.js";

export const sysLog: ResourceDef = {
  base: "/sys/log",
  name: "SysLog",
  title: "系统日志",
  table: "sys_log",
  permission: "system:log",
  tag: TAG.log,
  common: "sys",
  // Logs are written by the server only.
  ops: ["list", "delete", "deleteBatch", "exportXls"],
  fields: {
    logType: f.integer("日志类型（1 登录日志 2 操作日志）", { dict: "log_type", readOnly: true, search: "eq" }),
    logContent: f.string("日志内容", { readOnly: true, search: "like", maxLength: 1000 }),
    operateType: f.integer("操作类型（1 查询 2 添加 3 修改 4 删除 5 导入 6 导出）", { dict: "operate_type", readOnly: true, search: "eq", nullable: true }),
    userid: f.string("操作用户账号", { readOnly: true, search: "eq", nullable: true }),
    username: f.string("操作用户名称", { readOnly: true, search: "like", nullable: true }),
    ip: f.string("IP", { readOnly: true, search: "like", nullable: true }),
    method: f.string("请求的处理（operationId）", { readOnly: true, nullable: true }),
    requestUrl: f.string("请求路径", { readOnly: true, search: "like", nullable: true }),
    requestParam: f.text("请求参数（密码等敏感值已抹去）", { readOnly: true, nullable: true }),
    requestType: f.string("请求方法（GET、POST…）", { readOnly: true, search: "eq", nullable: true }),
    costTime: f.integer("耗时（毫秒）", { readOnly: true, sort: true, nullable: true }),
    clientType: f.string("客户端类型（pc、app）", { readOnly: true, nullable: true }),
    tenantId: f.integer("租户ID", { readOnly: true, nullable: true }),
  },
  listParams: { keyWord: { schema: str(), description: "搜索日志内容（包含）— JeecgBoot's name for the log list's search box" } },
};

export function addLogs(b: ContractBuilder): void {
  addResource(b, sysLog);
  note(b, "delete", "/sys/log/deleteBatch", "`ids=allclear` clears every log (JeecgBoot's convention).");

  b.op({
    method: "get", path: "/sys/loginfo", tag: TAG.log, summary: "登录统计",
    description: "Login counts from the login logs (logType 1) for the dashboard. Any logged-in user. A stock server puts 登录成功 in `message`.",
    result: obj(
      {
        todayVisitCount: int("今日登录次数"),
        totalVisitCount: int("总登录次数"),
        todayIp: int("今日登录 IP 数"),
      },
      ["todayVisitCount", "totalVisitCount", "todayIp"],
    ),
  });
  b.op({
    method: "get", path: "/sys/visitInfo", tag: TAG.log, summary: "近 7 天访问量",
    description: "Logins per day over the last 7 days (today included), oldest first; days without logins are absent (as JeecgBoot). Any logged-in user.",
    result: arr(
      obj(
        {
          visit: int("登录次数"),
          ip: int("不同 IP 数"),
          tian: date("日期 yyyy-MM-dd"),
          type: str("图表横轴 MM-dd", { pattern: "^\\d{2}-\\d{2}$" }),
        },
        ["visit", "ip", "tian", "type"],
      ),
    ),
  });
}
