/**
 * The job form's own controls: the job class as a choice among the classes the server registered
 * (/sys/quartzJob/jobClasses; the server refuses any other), and the cron expression with the
 * editor's 选择 dialog (kit/cron).
 */
import { NativeSelect } from "@chakra-ui/react";
import { useI18n } from "../../../app/i18n";
import { useLoad } from "../../../data/query";
import { CronInput } from "../../../kit/cron/CronInput";
import type { CustomControlProps } from "../../../kit/list/types";

export function JobClassChoice({ name, value, onChange, readOnly }: CustomControlProps) {
  const { t } = useI18n();
  // none offered when the read failed (the client showed why)
  const classes = useLoad(["system", "quartz", "jobClasses"], (api, signal) => api.system.quartz.jobClasses(signal)).data ?? [];
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

/** The cron expression with its 选择 dialog (the editor of kit/cron). */
export function QuartzCronInput({ name, value, onChange, readOnly }: CustomControlProps) {
  return <CronInput name={name} value={String(value ?? "")} onChange={onChange} readOnly={readOnly} />;
}
