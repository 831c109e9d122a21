/**
 * The department tree the pickers load lazily (widgets.md §7 "department tree root and children by
 * pid": data/pickers.ts), as the nav tree's nodes, and the names of stored departments.
 */
import type { Schemas } from "@qt/openapi";
import type { Outcome } from "@qt/sdk";
import { useCallback } from "react";
import { useApi } from "../../app/ServicesContext";
import type { NavNode } from "../nav-tree/tree-model";
import { useLazyTree, type LazyTree } from "../nav-tree/useLazyTree";
import type { LabelResolver } from "./usePickedLabels";

type DepartNode = Schemas["DepartTreeNode"];

/** A level's nodes (isLeaf says whether a department has children); a failed read: none. */
const nodesOf = (outcome: Outcome<DepartNode[]>): NavNode[] => (outcome.ok ? (outcome.result ?? []) : []).map((d) => ({ key: d.id, title: d.departName ?? "", isLeaf: d.isLeaf ?? true }));

/** The roots, and a department's children on its first opening. */
export function useDepartTree(): LazyTree {
  const { pickers } = useApi();
  const roots = useCallback(async () => nodesOf(await pickers.departRoots()), [pickers]);
  const children = useCallback(async (pid: string) => nodesOf(await pickers.departChildren(pid)), [pickers]);
  return useLazyTree(roots, children);
}

/** Names of stored department ids (a chosen parent and child may come back nested). */
export const departNames: LabelResolver = {
  id: "departs",
  load: async (api, ids, signal) => {
    const outcome = await api.pickers.departsByIds(ids, signal);
    if (!outcome.ok) return outcome;
    const names = new Map<string, string>();
    const walk = (list: readonly DepartNode[]) => {
      for (const d of list) {
        names.set(d.id, d.departName ?? d.id);
        walk(d.children ?? []);
      }
    };
    walk(outcome.result ?? []);
    return { ...outcome, result: names };
  },
};
