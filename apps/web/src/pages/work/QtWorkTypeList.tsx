/**
 * 作品分类 (/work/qtWorkTypeList): the work-type tree as a list — each type with its parent, the
 * parent chosen in the tree select (search and form), read in their order (sort).
 */
import { qtWorkType } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { createTimeColumn, T, WorkTypeSelect } from "../components/biz-fields";
import type { PageProps } from "../registry";

const PARENT = l("上级分类", "Parent");

export const workTypePage: ListPageDef = {
  resource: qtWorkType,
  columns: [
    { key: "name", title: T.name },
    { key: "code", title: T.code },
    { key: "pid", title: PARENT },
    { key: "sort", title: T.sort, width: 80 },
    { key: "icon", title: l("图标", "Icon"), width: 100 },
    createTimeColumn,
  ],
  search: [
    { key: "name", label: T.name },
    { key: "code", label: T.code },
    { key: "pid", label: PARENT, control: WorkTypeSelect },
  ],
  form: [
    { key: "name", label: T.name },
    { key: "code", label: T.code, unique: true },
    { key: "pid", label: PARENT, control: WorkTypeSelect, placeholder: l("不选则为顶级分类", "None: a top-level type") },
    { key: "sort", label: T.sort },
    { key: "icon", label: l("图标", "Icon") },
  ],
  detailColumns: 2,
  modalWidth: 640,
};

export default function QtWorkTypeList({ path }: PageProps) {
  return <ListPage def={workTypePage} path={path} />;
}
