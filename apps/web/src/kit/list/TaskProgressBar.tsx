/**
 * What a long export or import is doing while the server works (the machines' `progress`): the
 * upload's bytes, then the server's own progress pushed over the notice channel for the request's
 * `X-Task-Id` (reading, validating, saving, writing), as a labelled progress bar.
 */
import { Box, Progress, Text } from "@chakra-ui/react";
import type { ExportProgress, ImportProgress } from "@qt/machines";
import { useI18n } from "../../app/i18n";

export function TaskProgressBar({ progress }: { progress: ImportProgress | ExportProgress }) {
  const { t } = useI18n();
  const upload = progress.phase === "uploading" ? (progress as ImportProgress).percent : undefined;
  const percent = progress.phase === "uploading" ? upload : progress.total ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : undefined;
  const phase = t(`kit.phase.${progress.phase}` as "kit.phase.reading");
  const label =
    progress.phase === "uploading" || progress.phase === "waiting"
      ? phase
      : progress.total
        ? t("kit.progressOf", { phase, done: progress.done, total: progress.total })
        : t("kit.progressRows", { phase, done: progress.done });
  return (
    <Box minW="64" data-testid="task-progress" data-phase={progress.phase}>
      <Progress.Root size="xs" value={percent ?? null} colorPalette="brand" aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" mt="1" aria-live="polite">
        {label}
      </Text>
    </Box>
  );
}
