/**
 * The toasts and the confirm dialog (loaded on first use by ./notify.ts, so the login page does not
 * carry Chakra's toast and dialog code until it shows its first message). They bring their own
 * Chakra provider: App.tsx has none (the login route is Chakra-free).
 */
import { Button, CloseButton, Dialog, Portal, Toast, Toaster, createToaster } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";
import ChakraScope from "./ChakraScope";
import { useI18n } from "./i18n";
import type { ConfirmRequest, Level, NotifyOptions } from "./notify";

const toaster = createToaster({ placement: "top", pauseOnPageIdle: true, max: 5 });

export function showToast(level: Level, description: string, title: string | undefined, options: NotifyOptions): void {
  toaster.create({
    type: level,
    description,
    ...(title ? { title } : {}),
    ...(options.duration === null ? { duration: Infinity } : options.duration ? { duration: options.duration } : {}),
    ...(options.action ? { action: options.action } : {}),
    closable: true,
  });
}

/** Removes every toast at once (the component tests, between tests: the toaster outlives a render). */
export function clearToasts(): void {
  toaster.remove();
}

let pending: ConfirmRequest | null = null;
const listeners = new Set<() => void>();

export function askConfirm(request: ConfirmRequest | null): void {
  pending?.resolve(false);
  pending = request;
  for (const l of listeners) l();
}

function ConfirmHost() {
  const request = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => pending,
    () => null,
  );
  const answer = (ok: boolean) => {
    const current = pending;
    pending = null;
    current?.resolve(ok);
    for (const l of listeners) l();
  };
  return (
    <Dialog.Root role="alertdialog" open={request !== null} onOpenChange={(e) => !e.open && answer(false)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{request?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{request?.text}</Dialog.Body>
            <Dialog.Footer>
              {request?.cancelText ? (
                <Button variant="outline" onClick={() => answer(false)}>
                  {request.cancelText}
                </Button>
              ) : null}
              <Button colorPalette="brand" onClick={() => answer(true)}>
                {request?.okText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Chakra's solid toast colours put small white text under 4.5:1 (WCAG AA); one shade darker passes. */
const READABLE_BG: Partial<Record<string, string>> = { success: "green.700", warning: "orange.700", error: "red.700" };

export default function NotifyHost() {
  const { t } = useI18n();
  return (
    <ChakraScope>
      <Toaster toaster={toaster}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }} bg={READABLE_BG[toast.type ?? ""]} data-testid="toast" data-type={toast.type}>
            <Toast.Indicator />
            <div style={{ flex: 1 }}>
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description opacity="1">{toast.description}</Toast.Description> : null}
            </div>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("app.close")} />
              </Toast.CloseTrigger>
            ) : null}
          </Toast.Root>
        )}
      </Toaster>
      <ConfirmHost />
    </ChakraScope>
  );
}
