/** 作品收藏 (/work/qtWorkCollectionList): which platform user collected which work, and when. */
import { qtWorkCollection } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import type { ListPageDef } from "../../kit/list/types";
import { createTimeColumn, createTimeSearch, refField, refSearch, T } from "../components/biz-fields";
import type { PageProps } from "../registry";

export const workCollectionPage: ListPageDef = {
  resource: qtWorkCollection,
  columns: [{ key: "userId", title: T.user }, { key: "workId", title: T.work }, createTimeColumn],
  search: [refSearch("userId", T.user), refSearch("workId", T.work), createTimeSearch],
  form: [refField("userId", T.user), refField("workId", T.work)],
  detailColumns: 2,
  modalWidth: 640,
};

export default function QtWorkCollectionList({ path }: PageProps) {
  return <ListPage def={workCollectionPage} path={path} />;
}
