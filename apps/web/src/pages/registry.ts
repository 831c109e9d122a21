/**
 * Pages by component path (the menu's `component`, e.g. `dashboard/Analysis`), each its own chunk
 * (route-level code splitting). The server's menu decides which exist for a user; a component path
 * with no page here renders the missing-page notice.
 */
import type { ComponentType } from "react";

export interface PageProps {
  /** The page's route path and the current query. */
  path: string;
  query: URLSearchParams;
}

type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

const pages = import.meta.glob<{ default: ComponentType<PageProps> }>(["./**/*.tsx", "!./**/components/**", "!./**/*.test.tsx"]);

/**
 * Component paths our menus used before they took the stock JeecgBoot console's names (issue #18):
 * menus saved with the old name (a database seeded before, an exported menu) still open their page.
 */
export const COMPONENT_ALIASES: Readonly<Record<string, string>> = {
  "system/OnlineUserList": "system/SysUserOnlineList",
};

/** The loader of a component path, or undefined. `Index` pages also answer to their folder. */
export function pageLoader(component: string): Loader | undefined {
  const stripped = component.replace(/^\/+/, "").replace(/^views\//, "").replace(/\.vue$/, "");
  const clean = COMPONENT_ALIASES[stripped] ?? stripped;
  return (pages[`./${clean}.tsx`] ?? pages[`./${clean}/Index.tsx`]) as Loader | undefined;
}
