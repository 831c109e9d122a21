/** The row number column (widgets.md §3 "row number", §9 sequence width 60): the grid's first, sticky column. */
export function RowNumber({ rowIndex }: { rowIndex: number }) {
  return <span className="qt-grid-text">{rowIndex + 1}</span>;
}
