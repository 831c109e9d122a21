/**
 * The frame of a grid that saves as a whole (用户 批量添加, the dictionary items grid): a fullscreen
 * modal (only its buttons close it: Escape ends a cell's edit, and the grid's lists open outside
 * the dialog) with the grid, a message above it when the grid is not valid or the server refused
 * the save, and 取消 / 保存. The rows' helpers (a refusal put on its row's cell, the rows as the
 * save calls take them) are in grid-save.ts.
 */
import { Box, Button, Dialog, Flex, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useI18n } from "../../../app/i18n";
import { FullscreenModal } from "../../../kit/overlay/FullscreenModal";

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
