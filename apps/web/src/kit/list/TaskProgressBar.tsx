/**
 * What a long export or import is doing while the server works: the upload's bytes, then the
 * server's own progress pushed over the notice channel for the request's `X-Task-Id`
 * (reading, validating, saving, writing), as a labelled progress bar.
 */
import { Box, Progress, Text } from "@chakra-ui/react";
import type { TaskPhase } from "@qt/sdk";
import { useI18n } from "../../app/i18n";

export interface TaskState {
  kind: "import" | "export";
  phase: TaskPhase | "uploading" | "waiting";
  done: number;
  total?: number;
  /** Upload only: 0–100. */
  percent?: number;
}

/** A task id the server accepts (1–64 of [A-Za-z0-9_-]). */
export function newTaskId(kind: TaskState["kind"]): string {
  return `${kind}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function TaskProgressBar({ task }: { task: TaskState }) {
  const { t } = useI18n();
  const percent = task.phase === "uploading" ? task.percent : task.total ? Math.min(100, Math.round((task.done / task.total) * 100)) : undefined;
  const phase = t(`kit.phase.${task.phase}` as "kit.phase.reading");
  const label = task.phase === "uploading" || task.phase === "waiting" ? phase : task.total ? t("kit.progressOf", { phase, done: task.done, total: task.total }) : t("kit.progressRows", { phase, done: task.done });
  return (
    <Box minW="64" data-testid="task-progress" data-phase={task.phase}>
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
