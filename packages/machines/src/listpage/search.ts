/**
 * A list page's search form for the wire (widgets.md §2 "List pages", §5; WIRE.md "Lists"): what
 * the user typed in each declared search field → the list call's query parameters.
 *
 * Field kinds: `text` (contains, `*x*`, unless the contract says exact or the field declares another
 * match), `number`, `dict` / `search` / `searchAsync` / `switch` (one value as it is), `multi` (several
 * values joined with a comma: the server takes them as IN), `dateRange` / `numberRange` (from–to as
 * `<key>_begin` / `<key>_end`, a day's range covering its last day whole). A field may declare a match
 * of its own: `eq`, `like`, `right_like` (starts with), `left_like` (ends with), `ne` (not equal, `!x`),
 * `ge` (≥, `>=x`), `le` (≤, `<=x`), as JeecgBoot's query generator reads them.
 */
import { columns as contractColumns, type ResourceDef } from "@qt/openapi/build";
import { wrapSearchValue, type SearchWrapper } from "../search/wrappers.js";

export type SearchKind = "text" | "dict" | "dateRange" | "numberRange" | "number" | "multi" | "search" | "searchAsync" | "switch";

export interface SearchFieldDecl {
  key: string;
  /** Default: from the contract (see `searchKind`). */
  kind?: SearchKind;
  /** How a single value is matched (default: contains for text the contract searches with like, else exact). */
  match?: SearchWrapper;
  /** A dictionary of its own (makes the default kind `dict`). */
  dictCode?: string;
}

/** What the encoder needs of a page: its resource, search fields, fixed parameters and tree level. */
export interface SearchSpec {
  resource: ResourceDef;
  fields: readonly SearchFieldDecl[];
  /** Parameters every call carries whatever the search says (a log type, one dictionary's items). */
  fixedQuery?: Readonly<Record<string, string>>;
  /** One level of a tree resource: the parent whose children are listed while nothing is searched. */
  tree?: { parent: string };
}

export type SearchValues = Readonly<Record<string, unknown>>;

/** A field's kind: declared, else from the contract (dictionary, range, number), else text. */
export function searchKind(resource: ResourceDef, field: SearchFieldDecl): SearchKind {
  if (field.kind) return field.kind;
  const contract = contractColumns(resource)[field.key];
  if (contract?.dict || field.dictCode) return "dict";
  const numeric = contract?.kind === "integer" || contract?.kind === "number" || contract?.kind === "money";
  if (contract?.search === "range") return numeric ? "numberRange" : "dateRange";
  if (numeric) return "number";
  return "text";
}

/** The field holding a tree resource's parent id. */
export const treeParentField = (resource: ResourceDef): string => resource.tree?.pidField ?? "pid";

const blank = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** How a single value of the field is matched: declared, else contains for the contract's like-searched text, else exact. */
export function searchMatch(resource: ResourceDef, field: SearchFieldDecl): SearchWrapper {
  if (field.match) return field.match;
  return searchKind(resource, field) === "text" && contractColumns(resource)[field.key]?.search === "like" ? "like" : "eq";
}

/** The search form's values → the list call's fields (empty fields left out). */
export function searchQuery(spec: SearchSpec, values: SearchValues): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const field of spec.fields) {
    const value = values[field.key];
    if (blank(value)) continue;
    const kind = searchKind(spec.resource, field);
    if (kind === "dateRange" || kind === "numberRange") {
      const [begin, end] = Array.isArray(value) ? (value as unknown[]).map((v) => (blank(v) ? "" : String(v).trim())) : [];
      // a day's range covers the whole of its last day
      const dated = kind === "dateRange";
      if (begin) query[`${field.key}_begin`] = dated && begin.length === 10 ? `${begin} 00:00:00` : begin;
      if (end) query[`${field.key}_end`] = dated && end.length === 10 ? `${end} 23:59:59` : end;
    } else if (Array.isArray(value)) {
      query[field.key] = value.map(String).join(",");
    } else {
      const text = typeof value === "string" ? value.trim() : value;
      // blanks typed into a text box are nothing searched (not an empty value that hides a tree's level)
      if (blank(text)) continue;
      const match = searchMatch(spec.resource, field);
      query[field.key] = match === "eq" ? text : wrapSearchValue(match, String(text));
    }
  }
  // a tree's level: the parent's children, or while something is searched, every match at any depth
  if (spec.tree && Object.keys(query).length === 0) query[treeParentField(spec.resource)] = spec.tree.parent;
  return { ...query, ...spec.fixedQuery };
}

/** Whether a sent query searches a tree resource across every level (no parent field in it). */
export function searchesEveryLevel(spec: SearchSpec, query: Readonly<Record<string, unknown>>): boolean {
  return !!spec.tree && !(treeParentField(spec.resource) in query);
}

/** A from–to range whose start is past its end (numbers by value, ISO dates as text). */
export function reversedRange(kind: SearchKind, value: unknown): boolean {
  if (!Array.isArray(value) || blank(value[0]) || blank(value[1])) return false;
  if (kind === "numberRange") return Number(value[0]) > Number(value[1]);
  return kind === "dateRange" && String(value[0]) > String(value[1]);
}

/** The first field whose range is reversed (a search is refused for it: 起始值不能大于结束值), or null. */
export function reversedRangeField(spec: SearchSpec, values: SearchValues): string | null {
  const field = spec.fields.find((f) => reversedRange(searchKind(spec.resource, f), values[f.key]));
  return field?.key ?? null;
}
