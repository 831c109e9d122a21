/** What a cell shows while it is not edited: its text on one line, cut with an ellipsis; the placeholder when empty. */
export function CellText({ text, placeholder, align }: { text: string; placeholder?: string; align?: "end" }) {
  if (!text && placeholder) return <span className="qt-grid-text qt-grid-placeholder">{placeholder}</span>;
  return (
    <span className="qt-grid-text" data-align={align}>
      {text}
    </span>
  );
}
