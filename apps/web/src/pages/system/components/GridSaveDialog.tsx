/**
 * The frame of a grid that saves as a whole (用户 批量添加, the dictionary items grid): a fullscreen
 * modal (only its buttons close it: Escape ends a cell's edit, and the grid's lists open outside
 * the dialog) with the grid, a message above it when the grid is not valid or the server refused
 * the save, and 取消 / 保存. A server refusal of the form `第 N 行：…` is also put on that row's
 * cell its message names (else the row's first cell), shown like a failed rule.
 */
import { Box, Button, Dialog, Flex, Text } from "@chakra-ui/react";
import { withCellError, type GridErrors, type GridState, type LocalizedText } from "@qt/machines";
import type { ReactNode } from "react";
import { useI18n } from "../../../app/i18n";
import type { EditableGridHandle } from "../../../kit/grid/EditableGrid";
import type { GridColumn } from "../../../kit/grid/types";
import { FullscreenModal } from "../../../kit/overlay/FullscreenModal";
import "./grid-dialog.css";

export interface GridSaveDialogProps {
  title: string;
  testId: string;
  busy: boolean;
  /** What stops the save: the grid's invalid cells, or the server's refusal. */
  problem: string | null;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function GridSaveDialog({ title, testId, busy, problem, onSave, onClose, children }: GridSaveDialogProps) {
  const { t } = useI18n();
  return (
    <FullscreenModal onClose={onClose} width={1200} dismissible={false} testId={testId}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {problem ? (
          <Box role="alert" mb="3" px="3" py="2" rounded="md" borderWidth="1px" borderColor="red.muted" bg="red.subtle" data-testid="grid-save-problem">
            <Text color="red.fg" fontSize="sm">
              {problem}
            </Text>
          </Box>
        ) : null}
        {children}
      </Dialog.Body>
      <Dialog.Footer>
        <Flex gap="2">
          <Button variant="outline" onClick={onClose}>
            {t("app.cancel")}
          </Button>
          <Button colorPalette="brand" loading={busy} onClick={onSave} data-testid="grid-save">
            {t("gridSave.save")}
          </Button>
        </Flex>
      </Dialog.Footer>
    </FullscreenModal>
  );
}

/** The number of failed cells. */
export const failedCells = (errors: GridErrors): number => [...errors.values()].reduce((n, row) => n + Object.keys(row).length, 0);

/**
 * Puts a refusal `第 N 行：…` on row N: on the column whose Chinese title (or one of `aliases`, the
 * server's names of the same field) the message contains, else the first column. Other messages
 * are left to the caller.
 */
export function markRefusal(grid: EditableGridHandle | null, message: string, columns: readonly GridColumn[], aliases: Readonly<Record<string, readonly string[]>> = {}): void {
  const match = /^第\s*(\d+)\s*行[：:]/.exec(message);
  if (!grid || !match) return;
  const zh = (title: GridColumn["title"]) => (typeof title === "string" ? title : title["zh-CN"]);
  const values = columns.filter((c) => !c.type.startsWith("row-") && c.type !== "hidden");
  const column = values.find((c) => [zh(c.title), ...(aliases[c.key] ?? [])].some((name) => message.includes(name))) ?? values[0];
  const text: LocalizedText = { "zh-CN": message, "en-US": message };
  grid.apply((s: GridState) => {
    const row = s.rows[Number(match[1]) - 1];
    return row && column ? { ...s, errors: withCellError(s.errors, row.id, column.key, text) } : s;
  });
}
