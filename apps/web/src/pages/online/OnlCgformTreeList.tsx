/**
 * 在线表单 tree list (OnlCgformTreeList, `/online/cgformTreeList/<code>`): a tree form through the
 * kit's tree list — the tree's levels read one at a time (getTreeData), the selected node's
 * children as a list, 新增 under the selected node, 添加下级 per row, a search across every level.
 */
import { listActions, TREE_ROOT_PID, type OnlinePage } from "@qt/machines";
import { useMemo } from "react";
import { usePermissionLists } from "../../app/auth";
import { useApi } from "../../app/ServicesContext";
import type { NavNode } from "../../kit/nav-tree/NavTree";
import { TreeListPage, type TreeListDef } from "../../kit/list/TreeListPage";
import type { Row } from "../../kit/list/types";
import { listSpecOf } from "../../kit/list/list-spec";
import { onlineListDef } from "../../kit/online/online-list-def";
import { OnlineFormHost } from "../../kit/online/OnlineFormHost";
import { formCodeOf } from "../../kit/online/useOnlineForm";
import type { PageProps } from "../registry";

function nodesOf(page: OnlinePage, rows: readonly Row[] | undefined): NavNode[] {
  const tree = page.tree!;
  return (rows ?? []).map((row) => ({
    key: String(row.id),
    title: String(row[tree.textField] ?? row.id ?? ""),
    // without a has-child field every node may have children (opening it tells)
    isLeaf: tree.hasChildField ? String(row[tree.hasChildField] ?? "0") !== "1" : false,
  }));
}

function TreeList({ page, path }: { page: OnlinePage; path: string }) {
  const { onlineForms } = useApi();
  const lists = usePermissionLists();
  const def = useMemo<TreeListDef>(() => {
    const list = onlineListDef(page, path);
    // a search matches at any depth; a level is asked for by its parent
    const listDef = { ...list, fixedQuery: { hasQuery: "true" } };
    const can = listActions(listSpecOf(listDef), lists);
    const level = async (pid: string) => {
      const outcome = await onlineForms.treeLevel(page, pid);
      return outcome.ok ? nodesOf(page, outcome.result.records) : [];
    };
    return {
      page: listDef,
      titleField: page.tree!.textField,
      loadRoots: () => level(TREE_ROOT_PID),
      loadChildren: level,
      remove: (id) => onlineForms.remove(page.code, id),
      can: { add: can.add, edit: can.edit, remove: can.remove },
      texts: { tree: "online.tree", all: "online.tree.all", roots: "online.tree.roots", childrenOf: "online.tree.childrenOf", addRoot: "online.tree.addRoot" },
    };
  }, [page, path, onlineForms, lists]);
  return <TreeListPage def={def} path={path} />;
}

export default function OnlCgformTreeList({ path }: PageProps) {
  return <OnlineFormHost code={formCodeOf(path)}>{(page) => (page.tree ? <TreeList page={page} path={path} /> : null)}</OnlineFormHost>;
}
