/**
 * The nodes of a lazily loaded tree: the roots, and the children of each node loaded on its first
 * opening. `refresh()` reads the roots and every loaded level again (after an add, edit or delete,
 * so a parent that got its first child can open and a deleted node leaves).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { NavNode } from "./tree-model";

export interface LazyTree {
  /** null until the roots are loaded. */
  nodes: NavNode[] | null;
  loadChildren: (node: NavNode) => Promise<void>;
  refresh: () => Promise<void>;
}

function attach(nodes: readonly NavNode[], loaded: ReadonlyMap<string, NavNode[]>): NavNode[] {
  return nodes.map((node) => {
    const children = loaded.get(node.key) ?? node.children;
    return children ? { ...node, children: attach(children, loaded) } : node;
  });
}

export function useLazyTree(loadRoots: () => Promise<NavNode[]>, loadChildren: (key: string) => Promise<NavNode[]>): LazyTree {
  const [roots, setRoots] = useState<NavNode[] | null>(null);
  const [loaded, setLoaded] = useState<ReadonlyMap<string, NavNode[]>>(new Map());
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const calls = useRef({ loadRoots, loadChildren });
  calls.current = { loadRoots, loadChildren };

  const refresh = useCallback(async () => {
    const keys = [...loadedRef.current.keys()];
    const [top, ...levels] = await Promise.all([calls.current.loadRoots(), ...keys.map((k) => calls.current.loadChildren(k))]);
    setRoots(top!);
    setLoaded(new Map(keys.map((k, i) => [k, levels[i]!])));
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const load = useCallback(async (node: NavNode) => {
    const children = await calls.current.loadChildren(node.key);
    setLoaded((m) => new Map(m).set(node.key, children));
  }, []);

  const nodes = useMemo(() => (roots ? attach(roots, loaded) : null), [roots, loaded]);
  return { nodes, loadChildren: load, refresh };
}
