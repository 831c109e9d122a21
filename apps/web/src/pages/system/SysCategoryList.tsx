/**
 * 分类字典 (/isystem/category): the category tree as the kit's tree list (TreeListPage: the tree
 * loaded a level at a time by loadTreeRoot / loadTreeChildren, the selected category's children
 * searched by name and code, sorted by code). Left empty when adding, the code is the next free one
 * under the parent (the server's); a category is deleted with its descendants.
 */
import { sysCategory } from "@qt/openapi/build";
import { useMemo } from "react";
import { useApi } from "../../app/ServicesContext";
import { TreeListPage, type TreeListDef } from "../../kit/list/TreeListPage";
import { l, type FormField } from "../../kit/list/types";
import type { NavNode } from "../../kit/nav-tree/NavTree";
import type { PageProps } from "../registry";

const NAME = l("分类名称", "Name");
const CODE = l("分类编码", "Code");

interface TreeNodeAnswer {
  key?: string;
  title?: string;
  isLeaf?: boolean;
  leaf?: boolean | number;
}
const toNodes = (list: readonly TreeNodeAnswer[] | null | undefined): NavNode[] => (list ?? []).map((n) => ({ key: n.key ?? "", title: n.title ?? "", isLeaf: n.isLeaf ?? (n.leaf === undefined ? true : Boolean(n.leaf)) }));

/** The form: the code optional when adding (the server gives the next free one), read-only when editing. */
function formOf(adding: boolean): FormField[] {
  return [
    { key: "name", label: NAME },
    adding ? { key: "code", label: CODE, placeholder: l("留空则自动生成（上级编码 + A01、A02 …）", "Leave empty for the next free code (parent's code + A01, A02 …)") } : { key: "code", label: CODE, readOnlyOnEdit: true },
  ];
}

const categoryTree: Omit<TreeListDef, "loadRoots" | "loadChildren"> = {
  page: {
    resource: sysCategory,
    columns: [
      { key: "name", title: NAME },
      { key: "code", title: CODE },
      { key: "createTime", title: l("创建时间", "Created"), width: 170 },
    ],
    search: [
      { key: "name", label: NAME },
      { key: "code", label: CODE },
    ],
    form: formOf(false),
    superQuery: false,
    detailColumns: 2,
    modalWidth: 640,
  },
  form: formOf,
  sort: { column: "code", order: "asc" },
  confirmDelete: "category.confirmDelete",
};

export default function SysCategoryList({ path }: PageProps) {
  const { categories } = useApi();
  const def = useMemo<TreeListDef>(
    () => ({
      ...categoryTree,
      // the category select's tree calls (one level at a time, the node's own shape)
      async loadRoots() {
        const outcome = await categories.treeRoot("0", true);
        return outcome.ok ? toNodes(outcome.result) : [];
      },
      async loadChildren(pid) {
        const outcome = await categories.treeChildren(pid);
        return outcome.ok ? toNodes(outcome.result) : [];
      },
    }),
    [categories],
  );
  return <TreeListPage def={def} path={path} />;
}
