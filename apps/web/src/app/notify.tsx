/**
 * Messages to the user: toasts (JeecgBoot's message / notification) and a promise-based confirm
 * dialog (its $confirm / $info). Their Chakra components load on first use (./NotifyHost), then
 * stay mounted by <NotifyMount/>. Texts are LocalizedText or plain strings and follow the language.
 */
import type { LocalizedText, UiMessage } from "@qt/machines";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { getLocale, translate } from "./i18n";

export type Level = UiMessage["level"] | "loading";

export interface NotifyOptions {
  title?: LocalizedText | string;
  /** ms; null keeps it until closed. */
  duration?: number | null;
  action?: { label: string; onClick: () => void };
}

export interface ConfirmRequest {
  title: string;
  text: string;
  okText: string;
  cancelText: string | null;
  resolve(ok: boolean): void;
}

const textIn = (text: LocalizedText | string) => (typeof text === "string" ? text : text[getLocale()]);

let host: Promise<typeof import("./NotifyHost")> | null = null;
const listeners = new Set<() => void>();

function loadHost() {
  if (!host) {
    host = import("./NotifyHost");
    for (const l of listeners) l();
  }
  return host;
}

/** A toast: success / info / warning / error / loading. */
export function notify(level: Level, text: LocalizedText | string, options: NotifyOptions = {}): void {
  const title = options.title ? textIn(options.title) : undefined;
  void loadHost().then((m) => m.showToast(level, textIn(text), title, options));
}

export function notifyMessage(message: UiMessage): void {
  notify(message.level, message.text);
}

/** Asks the user; resolves true on OK. `cancel: false` shows OK only (an info box). */
export function confirm(options: { title: LocalizedText | string; text: LocalizedText | string; ok?: LocalizedText | string; cancel?: false }): Promise<boolean> {
  return loadHost().then(
    (m) =>
      new Promise<boolean>((resolve) =>
        m.askConfirm({
          title: textIn(options.title),
          text: textIn(options.text),
          okText: options.ok ? textIn(options.ok) : translate(getLocale(), "app.ok"),
          cancelText: options.cancel === false ? null : translate(getLocale(), "app.cancel"),
          resolve,
        }),
      ),
  );
}

const Host = lazy(() => loadHost());

/** Mounts the toasts and the dialog once the first message asked for them. */
export function NotifyMount() {
  const needed = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => host !== null,
    () => false,
  );
  return needed ? (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  ) : null;
}
