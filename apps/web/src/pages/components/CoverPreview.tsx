/**
 * A cover in a list cell: its thumbnail as a button (so a keyboard reaches it and a screen reader
 * names it after the work) that opens the picture large in a dialog — auditors judge the picture,
 * and a 40-pixel thumbnail is not enough for that.
 */
import { chakra, Image } from "@chakra-ui/react";
import { useState } from "react";
import { useI18n } from "../../app/i18n";
import { useServices } from "../../app/ServicesContext";
import { ModalDialog } from "../../kit/overlay/ModalDialog";
import { Thumbnails } from "../../kit/list/cell-views";
import { fileUrl } from "../../kit/upload/useUpload";

export function CoverPreview({ value, title }: { value: unknown; title: string }) {
  const { t } = useI18n();
  const { client } = useServices();
  const [open, setOpen] = useState(false);
  const path = String(value ?? "").split(",")[0]?.trim();
  if (!path) return null;
  return (
    <>
      <chakra.button type="button" onClick={() => setOpen(true)} aria-label={t("workAudit.enlargeCover", { title })} cursor="zoom-in" rounded="sm" _focusVisible={{ outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" }} data-testid="cover-preview">
        <Thumbnails value={path} size={48} max={1} />
      </chakra.button>
      {open ? (
        <ModalDialog title={t("workAudit.coverTitle", { title })} size="lg" testId="cover-dialog" onClose={() => setOpen(false)} bodyProps={{ display: "flex", justifyContent: "center" }}>
          <Image src={fileUrl(client, path)} alt={t("workAudit.coverAlt", { title })} maxW="full" maxH="70vh" objectFit="contain" />
        </ModalDialog>
      ) : null}
    </>
  );
}
