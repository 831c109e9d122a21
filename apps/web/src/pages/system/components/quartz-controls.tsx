/**
 * The job form's own controls: the job class as a choice among the classes the server registered
 * (/sys/quartzJob/jobClasses; the server refuses any other), and the cron expression with its
 * check as you type and the next run times (the full 秒/分/时… editor comes with the widgets issue).
 */
import { Box, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { formatRunTime, nextRunTimes, validateCron } from "@qt/machines";
import { useEffect, useMemo, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { client } from "../../../app/services";
import type { CustomControlProps } from "../../../kit/list/types";

interface JobClass {
  jobClassName: string;
  description: string;
}

export function JobClassChoice({ name, value, onChange, readOnly }: CustomControlProps) {
  const { t } = useI18n();
  const [classes, setClasses] = useState<JobClass[]>([]);
  useEffect(() => {
    void client.unwrap(client.GET("/sys/quartzJob/jobClasses")).then((o) => o.ok && setClasses((o.result as JobClass[]) ?? []));
  }, []);
  return (
    <NativeSelect.Root disabled={readOnly}>
      <NativeSelect.Field name={name} value={String(value ?? "")} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t("kit.choose")}</option>
        {classes.map((c) => (
          <option key={c.jobClassName} value={c.jobClassName}>
            {c.description ? `${c.description}（${c.jobClassName}）` : c.jobClassName}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const PREVIEW = 5;

export function CronInput({ name, value, onChange, readOnly }: CustomControlProps) {
  const { t, tx } = useI18n();
  const text = String(value ?? "");
  const check = useMemo(() => (text.trim() ? validateCron(text.trim()) : null), [text]);
  const runs = useMemo(() => (check?.ok ? nextRunTimes(text.trim(), { from: Date.now(), count: PREVIEW }) : []), [check, text]);
  return (
    <Stack gap="1">
      <Input name={name} value={text} onChange={(e) => onChange(e.currentTarget.value)} readOnly={readOnly} placeholder="0 0/5 * * * ? *" fontFamily="mono" autoComplete="off" />
      {check && !check.ok ? (
        <Text fontSize="xs" color="fg.error" data-testid="cron-error">
          {tx(check.error)}
        </Text>
      ) : runs.length ? (
        <Box fontSize="xs" color="fg.muted" data-testid="cron-preview">
          {t("quartz.nextRuns")}：{runs.map((run) => formatRunTime(run)).join("，")}
        </Box>
      ) : null}
    </Stack>
  );
}
