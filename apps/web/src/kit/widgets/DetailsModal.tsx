/**
 * The details modal (widgets.md §2, §4 "Modal fullscreen"): 'Detailed information' (详细信息), 1200
 * wide, showing a main form and a sub form read-only in the detail-list layout. Its fullscreen
 * switch starts from `fullscreen` (default off) every time it opens; it is destroyed on close.
 */
import { Button, Dialog, Heading, Stack } from "@chakra-ui/react";
import { useId } from "react";
import { useI18n } from "../../app/i18n";
import { FullscreenModal } from "../overlay/FullscreenModal";
import { DetailList, type DetailColumns, type DetailItem } from "./DetailList";
import { WIDGET_TEXTS } from "./texts";

export const DETAILS_MODAL_WIDTH = 1200;

export interface DetailsForm {
  /** The form's heading (the sub form's is shown; the main form's names its region). */
  title: string;
  items: readonly DetailItem[];
  columns?: DetailColumns;
}

export interface DetailsModalProps {
  open: boolean;
  onClose: () => void;
  main: DetailsForm;
  sub?: DetailsForm;
  /** The title (default Detailed information / 详细信息). */
  title?: string;
  /** Fullscreen when it opens (default false). */
  fullscreen?: boolean;
}

export function DetailsModal({ open, onClose, main, sub, title, fullscreen }: DetailsModalProps) {
  const { t, tx } = useI18n();
  const subTitle = useId();
  return (
    <FullscreenModal open={open} onClose={onClose} width={DETAILS_MODAL_WIDTH} fullscreen={fullscreen} testId="details-modal">
      <Dialog.Header>
        <Dialog.Title>{title ?? tx(WIDGET_TEXTS.detailsTitle)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body overflowY="auto">
        <Stack gap="6">
          <section aria-label={main.title}>
            <DetailList items={main.items} columns={main.columns} testId="details-main" />
          </section>
          {sub ? (
            <section aria-labelledby={subTitle}>
              <Heading as="h3" size="sm" id={subTitle} mb="3">
                {sub.title}
              </Heading>
              <DetailList items={sub.items} columns={sub.columns} testId="details-sub" />
            </section>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t("app.close")}
        </Button>
      </Dialog.Footer>
    </FullscreenModal>
  );
}
