/** Platform notices to platform users (/notice/qtNotice) and who read them (/notice/qtNoticeRead). */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { note, TAG, userRef, VERSION_RULE } from "./shared.js";

export const qtNotice: ResourceDef = {
  base: "/notice/qtNotice",
  name: "QtNotice",
  title: "平台通知",
  table: "qt_notice",
  permission: "notice:qt_notice",
  tag: TAG.notice,
  common: "business",
  fields: {
    title: f.string("标题", { required: true, search: "like", sort: true, maxLength: 200 }),
    content: f.text("内容（富文本，服务器按白名单净化）", { required: true }),
    target: f.dict("notice_target", "对象（all 全部、vip、designer 设计师、user 指定用户）", { required: true, search: "eq" }),
    userIds: f.text("指定用户ID（逗号分隔，target 为 user 时必填）", { nullable: true }),
    publishStatus: f.dict("publish_status", "发布状态", { search: "eq" }),
    publishTime: f.datetime("发布时间", { search: "range", sort: true, nullable: true }),
  },
};

export const qtNoticeRead: ResourceDef = {
  base: "/notice/qtNoticeRead",
  name: "QtNoticeRead",
  title: "通知阅读记录",
  table: "qt_notice_read",
  permission: "notice:qt_notice_read",
  tag: TAG.notice,
  common: "business",
  fields: {
    noticeId: f.ref("qt_notice", "title", "通知", { required: true, search: "eq" }),
    userId: userRef("阅读用户", { required: true }),
    readTime: f.datetime("阅读时间", { readOnly: true, search: "range", sort: true }),
  },
};

export function addNotices(b: ContractBuilder): void {
  addResource(b, qtNotice);
  note(b, "put", "/notice/qtNotice/edit", `Publishing (publishStatus set to published) stamps publishTime with now when it is empty. ${VERSION_RULE}`);

  addResource(b, qtNoticeRead);
  note(b, "post", "/notice/qtNoticeRead/add", "One row per (notice, user): a duplicate is refused. readTime is now.");
  b.tag(TAG.notice, "平台通知与阅读记录");
}
