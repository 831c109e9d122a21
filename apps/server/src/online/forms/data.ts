/**
 * The generated pages' calls (/online/cgform/api: getColumns, getQueryInfo, getFormItem, getData,
 * getTreeData, form/{code} read, add, edit, delete, subform/…, exportXls, importXls): the form in
 * the path served by the resource engine (model.ts), so search, sort, paging, dictionary texts,
 * tenant, data rules and every write check are the built-in lists'. Online forms add the checks
 * of their field definitions: named and custom patterns, and the defaults of empty fields on add
 * (fixed, `#{variable}`, `${fillRule}`); masters save with their sub rows (master-sub.ts), trees
 * keep their parents and has-child flags (tree.ts).
 *
 * Permissions: `online:<table>:<action>` (what a form's menu entry grants), or `online:cgform:edit`
 * (its designers).
 */
import { isNamedPattern, namedPattern, NAMED_PATTERN_MESSAGES } from "@qt/openapi/rules";
import type { FastifyReply, FastifyRequest } from "fastify";
import { hasPermission } from "../../auth/authorize.js";
import { currentTenant } from "../../auth/tenant.js";
import type { AppContext } from "../../context.js";
import { forbidden, ok, type Envelope } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { requestLocale } from "../../http/locale.js";
import { refuse, type Row } from "../../resource/index.js";
import { MAX_PAGE_SIZE, resourceCalls, type CallInputs } from "../../resource/serve.js";
import { ONLINE_ALL_ROWS } from "@qt/openapi/build";
import { dictOptions, parseDictCode, type DictOption } from "../../sys/dict/dict-source.js";
import { generateFillValue } from "../../sys/fillrule/index.js";
import { formatDate, formatDateTime } from "../../wire/datetime.js";
import type { Schemas } from "@qt/openapi";
import type { OnlCgformField, OnlCgformHead } from "../../db/schema/index.js";
import { toAnswers } from "../../resource/answer.js";
import type { WriteContext } from "../../resource/types.js";
import { WRITE_MESSAGES } from "../../resource/write.js";
import { restrictionsOf } from "./field-auth.js";
import { bothHooks, TREE_PARENT, treeFieldsOf, treeHooks } from "./tree.js";
import { deleteSubRows, linkValue, masterRow, saveMasterAndSubs, subRows, withSubRows, type Prepare } from "./master-sub.js";
import { dictOf, engineKey, formPermission, isManagedColumn, loadForm, loadFormByTable, loadSubForms, toEngineRow, toWireRow, type FormCache, type FormModel, type HooksFor } from "./model.js";

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
    // a fill rule's number is taken now: a save refused later leaves a gap, never a repeat
    else if (rule) out[field.dbFieldName] = await generateFillValue(ctx.db, ctx.clock, rule[1]!, input, { tenantId: currentTenant(req) });
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

/**
 * What the caller may write through the form: not its read-only fields, nor the fields the form
 * does not show (a stale copy of a hidden column never overwrites it) — except a sub table's
 * foreign key, which the ERP's sub dialog sends hidden, a tree node's parent (its add-child
 * dialog's), and the engine's columns (id, the
 * update_time lock), which the engine itself decides on.
 */
function writable(model: FormModel, record: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(record)) {
    const field = model.fields.find((f) => f.dbFieldName === key);
    // the engine decides on its own columns; a sub row's link and a tree node's parent are sent hidden
    const passes = key === model.foreignKey?.column || (!!model.tree && engineKey(key) === model.tree.pid) || isManagedColumn(key);
    if (field && !passes && (field.isReadOnly === 1 || field.isShowForm === 0)) continue;
    out[key] = value;
  }
  return out;
}

const VALUE_TYPE: Readonly<Record<string, "string" | "number" | "integer">> = { int: "integer", double: "number", BigDecimal: "number" };

/** The fields a form shows, as getFormItem describes them, and the required ones. */
type FormItem = Schemas["OnlFormItem"];

function formItems(model: FormModel): { properties: Record<string, FormItem>; required: string[] } {
  const properties: Record<string, FormItem> = {};
  const required: string[] = [];
  for (const f of model.fields) {
    if (f.isShowForm !== 1 || f.dbFieldName === model.foreignKey?.column) continue;
    const def = model.served.def.fields[engineKey(f.dbFieldName)];
    properties[f.dbFieldName] = {
      title: f.dbFieldTxt || f.dbFieldName,
      view: f.fieldShowType,
      type: VALUE_TYPE[f.dbType] ?? "string",
      order: f.orderNum,
      dictCode: dictOf(f) ?? null,
      dictTable: f.dictTable || null,
      dictText: f.dictText || null,
      dictField: f.dictField || null,
      defVal: f.fieldDefaultValue || null,
      disabled: f.isReadOnly === 1,
      maxLength: def?.maxLength ?? null,
      pattern: f.fieldValidType || null,
      fieldExtendJson: f.fieldExtendJson || null,
      width: f.fieldLength ?? null,
    };
    if (def?.required) required.push(f.dbFieldName);
  }
  return { properties, required };
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
  // each caller's form: their field permissions applied (field-auth.ts)
  const restrictions = restrictionsOf(ctx);
  const subsOf = (req: FastifyRequest, head: OnlCgformHead) => loadSubForms(ctx.db, ctx.database, head, hooks, restrictions(req));
  // patterns are checked as the engine writes (an add, an edit, each imported row alike); a
  // master's delete takes its sub rows along, in the same transaction
  const hooks: HooksFor = (fields, head) => {
    const tree = treeFieldsOf(head);
    return bothHooks(
      {
        beforeAdd: (values) => checkPatterns(fields, toWireRow(values)),
        beforeEdit: (values) => checkPatterns(fields, toWireRow(values)),
        // (read in the delete's transaction: PGlite has one connection, which the transaction holds)
        ...(head.tableType === 2 ? { beforeDelete: async (rows: Row[], w: WriteContext) => deleteSubRows(ctx, w.req, w.tx, rows, await loadSubForms(w.tx, ctx.database, head, hooks)) } : {}),
      },
      tree && treeHooks(tree),
    );
  };
  const built: FormCache = new Map();
  const load = (req: FastifyRequest, code: string) => loadForm(ctx.db, ctx.database, code, hooks, built, restrictions(req));
  /** A record as the caller may write it: read-only fields dropped; on add, empty fields' defaults filled in. */
  const prepareFor =
    (req: FastifyRequest): Prepare =>
    async (model, body, mode) =>
      mode === "add" ? withDefaults(ctx, req, model, writable(model, body)) : { ...writable(model, body), id: body.id };
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
    const model = await load(req, req.params.code);
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

  /** A list call's query: the declared parameters and the search ones, which arrive as query parameters of their own (the binding keeps only the declared ones). */
  const listQueryOf = (req: FastifyRequest): Row => {
    const raw = Object.fromEntries(new URLSearchParams(req.url.includes("?") ? req.url.slice(req.url.indexOf("?") + 1) : ""));
    const query = { ...raw, ...(req.query as Row) };
    if (Number(query.pageSize) === ONLINE_ALL_ROWS) Object.assign(query, { pageSize: MAX_PAGE_SIZE, pageNo: 1 });
    return query;
  };

  handlers.define("onlineCgformApiGetData", async (req, reply) => {
    const model = await load(req, req.params.code);
    await authorizeForm(req, model, "list");
    return answer(await resourceCalls(ctx, model.served).list(withQuery(req, listQueryOf(req)), reply as FastifyReply));
  });

  handlers.define("onlineCgformApiGetTreeData", async (req, reply) => {
    const model = await load(req, req.params.code);
    await authorizeForm(req, model, "list");
    if (!model.tree) throw refuse(`表单「${model.head.tableTxt}」不是树表单`);
    const query = listQueryOf(req);
    const parent = query[model.head.treeParentIdField!];
    // one level: a node's children, or the roots unless a search asks for every match
    if (typeof parent === "string" && parent !== "") query[TREE_PARENT] = parent;
    else if (query.hasQuery !== "true") query[TREE_PARENT] = "";
    // the parent and its has-child flag that JeecgBoot's expand sends are no search of the children
    delete query[model.head.treeParentIdField!];
    if (model.head.treeIdField) delete query[model.head.treeIdField];
    return answer(await resourceCalls(ctx, model.served).list(withQuery(req, query), reply as FastifyReply));
  });

  handlers.define("onlineCgformApiGetFormItem", async (req) => {
    const model = await load(req, req.params.code);
    await authorizeForm(req, model, "list");
    const { head } = model;
    const { properties, required } = formItems(model);
    for (const sub of await subsOf(req, head)) {
      const items = formItems(sub);
      properties[sub.head.tableName] = {
        title: sub.head.tableTxt,
        view: "tab",
        order: 10_000 + (sub.head.tabOrderNum ?? 0),
        id: sub.head.id,
        key: sub.head.tableName,
        describe: sub.head.tableTxt,
        relationType: sub.head.relationType ?? 0,
        foreignKey: sub.foreignKey!.column,
        ...(sub.head.relationType === 1 ? { properties: items.properties } : { columns: Object.entries(items.properties).map(([key, item]) => ({ ...item, key })) }),
        required: items.required,
      };
    }
    return ok({
      head: { id: head.id, tableName: head.tableName, tableTxt: head.tableTxt, tableType: head.tableType, isTree: head.isTree, formTemplate: head.formTemplate, themeTemplate: head.themeTemplate },
      schema: { properties, required },
      cgButtonList: [],
      enhanceJs: null,
    });
  });

  handlers.define("onlineCgformApiGetQueryInfo", async (req) => {
    const model = await load(req, req.params.code);
    await authorizeForm(req, model, "list");
    return ok(
      model.fields
        .filter((f) => f.isQuery === 1)
        .map((f) => {
          const configured = f.queryConfigFlag === "1";
          const dictTable = (configured ? f.queryDictTable : f.dictTable) || null;
          const dictField = (configured ? f.queryDictField : f.dictField) || null;
          const dictText = (configured ? f.queryDictText : f.dictText) || null;
          return {
            field: f.dbFieldName,
            label: f.dbFieldTxt || f.dbFieldName,
            view: (configured && f.queryShowType) || f.fieldShowType,
            mode: f.queryMode === "group" ? ("group" as const) : ("single" as const),
            config: configured ? ("1" as const) : ("0" as const),
            defValue: (configured && f.queryDefVal) || null,
            dictCode: dictTable ? (dictText && dictField ? `${dictTable},${dictText},${dictField}` : null) : dictField,
            dictTable,
            dictText,
            order: f.orderNum,
            dbType: f.dbType,
          };
        }),
    );
  });

  handlers.define("onlineCgformApiFormGet", async (req, reply) => {
    const model = await load(req, req.params.code);
    await authorizeForm(req, model, "list");
    const answered = answer(await resourceCalls(ctx, model.served, inputs(req.params.id)).queryById(req, reply as FastifyReply));
    const subs = await subsOf(req, model.head);
    if (!subs.length || !answered.success) return answered;
    const stored = await masterRow(ctx, req, model, req.params.id);
    return { ...answered, result: (await withSubRows(ctx, req, answered.result as unknown as Row, stored, subs)) as never };
  });

  /** A sub table's rows of one master record (inner table, tab list): by the sub table's name. */
  const subList = async (req: FastifyRequest, table: string, mainId: string) => {
    const sub = await loadFormByTable(ctx.db, ctx.database, table, 3, hooks, restrictions(req));
    await authorizeForm(req, sub, "list");
    const master = await loadFormByTable(ctx.db, ctx.database, sub.foreignKey!.mainTable, 2, hooks);
    const stored = await masterRow(ctx, req, master, mainId);
    const rows = await subRows(ctx, req, ctx.db, sub, linkValue(stored, sub));
    return (await toAnswers(ctx, sub.served, rows, req, sub.served.options.hooks as never)).map(toWireRow);
  };
  handlers.define("onlineCgformApiSubformList", async (req) => ok(await subList(req, req.params.table, req.params.mainId)));
  handlers.define("onlineCgformApiSubform", async (req) => ok((await subList(req, req.params.table, req.params.mainId))[0] ?? null));

  /** add / edit: the record checked against the form's fields, then the engine's write. */
  const write = (action: "add" | "edit") => async (req: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) => {
    const model = await load(req, req.params.code);
    await authorizeForm(req, model, action);
    const body = (req.body ?? {}) as Row;
    const subs = await subsOf(req, model.head);
    if (subs.length) {
      await saveMasterAndSubs(ctx, req, model, subs, body, action, prepareFor(req));
      return ok(null, action === "add" ? WRITE_MESSAGES.added : WRITE_MESSAGES.edited) as Envelope<never>;
    }
    prepared.set(req, toEngineRow(await prepareFor(req)(model, body, action)));
    return answer(await resourceCalls(ctx, model.served, inputs())[action](req, reply));
  };
  handlers.define("onlineCgformApiFormAdd", write("add"));
  handlers.define("onlineCgformApiFormEdit", write("edit"));

  handlers.define("onlineCgformApiExportXls", async (req, reply) => {
    const model = await load(req, req.params.code);
    await authorizeForm(req, model, "export");
    return resourceCalls(ctx, model.served).exportXls(withQuery(req, paramsOf(req.query.paramsStr)), reply as FastifyReply) as never;
  });

  handlers.define("onlineCgformApiImportXls", async (req, reply) => {
    const model = await load(req, req.params.code);
    await authorizeForm(req, model, "import");
    return answer(await resourceCalls(ctx, model.served).importExcel(req, reply as FastifyReply));
  });

  handlers.define("onlineCgformApiFormDelete", async (req, reply) => {
    const model = await load(req, req.params.code);
    await authorizeForm(req, model, "delete");
    return answer(await resourceCalls(ctx, model.served, inputs(req.params.id)).deleteBatch(req, reply as FastifyReply));
  });
}
