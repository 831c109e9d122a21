/**
 * The online report popup (widgets.md §2, §3 "Online report config" and "Popup field mapping", §4
 * "Popup modal", §5, §7, §8, §9): its settings check, the getData parameters, the confirm rule, the
 * mapping of chosen rows into the host form's fields, and the report configuration loaded in order
 * (getRpColumns, then getQueryInfo with its id) and kept 30000 ms per code.
 */
import type { Schemas } from "@qt/openapi";
import { plainGet, type QtClient } from "@qt/sdk";
import { MULTI_SEPARATOR } from "../dict/values.js";
import { sameText, textOf, type LocalizedText } from "../messages.js";

export const POPUP_WIDTH = 1200;
/** How long a report's configuration is reused before it is asked for again. */
export const POPUP_CONFIG_TTL_MS = 30000;
/** Parameters for the report's own variables go to getData with this prefix (`self_orgCode`). */
export const SELF_PARAM_PREFIX = "self_";

export type ReportColumn = Schemas["OnlReportColumn"];
export type ReportQueryItem = Schemas["OnlReportQueryItem"];
export type ReportRow = Readonly<Record<string, unknown>>;

export interface PopupSettings {
  /** The report's code. */
  code?: string | null;
  /** Source fields of a row, comma separated (`username,realname`). */
  orgFields?: string | null;
  /** The form fields they are written into, in the same order (`account,name`). */
  destFields?: string | null;
}

export interface FieldPair {
  org: string;
  dest: string;
}

export type PopupSettingsCheck = { valid: true; pairs: FieldPair[] } | { valid: false; problem: LocalizedText };

const fieldsOf = (list: string) =>
  list
    .split(",")
    .map((f) => f.trim())
    .filter((f) => f !== "");

/**
 * A popup needs a code, source fields and target fields ('popup参数未正确配置!'), as many of each
 * ('popup参数未正确配置,原始值和目标值数量不一致!'); either problem disables it.
 */
export function checkPopupSettings(settings: PopupSettings): PopupSettingsCheck {
  const { code, orgFields, destFields } = settings;
  if (!code?.trim() || !orgFields?.trim() || !destFields?.trim()) return { valid: false, problem: textOf("popup.badConfig") };
  const org = fieldsOf(orgFields);
  const dest = fieldsOf(destFields);
  if (org.length !== dest.length) return { valid: false, problem: textOf("popup.countMismatch") };
  return { valid: true, pairs: org.map((o, i) => ({ org: o, dest: dest[i]! })) };
}

/** The warning on 确定: no row chosen, or several in single mode → '请选择一条记录'. */
export function confirmProblem(chosen: number, multi: boolean): LocalizedText | null {
  return chosen === 0 || (!multi && chosen > 1) ? textOf("popup.selectOne") : null;
}

/**
 * The host form's new values: each target field gets its source field of every chosen row, joined
 * with the spliter (default comma); a row without the field gives an empty part.
 */
export function mapRows(rows: readonly ReportRow[], pairs: readonly FieldPair[], spliter: string = MULTI_SEPARATOR): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { org, dest } of pairs) {
    out[dest] = rows.map((row) => (row[org] === null || row[org] === undefined ? "" : String(row[org]))).join(spliter);
  }
  return out;
}

/** The search form's values when it opens (or is reset): the query items' default values. */
export function initialQuery(items: readonly ReportQueryItem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of items) if (item.defValue) out[item.mode === "group" ? `${item.field}_begin` : item.field] = item.defValue;
  return out;
}

/** The query items the search form shows (hidden '1' ones still send their default). */
export const shownQueryItems = (items: readonly ReportQueryItem[]) => items.filter((i) => i.hidden !== "1");

export interface DataRequest {
  /** The search form's values by parameter name (range fields as `<field>_begin` / `<field>_end`). */
  query: Readonly<Record<string, unknown>>;
  /** The report's own parameters, sent as `self_<name>`. */
  dynamic?: Readonly<Record<string, unknown>>;
  sort?: { column: string; order: "asc" | "desc" } | null;
  pageNo: number;
  pageSize: number;
}

/** getData's query parameters: the non-empty search values (trimmed), `self_` parameters, sort and page. */
export function dataParams(request: DataRequest): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const put = (key: string, value: unknown) => {
    const text = value === null || value === undefined ? "" : String(value).trim();
    if (text !== "") out[key] = text;
  };
  for (const [key, value] of Object.entries(request.query)) put(key, value);
  for (const [key, value] of Object.entries(request.dynamic ?? {})) put(`${SELF_PARAM_PREFIX}${key}`, value);
  if (request.sort) {
    out.column = request.sort.column;
    out.order = request.sort.order;
  }
  out.pageNo = request.pageNo;
  out.pageSize = request.pageSize;
  return out;
}

/** A cache whose entries are forgotten `ttl` ms after they were made; a failed load is not kept. */
export interface TimedCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export function createTimedCache<V>(ttl: number, now: () => number = Date.now): TimedCache<V> {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttl) return hit.value;
      const value = load();
      const entry = { at: now(), value };
      entries.set(key, entry);
      // a failure is not remembered (unless a newer load replaced it already)
      value.catch(() => entries.get(key) === entry && entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}

export interface ReportConfig {
  id: string;
  name: string;
  columns: ReportColumn[];
  dictOptions: Readonly<Record<string, ReadonlyArray<{ value: string; text: string }>>>;
  queryItems: ReportQueryItem[];
}

/** Why the popup could not start: the server's message (shown under 'Popup初始化失败…' in 出错了). */
export class PopupInitError extends Error {
  constructor(readonly text: LocalizedText) {
    super(text["zh-CN"]);
  }
}

const configCache = createTimedCache<ReportConfig>(POPUP_CONFIG_TTL_MS);

/** The report's columns and dictionaries, then its query items (kept 30000 ms per code). Throws PopupInitError. */
export function loadReportConfig(client: QtClient, code: string, cache: TimedCache<ReportConfig> = configCache): Promise<ReportConfig> {
  return cache.get(code, async () => {
    const columns = await client.unwrap(client.GET("/online/cgreport/api/getRpColumns/{code}", { params: { path: { code } } }));
    if (!columns.ok) throw new PopupInitError(columns.error.text);
    const { cgRpConfigId: id, cgRpConfigName: name } = columns.result;
    const items = await client.unwrap(client.GET("/online/cgreport/api/getQueryInfo/{cgRpConfigId}", { params: { path: { cgRpConfigId: id } } }));
    if (!items.ok) throw new PopupInitError(items.error.text);
    return { id, name, columns: columns.result.columns, dictOptions: columns.result.dictOptions, queryItems: items.result };
  });
}

export interface ReportPage {
  records: ReportRow[];
  total: number;
}

/** One page of the report's rows (getData; the parameters flat, as the report expects them). Throws PopupInitError. */
export async function loadReportData(client: QtClient, id: string, request: DataRequest): Promise<ReportPage> {
  const outcome = await plainGet<ReportPage>(client, `/online/cgreport/api/getData/${encodeURIComponent(id)}`, dataParams(request));
  if (!outcome.ok) throw new PopupInitError(outcome.error.text);
  return { records: outcome.result.records ?? [], total: Number(outcome.result.total ?? 0) };
}

/** The 出错了 dialog's text: the fixed sentence and the server's message. */
export function initFailureText(error: unknown): LocalizedText {
  const base = textOf("popup.initFailed");
  const detail = error instanceof PopupInitError ? error.text : sameText(error instanceof Error ? error.message : String(error));
  return { "zh-CN": `${base["zh-CN"]} ${detail["zh-CN"]}`, "en-US": `${base["en-US"]} ${detail["en-US"]}` };
}
