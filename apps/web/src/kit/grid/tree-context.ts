/** What the expand cells (cells/expand.tsx) need of their TreeGrid: each row's place and state, and the toggle. */
import { createContext } from "react";
import type { TreeStatus } from "./tree";

export interface TreeRowView {
  depth: number;
  status: TreeStatus;
  placeholder?: "loading" | "error";
}

export interface TreeView {
  row(rowId: string): TreeRowView;
  toggle(rowId: string): void;
}

export const TreeContext = createContext<TreeView | null>(null);
