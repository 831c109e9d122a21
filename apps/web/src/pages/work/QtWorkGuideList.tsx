/** 上传指南 (/work/qtWorkGuideList): guides for designers, written in the rich-text editor. */
import { qtWorkGuide } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import type { ListPageDef } from "../../kit/list/types";
import { createTimeColumn, richTextField, T } from "../components/biz-fields";
import type { PageProps } from "../registry";

export const workGuidePage: ListPageDef = {
  resource: qtWorkGuide,
  columns: [{ key: "title", title: T.title }, { key: "sort", title: T.sort, width: 80 }, { key: "status", title: T.status, width: 80 }, createTimeColumn],
  search: [
    { key: "title", label: T.title },
    { key: "status", label: T.status },
  ],
  form: [{ key: "title", label: T.title }, { key: "sort", label: T.sort }, { key: "status", label: T.status, kind: "radio" }, richTextField("content", T.content)],
  detailColumns: 2,
  modalWidth: 960,
};

export default function QtWorkGuideList({ path }: PageProps) {
  return <ListPage def={workGuidePage} path={path} />;
}
