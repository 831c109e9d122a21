/** Per-application engine state (app-wide data-rule filters) and the refusal helper for hooks. */
import type { AppContext } from "../context.js";
import { ApiError } from "../http/envelope.js";
import type { ListFilter } from "./types.js";

const appFilters = new WeakMap<AppContext, ListFilter[]>();

/**
 * Adds a filter that every resource served on this app applies (data rules of the permissions
 * area). Filters are read per request, so registration order of the areas does not matter.
 */
export function useListFilter(ctx: AppContext, filter: ListFilter): void {
  const list = appFilters.get(ctx) ?? [];
  list.push(filter);
  appFilters.set(ctx, list);
}

export function appListFilters(ctx: AppContext): readonly ListFilter[] {
  return appFilters.get(ctx) ?? [];
}

/**
 * A business refusal to throw from a hook or handler: answers HTTP 200
 * `{success: false, code: 500, message}` (JeecgBoot's way) and rolls the transaction back.
 */
export function refuse(message: string): ApiError {
  return new ApiError(200, 500, message);
}
