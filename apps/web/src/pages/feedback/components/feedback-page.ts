/**
 * The three feedback screens (反馈列表, 代理反馈, 网点反馈) are one definition over qtFeedback,
 * each fixed to its channel: every list and export carries it, every added feedback gets it.
 * Handling is an edit (status and reply); who handled it and when are the server's.
 */
import { qtFeedback } from "@qt/openapi/build";
import { l, type ListPageDef } from "../../../kit/list/types";
import { createTimeColumn, createTimeSearch, imageField, refField, refSearch, shown, T } from "../../components/biz-fields";

export type FeedbackChannel = "user" | "agent" | "outlet";

const USER = l("反馈用户", "From");
const TYPE = l("类型", "Type");
const CONTACT = l("联系方式", "Contact");
const IMAGES = l("图片", "Pictures");
const REPLY = l("回复", "Reply");

export function feedbackPage(channel: FeedbackChannel): ListPageDef {
  return {
    resource: qtFeedback,
    fixedQuery: { channel },
    columns: [
      { key: "userId", title: USER, width: 110 },
      { key: "type", title: TYPE, width: 90 },
      { key: "content", title: T.content, ellipsis: 40 },
      { key: "images", title: IMAGES, width: 140, image: true },
      { key: "contact", title: CONTACT, width: 130 },
      { key: "status", title: T.status, width: 80 },
      { key: "handledBy", title: T.handledBy, width: 90 },
      createTimeColumn,
    ],
    search: [
      { key: "content", label: T.content },
      { key: "status", label: T.status },
      { key: "type", label: TYPE },
      refSearch("userId", USER),
      { key: "contact", label: CONTACT },
      { key: "handledTime", label: T.handledTime },
      createTimeSearch,
    ],
    form: [
      refField("userId", USER),
      { key: "type", label: TYPE },
      { key: "contact", label: CONTACT },
      { key: "status", label: T.status },
      { key: "content", label: T.content, kind: "textarea" },
      imageField("images", IMAGES, 9),
      { key: "reply", label: REPLY, kind: "textarea" },
      shown("handledBy", T.handledBy),
      shown("handledTime", T.handledTime),
    ],
    detailColumns: 2,
  };
}
