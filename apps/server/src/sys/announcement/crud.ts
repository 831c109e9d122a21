/**
 * The announcement CRUD family through the resource engine. Every write sanitises msgContent and
 * checks the addressees (a USER announcement names its users); new ones are drafts (sendStatus 0).
 * Deletion is logical (delFlag 1), which also takes the announcement out of every notice list.
 */
import type { AppContext } from "../../context.js";
import { sysAnnouncement as announcementTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { refuse, type Row, serveResource, sysAnnouncement } from "../../resource/index.js";
import { MSG_TYPE, parseUserIds, SEND_STATUS } from "./addressees.js";
import { sanitizeAnnouncementHtml } from "./sanitize.js";

/** Cleans the written values in place; `merged` is the announcement as it will be stored. */
function prepare(values: Row, merged: Row): void {
  if (typeof values.msgContent === "string") values.msgContent = sanitizeAnnouncementHtml(values.msgContent);
  if (merged.msgType === MSG_TYPE.user) {
    const ids = parseUserIds(merged.userIds as string | null);
    if (!ids.length) throw refuse("通告对象为指定用户时，请选择用户");
    values.userIds = ids.join(",");
  } else if (merged.msgType === MSG_TYPE.all) {
    values.userIds = null;
  } else {
    throw refuse("通告对象只能是 ALL（全体用户）或 USER（指定用户）");
  }
}

export function registerAnnouncementCrud(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: sysAnnouncement,
    table: announcementTable,
    hooks: {
      beforeAdd: (values) => {
        prepare(values, values);
        values.sendStatus = SEND_STATUS.draft;
        values.delFlag = "0";
      },
      beforeEdit: (values, existing) => prepare(values, { ...existing, ...values }),
    },
  });
}
