/**
 * Row ids (widgets.md §3 "Grid row"): new rows get temporary ids, `<caseId><n><suffix>`, where the
 * case id names this grid instance (it is also the live-update sender id). Values are emitted with
 * the case prefix and the temp suffix stripped; the grid state takes numbers whose bare form is no
 * saved row's id (state.ts `emittedRowId`), so a backend never takes a new row for a saved one.
 */

/** A fresh case id for a grid instance (`_qt` + 6 random letters/digits + `_`). */
export function newCaseId(random: () => number = Math.random): string {
  let s = "";
  for (let i = 0; i < 6; i++) s += Math.floor(random() * 36).toString(36);
  return `_qt${s}_`;
}

export interface TempIdScheme {
  readonly caseId: string;
  /** Optional suffix after the number (e.g. `_temp`); '' for none. */
  readonly tempSuffix: string;
}

export function tempId(scheme: TempIdScheme, seq: number): string {
  return `${scheme.caseId}${seq}${scheme.tempSuffix}`;
}

/** A temporary id: it starts with the case id (and ends with the suffix when there is one). */
export function isTempId(scheme: TempIdScheme, id: string): boolean {
  return id.startsWith(scheme.caseId) && id.endsWith(scheme.tempSuffix) && id.length >= scheme.caseId.length + scheme.tempSuffix.length;
}

/** The id as emitted: a temporary id without its case prefix and temp suffix; other ids unchanged. */
export function emittedId(scheme: TempIdScheme, id: string): string {
  if (!isTempId(scheme, id)) return id;
  return id.slice(scheme.caseId.length, id.length - scheme.tempSuffix.length);
}
