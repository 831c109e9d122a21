/**
 * Announcements (/sys/annountCement, spelled so): the CRUD family, release and revoke
 * (doReovkeData, spelled so), the notice centre's unread list, and each user's read flags
 * (/sys/sysAnnouncementSend).
 */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { arr, int, obj, ref, str } from "../schema.js";
import { page } from "../wire.js";
import { note, nstr, paging, q, TAG, textResult } from "./util.js";

export const sysAnnouncement: ResourceDef = {
  base: "/sys/annountCement",
  name: "SysAnnouncement",
  title: "系统通告",
  table: "sys_announcement",
  permission: "system:announcement",
  tag: TAG.announcement,
  common: "sys",
  // queryById is open to the readers of an announcement (below), not only to administrators.
  ops: ["list", "add", "edit", "delete", "deleteBatch", "exportXls", "importExcel"],
  fields: {
    titile: f.string("标题（字段名拼写如此）", { required: true, search: "like", maxLength: 100 }),
    msgContent: f.text("内容（HTML；保存时由服务器以允许列表净化）", { nullable: true }),
    startTime: f.datetime("开始时间", { search: "range", nullable: true }),
    endTime: f.datetime("结束时间", { nullable: true }),
    sender: f.string("发布人（发布时设为发布者的账号）", { readOnly: true, search: "like", nullable: true }),
    priority: f.dict("priority", "优先级（L 一般 M 重要 H 紧急）", { required: true, search: "eq" }),
    msgCategory: f.dict("msg_category", "消息类型（1 通知公告 2 系统消息）", { required: true, search: "eq" }),
    msgType: f.dict("msg_type", "通告对象（ALL 全体用户 USER 指定用户）", { required: true, search: "eq" }),
    sendStatus: f.dict("send_status", "发布状态（0 未发布 1 已发布 2 已撤销）", { readOnly: true, search: "eq" }),
    sendTime: f.datetime("发布时间", { readOnly: true, sort: true, nullable: true }),
    cancelTime: f.datetime("撤销时间", { readOnly: true, nullable: true }),
    delFlag: f.string("删除标记（0 正常 1 已删除）", { readOnly: true }),
    userIds: f.string("指定用户ID（msgType 为 USER 时；逗号分隔，可带结尾逗号）", { nullable: true }),
    busType: f.string("业务类型（系统消息，如 work）", { nullable: true, maxLength: 20 }),
    busId: f.string("业务ID（openType 为 component 时传给页面）", { nullable: true, maxLength: 50 }),
    openType: f.string("打开方式（url：按钮跳转 openPage；component：以组件 openPage 打开）", { nullable: true, maxLength: 20 }),
    openPage: f.string("页面路径或组件路径", { nullable: true, maxLength: 255 }),
    msgAbstract: f.string("摘要", { nullable: true, maxLength: 500 }),
    tenantId: f.integer("租户ID", { readOnly: true, nullable: true }),
  },
};

export function addAnnouncements(b: ContractBuilder): void {
  addResource(b, sysAnnouncement);
  note(b, "post", "/sys/annountCement/add", "Saved as a draft (sendStatus 0). msgContent is sanitised by an allow-list; a USER announcement needs userIds.");
  note(b, "put", "/sys/annountCement/edit", "msgContent is sanitised by an allow-list. Editing a released announcement does not send it again.");
  note(b, "delete", "/sys/annountCement/delete", "Logical deletion (delFlag 1); the announcement leaves every notice list.");

  const T = TAG.announcement;
  const id = { id: q("通告ID", { required: true }) };
  b.op({
    method: "get", path: "/sys/annountCement/queryById", tag: T, id: "sysAnnountCementQueryById", summary: "通告详情",
    description:
      "The notice centre's detail. Holders of system:announcement:list read any announcement; other users only released announcements addressed to them (to everyone, or naming them in userIds); anything else answers 未找到对应实体.",
    query: id,
    result: ref("SysAnnouncement"),
    extensions: { "x-resource": "SysAnnouncement" },
  });
  b.op({
    method: "get", path: "/sys/annountCement/doReleaseData", tag: T, permission: "system:announcement:release", summary: "发布通告",
    description:
      "Sets sendStatus 1, sendTime now and sender the caller; gives each addressee an unread flag and pushes on /websocket: {cmd: 'topic'} to everyone for ALL, {cmd: 'user'} to the named users for USER (msgId, msgTxt = titile). Success text 系统通知推送成功. GET, as JeecgBoot.",
    query: id,
    result: textResult,
  });
  b.op({
    method: "get", path: "/sys/annountCement/doReovkeData", tag: T, permission: "system:announcement:revoke", summary: "撤销通告",
    description: "Sets sendStatus 2 and cancelTime now; the announcement leaves the users' unread lists. Success text 该系统通知撤销成功. GET, as JeecgBoot (path spelled so).",
    query: id,
    result: textResult,
  });

  const list = arr(ref("SysAnnouncement"));
  b.op({
    method: "get", path: "/sys/annountCement/listByUser", tag: T, summary: "我的未读通告与系统消息",
    description:
      "The notice centre (polled every 6 s, reloaded on each push): the caller's unread released announcements, newest first, split by msgCategory (1 notices, 2 system messages), at most pageSize of each, with the unread totals. Any logged-in user.",
    query: { pageSize: { schema: int(undefined, { minimum: 1, maximum: 100, default: 5 }), description: "At most this many of each kind" } },
    result: obj(
      { anntMsgList: list, anntMsgTotal: int("未读通知公告总数"), sysMsgList: list, sysMsgTotal: int("未读系统消息总数") },
      ["anntMsgList", "anntMsgTotal", "sysMsgList", "sysMsgTotal"],
    ),
  });

  b.schema("AnnouncementSendModel", obj(
    {
      id: str("阅读记录ID"),
      anntId: str("通告ID"),
      userId: str("用户ID"),
      titile: str("标题（拼写如此）"),
      msgContent: nstr("内容（HTML）"),
      sender: nstr("发布人"),
      priority: str("优先级（L M H）"),
      priority_dictText: str("优先级（字典文本）"),
      readFlag: str("阅读状态（0 未读 1 已读）", { enum: ["0", "1"] }),
      sendTime: nstr("发布时间 yyyy-MM-dd HH:mm:ss"),
      msgCategory: str("消息类型（1 通知公告 2 系统消息）"),
      msgCategory_dictText: str("消息类型（字典文本）"),
      busType: nstr(),
      busId: nstr(),
      openType: nstr(),
      openPage: nstr(),
      msgAbstract: nstr(),
    },
    ["id", "anntId", "titile", "readFlag"],
    { description: "One announcement as a user received it, with the read flag" },
  ));
  b.op({
    method: "get", path: "/sys/sysAnnouncementSend/getMyAnnouncementSend", tag: T, summary: "我的消息（分页）",
    description: "The my-announcements page (/isps/userAnnouncement): every released announcement addressed to the caller, read or not, newest first. Any logged-in user.",
    query: {
      ...paging,
      titile: q("标题（包含）"),
      sender: q("发布人"),
      readFlag: q("0 未读 1 已读", { schema: str(undefined, { enum: ["0", "1"] }) }),
      msgCategory: q("1 通知公告 2 系统消息"),
      sendTimeBegin: q("发布日期起 yyyy-MM-dd"),
      sendTimeEnd: q("发布日期止 yyyy-MM-dd"),
    },
    result: page(ref("AnnouncementSendModel")),
  });
  b.op({
    method: "put", path: "/sys/sysAnnouncementSend/editByAnntIdAndUserId", tag: T, summary: "标记已读",
    description: "Marks the announcement read for the caller (readFlag 1, readTime now). Any logged-in user; only their own flag.",
    body: obj({ anntId: str("通告ID") }, ["anntId"]),
  });
  b.op({
    method: "put", path: "/sys/sysAnnouncementSend/readAll", tag: T, summary: "全部已读",
    description: "Marks every announcement of the caller read; `message` 全部已读. Any logged-in user.",
  });
}
