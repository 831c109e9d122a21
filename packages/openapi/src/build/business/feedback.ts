/** Feedback (/feedback/qtFeedback): one table, three screens filtered by channel. */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { note, staff, TAG, userRef, VERSION_RULE } from "./shared.js";

export const qtFeedback: ResourceDef = {
  base: "/feedback/qtFeedback",
  name: "QtFeedback",
  title: "意见反馈",
  table: "qt_feedback",
  permission: "feedback:qt_feedback",
  tag: TAG.feedback,
  common: "business",
  fields: {
    userId: userRef("反馈用户", { nullable: true }),
    channel: f.dict("feedback_channel", "渠道（user 用户、agent 代理、outlet 网点）；三个反馈页面按此过滤", { required: true, search: "eq" }),
    type: f.dict("feedback_type", "类型", { search: "eq", nullable: true }),
    content: f.text("内容", { required: true, search: "like" }),
    images: f.text("图片（上传路径，逗号分隔）", { nullable: true }),
    contact: f.string("联系方式", { search: "like", nullable: true, maxLength: 100 }),
    status: f.dict("feedback_status", "状态（new、processing、resolved、closed）", { search: "eq" }),
    reply: f.text("回复", { nullable: true }),
    handledBy: staff("处理人"),
    handledTime: f.datetime("处理时间", { readOnly: true, search: "range", sort: true, nullable: true }),
  },
};

export function addFeedback(b: ContractBuilder): void {
  addResource(b, qtFeedback);
  note(
    b,
    "get",
    "/feedback/qtFeedback/list",
    "The three feedback screens are channel views of this list: `channel=user` (反馈列表), `channel=agent` (代理反馈), `channel=outlet` (网点反馈).",
  );
  note(b, "post", "/feedback/qtFeedback/add", "Starts `new` unless a status is given.");
  note(
    b,
    "put",
    "/feedback/qtFeedback/edit",
    `Handling is an edit: a change of status or reply stamps handledBy (the caller) and handledTime (now). Status moves new → processing → resolved | closed; a closed feedback can only be reopened to processing. ${VERSION_RULE}`,
  );
  b.tag(TAG.feedback, "意见反馈（用户、代理、网点三个渠道视图）");
}
