/**
 * The announcement detail modal (shell.md §2 "Header notice centre", §9): 60% wide (100% in
 * fullscreen), 80% of the window high, a fullscreen toggle; title, sender (by real name), send time and the HTML
 * body; 关闭, and 去处理 when the open type is url (goes to openPage). Loaded on first use.
 */
import { Box, Button, CloseButton, Dialog, Flex, HStack, IconButton, Portal, Text } from "@chakra-ui/react";
import type { Announcement } from "@qt/machines";
import DOMPurify from "dompurify";
import { Maximize2, Minimize2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useI18n } from "../../app/i18n";
import { useLoad } from "../../data/query";
import { navigate } from "../../router/hash-location";
import { PriorityTag } from "./PriorityTag";

/**
 * The server sanitises msgContent with an allow-list (sanitize-html) when it is written; DOMPurify
 * cleans it again here, so rows written before that rule or by another writer cannot run script.
 */
export function safeHtml(html: string | null | undefined): string {
  return html ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ["target"] }) : "";
}

/** Links in the body open in a new tab without handing it this window. */
DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
});

/** The sender as a person reads it: the real name once known, the username until then (or when it is not found). */
function useSenderName(username: string | null | undefined): string {
  const realname = useLoad(["notices", "senderName", username], (api) => api.notices.senderName(username ?? ""), { enabled: !!username }).data;
  return realname || (username ?? "");
}

export default function NoticeDetailDialog({ item, handlePath, onClose }: { item: Announcement; handlePath: string | null; onClose: () => void }) {
  const { t } = useI18n();
  const [fullscreen, setFullscreen] = useState(false);
  const html = useMemo(() => safeHtml(item.msgContent), [item.msgContent]);
  const sender = useSenderName(item.sender);

  const handle = () => {
    if (!handlePath) return;
    onClose();
    if (/^https?:\/\//i.test(handlePath)) window.open(handlePath, "_blank", "noopener");
    else navigate(handlePath);
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="top" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner p={fullscreen ? "0" : undefined}>
          <Dialog.Content
            data-testid="notice-detail"
            data-fullscreen={fullscreen || undefined}
            w={fullscreen ? "100vw" : "60vw"}
            maxW="100%"
            h="80vh"
            my={fullscreen ? "0" : "20px"}
            rounded={fullscreen ? "none" : undefined}
          >
            <Dialog.Header pr="24">
              <Dialog.Title lineClamp={2}>{item.titile}</Dialog.Title>
            </Dialog.Header>
            <HStack position="absolute" top="2" insetEnd="2" gap="1">
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={t(fullscreen ? "notice.detail.exitFullscreen" : "notice.detail.fullscreen")}
                aria-pressed={fullscreen}
                onClick={() => setFullscreen((f) => !f)}
                data-testid="notice-detail-fullscreen"
              >
                {fullscreen ? <Minimize2 /> : <Maximize2 />}
              </IconButton>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label={t("app.close")} />
              </Dialog.CloseTrigger>
            </HStack>
            <Dialog.Body>
              <Flex wrap="wrap" align="center" gap="3" color="fg.muted" fontSize="sm" mb="4" data-testid="notice-detail-meta">
                <PriorityTag priority={item.priority} />
                <Text title={item.sender ?? undefined}>{t("notice.sender", { name: sender })}</Text>
                <Text>{t("notice.sendTime", { time: item.sendTime ?? "" })}</Text>
              </Flex>
              <Box
                className="qt-notice-html"
                data-testid="notice-detail-body"
                css={{ "& img, & video": { maxWidth: "100%", height: "auto" }, "& p": { marginBottom: "0.75em" }, "& a": { color: "brand.600", textDecoration: "underline" } }}
                // Sanitised twice: by the server on write and by DOMPurify above (safeHtml).
                dangerouslySetInnerHTML={{ __html: html }}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("app.close")}
              </Button>
              {handlePath ? (
                <Button colorPalette="brand" onClick={handle} data-testid="notice-detail-handle">
                  {t("notice.detail.handle")}
                </Button>
              ) : null}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
