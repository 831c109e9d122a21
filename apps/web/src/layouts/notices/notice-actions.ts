/**
 * What the notice centre does with the notices machine's effects (services.ts wires them): an
 * `open` shows the detail modal or, for open type `component`, goes to the menu page of that
 * component with the business id as `?id=`; a `push` shows 消息提醒 with 查看详情 and, when the
 * user enabled it, speaks the text. Also the detail modal's tiny store (the modal is mounted by
 * NoticeBell, opened from the bell, a push or the my-announcements page).
 */
import { noticeView, textOf, type Announcement, type AppRoute, type NoticeView } from "@qt/machines";
import type { NoticePush } from "@qt/sdk";
import { useSyncExternalStore } from "react";
import { getLocale, translate } from "../../app/i18n";
import { notify } from "../../app/notify";
import { isSpeechEnabled, speak } from "../../app/speech";
import { navigate } from "../../router/hash-location";
import { BUILT_IN_PAGES, indexPages } from "../../router/routes";

// ---- the detail modal's store -------------------------------------------------------------------

export interface NoticeDetail {
  item: Announcement;
  /** Where the go-handle button leads (open type url), or null for no such button. */
  handlePath: string | null;
}

let detail: NoticeDetail | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

export function openNoticeDetail(next: NoticeDetail): void {
  detail = next;
  changed();
}

export function closeNoticeDetail(): void {
  detail = null;
  changed();
}

/** The announcement the detail modal shows, or null when it is closed. */
export function useNoticeDetail(): NoticeDetail | null {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => detail,
    () => null,
  );
}

// ---- opening ------------------------------------------------------------------------------------

const cleanComponent = (component: string) => component.replace(/^\/+/, "").replace(/^views\//, "").replace(/\.vue$/, "");

/** The route path of the menu (or built-in) page whose component is `component`, if any. */
export function pathOfComponent(component: string, routes: readonly AppRoute[]): string | null {
  const wanted = cleanComponent(component);
  const pages = [...indexPages(routes).values(), ...BUILT_IN_PAGES];
  const page = pages.find((p) => !p.path.includes(":") && cleanComponent(p.component) === wanted);
  return page?.path ?? null;
}

/**
 * Opens an announcement as `view` says. A `component` item goes to the menu page showing that
 * component with `?id=<business id>`; when the user's menu has no such page (or openPage is itself
 * a path) the path is used as is, and failing that the item opens in the detail modal.
 */
export function openNoticeView(item: Announcement, view: NoticeView, routes: readonly AppRoute[]): void {
  if (view.kind === "detail") {
    openNoticeDetail({ item: view.item, handlePath: view.handlePath });
    return;
  }
  const path = pathOfComponent(view.page, routes) ?? (view.page.startsWith("/") ? view.page : null);
  if (!path) {
    openNoticeDetail({ item, handlePath: null });
    return;
  }
  navigate(view.params.id ? `${path}?${new URLSearchParams({ id: view.params.id })}` : path);
}

/** Opens an announcement without the machine (the my-announcements page marks read itself). */
export function openAnnouncement(item: Announcement, routes: readonly AppRoute[]): void {
  openNoticeView(item, noticeView(item), routes);
}

// ---- pushes -------------------------------------------------------------------------------------

/** How long the 消息提醒 notification stays (JeecgBoot's 4.5 s is short for a toast with a button). */
export const PUSH_NOTICE_MS = 8000;

/** A new message arrived on the notice channel: show it, and speak it when the user asked for that. */
export function showNoticePush(message: NoticePush, showDetail: (msgId: string) => void): void {
  notify("info", message.msgTxt, {
    title: textOf("notices.pushTitle"),
    duration: PUSH_NOTICE_MS,
    action: { label: translate(getLocale(), "notices.pushDetail"), onClick: () => showDetail(message.msgId) },
  });
  if (isSpeechEnabled()) speak(message.msgTxt);
}
