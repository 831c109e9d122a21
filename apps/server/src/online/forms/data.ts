/**
 * The generated pages' calls (/online/cgform/api: getColumns, getData, form/{code} read, add,
 * edit, delete): the form in the path served by the resource engine (model.ts), so search, sort,
 * paging, dictionary texts, tenant, data rules and every write check are the built-in lists'.
 * Online forms add the checks of their field definitions: named and custom patterns, and the
 * defaults of empty fields on add (fixed, `#{variable}`, `${fillRule}`).
 *
 * Permissions: `online:<table>:<action>` (what a form's menu entry grants), or `online:cgform:edit`
 * (its designers).
 */
import { isNamedPattern, namedPattern, NAMED_PATTERN_MESSAGES } from "@qt/openapi/rules";
import type { FastifyReply, FastifyRequest } from "fastify";
import { hasPermission } from "../../auth/authorize.js";
import type { AppContext } from "../../context.js";
import { forbidden, ok, type Envelope } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { requestLocale } from "../../http/locale.js";
import { refuse, type ResourceHooks, type Row } from "../../resource/index.js";
import { MAX_PAGE_SIZE, resourceCalls, type CallInputs } from "../../resource/serve.js";
import { ONLINE_ALL_ROWS } from "@qt/openapi/build";
import { dictOptions, parseDictCode, type DictOption } from "../../sys/dict/dict-source.js";
import { formatDate, formatDateTime } from "../../wire/datetime.js";
import type { OnlCgformField } from "../../db/schema/index.js";
import { dictOf, engineKey, formPermission, loadForm, toEngineRow, toWireRow, type FormModel } from "./model.js";

type Action = Parameters<typeof formPermission>[1];
/** Who may design forms may also try them. */
export const DESIGNER_CODE = "online:cgform:edit";

async function allowed(req: FastifyRequest, model: FormModel, action: Action): Promise<boolean> {
  return (await hasPermission(req, formPermission(model, action))) || (await hasPermission(req, DESIGNER_CODE));
}

async function authorizeForm(req: FastifyRequest, model: FormModel, action: Action): Promise<void> {
  if (await allowed(req, model, action)) return;
  throw forbidden(`没有权限，请联系管理员授权（${formPermission(model, action)}）`);
}

/** `#{name}` variables of field defaults. */
function variableValue(name: string, req: FastifyRequest, now: Date): string | undefined {
  const user = req.user!;
  switch (name) {
    case "sysUserCode":
      return user.username;
    case "sysUserName":
      return user.realname ?? user.username;
    case "sysOrgCode":
      return user.orgCode ?? "";
    case "sysDate":
      return formatDate(now) ?? "";
    case "sysDateTime":
      return formatDateTime(now) ?? "";
    case "sysTime":
      return (formatDateTime(now) ?? "").slice(11);
    default:
      return undefined;
  }
}

const isEmpty = (v: unknown): boolean => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** The record of an add with each empty field's default filled in. */
async function withDefaults(ctx: AppContext, req: FastifyRequest, model: FormModel, input: Row): Promise<Row> {
  const out: Row = { ...input };
  const now = ctx.clock.now();
  for (const field of model.fields) {
    const given = field.fieldDefaultValue?.trim();
    if (!given || !isEmpty(out[field.dbFieldName])) continue;
    const variable = /^#\{(\w+)\}$/.exec(given);
    const rule = /^\$\{(\w+)\}$/.exec(given);
    if (variable) out[field.dbFieldName] = variableValue(variable[1]!, req, now) ?? null;
    else if (rule) throw refuse(`${field.dbFieldTxt || field.dbFieldName}：填值规则「${rule[1]}」不可用`);
    else out[field.dbFieldName] = given;
  }
  return out;
}

/** Refuses a value failing its field's pattern (named or a custom regular expression). */
function checkPatterns(fields: readonly OnlCgformField[], record: Row): void {
  for (const field of fields) {
    const code = field.fieldValidType?.trim();
    const value = record[field.dbFieldName];
    if (!code || code === "only" || isEmpty(value)) continue;
    const label = field.dbFieldTxt || field.dbFieldName;
    if (code === "*") continue; // required: the engine's check
    if (isNamedPattern(code)) {
      if (!namedPattern(code).test(String(value))) throw refuse(`${label}：${NAMED_PATTERN_MESSAGES[code]}`);
      continue;
    }
    let pattern: RegExp;
    try {
      pattern = new RegExp(code, "u");
    } catch {
      continue; // the designer refuses a pattern that does not compile; an old row is not the caller's fault
    }
    if (!pattern.test(String(value))) throw refuse(`${label}格式不正确`);
  }
}

/** Read-only fields of the view are not the caller's to write: dropped from the record. */
function writable(model: FormModel, record: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(record)) {
    const field = model.fields.find((f) => f.dbFieldName === key);
    if (field?.isReadOnly === 1) continue;
    out[key] = value;
  }
  return out;
}

/**
 * `req` with a list query by column names turned into the engine's (search keys, sort column);
 * the engine ignores what is no search field of the form.
 */
function withQuery(req: FastifyRequest, query: Row): FastifyRequest {
  const engineQuery = toEngineRow(query);
  if (typeof query.column === "string") engineQuery.column = engineKey(query.column);
  return Object.create(req, { query: { value: engineQuery } }) as FastifyRequest;
}

/** JeecgBoot's `paramsStr` of an export: a JSON object of the list's parameters. */
function paramsOf(text: string | undefined): Row {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse("参数错误：paramsStr 须为 JSON 对象");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw refuse("参数错误：paramsStr 须为 JSON 对象");
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, String(v)]));
}

export function registerOnlineFormData(handlers: HandlerRegistry, ctx: AppContext): void {
  // the patterns are checked as the engine writes, so an add, an edit and each imported row alike
  const patterns = (fields: readonly OnlCgformField[]): ResourceHooks => ({
    beforeAdd: (values) => checkPatterns(fields, toWireRow(values)),
    beforeEdit: (values) => checkPatterns(fields, toWireRow(values)),
  });
  const load = (code: string) => loadForm(ctx.db, ctx.database, code, patterns);
  const prepared = new WeakMap<FastifyRequest, Row>();
  const inputs = (id?: string): CallInputs => ({
    id: () => id ?? "",
    ids: () => id ?? "",
    body: (req) => prepared.get(req) ?? {},
  });
  /** An engine answer with its records keyed by column names again. */
  const answer = (body: Envelope<unknown> | FastifyReply): Envelope<never> => {
    const b = body as { result?: unknown };
    if (b.result && typeof b.result === "object") {
      const r = b.result as { records?: Row[] };
      if (Array.isArray(r.records)) r.records = r.records.map(toWireRow);
      else b.result = toWireRow(b.result as Row);
    }
    return body as Envelope<never>;
  };

  handlers.define("onlineCgformApiGetColumns", async (req) => {
    const model = await load(req.params.code);
    await authorizeForm(req, model, "list");
    const { head, fields } = model;
    const locale = requestLocale(req);
    const options: Record<string, DictOption[]> = {};
    for (const field of fields) {
      const dict = dictOf(field);
      if (dict && (field.isShowList === 1 || field.isShowForm === 1 || field.isQuery === 1)) options[field.dbFieldName] = await dictOptions(ctx.db, parseDictCode(ctx, dict), { locale });
    }
    const denied = async (action: Action) => !(await allowed(req, model, action));
    const hide: string[] = [];
    if (await denied("add")) hide.push("add");
    if (await denied("edit")) hide.push("update");
    if (await denied("delete")) hide.push("delete", "batch_delete");
    if (await denied("import")) hide.push("import");
    if (await denied("export")) hide.push("export");
    const tree = head.isTree === "Y";
    return ok({
      code: head.id,
      columns: fields
        .filter((f) => f.isShowList === 1)
        .map((f) => ({
          title: f.dbFieldTxt || f.dbFieldName,
          dataIndex: f.dbFieldName,
          align: "center" as const,
          width: f.fieldLength ?? null,
          sorter: f.sortFlag === "1",
          customRender: dictOf(f) ? f.dbFieldName : null,
          hrefSlotName: f.fieldHref ? `fieldHref_${f.dbFieldName}` : null,
          fieldType: f.fieldShowType,
          dbType: f.dbType,
        })),
      dictOptions: options,
      fieldHrefSlots: fields.filter((f) => f.fieldHref).map((f) => ({ slotName: `fieldHref_${f.dbFieldName}`, href: f.fieldHref! })),
      cgButtonList: [],
      enhanceJs: null,
      hideColumns: hide,
      checkboxFlag: head.isCheckbox === "N" ? ("N" as const) : ("Y" as const),
      paginationFlag: head.isPage === "N" ? ("N" as const) : ("Y" as const),
      scrollFlag: head.scroll,
      formTemplate: head.formTemplate,
      description: head.tableTxt,
      currentTableName: head.tableName,
      tableType: head.tableType,
      pidField: tree ? head.treeParentIdField : null,
      hasChildrenField: tree ? head.treeIdField : null,
      textField: tree ? head.treeFieldname : null,
    });
  });

  handlers.define("onlineCgformApiGetData", async (req, reply) => {
    const model = await load(req.params.code);
    await authorizeForm(req, model, "list");
    // search parameters arrive as query parameters of their own (the binding keeps only the declared ones)
    const raw = Object.fromEntries(new URLSearchParams(req.url.includes("?") ? req.url.slice(req.url.indexOf("?") + 1) : ""));
    const query = { ...raw, ...(req.query as Row) };
    if (Number(query.pageSize) === ONLINE_ALL_ROWS) Object.assign(query, { pageSize: MAX_PAGE_SIZE, pageNo: 1 });
    return answer(await resourceCalls(ctx, model.served).list(withQuery(req, query), reply as FastifyReply));
  });

  handlers.define("onlineCgformApiFormGet", async (req, reply) => {
    const model = await load(req.params.code);
    await authorizeForm(req, model, "list");
    return answer(await resourceCalls(ctx, model.served, inputs(req.params.id)).queryById(req, reply as FastifyReply));
  });

  /** add / edit: the record checked against the form's fields, then the engine's write. */
  const write = (action: "add" | "edit") => async (req: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) => {
    const model = await load(req.params.code);
    await authorizeForm(req, model, action);
    const body = (req.body ?? {}) as Row;
    const record = action === "add" ? await withDefaults(ctx, req, model, writable(model, body)) : { ...writable(model, body), id: body.id };
    prepared.set(req, toEngineRow(record));
    return answer(await resourceCalls(ctx, model.served, inputs())[action](req, reply));
  };
  handlers.define("onlineCgformApiFormAdd", write("add"));
  handlers.define("onlineCgformApiFormEdit", write("edit"));

  handlers.define("onlineCgformApiExportXls", async (req, reply) => {
    const model = await load(req.params.code);
    await authorizeForm(req, model, "export");
    return resourceCalls(ctx, model.served).exportXls(withQuery(req, paramsOf(req.query.paramsStr)), reply as FastifyReply) as never;
  });

  handlers.define("onlineCgformApiImportXls", async (req, reply) => {
    const model = await load(req.params.code);
    await authorizeForm(req, model, "import");
    return answer(await resourceCalls(ctx, model.served).importExcel(req, reply as FastifyReply));
  });

  handlers.define("onlineCgformApiFormDelete", async (req, reply) => {
    const model = await load(req.params.code);
    await authorizeForm(req, model, "delete");
    return answer(await resourceCalls(ctx, model.served, inputs(req.params.id)).deleteBatch(req, reply as FastifyReply));
  });
}
