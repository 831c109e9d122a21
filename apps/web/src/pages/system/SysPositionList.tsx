/** 职务管理 (/isystem/position): positions through the list kit — code, name, rank, company. */
import { sysPosition } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import type { PageProps } from "../registry";

const CODE = l("职务编码", "Code");
const NAME = l("职务名称", "Name");
const RANK = l("职级", "Rank");

export const positionPage: ListPageDef = {
  resource: sysPosition,
  columns: [
    { key: "code", title: CODE, sort: true },
    { key: "name", title: NAME, sort: true },
    { key: "postRank", title: RANK },
    { key: "createTime", title: l("创建时间", "Created"), sort: true },
  ],
  search: [
    { key: "code", label: CODE },
    { key: "name", label: NAME },
    { key: "postRank", label: RANK },
  ],
  form: [
    { key: "code", label: CODE, unique: true },
    { key: "name", label: NAME },
    { key: "postRank", label: RANK },
  ],
  detailColumns: 3,
};

export default function SysPositionList({ path }: PageProps) {
  return <ListPage def={positionPage} path={path} />;
}
