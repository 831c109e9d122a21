/**
 * The file upload widget (widgets.md §3 "Uploaded file value", §4 "Upload cell", §6, §8, §9): a
 * 点击上传 button, then each file with its state — 上传中(N%) with a progress bar, 上传完成 once a file
 * uploaded here is stored, its name (a
 * download link once stored, unless `download={false}`), or its error (`<name> 上传失败` is also
 * said as a toast) — and a remove button unless `remove={false}`. The value is the stored paths,
 * comma-joined, emitted once every file is done; `max` caps the count (0 = any).
 */
import { Box, Button, chakra, HStack, IconButton, Link, Progress, Stack, Text, useFieldContext } from "@chakra-ui/react";
import { statusText, textOf, uploadedHere, type UploadItem } from "@qt/machines";
import { onlinePreviewUrl, pdfPreviewUrl } from "@qt/sdk";
import { Eye, FileText, Trash2, Upload } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { useI18n } from "../../app/i18n";
import { notify } from "../../app/notify";
import { useServices } from "../../app/ServicesContext";
import { UPLOAD_TEXTS } from "./texts";
import { fileUrl, useUpload, type UploadProps } from "./useUpload";

const Ul = chakra("ul");

/** The hidden file chooser and the button that opens it. */
export function ChooseFiles({ label, accept, multiple, onFiles, children }: { label: string; accept?: string; multiple: boolean; onFiles: (files: File[]) => void; children: (open: () => void) => ReactNode }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={accept}
        multiple={multiple}
        data-testid="upload-input"
        onChange={(e) => {
          onFiles([...(e.currentTarget.files ?? [])]);
          e.currentTarget.value = ""; // the same file can be chosen again
        }}
      />
      {children(() => input.current?.click())}
    </>
  );
}

/** An item's progress while uploading: bar and 上传中(N%). */
export function ItemProgress({ item }: { item: UploadItem }) {
  const { tx } = useI18n();
  const label = tx(statusText(item));
  return (
    <Box w="full">
      <Progress.Root size="xs" value={Math.floor(item.percent)} colorPalette="brand" aria-label={`${item.name} ${label}`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" data-testid="upload-status">
        {label}
      </Text>
    </Box>
  );
}

/** A failed item's error: the answer's message, else 上传失败. */
export function ItemError({ item, lines }: { item: UploadItem; lines?: number }) {
  const { tx } = useI18n();
  return (
    <Text fontSize="xs" color="fg.error" lineClamp={lines} role="alert" data-testid="upload-error">
      {tx(item.message ?? textOf("upload.failed"))}
    </Text>
  );
}

export function FileUpload(props: UploadProps) {
  const { name, readOnly, text = UPLOAD_TEXTS.choose, max = 0, download = true, remove = true, accept } = props;
  const { tx } = useI18n();
  const { client } = useServices();
  const field = useFieldContext();
  const upload = useUpload(props, (fileName) => notify("error", UPLOAD_TEXTS.fileFailed(fileName)));

  return (
    <Stack gap="2" w="full" role="group" aria-labelledby={field?.ids.label} data-testid={name ? `upload-${name}` : "upload"}>
      {upload.room > 0 ? (
        <ChooseFiles label={tx(text)} accept={accept} multiple={max !== 1} onFiles={(files) => upload.add(files)}>
          {(open) => (
            <HStack>
              <Button size="sm" variant="outline" onClick={open}>
                <Upload aria-hidden />
                {tx(text)}
              </Button>
            </HStack>
          )}
        </ChooseFiles>
      ) : null}
      {upload.items.length ? (
        <Ul listStyleType="none" m="0" p="0" aria-label={tx(UPLOAD_TEXTS.files)} display="flex" flexDirection="column" gap="1">
          {upload.items.map((item) => {
            const url = item.status === "done" ? fileUrl(client, item.path) : undefined;
            // a PDF through the API's preview page; another file through the configured preview service, if any
            const preview = url ? (pdfPreviewUrl(client, item.path) ?? onlinePreviewUrl(__PREVIEW_BASE__, url)) : undefined;
            return (
              <chakra.li key={item.uid} data-testid="upload-item" data-status={item.status} data-path={item.path ?? undefined} borderWidth="1px" borderColor={item.status === "error" ? "border.error" : "border"} rounded="md" px="2" py="1">
                <HStack gap="2" align="center">
                  <FileText size={16} aria-hidden />
                  <Box flex="1" minW="0">
                    {url && download ? (
                      <Link href={url} target="_blank" rel="noopener noreferrer" download={item.name} color="brand.fg" truncate display="block" aria-label={tx(UPLOAD_TEXTS.download(item.name))}>
                        {item.name}
                      </Link>
                    ) : (
                      <Text truncate color={item.status === "error" ? "fg.error" : undefined}>
                        {item.name}
                      </Text>
                    )}
                    {item.status === "uploading" ? <ItemProgress item={item} /> : null}
                    {item.status === "done" && uploadedHere(item) ? (
                      <Text fontSize="xs" color={{ base: "green.700", _dark: "green.300" }} role="status" data-testid="upload-status">
                        {tx(statusText(item))}
                      </Text>
                    ) : null}
                    {item.status === "error" ? <ItemError item={item} /> : null}
                  </Box>
                  {preview ? (
                    <IconButton asChild size="xs" variant="ghost" aria-label={tx(UPLOAD_TEXTS.preview(item.name))}>
                      <a href={preview} target="_blank" rel="noopener noreferrer" data-testid="upload-preview">
                        <Eye aria-hidden />
                      </a>
                    </IconButton>
                  ) : null}
                  {remove && !readOnly ? (
                    <IconButton size="xs" variant="ghost" aria-label={tx(UPLOAD_TEXTS.remove(item.name))} onClick={() => upload.remove(item.uid)}>
                      <Trash2 aria-hidden />
                    </IconButton>
                  ) : null}
                </HStack>
              </chakra.li>
            );
          })}
        </Ul>
      ) : null}
    </Stack>
  );
}
