/** The grid's undo / redo keys, read the same wherever the focus is (cells, toolbar, row controls). */
/** Ctrl+Z (undo), Ctrl+Y or Ctrl+Shift+Z (redo), ⌘ on a Mac; null for any other key. */
export function historyStep(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): "undo" | "redo" | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === "z") return e.shiftKey ? "redo" : "undo";
  return key === "y" ? "redo" : null;
}
