/**
 * 通知列表 (/notice/qtNoticeList): notices to platform users — title, audience, publishing. The body
 * is rich text; the user ids are asked for only when the audience is 指定用户.
 */
import { qtNotice } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { createTimeColumn, richTextField, T } from "../components/biz-fields";
import type { PageProps } from "../registry";

const TARGET = l("对象", "Audience");

export const noticePage: ListPageDef = {
  resource: qtNotice,
  columns: [
    { key: "title", title: T.title },
    { key: "target", title: TARGET, width: 100 },
    { key: "publishStatus", title: T.publishStatus, width: 90 },
    { key: "publishTime", title: T.publishTime, width: 170 },
    createTimeColumn,
  ],
  search: [
    { key: "title", label: T.title },
    { key: "target", label: TARGET },
    { key: "publishStatus", label: T.publishStatus },
    { key: "publishTime", label: T.publishTime },
  ],
  form: [
    { key: "title", label: T.title },
    { key: "target", label: TARGET },
    { key: "publishStatus", label: T.publishStatus, kind: "radio" },
    { key: "publishTime", label: T.publishTime },
    // the server needs them (and only takes them) for 指定用户
    { key: "userIds", label: l("指定用户（平台用户 ID，逗号分隔）", "Users (platform user ids, comma-separated)"), kind: "textarea", visible: (v) => v.target === "user" },
    richTextField("content", T.content),
  ],
  detailColumns: 2,
  modalWidth: 960,
};

export default function QtNoticeList({ path }: PageProps) {
  return <ListPage def={noticePage} path={path} />;
}
