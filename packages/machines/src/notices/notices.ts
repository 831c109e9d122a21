/**
 * Pure helpers of the header notice centre (shell.md §2 "Header notice centre", §3, §4).
 */
import type { Schemas } from "@qt/openapi";
import type { NoticePush } from "@qt/sdk";
import { textOf, type LocalizedText } from "../messages.js";

export type Announcement = Schemas["SysAnnouncement"];

export interface NoticeLists {
  anntMsgList: Announcement[];
  anntMsgTotal: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
}

export const EMPTY_LISTS: NoticeLists = Object.freeze({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }) as NoticeLists;

/** The list is polled this often (when polling is on). */
export const NOTICE_POLL_MS = 6000;
/** The my-announcements page behind 查看更多. */
export const MY_ANNOUNCEMENTS_PATH = "/isps/userAnnouncement";
/** JeecgBoot's third-party text-to-speech audio URL; the pushed text is appended, URI-encoded. */
export const SPEECH_URL = "https://tts.baidu.com/text2audio?lan=zh&ie=UTF-8&text=";

/** The lists of a listByUser answer, missing parts as empty. */
export function listsOf(result: Partial<NoticeLists> | null | undefined): NoticeLists {
  return {
    anntMsgList: Array.isArray(result?.anntMsgList) ? result.anntMsgList : [],
    anntMsgTotal: Number(result?.anntMsgTotal ?? 0) || 0,
    sysMsgList: Array.isArray(result?.sysMsgList) ? result.sysMsgList : [],
    sysMsgTotal: Number(result?.sysMsgTotal ?? 0) || 0,
  };
}

/** Tab titles: 通知(N) and 系统消息(N). */
export function tabTitles(lists: Pick<NoticeLists, "anntMsgTotal" | "sysMsgTotal">): { notices: LocalizedText; system: LocalizedText } {
  return { notices: textOf("notices.tab.notices", { n: lists.anntMsgTotal }), system: textOf("notices.tab.system", { n: lists.sysMsgTotal }) };
}

/** The priority tag: L 一般消息, M 重要消息, H 紧急消息. */
export function priorityText(priority: string | null | undefined): LocalizedText | null {
  return priority === "L" || priority === "M" || priority === "H" ? textOf(`notices.priority.${priority}`) : null;
}

export type NoticeView =
  /** A dynamic page receiving the item's business id. */
  | { kind: "component"; page: string; params: { id: string | null } }
  /** The detail modal; `handlePath` is where its go-handle button leads (openType url). */
  | { kind: "detail"; item: Announcement; handlePath: string | null };

/** How an item opens: openType 'component' as a dynamic page, anything else in the detail modal. */
export function noticeView(item: Announcement): NoticeView {
  const open = item as Announcement & { openType?: string | null; openPage?: string | null; busId?: string | null };
  if (open.openType === "component" && open.openPage) return { kind: "component", page: open.openPage, params: { id: open.busId ?? null } };
  return { kind: "detail", item, handlePath: open.openType === "url" && open.openPage ? open.openPage : null };
}

/** The audio URL that speaks a pushed message. */
export function speechUrl(text: string): string {
  return SPEECH_URL + encodeURI(text);
}

/** A push reloads the list when its cmd is topic or user. */
export function reloadsList(message: Pick<NoticePush, "cmd">): boolean {
  return message.cmd === "topic" || message.cmd === "user";
}
