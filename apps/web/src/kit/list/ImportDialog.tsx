/**
 * The Excel import dialog (widgets.md §2 "Excel import dialog", §4, §5, §7) on an import-dialog
 * actor (@qt/machines importdialog): 导入EXCEL, 600 wide; one or more .xls/.xlsx files chosen (other
 * types refused with a warning), each removable; the validate flag where the page asks for it
 * (online forms); 开始上传 disabled without files; the upload's and the server's progress while it
 * runs; closed on success, kept open with the warning on a failure (and not closable while uploading). A partial import (code 201)
 * closes too: the list page shows its warning with the error rows to download.
 */
import { Alert, Button, Checkbox, CloseButton, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { textOf, type ImportFile, type importDialogMachine } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { FileSpreadsheet, X } from "lucide-react";
import { useId, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import { useI18n } from "../../app/i18n";
import { ModalDialog } from "../overlay/ModalDialog";
import { TaskProgressBar } from "./TaskProgressBar";

export type ImportDialogActor = ActorRefFrom<typeof importDialogMachine>;

/** The dialog's width (widgets.md §8). */
export const IMPORT_DIALOG_WIDTH = 600;

let uid = 0;
const importFiles = (files: readonly File[]): ImportFile[] => files.map((file) => ({ uid: `import-${++uid}`, name: file.name, file }));

export function ImportDialog({ actor }: { actor: ImportDialogActor }) {
  const { t, tx } = useI18n();
  const snapshot = useSelector(actor, (s) => s);
  const { files, validate, online, warning, progress } = snapshot.context;
  const uploading = snapshot.matches("uploading");
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  if (snapshot.matches("closed")) return null;
  return (
    // closing is refused while uploading (the machine takes no CLOSE then)
    <ModalDialog
      title={tx(textOf("import.title"))}
      width={IMPORT_DIALOG_WIDTH}
      onClose={() => actor.send({ type: "CLOSE" })}
      onOk={() => actor.send({ type: "UPLOAD" })}
      okText={uploading ? t("kit.import.uploading") : t("kit.import.upload")}
      busy={uploading}
      okDisabled={files.length === 0}
      okTestId="import-upload"
      testId="import-dialog"
    >
      <Stack gap="3">
        {online ? (
          <Checkbox.Root checked={validate} onCheckedChange={(e) => actor.send({ type: "SET_VALIDATE", on: e.checked === true })} disabled={uploading} data-testid="import-validate">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t("kit.import.validate")}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        <HStack>
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={uploading} aria-controls={inputId}>
            <FileSpreadsheet size={14} aria-hidden /> {t("kit.import.choose")}
          </Button>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".xls,.xlsx"
            multiple
            hidden
            data-testid="import-file"
            onChange={(e) => {
              const chosen = [...(e.currentTarget.files ?? [])];
              e.currentTarget.value = "";
              if (chosen.length) actor.send({ type: "ADD_FILES", files: importFiles(chosen) });
            }}
          />
        </HStack>
        <Stack as="ul" gap="1" aria-label={t("kit.import.choose")} data-testid="import-files" listStyleType="none">
          {files.length === 0 ? (
            <Text as="li" fontSize="sm" color="fg.muted">
              {t("kit.import.none")}
            </Text>
          ) : (
            files.map((file) => (
              <Flex as="li" key={file.uid} align="center" justify="space-between" gap="2" fontSize="sm">
                <Text truncate>{file.name}</Text>
                <CloseButton size="2xs" aria-label={t("kit.import.remove", { name: file.name })} disabled={uploading} onClick={() => actor.send({ type: "REMOVE_FILE", uid: file.uid })}>
                  <X aria-hidden />
                </CloseButton>
              </Flex>
            ))
          )}
        </Stack>
        {warning ? (
          <Alert.Root status="warning" size="sm" data-testid="import-warning">
            <Alert.Indicator />
            <Alert.Title>{tx(warning)}</Alert.Title>
          </Alert.Root>
        ) : null}
        {progress ? <TaskProgressBar progress={progress} /> : null}
      </Stack>
    </ModalDialog>
  );
}
