/**
 * The department tree the pickers load lazily (widgets.md §7 "department tree root and children by
 * pid"): /sys/sysDepart/queryDepartTreeSync without pid gives the roots, with pid a department's
 * children (isLeaf says whether it has any); with ids it echoes stored departments (their names).
 */
import type { Schemas } from "@qt/openapi";
import { client } from "../../app/services";
import type { NavNode } from "../nav-tree/tree-model";

type DepartNode = Schemas["DepartTreeNode"];

const toNode = (d: DepartNode): NavNode => ({ key: d.id, title: d.departName ?? "", isLeaf: d.isLeaf ?? true });

async function departs(query: { pid?: string; ids?: string }): Promise<DepartNode[]> {
  const outcome = await client.unwrap(client.GET("/sys/sysDepart/queryDepartTreeSync", { params: { query } }));
  return outcome.ok ? (outcome.result ?? []) : [];
}

export const loadDepartRoots = async (): Promise<NavNode[]> => (await departs({})).map(toNode);

export const loadDepartChildren = async (pid: string): Promise<NavNode[]> => (await departs({ pid })).map(toNode);

/** Names of stored department ids (a chosen parent and child may come back nested). */
export async function departNames(ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const walk = (list: readonly DepartNode[]) => {
    for (const d of list) {
      names.set(d.id, d.departName ?? d.id);
      walk(d.children ?? []);
    }
  };
  walk(await departs({ ids: ids.join(",") }));
  return names;
}
