/** 广告位 (/ads/qtAdList): ad slots — name, unique code, position, size, state. */
import { qtAd } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { createTimeColumn, T } from "../components/biz-fields";
import type { PageProps } from "../registry";

const POSITION = l("位置", "Position");

export const adPage: ListPageDef = {
  resource: qtAd,
  columns: [
    { key: "name", title: T.name },
    { key: "code", title: T.code },
    { key: "position", title: POSITION, width: 100 },
    { key: "width", title: T.width, width: 90 },
    { key: "height", title: T.height, width: 90 },
    { key: "status", title: T.status, width: 80 },
    createTimeColumn,
  ],
  search: [
    { key: "name", label: T.name },
    { key: "code", label: T.code },
    { key: "position", label: POSITION },
    { key: "status", label: T.status },
  ],
  form: [
    { key: "name", label: T.name },
    { key: "code", label: T.code, unique: true },
    { key: "position", label: POSITION },
    { key: "status", label: T.status, kind: "radio" },
    { key: "width", label: T.width },
    { key: "height", label: T.height },
  ],
  detailColumns: 2,
  modalWidth: 640,
};

export default function QtAdList({ path }: PageProps) {
  return <ListPage def={adPage} path={path} />;
}
