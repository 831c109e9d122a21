/**
 * Online reports (/online/cgreport/api): columns and dictionary options, query fields, and data
 * of the report definitions stored in onl_cgreport_head / onl_cgreport_item. Any logged-in user
 * may read a report unless its head names a permission (checked in definitions.ts).
 */
import type { AppContext } from "../context.js";
import type { HandlerRegistry } from "../http/handlers.js";
import { ok } from "../http/envelope.js";
import { requestLocale } from "../http/locale.js";
import { dictOptions, parseDictCode, type DictOption } from "../sys/dict/dict-source.js";
import { loadReport, type ReportItem } from "./definitions.js";
import { reportData } from "./report-data.js";

/** The query-field control for an item: dictionaries as a list, dates with a picker. */
function viewOf(item: ReportItem): string {
  if (item.dictCode) return "list";
  if (item.source.field.kind === "datetime") return "datetime";
  if (item.source.field.kind === "date") return "date";
  return "text";
}

export function registerReports(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("onlineCgreportApiGetRpColumns", async (req) => {
    const report = await loadReport(ctx.db, req, req.params.code);
    const shown = report.items.filter((i) => i.isShow === 1);
    const options: Record<string, DictOption[]> = {};
    for (const item of report.items) {
      if (item.dictCode) options[item.fieldName] = await dictOptions(ctx.db, parseDictCode(ctx, item.dictCode), { locale: requestLocale(req) });
    }
    return ok({
      cgRpConfigId: report.head.id,
      cgRpConfigName: report.head.name,
      columns: shown.map((i) => ({
        title: i.fieldTxt,
        dataIndex: i.fieldName,
        align: "center" as const,
        width: i.fieldWidth ?? null,
        sorter: i.isOrder === 1 && i.source.sortable === true,
        customRender: i.dictCode ? i.fieldName : null,
        hrefSlotName: null,
        isTotal: null,
        groupTitle: null,
      })),
      dictOptions: options,
      fieldHrefSlots: [],
      isGroupTitle: false,
    });
  });

  handlers.define("onlineCgreportApiGetQueryInfo", async (req) => {
    const report = await loadReport(ctx.db, req, req.params.cgRpConfigId);
    return ok(
      report.items
        .filter((i) => i.isQuery === 1 && i.source.searchable !== false)
        .map((i) => ({ field: i.fieldName, label: i.fieldTxt, view: viewOf(i), mode: i.searchMode === "group" ? ("group" as const) : ("single" as const), dictCode: i.dictCode ?? null, defValue: null })),
    );
  });

  handlers.define("onlineCgreportApiGetData", async (req) => {
    const report = await loadReport(ctx.db, req, req.params.cgRpConfigId);
    // Report parameters arrive as query parameters of their own (the binding keeps only declared ones).
    const values = new URLSearchParams(req.url.includes("?") ? req.url.slice(req.url.indexOf("?") + 1) : "");
    const page = await reportData(ctx.db, report, {
      pageNo: req.query.pageNo ?? 1,
      pageSize: req.query.pageSize ?? 10,
      column: req.query.column,
      order: req.query.order,
      values,
    });
    return ok(page);
  });
}
