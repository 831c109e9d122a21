/**
 * A list screen is declared, not hand-built (issue #6): the contract's resource definition gives
 * the urls, the permission prefix and each field's kind, dictionary, search rule, sortability,
 * required flag and maximum length, so the console and the server agree; the declaration adds what
 * people see: column and field labels, which fields are searched and edited, and how.
 */
import type { FieldRule, FormKind, LocalizedText, OnlineCalls, OwnCall, PageActions, SearchKind, SearchWrapper } from "@qt/machines";
import type { ResourceDef } from "@qt/openapi/build";
import type { ComponentType, ReactNode } from "react";

export type Row = Readonly<Record<string, unknown>>;

/** A label in both languages: `l("职务编码", "Code")`. */
export const l = (zh: string, en: string): LocalizedText => ({ "zh-CN": zh, "en-US": en });

export interface ListColumn {
  /** The record key; dictionary fields show `<key>_dictText`. */
  key: string;
  title: LocalizedText;
  /** Pixels; the table lays out the rest. */
  width?: number;
  /** Sortable (default: the contract's `sort` flag). */
  sort?: boolean;
  /** Width before the ellipsis, a non-ASCII character counting 2 (default 25; 0: never cut); the whole text in a tooltip. */
  ellipsis?: number;
  render?: (row: Row) => ReactNode;
  /** The value is stored picture paths (comma-separated): shown as thumbnails. */
  image?: boolean;
}

/**
 * `dict` a dictionary select; `multi` several values (joined with a comma: the server takes them as
 * IN); `search` / `searchAsync` a search select (filtered here / searched by the server);
 * `switch` a 是/否 select of the yes/no switch's values; `dateRange` / `numberRange` from–to
 * inputs sent as `<key>_begin` / `<key>_end` (the encoder: @qt/machines listpage/search.ts).
 */
export type { SearchKind, FormKind };

export interface SearchField {
  key: string;
  label: LocalizedText;
  /** Default: `dict` for dictionary fields, `numberRange` / `dateRange` for numeric / other range fields, else `text`. */
  kind?: SearchKind;
  /** The dictionary of the dictionary kinds (default the contract's), e.g. `sys_user,realname,username`. */
  dictCode?: string;
  /** How a typed value is matched: `ne` not equal, `ge` ≥, `le` ≤, `right_like` starts with … (default: contains for text the contract searches with like, else exact). */
  match?: SearchWrapper;
  /** A widget of its own (a tree select, a category select: `asControl(...)`), in place of the kind's. */
  control?: ComponentType<CustomControlProps>;
}


export interface FormField {
  key: string;
  label: LocalizedText;
  /** Default: `dict` for dictionary fields, `number` for numbers, `date`/`datetime` by kind, else `text`; `dict` select, `radio`, `checkbox` group, `multi` select, `search` / `searchAsync` search select, the yes/no `switch` (Y/N). */
  kind?: FormKind;
  /** The dictionary of the dictionary kinds (default the contract's), e.g. `sys_user,realname,username`. */
  dictCode?: string;
  /** Rules beyond the contract's (required, maximum length), e.g. patterns. */
  rules?: readonly FieldRule[];
  /** Checked against the table for uniqueness (`/sys/duplicate/check`) as the user types. */
  unique?: boolean;
  /** Shown but not changeable when editing (e.g. a login account). */
  readOnlyOnEdit?: boolean;
  /** Shown, never changed (an online form's read-only field). */
  readOnly?: boolean;
  /** The value a new record starts with. */
  defaultValue?: unknown;
  /** Only when adding (e.g. a first password). */
  addOnly?: boolean;
  placeholder?: LocalizedText;
  /** A control of the page's own (pickers the kit does not have), in place of the kind's. */
  control?: ComponentType<CustomControlProps>;
  /** Shown (and validated and sent) only while this holds for the form's values, e.g. a choice another field asks for. */
  visible?: (values: Readonly<Record<string, unknown>>) => boolean;
  /** How 详情 shows the value when its text is not readable (e.g. a rule's JSON); spans the whole row. */
  detail?: ComponentType<{ value: unknown; record: Row }>;
  /** Only in 详情: a column the server keeps (an audit state, a counter) that no form changes. */
  detailOnly?: boolean;
  /** Spans the form's whole row (a rich-text editor, a picture list); textareas always do. */
  wide?: boolean;
  /** In a tab of its own after the form's first (an online master's sub table). */
  tab?: LocalizedText;
}

export interface CustomControlProps {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The record being edited (null when adding). */
  record: Row | null;
  readOnly: boolean;
  /** Sets other fields of the form at once (a report popup fills its mapped fields); absent in search bars. */
  setValues?: (values: Readonly<Record<string, unknown>>) => void;
  /** The form's current values (a control that depends on another field, e.g. a rule's parameters on its kind); absent in search bars. */
  values?: Readonly<Record<string, unknown>>;
}

/** The rows checked in the table, for a page's own batch actions. */
export interface ListSelection {
  keys: readonly string[];
  /** The checked rows on the current page (a key checked on another page has no row here). */
  rows: readonly Row[];
  clear(): void;
}

/** A call outside the resource's `<base>/<op>` family, behind its own permission code. */
export type KitCall = OwnCall;

export interface ListPageDef {
  /** The contract's resource: urls `<base>/list|add|edit|delete|deleteBatch|queryById|exportXls|importExcel`. */
  resource: ResourceDef;
  /**
   * For a resource whose calls are not `<base>/<op>` (a menu's data rules: getPermRuleListByPermId,
   * addPermissionRule, …): the list url and each operation offered, with its permission code.
   * Nothing else (import, export, batch delete) is offered.
   */
  calls?: { list: string; add?: KitCall; edit?: KitCall; delete?: KitCall };
  /** False: the list call answers every row at once (an array), so no pager shows (default true). */
  paged?: boolean;
  /** A stable key for stored state (query, drafts): the route path by default. */
  key?: string;
  columns: readonly ListColumn[];
  search: readonly SearchField[];
  form: readonly FormField[];
  /**
   * Parameters every list and export call carries and every added record gets, whatever the
   * search says: a page over part of a resource (a log type, one dictionary's items).
   */
  fixedQuery?: Readonly<Record<string, string>>;
  /**
   * One level of a tree resource (the contract's `tree`): the list reads `<base>/rootList` with the
   * parent field set to `parent`, unless a search field is set: then every match at any depth (flat),
   * told to `onFlatChange` (the tree screen's heading says so).
   */
  tree?: { parent: string; onFlatChange?: (flat: boolean) => void };
  /** The field that identifies a row (default `id`). */
  rowKey?: string;
  /** Search fields shown before 展开 (default 3). */
  searchVisible?: number;
  /** Detail layout: 1 to 4 columns (default 3). */
  detailColumns?: 1 | 2 | 3 | 4;
  /** The form's columns from md up (default 2). */
  formColumns?: 1 | 2 | 3 | 4;
  /** An online form's page (issue #20): its calls under /online/cgform/api, the buttons the server hides. */
  online?: OnlineCalls;
  /** False: only the form's buttons close it, not Escape or a click outside (a grid being filled in). Default true. */
  modalDismissible?: boolean;
  /** Modal width in pixels (default 800). */
  modalWidth?: number;
  /** Toolbar actions shown (default all the resource's operations allow). */
  actions?: PageActions;
  /** The toolbar's 高级查询 button and its builder (default true). */
  superQuery?: boolean;
  /** Whether a row offers 编辑 (default every row the permission allows), e.g. only drafts. */
  rowEditable?: (row: Row) => boolean;
  /** Extra toolbar buttons after the standard ones (each behind its own permission check); batch actions act on the selection. */
  toolbar?: (reload: () => void, selection: ListSelection) => ReactNode;
  /** Told the checked rows of the current page whenever the selection changes (an ERP master's sub tables). */
  onSelectionChange?: (rows: readonly Row[]) => void;
  /** Rows open to show this below them (an online master's sub rows), with a toggle before the checkbox. */
  expand?: (row: Row) => ReactNode;
  /** Extra per-row actions (after edit / detail / delete). */
  rowActions?: (row: Row, reload: () => void) => ReactNode;
  /** The export's file name (default the resource's title). */
  exportName?: LocalizedText;
}
