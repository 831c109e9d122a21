/** The texts of the grid's richer cells (English ours). */
import { l } from "../../list/types";

export const CELL_TEXTS = {
  textareaHint: l("Enter 确定，Shift+Enter 换行，Esc 取消", "Enter confirms, Shift+Enter breaks the line, Esc cancels"),
  loading: l("加载中", "Loading"),
} as const;
