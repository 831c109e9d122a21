/** 已读记录 (/notice/qtNoticeReadList): which platform user read which notice, and when. */
import { qtNoticeRead } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { refField, refSearch, shown } from "../components/biz-fields";
import type { PageProps } from "../registry";

const NOTICE = l("通知", "Notice");
const READER = l("阅读用户", "Reader");
const READ_TIME = l("阅读时间", "Read at");

export const noticeReadPage: ListPageDef = {
  resource: qtNoticeRead,
  columns: [
    { key: "noticeId", title: NOTICE },
    { key: "userId", title: READER, width: 140 },
    { key: "readTime", title: READ_TIME, width: 170 },
  ],
  search: [refSearch("noticeId", NOTICE), refSearch("userId", READER), { key: "readTime", label: READ_TIME }],
  form: [refField("noticeId", NOTICE), refField("userId", READER), shown("readTime", READ_TIME)],
  detailColumns: 2,
  modalWidth: 640,
};

export default function QtNoticeReadList({ path }: PageProps) {
  return <ListPage def={noticeReadPage} path={path} />;
}
