/**
 * 定时任务 (/isystem/quartzJob): jobs through the list kit — class, cron, parameter, description,
 * status; per row 启动 / 停止 (resume / pause), 立即执行 (with confirmation: the run is recorded)
 * and 日志 (the job's run history in a drawer).
 */
import { Button } from "@chakra-ui/react";
import { validateCron } from "@qt/machines";
import { PERMISSIONS } from "@qt/openapi";
import { sysQuartzJob, sysQuartzJobLog } from "@qt/openapi/build";
import { useState } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { confirm, notify } from "../../app/notify";
import { useApi } from "../../app/ServicesContext";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef, type Row } from "../../kit/list/types";
import { SideDrawer } from "../../kit/overlay/SideDrawer";
import type { PageProps } from "../registry";
import { JobClassChoice, QuartzCronInput } from "./components/quartz-controls";

const CLASS = l("任务类名", "Job class");
const CRON = l("Cron 表达式", "Cron expression");
const PARAMETER = l("参数", "Parameter");
const DESCRIPTION = l("描述", "Description");
const STATUS = l("状态", "Status");

const cronRule = { message: l("请输入正确的 Cron 表达式", "Please enter a valid cron expression"), trigger: "change" as const, test: (v: unknown) => !v || validateCron(String(v).trim()).ok };

export const quartzPage: ListPageDef = {
  resource: sysQuartzJob,
  columns: [
    { key: "jobClassName", title: CLASS },
    { key: "cronExpression", title: CRON, width: 170 },
    { key: "parameter", title: PARAMETER, width: 140 },
    { key: "description", title: DESCRIPTION },
    { key: "status", title: STATUS, width: 80 },
  ],
  search: [
    { key: "jobClassName", label: CLASS },
    { key: "status", label: STATUS },
  ],
  form: [
    { key: "jobClassName", label: CLASS, control: JobClassChoice },
    { key: "cronExpression", label: CRON, control: QuartzCronInput, rules: [cronRule] },
    { key: "parameter", label: PARAMETER },
    { key: "description", label: DESCRIPTION },
    { key: "status", label: STATUS, kind: "radio" },
  ],
  rowActions: (row, reload) => <JobActions row={row} reload={reload} />,
  detailColumns: 2,
};

function logPage(jobId: string): ListPageDef {
  return {
    resource: sysQuartzJobLog,
    key: `quartz-log-${jobId}`,
    fixedQuery: { jobId },
    superQuery: false,
    columns: [
      { key: "triggerType", title: l("触发方式", "Trigger"), width: 90 },
      { key: "startTime", title: l("开始时间", "Started"), width: 170 },
      { key: "costTime", title: l("耗时(毫秒)", "Time taken (ms)"), width: 100 },
      { key: "status", title: l("结果", "Result"), width: 80 },
      { key: "message", title: l("失败原因", "Reason") },
    ],
    search: [{ key: "status", label: l("结果", "Result") }],
    form: [
      { key: "triggerType", label: l("触发方式", "Trigger") },
      { key: "startTime", label: l("开始时间", "Started") },
      { key: "endTime", label: l("结束时间", "Ended") },
      { key: "costTime", label: l("耗时(毫秒)", "Time taken (ms)") },
      { key: "status", label: l("结果", "Result") },
      { key: "instance", label: l("执行实例", "Instance") },
      { key: "message", label: l("失败原因", "Reason") },
    ],
  };
}

function JobActions({ row, reload }: { row: Row; reload: () => void }) {
  const { t } = useI18n();
  const { quartz } = useApi().system;
  const canPause = useHasAuth(PERMISSIONS.system.quartzJob.pause);
  const canResume = useHasAuth(PERMISSIONS.system.quartzJob.resume);
  const canRun = useHasAuth(PERMISSIONS.system.quartzJob.execute);
  const canLog = useHasAuth(PERMISSIONS.system.quartzJob.log.list);
  const [log, setLog] = useState(false);
  const running = Number(row.status) === 0;
  const call = async (action: "pause" | "resume" | "execute", question?: string) => {
    if (question && !(await confirm({ title: t("quartz.confirm"), text: question }))) return;
    const outcome = await quartz[action](String(row.id));
    if (outcome.ok) {
      notify("success", outcome.message);
      reload();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };
  const link = (text: string, onClick: () => void) => (
    <Button variant="plain" size="xs" px="1" color="brand.fg" onClick={onClick}>
      {text}
    </Button>
  );
  return (
    <>
      {running && canPause ? link(t("quartz.pause"), () => void call("pause", t("quartz.confirmPause"))) : null}
      {!running && canResume ? link(t("quartz.resume"), () => void call("resume")) : null}
      {canRun ? link(t("quartz.execute"), () => void call("execute", t("quartz.confirmExecute"))) : null}
      {canLog ? link(t("quartz.log"), () => setLog(true)) : null}
      {log ? (
        <SideDrawer title={t("quartz.log")} subtitle={String(row.jobClassName)} width={900} onClose={() => setLog(false)} data={{ "data-testid": "quartz-log-drawer" }}>
          <ListPage def={logPage(String(row.id))} path={`quartz-log-${String(row.id)}`} />
        </SideDrawer>
      ) : null}
    </>
  );
}

export default function QuartzJobList({ path }: PageProps) {
  return <ListPage def={quartzPage} path={path} />;
}
