/**
 * The advanced query builder's logic (widgets.md §3 "Advanced query condition", §4, §5, §9;
 * WIRE.md "Lists"): conditions, rules and match types with their labels, the empty checks,
 * the rule change away from `in`, the list parameters `superQueryParams` /
 * `superQueryMatchType`, and saved queries kept in local storage under
 * `JSuperQuerySaved_` + the page's code (or its route path).
 */
import { textOf, type LocalizedText } from "../messages.js";
import { YES_NO_VALUES } from "../dict/values.js";

export const QUERY_RULES = ["eq", "like", "right_like", "left_like", "in", "ne", "gt", "ge", "lt", "le"] as const;
export type QueryRule = (typeof QUERY_RULES)[number];

export const MATCH_TYPES = ["and", "or"] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/** A condition's value: text, a number, or the items of a multi-select (rule `in`). */
export type ConditionValue = string | number | readonly string[] | null | undefined;

export interface QueryOption {
  readonly value: string;
  readonly text?: string;
  readonly title?: string;
  readonly label?: string;
}

/** What a field brings to a condition when it is chosen (its column metadata). */
export interface FieldMeta {
  readonly field: string;
  readonly label?: string;
  /** Widget type: text, date, datetime, int, number, list, sel_search, popup, switch, … */
  readonly type?: string;
  /** Database type: string, int, date, … */
  readonly dbType?: string;
  readonly options?: readonly QueryOption[];
  readonly dictCode?: string;
  readonly dictTable?: string;
  readonly dictText?: string;
  readonly customReturnField?: string;
  readonly popup?: Readonly<Record<string, unknown>>;
  readonly formatStr?: string;
  /** The switch's two values; default Y and N. */
  readonly extendOption?: readonly [string, string];
}

export interface QueryCondition extends Partial<FieldMeta> {
  readonly rule?: QueryRule;
  readonly val?: ConditionValue;
}

/** One item of `superQueryParams`. */
export interface QueryParam {
  readonly field: string;
  readonly rule: QueryRule;
  readonly val: string;
  readonly type?: string;
  readonly dbType?: string;
}

export interface SavedQuery {
  readonly title: string;
  readonly matchType: MatchType;
  readonly records: readonly QueryCondition[];
}

export const DEFAULT_MATCH_TYPE: MatchType = "and";
/** A new line starts with rule eq. */
export const NEW_CONDITION: QueryCondition = Object.freeze({ rule: "eq" });
/** The switch's values when the field names none: the yes/no switch's Y and N. */
export const DEFAULT_EXTEND_OPTION: readonly [string, string] = YES_NO_VALUES;

export function ruleLabel(rule: QueryRule): LocalizedText {
  return textOf(`query.rule.${rule}`);
}

export function matchTypeLabel(matchType: MatchType): LocalizedText {
  return textOf(`query.match.${matchType}`);
}

export function isQueryRule(rule: unknown): rule is QueryRule {
  return (QUERY_RULES as readonly unknown[]).includes(rule);
}

const emptyValue = (val: ConditionValue) => val === null || val === undefined || val === "" || (Array.isArray(val) && val.length === 0);

/** A condition with a field, a rule and a value. */
export function isComplete(condition: QueryCondition): boolean {
  return !!condition.field && !!condition.rule && !emptyValue(condition.val);
}

/**
 * Nothing to query or save: no line at all, or a single line lacking field, value or rule
 * (JeecgBoot's check; several lines always pass, incomplete ones are dropped from the query).
 */
export function isEmptyQuery(conditions: readonly QueryCondition[]): boolean {
  if (conditions.length === 0) return true;
  const [only] = conditions;
  return conditions.length === 1 && only !== undefined && !isComplete(only);
}

/** The lines worth keeping: empty objects dropped, option lists dropped (the dictionary has them). */
export function cleanConditions(conditions: readonly QueryCondition[]): QueryCondition[] {
  return conditions
    .filter((c) => c && Object.keys(c).length > 0)
    .map((c) => {
      if (!Array.isArray(c.options)) return c;
      const copy: Record<string, unknown> = { ...c };
      delete copy.options;
      return copy as QueryCondition;
    });
}

/**
 * The rule of a line changes. Away from `in`, a multi value is cut to its first item: an array
 * always, a comma text when the field is a dictionary or select (as JeecgBoot does; free text
 * containing commas is left alone).
 */
export function changeRule(condition: QueryCondition, rule: QueryRule): QueryCondition {
  const next: QueryCondition = { ...condition, rule };
  if (condition.rule !== "in" || rule === "in") return next;
  const val = condition.val;
  if (Array.isArray(val)) return { ...next, val: val[0] };
  if (typeof val === "string" && (condition.dictCode || Array.isArray(condition.options))) return { ...next, val: val.split(",")[0] };
  return next;
}

/** A field is chosen for a line: its metadata replaces the old field's, the value is cleared. */
export function selectField(condition: QueryCondition, meta: FieldMeta): QueryCondition {
  const next: Record<string, unknown> = { rule: condition.rule ?? "eq", ...meta };
  return next as QueryCondition;
}

/** The complete lines as list parameters; multi values joined with commas. */
export function toQueryParams(conditions: readonly QueryCondition[]): QueryParam[] {
  return cleanConditions(conditions)
    .filter(isComplete)
    .map((c) => ({
      field: c.field as string,
      rule: c.rule as QueryRule,
      val: Array.isArray(c.val) ? c.val.join(",") : String(c.val),
      ...(c.type === undefined ? {} : { type: c.type }),
      ...(c.dbType === undefined ? {} : { dbType: c.dbType }),
    }));
}

/** The list call's parameters for an applied query: none when there are no params. */
export function superQueryRequest(
  params: readonly QueryParam[],
  matchType: MatchType,
): { superQueryParams?: string; superQueryMatchType?: MatchType } {
  if (params.length === 0) return {};
  // JeecgBoot encodes with encodeURI; the query string encoding comes on top of it.
  return { superQueryParams: encodeURI(JSON.stringify(params)), superQueryMatchType: matchType };
}

/** The inverse of `superQueryRequest`'s encoding (for servers and tests). */
export function decodeSuperQueryParams(encoded: string): QueryParam[] {
  const parsed: unknown = JSON.parse(decodeURI(encoded));
  return Array.isArray(parsed) ? (parsed as QueryParam[]) : [];
}

// ---- saved queries ------------------------------------------------------------------------------

export const SAVED_QUERY_PREFIX = "JSuperQuerySaved_";

/** The storage key: the prefix plus the given code, or the page's route path without one. */
export function savedQueryKey(options: { saveCode?: string | null; path: string }): string {
  return SAVED_QUERY_PREFIX + (options.saveCode ? options.saveCode : options.path);
}

/** Where saved queries live (the SDK's ExpiringStore fits). */
export interface SavedQueryStorage {
  get<T = unknown>(key: string): T | null;
  set(key: string, value: unknown): void;
}

function isSavedQuery(item: unknown): item is SavedQuery {
  return !!item && typeof item === "object" && typeof (item as SavedQuery).title === "string" && Array.isArray((item as SavedQuery).records);
}

/** The saved queries under a key (unreadable entries are skipped; an old entry without matchType gets and). */
export function loadSavedQueries(storage: SavedQueryStorage, key: string): SavedQuery[] {
  const list = storage.get<unknown>(key);
  if (!Array.isArray(list)) return [];
  return list.filter(isSavedQuery).map((q) => ({
    title: q.title,
    matchType: (MATCH_TYPES as readonly unknown[]).includes(q.matchType) ? q.matchType : DEFAULT_MATCH_TYPE,
    records: q.records,
  }));
}

export function storeSavedQueries(storage: SavedQueryStorage, key: string, list: readonly SavedQuery[]): void {
  storage.set(key, list.map(({ title, matchType, records }) => ({ title, matchType, records })));
}

/** Saves under a name: replaces the query of that name, else appends. */
export function upsertSavedQuery(list: readonly SavedQuery[], query: SavedQuery): SavedQuery[] {
  const index = list.findIndex((q) => q.title === query.title);
  if (index < 0) return [...list, query];
  return list.map((q, i) => (i === index ? query : q));
}
