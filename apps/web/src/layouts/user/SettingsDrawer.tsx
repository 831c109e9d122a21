/** The settings drawer of the user menu (shell.md §2 "Settings drawer"): the settings form in a drawer. */
import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import { useI18n } from "../../app/i18n";
import { SettingsForm } from "./SettingsForm";

export default function SettingsDrawer({ onClose }: { onClose?: () => void }) {
  const { t } = useI18n();
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose?.()} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="settings-drawer">
            <Drawer.Header>
              <Drawer.Title>{t("user.systemSettings")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <SettingsForm />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("app.close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
