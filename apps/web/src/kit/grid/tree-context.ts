/** What the expand cells (cells/expand.tsx) and the text column's cells (their indentation) need of their TreeGrid: each row's place and state, and the toggle. */
import { createContext } from "react";
import type { TreeStatus } from "./tree";

export interface TreeRowView {
  depth: number;
  status: TreeStatus;
  placeholder?: "loading" | "error";
}

export interface TreeView {
  /** The column whose cells are indented by their row's depth (the nodes' text). */
  textKey: string;
  row(rowId: string): TreeRowView;
  toggle(rowId: string): void;
}

export const TreeContext = createContext<TreeView | null>(null);
