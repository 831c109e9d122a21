/**
 * What a list page keeps across tab switches and browser reloads (issue #6): its query (search
 * fields, sort, page size and page, advanced query) and an open form's unsaved draft. Kept in
 * sessionStorage (one browser tab's lifetime, like the open tabs themselves) under the page's key,
 * and dropped when the page's tab is closed (the form's draft also on close or save).
 */
import type { AppliedSuperQuery, Sort } from "@qt/machines";
import type { Row } from "./types";

export interface StoredQuery {
  /** The search bar's values as typed (the sent query is derived from them). */
  search: Record<string, unknown>;
  sort: Sort;
  current: number;
  pageSize: number;
  superQuery: AppliedSuperQuery | null;
}

export interface StoredForm {
  mode: "add" | "edit" | "detail";
  /** The record being edited or shown (edit keeps the version it was read at). */
  record: Row | null;
  values: Record<string, unknown>;
}

const PREFIX = "qt.page.";

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the state lasts while the page is open
  }
}

export const pageState = {
  query: (page: string) => read<StoredQuery>(`${page}.query`),
  saveQuery: (page: string, value: StoredQuery) => write(`${page}.query`, value),
  form: (page: string) => read<StoredForm>(`${page}.form`),
  saveForm: (page: string, value: StoredForm | null) => write(`${page}.form`, value),
  /** Forgets everything of the page (its tab was closed). */
  drop(page: string) {
    write(`${page}.query`, null);
    write(`${page}.form`, null);
  },
};
