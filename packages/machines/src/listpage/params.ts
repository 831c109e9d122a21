/**
 * The list page's query logic (widgets.md §2 "List pages", §5, §7, §9; WIRE.md "Lists"):
 * paging (10 per page, options 10/20/30, total text `a-b 共N条` / `a-b of N`), sorting
 * (createTime descending by default), the call's parameters and reading its answer.
 */
import { textOf, type LocalizedText } from "../messages.js";
import { superQueryRequest, type MatchType, type QueryParam } from "../advancedquery/query.js";

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 30];

export type SortOrder = "asc" | "desc";
export interface Sort {
  readonly column: string;
  readonly order: SortOrder;
}
export const DEFAULT_SORT: Sort = Object.freeze({ column: "createTime", order: "desc" });

export interface Paging {
  readonly current: number;
  readonly pageSize: number;
  readonly total: number;
}

/** The rows shown, 1-based: `[a, b]`; `[0, 0]` when there are none (as antd computes it). */
export function pageRange(page: Paging): [number, number] {
  if (page.total <= 0) return [0, 0];
  const start = (page.current - 1) * page.pageSize + 1;
  return [Math.min(start, page.total), Math.min(page.current * page.pageSize, page.total)];
}

/** `1-10 共100条` / `1-10 of 100`. */
export function totalText(page: Paging): LocalizedText {
  const [start, end] = pageRange(page);
  return textOf("list.total", { start, end, total: page.total });
}

/**
 * The current page after `removed` rows were deleted: back to the last page that still exists
 * (never below 1 — JeecgBoot's own calculation could reach page 0).
 */
export function pageAfterDelete(page: Paging, removed: number): number {
  const total = Math.max(0, page.total - removed);
  const last = Math.max(1, Math.ceil(total / page.pageSize));
  return Math.max(1, Math.min(page.current, last));
}

/** A table's sorter (antd: ascend / descend / none) as the list's sort; none is the default sort. */
export function sortOf(column: string | null | undefined, order: "ascend" | "descend" | SortOrder | null | undefined): Sort {
  if (!column || !order) return DEFAULT_SORT;
  return { column, order: order === "ascend" || order === "asc" ? "asc" : "desc" };
}

export interface AppliedSuperQuery {
  readonly params: readonly QueryParam[];
  readonly matchType: MatchType;
}

export interface ListParamsInput {
  /** Search fields (already wrapped: `*x*`, `!x`, `>=x`, …). */
  readonly query?: Readonly<Record<string, unknown>>;
  readonly sort?: Sort;
  readonly page: Pick<Paging, "current" | "pageSize">;
  readonly superQuery?: AppliedSuperQuery | null;
  /** Column keys: sent as `field` (`id` first), as JeecgBoot's getQueryField. */
  readonly fields?: readonly string[];
}

export type ListParams = Record<string, string | number | boolean>;

const blank = (v: unknown) => v === null || v === undefined || v === "";

/** The list call's query parameters; empty values are left out. */
export function listParams(input: ListParamsInput): ListParams {
  const sort = input.sort ?? DEFAULT_SORT;
  const params: Record<string, unknown> = {
    ...(input.superQuery ? superQueryRequest(input.superQuery.params, input.superQuery.matchType) : {}),
    ...input.query,
    column: sort.column,
    order: sort.order,
    ...(input.fields?.length ? { field: ["id", ...input.fields.filter((f) => f !== "id")].join(",") } : {}),
    pageNo: input.page.current,
    pageSize: input.page.pageSize,
  };
  const out: ListParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (blank(value)) continue;
    out[key] = typeof value === "number" || typeof value === "boolean" ? value : Array.isArray(value) ? value.join(",") : String(value);
  }
  return out;
}

export type Row = Readonly<Record<string, unknown>>;

/** A list answer's rows and total: a page `{records, total}`, or a bare array (unpaged lists). */
export function readListResult(result: unknown): { records: Row[]; total: number } {
  if (Array.isArray(result)) return { records: result as Row[], total: 0 };
  if (result && typeof result === "object") {
    const page = result as { records?: unknown; total?: unknown };
    const records = Array.isArray(page.records) ? (page.records as Row[]) : [];
    const total = typeof page.total === "number" ? page.total : Number(page.total) || 0;
    return { records, total };
  }
  return { records: [], total: 0 };
}

/** `deleteBatch`'s ids: every id followed by a comma (`a,b,`), as JeecgBoot sends them. */
export function batchIds(keys: readonly string[]): string {
  return keys.map((k) => k + ",").join("");
}
