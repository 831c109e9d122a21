/**
 * The console's right-side drawer: a title with an optional subtitle (what it is about), a close
 * button, the body and an optional footer. Closing (Escape, the backdrop, the button) calls
 * `onClose` unless `keepOpen` says a child dialog is still in front.
 */
import { CloseButton, Drawer, Portal, Text, type DrawerBodyProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useI18n } from "../../app/i18n";

export interface SideDrawerProps {
  title: string;
  subtitle?: string;
  /** Pixels (the drawer never exceeds the window). */
  width: number;
  onClose: () => void;
  keepOpen?: boolean;
  footer?: ReactNode;
  bodyProps?: DrawerBodyProps;
  /** data-* attributes of the content (test ids, the record shown). */
  data?: Record<`data-${string}`, string | undefined>;
  children: ReactNode;
}

export function SideDrawer({ title, subtitle, width, onClose, keepOpen, footer, bodyProps, data, children }: SideDrawerProps) {
  const { t } = useI18n();
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && !keepOpen && onClose()} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={`${width}px`} maxW="100vw" {...data}>
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Drawer.Title>{title}</Drawer.Title>
              {subtitle ? (
                <Text fontSize="sm" color="fg.muted">
                  {subtitle}
                </Text>
              ) : null}
            </Drawer.Header>
            <Drawer.Body {...bodyProps}>{children}</Drawer.Body>
            {footer ? <Drawer.Footer>{footer}</Drawer.Footer> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("app.close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
