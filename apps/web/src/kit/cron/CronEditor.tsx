/**
 * The cron expression editor (widgets.md §2, §4, §9) over a running cron machine: the seven tabs
 * 秒 分 时 日 月 周 年, each part's text (read back on blur or Enter), the whole expression, and the
 * next 10 run times (近十次执行时间), which the machine recalculates 500 ms after the last change.
 */
import { Box, Grid, Stack, Tabs, Text } from "@chakra-ui/react";
import { CRON_PARTS, partText, type CronEditorMachine, type CronPartName } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { useId } from "react";
import type { ActorRefFrom } from "xstate";
import { useI18n } from "../../app/i18n";
import { CommitText } from "./inputs";
import { PartPanel } from "./PartPanel";

export type CronEditorActor = ActorRefFrom<CronEditorMachine>;

export function CronEditor({ actor }: { actor: CronEditorActor }) {
  const { t } = useI18n();
  const ctx = useSelector(actor, (s) => s.context);
  const send = actor.send;
  return (
    <Stack gap="4">
      <Tabs.Root value={ctx.tab} onValueChange={(e) => send({ type: "SELECT_TAB", tab: e.value as CronPartName })} variant="line" size="sm" lazyMount unmountOnExit>
        <Tabs.List>
          {CRON_PARTS.map((name) => (
            <Tabs.Trigger key={name} value={name} px="4">
              {t(`cron.tab.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {CRON_PARTS.map((name) => (
          <Tabs.Content key={name} value={name} minH="14rem">
            <PartPanel name={name} part={ctx.parts[name]} send={send} />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <Box as="fieldset" borderTopWidth="1px" pt="3">
        <Text as="legend" fontSize="sm" fontWeight="medium" px="1">
          {t("cron.expression")}
        </Text>
        <Grid templateColumns="repeat(7, 1fr)" gap="2" mb="2">
          {CRON_PARTS.map((name) => (
            <Stack key={name} gap="0.5">
              <Text fontSize="xs" color="fg.muted" textAlign="center" aria-hidden>
                {t(`cron.tab.${name}`)}
              </Text>
              <CommitText label={t(`cron.tab.${name}`)} value={partText(ctx.parts, name)} onCommit={(text) => send({ type: "SET_PART_TEXT", part: name, text })} testId={`cron-part-${name}`} />
            </Stack>
          ))}
        </Grid>
        <CommitText label={t("cron.dialogTitle")} value={ctx.value} onCommit={(value) => send({ type: "SET_VALUE", value })} testId="cron-expression" />
      </Box>

      <Preview actor={actor} />
    </Stack>
  );
}

/** 近十次执行时间（不含年）: the runs, 无执行时间, or why the expression is wrong. */
function Preview({ actor }: { actor: CronEditorActor }) {
  const { t, tx } = useI18n();
  const preview = useSelector(actor, (s) => s.context.preview);
  // until the machine has recalculated, what is shown belongs to an earlier expression
  const pending = useSelector(actor, (s) => s.matches("debouncing"));
  const titleId = useId();
  return (
    <Box data-testid="cron-preview" data-pending={pending ? "true" : undefined} aria-busy={pending} role="region" aria-labelledby={titleId}>
      <Text id={titleId} fontSize="sm" fontWeight="medium" mb="1">
        {t("cron.previewTitle")}
      </Text>
      {preview?.kind === "runs" ? (
        <Box as="ol" fontFamily="mono" fontSize="sm" listStyleType="none" columnCount={2} bg="bg.muted" borderRadius="md" px="3" py="2">
          {preview.runs.map((run) => (
            <li key={run} data-testid="cron-run">
              {run}
            </li>
          ))}
        </Box>
      ) : preview?.kind === "empty" ? (
        <Text fontSize="sm" color="fg.muted" data-testid="cron-no-runs">
          {tx(preview.text)}
        </Text>
      ) : preview?.kind === "invalid" ? (
        <Text fontSize="sm" color="fg.error" data-testid="cron-preview-error">
          {tx(preview.error)}
        </Text>
      ) : null}
    </Box>
  );
}
