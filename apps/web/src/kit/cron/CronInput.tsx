/**
 * A cron expression field (widgets.md §2 "Cron expression editor"): the expression as text (checked
 * as it is typed: Cron表达式最多7项！ / Cron表达式参数[年]错误：… / Cron表达式错误：…) and a 选择
 * button opening the editor in a dialog 800 wide (title Cron表达式). The dialog edits a copy, which
 * 确定 hands back; 取消, Escape and the close button leave the field as it was. An empty field
 * opens the editor at `* * * * * ? *`; an unparsable one opens with its bad parts as every.
 */
import { Button, Group, Input, Stack, Text } from "@chakra-ui/react";
import { DEFAULT_CRON, cronEditorMachine, validateCron } from "@qt/machines";
import { useActorRef } from "@xstate/react";
import { useId, useMemo, useState } from "react";
import { useI18n } from "../../app/i18n";
import { ModalDialog } from "../overlay/ModalDialog";
import { CronEditor } from "./CronEditor";

/** The editor dialog's width (widgets.md §9: 800 for the second editor). */
export const CRON_DIALOG_WIDTH = 800;

export interface CronInputProps {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
}

export function CronInput({ name, value, onChange, readOnly }: CronInputProps) {
  const { t, tx } = useI18n();
  const [open, setOpen] = useState(false);
  const check = useMemo(() => validateCron(value.trim()), [value]);
  const errorId = useId();
  return (
    <Stack gap="1" w="full">
      <Group attached w="full">
        <Input
          name={name}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          readOnly={readOnly}
          placeholder={t("cron.placeholder")}
          fontFamily="mono"
          autoComplete="off"
          spellCheck={false}
          {...(check.ok ? {} : { "aria-invalid": true, "aria-describedby": errorId })}
        />
        <Button variant="outline" onClick={() => setOpen(true)} disabled={readOnly} data-testid="cron-choose">
          {t("cron.select")}
        </Button>
      </Group>
      {check.ok ? null : (
        <Text id={errorId} fontSize="xs" color="fg.error" data-testid="cron-error">
          {tx(check.error)}
        </Text>
      )}
      {open ? (
        <CronDialog
          value={value}
          onClose={() => setOpen(false)}
          onApply={(next) => {
            onChange(next);
            setOpen(false);
          }}
        />
      ) : null}
    </Stack>
  );
}

function CronDialog({ value, onClose, onApply }: { value: string; onClose: () => void; onApply: (value: string) => void }) {
  const { t } = useI18n();
  const actor = useActorRef(cronEditorMachine, { input: { value: value.trim() || DEFAULT_CRON } });
  return (
    <ModalDialog
      title={t("cron.dialogTitle")}
      width={CRON_DIALOG_WIDTH}
      testId="cron-dialog"
      onClose={onClose}
      onOk={() => onApply(actor.getSnapshot().context.value)}
      okTestId="cron-apply"
    >
      <CronEditor actor={actor} />
    </ModalDialog>
  );
}
