/**
 * Rich-text fields (guides, notices, articles) are cleaned on every write by the announcements'
 * allow-list (no script, event handlers or javascript: links); publishing stamps publishTime.
 */
import type { Row, WriteContext } from "../resource/index.js";
import { sanitizeAnnouncementHtml } from "../sys/announcement/sanitize.js";

/** publish_status value of a published row. */
export const PUBLISHED = "1";

function clean(values: Row): void {
  if (typeof values.content === "string") values.content = sanitizeAnnouncementHtml(values.content) ?? "";
}

/** Publishing (publishStatus set to published) stamps publishTime with now when it is empty. */
function stampPublish(values: Row, w: WriteContext, existing?: Row): void {
  const status = values.publishStatus ?? existing?.publishStatus;
  const time = values.publishTime !== undefined ? values.publishTime : existing?.publishTime;
  if (status === PUBLISHED && !time) values.publishTime = w.now;
}

/** Hooks of a resource with `content` (and, with `publish`, publishStatus/publishTime). */
export function richTextHooks(publish = false) {
  return {
    beforeAdd(values: Row, w: WriteContext) {
      clean(values);
      if (publish) stampPublish(values, w);
    },
    beforeEdit(values: Row, existing: Row, w: WriteContext) {
      clean(values);
      if (publish) stampPublish(values, w, existing);
    },
  };
}
