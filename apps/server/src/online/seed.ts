/** Example report definitions over the registered sources (src/online/sources.ts). */
import type { Seeder } from "../db/seed.js";
import { onlCgreportHead, onlCgreportItem } from "../db/schema/index.js";
import { newId } from "../ids.js";

interface ItemSpec {
  field: string;
  title: string;
  dict?: string;
  show?: boolean;
  sort?: boolean;
  query?: "single" | "group";
  width?: number;
}

const REPORTS: Array<{ code: string; name: string; source: string; sortField: string; items: ItemSpec[] }> = [
  {
    code: "report_user_by_depart",
    name: "用户报表（按部门）",
    source: "sys_user_report",
    sortField: "createTime",
    items: [
      { field: "username", title: "账号", sort: true, query: "single", width: 120 },
      { field: "realname", title: "姓名", query: "single", width: 120 },
      { field: "sex", title: "性别", dict: "sex", query: "single", width: 80 },
      { field: "phone", title: "手机号", width: 130 },
      { field: "email", title: "邮箱", width: 180 },
      { field: "orgCode", title: "部门编码", sort: true, query: "single", width: 120 },
      { field: "status", title: "状态", dict: "user_status", query: "single", width: 80 },
      { field: "createTime", title: "创建时间", sort: true, query: "group", width: 160 },
    ],
  },
  {
    code: "report_login_log",
    name: "登录日志报表",
    source: "sys_login_log_report",
    sortField: "createTime",
    items: [
      { field: "username", title: "账号", sort: true, query: "single", width: 120 },
      { field: "ip", title: "IP", query: "single", width: 140 },
      { field: "logContent", title: "内容" },
      { field: "createTime", title: "时间", sort: true, query: "group", width: 160 },
    ],
  },
  {
    code: "report_quartz_job_runs",
    name: "定时任务执行报表",
    source: "sys_quartz_job_log_report",
    sortField: "startTime",
    items: [
      { field: "jobClassName", title: "任务类名", query: "single" },
      { field: "triggerType", title: "触发方式", dict: "quartz_trigger_type", query: "single", width: 100 },
      { field: "status", title: "结果", dict: "quartz_run_status", query: "single", width: 100 },
      { field: "startTime", title: "开始时间", sort: true, query: "group", width: 160 },
      { field: "costTime", title: "耗时（毫秒）", sort: true, width: 110 },
      { field: "message", title: "信息" },
    ],
  },
];

export const reportSeeder: Seeder = {
  name: "online-reports-example",
  demo: false,
  async run({ db, clock }) {
    const now = clock.now();
    for (const r of REPORTS) {
      const headId = newId();
      await db.insert(onlCgreportHead).values({ id: headId, code: r.code, name: r.name, source: r.source, sortField: r.sortField, sortOrder: "desc", createBy: "system", createTime: now });
      await db.insert(onlCgreportItem).values(
        r.items.map((it, i) => ({
          id: newId(),
          headId,
          fieldName: it.field,
          fieldTxt: it.title,
          fieldWidth: it.width ?? null,
          dictCode: it.dict ?? null,
          isShow: it.show === false ? 0 : 1,
          isOrder: it.sort ? 1 : 0,
          isQuery: it.query ? 1 : 0,
          searchMode: it.query ?? null,
          orderNum: i + 1,
          createBy: "system",
          createTime: now,
        })),
      );
    }
  },
};
