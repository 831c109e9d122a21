/**
 * 作品分类 (/work/qtWorkTypeList): the work-type tree as the kit's tree list (TreeListPage: roots,
 * children loaded from rootList / childList on opening, the selected type's children in their
 * order; a search shows the matches at any depth with their parent). A type is added under the
 * selected one (or a row's 添加下级); editing may move it under another parent.
 */
import { qtWorkType } from "@qt/openapi/build";
import { TreeListPage, type TreeListDef } from "../../kit/list/TreeListPage";
import { l } from "../../kit/list/types";
import { createTimeColumn, T, WorkTypeSelect } from "../components/biz-fields";
import type { PageProps } from "../registry";

const PARENT = l("上级分类", "Parent");

const workTypeTree: TreeListDef = {
  page: {
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
  },
  sort: { column: "sort", order: "asc" },
};

export default function QtWorkTypeList({ path }: PageProps) {
  return <TreeListPage def={workTypeTree} path={path} />;
}
