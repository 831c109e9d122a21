/**
 * A modal with a fullscreen switch (widgets.md §4 "Modal fullscreen"): `width` pixels wide (the
 * whole window when switched), the switch and the close button in the header's corner. The switch
 * starts from `fullscreen` (default off) each time the modal opens; the modal is destroyed on close.
 * Used by the list kit's 新增 / 编辑 / 详情 and the details modal.
 */
import { CloseButton, Dialog, IconButton, Portal } from "@chakra-ui/react";
import { Maximize2, Minimize2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useI18n } from "../../app/i18n";

export interface FullscreenModalProps {
  /** Default true (a modal mounted only while open). */
  open?: boolean;
  onClose: () => void;
  width: number;
  /** Fullscreen when it opens (default false). */
  fullscreen?: boolean;
  testId: string;
  /** Other data attributes of the content (`data-mode`). */
  data?: Readonly<Record<`data-${string}`, string>>;
  /**
   * Default true. False: only its buttons close it, not Escape or a click outside (a grid being
   * filled in, whose Escape ends a cell's edit and whose lists open outside the dialog).
   */
  dismissible?: boolean;
  /** Header, body and footer. */
  children: ReactNode;
}

export function FullscreenModal({ open = true, onClose, width, fullscreen: initial = false, dismissible = true, testId, data, children }: FullscreenModalProps) {
  const { t } = useI18n();
  const [fullscreen, setFullscreen] = useState(initial);
  // back to the initial setting each time it opens (adjusted while rendering)
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFullscreen(initial);
  }
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size={fullscreen ? "full" : "cover"} closeOnEscape={dismissible} closeOnInteractOutside={dismissible} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            maxW={fullscreen ? "100vw" : `min(${width}px, calc(100vw - 32px))`}
            w={fullscreen ? "100vw" : `${width}px`}
            h={fullscreen ? "100vh" : "auto"}
            data-testid={testId}
            data-fullscreen={fullscreen ? "true" : undefined}
            {...data}
          >
            {children}
            <IconButton
              position="absolute"
              top="2"
              insetEnd="10"
              type="button"
              size="sm"
              variant="ghost"
              aria-label={fullscreen ? t("kit.exitFullscreen") : t("kit.fullscreen")}
              aria-pressed={fullscreen}
              onClick={() => setFullscreen((f) => !f)}
            >
              {fullscreen ? <Minimize2 size={14} /> : <Maximize2 size={14} />}
            </IconButton>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("app.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
