/** 通告管理's and 我的消息's calls: an announcement released or revoked; the user's announcements, read one by one or all. */
import type { operations } from "@qt/openapi";
import { plainGet, type QtClient } from "@qt/sdk";

/** The my-announcements query: a page, title and sender contained, read state, category. */
export type MyAnnouncementsQuery = NonNullable<operations["sysSysAnnouncementSendGetMyAnnouncementSend"]["parameters"]["query"]>;

export function announcementCalls(client: QtClient) {
  return {
    /** Releases a draft to its recipients (pushed to their notice centre). */
    release: (id: string) => plainGet(client, "/sys/annountCement/doReleaseData", { id }),
    /** Revokes a released announcement. */
    revoke: (id: string) => plainGet(client, "/sys/annountCement/doReovkeData", { id }),
    /** A page of the released announcements addressed to the user, read or not. */
    mine: (query: MyAnnouncementsQuery, signal?: AbortSignal) => client.unwrap(client.GET("/sys/sysAnnouncementSend/getMyAnnouncementSend", { params: { query }, signal })),
    /** Marks the announcement read for the user. */
    markRead: (anntId: string) => client.unwrap(client.PUT("/sys/sysAnnouncementSend/editByAnntIdAndUserId", { body: { anntId } })),
    /** Marks every announcement of the user read. */
    readAll: () => client.unwrap(client.PUT("/sys/sysAnnouncementSend/readAll")),
  };
}
