/**
 * The image upload widget (widgets.md §4 "Upload cell", §5, §6, §8): pictures as cards with a
 * 点击上传 card while there is room (`max`, default 1; 0 = any). Only files whose type contains
 * "image" are taken (else 请上传图片). Each card shows its picture (the chosen file while it
 * uploads, then /sys/common/static/<path>), 上传中(N%), or its error (also said as 上传出错 /
 * 错误信息：…); its buttons preview it large, move it left or right (refused at the ends:
 * 未知的操作 / 已到最后~), download it and remove it (the last two unless switched off).
 */
import { Box, chakra, Flex, IconButton, Image, Link, Stack, useFieldContext } from "@chakra-ui/react";
import { textOf, type UploadItem } from "@qt/machines";
import { ChevronLeft, ChevronRight, Download, Eye, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useI18n } from "../../app/i18n";
import { notify } from "../../app/notify";
import { useServices } from "../../app/ServicesContext";
import { ModalDialog } from "../overlay/ModalDialog";
import { ChooseFiles, ItemError, ItemProgress } from "./FileUpload";
import { UPLOAD_TEXTS } from "./texts";
import { fileUrl, useUpload, type UploadProps } from "./useUpload";

const CARD = "112px";

export function ImageUpload(props: UploadProps) {
  const { name, readOnly, text = UPLOAD_TEXTS.choose, max = 1, download = true, remove = true, accept = "image/*" } = props;
  const { tx } = useI18n();
  const { client } = useServices();
  const field = useFieldContext();
  const upload = useUpload({ ...props, max }, (_name, message) => notify("error", textOf("upload.errorMessage", { message: tx(message) }), { title: textOf("upload.error") }));
  const [previewed, setPreviewed] = useState<UploadItem | null>(null);
  const several = max !== 1;

  return (
    <Box role="group" aria-labelledby={field?.ids.label} data-testid={name ? `upload-${name}` : "upload"} w="full">
      <Flex as="ul" listStyleType="none" m="0" p="0" gap="2" wrap="wrap" aria-label={tx(UPLOAD_TEXTS.pictures)}>
        {upload.items.map((item) => {
          const src = item.status === "done" ? fileUrl(client, item.path) : upload.previews.get(item.uid);
          return (
            <chakra.li key={item.uid} data-testid="upload-item" data-status={item.status} data-path={item.path ?? undefined} w={CARD} borderWidth="1px" borderColor={item.status === "error" ? "border.error" : "border"} rounded="md" p="1">
              <Stack gap="1">
                <Box h="80px" bg="bg.muted" rounded="sm" overflow="hidden" display="flex" alignItems="center" justifyContent="center">
                  {src ? <Image src={src} alt={item.name} maxH="full" maxW="full" objectFit="contain" /> : null}
                </Box>
                {item.status === "uploading" ? <ItemProgress item={item} /> : null}
                {item.status === "error" ? <ItemError item={item} lines={2} /> : null}
                <Flex gap="0" justify="space-between">
                  {item.status === "done" ? (
                    <IconButton size="2xs" variant="ghost" aria-label={tx(UPLOAD_TEXTS.preview(item.name))} onClick={() => setPreviewed(item)}>
                      <Eye aria-hidden />
                    </IconButton>
                  ) : null}
                  {several && !readOnly ? (
                    <>
                      <IconButton size="2xs" variant="ghost" aria-label={tx(UPLOAD_TEXTS.moveLeft(item.name))} onClick={() => upload.move(item.uid, "up")}>
                        <ChevronLeft aria-hidden />
                      </IconButton>
                      <IconButton size="2xs" variant="ghost" aria-label={tx(UPLOAD_TEXTS.moveRight(item.name))} onClick={() => upload.move(item.uid, "down")}>
                        <ChevronRight aria-hidden />
                      </IconButton>
                    </>
                  ) : null}
                  {download && item.status === "done" && src ? (
                    <IconButton asChild size="2xs" variant="ghost">
                      <Link href={src} download={item.name} target="_blank" rel="noopener noreferrer" aria-label={tx(UPLOAD_TEXTS.download(item.name))}>
                        <Download aria-hidden />
                      </Link>
                    </IconButton>
                  ) : null}
                  {remove && !readOnly ? (
                    <IconButton size="2xs" variant="ghost" aria-label={tx(UPLOAD_TEXTS.remove(item.name))} onClick={() => upload.remove(item.uid)}>
                      <Trash2 aria-hidden />
                    </IconButton>
                  ) : null}
                </Flex>
              </Stack>
            </chakra.li>
          );
        })}
        {upload.room > 0 ? (
          <li>
            <ChooseFiles label={tx(text)} accept={accept} multiple={several} onFiles={(files) => upload.add(files, { imagesOnly: true })}>
              {(open) => (
                <chakra.button type="button" onClick={open} w={CARD} h={CARD} borderWidth="1px" borderStyle="dashed" rounded="md" display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="1" fontSize="sm" color="fg.muted" _hover={{ borderColor: "brand.solid", color: "brand.fg" }} cursor="pointer">
                  <Plus aria-hidden size={20} />
                  {tx(text)}
                </chakra.button>
              )}
            </ChooseFiles>
          </li>
        ) : null}
      </Flex>
      {previewed ? (
        <ModalDialog title={tx(UPLOAD_TEXTS.previewTitle)} size="lg" testId="upload-preview" onClose={() => setPreviewed(null)} bodyProps={{ display: "flex", justifyContent: "center" }}>
          <Image src={fileUrl(client, previewed.path)} alt={previewed.name} maxW="full" maxH="70vh" objectFit="contain" />
        </ModalDialog>
      ) : null}
    </Box>
  );
}
