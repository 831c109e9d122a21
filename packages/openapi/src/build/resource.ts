/**
 * One definition per resource produces its entity schemas (answer and input) and its standard
 * CRUD family: list, add, edit, delete, deleteBatch, queryById, exportXls, importExcel.
 * The server reads the same definitions for its tables and allow-lists.
 */
import type { ContractBuilder, ParamSpec } from "./builder.js";
import { arr, bool, date, datetime, id, int, money, num, obj, str, type Schema } from "./schema.js";
import { page, PAGING } from "./wire.js";

export type FieldKind = "string" | "text" | "integer" | "number" | "boolean" | "money" | "datetime" | "date";

export interface FieldDef {
  kind: FieldKind;
  label: string;
  /** Dictionary code: `sex`, or a table dictionary `qt_user,nickname,id`. Adds `<field>_dictText`. */
  dict?: string;
  /** Required when adding. */
  required?: boolean;
  /** Accepted on input, never answered (passwords). */
  writeOnly?: boolean;
  /** Answered, never accepted (server-managed counters, audit fields). */
  readOnly?: boolean;
  /** Searchable on list: `eq`/`like` take the WIRE.md value rules; `range` adds `_begin`/`_end`. */
  search?: "eq" | "like" | "range";
  sort?: boolean;
  maxLength?: number;
  nullable?: boolean;
  /**
   * An integer stored as bigint (sizes in bytes): accepted up to ±2^53−1. Other integers in a
   * request are int4 (the server refuses what does not fit; see apps/server/src/http/validation.ts).
   */
  big?: boolean;
}

type Opts = Partial<Omit<FieldDef, "kind" | "label">>;
const field = (kind: FieldKind) => (label: string, opts: Opts = {}): FieldDef => ({ kind, label, ...opts });

/** Field constructors: `f.string("标题", { search: "like", required: true })`. */
export const f = {
  string: field("string"),
  text: field("text"),
  integer: field("integer"),
  number: field("number"),
  boolean: field("boolean"),
  money: field("money"),
  datetime: field("datetime"),
  date: field("date"),
  dict: (code: string, label: string, opts: Opts = {}): FieldDef => ({ kind: "string", label, dict: code, ...opts }),
  /** A reference to another table's id, shown by one of its columns (`_dictText`). */
  ref: (table: string, textField: string, label: string, opts: Opts = {}): FieldDef => ({
    kind: "string",
    label,
    dict: `${table},${textField},id`,
    ...opts,
  }),
};

export type CrudOp = "list" | "add" | "edit" | "delete" | "deleteBatch" | "queryById" | "exportXls" | "importExcel";
export const ALL_OPS: readonly CrudOp[] = ["list", "add", "edit", "delete", "deleteBatch", "queryById", "exportXls", "importExcel"];

export interface ResourceDef {
  /** Path prefix under the API base, e.g. `/sys/user`, `/work/qtWork`. */
  base: string;
  /** Schema name of the entity, e.g. `SysUser`; the input schema is `<name>Input`. */
  name: string;
  /** Human title (zh-CN). */
  title: string;
  table: string;
  /** Permission prefix; codes are `<prefix>:list|add|edit|delete|batch_delete|import|export`. */
  permission: string;
  tag: string;
  /** Common columns: `business` (DOMAIN.md: audit fields, org, tenant, version) or `sys` (JeecgBoot's). */
  common: "business" | "sys" | "none";
  fields: Record<string, FieldDef>;
  ops?: readonly CrudOp[];
  /** Default sort column (createTime desc unless said otherwise). */
  defaultSort?: string;
  /** Tree resources keep the parent id in this field (root parent id '0'). */
  tree?: { pidField: string; hasChildField?: string };
  description?: string;
  /** Extra query parameters of list and exportXls that are not columns (e.g. JeecgBoot's `keyWord`). */
  listParams?: Record<string, ParamSpec>;
}

const COMMON: Record<ResourceDef["common"], Record<string, FieldDef>> = {
  none: {},
  sys: {
    id: f.string("主键", { readOnly: true }),
    createBy: f.string("创建人", { readOnly: true }),
    createTime: f.datetime("创建时间", { readOnly: true, sort: true, search: "range" }),
    updateBy: f.string("更新人", { readOnly: true, nullable: true }),
    updateTime: f.datetime("更新时间", { readOnly: true, sort: true, nullable: true }),
  },
  business: {
    id: f.string("主键", { readOnly: true }),
    createBy: f.string("创建人", { readOnly: true }),
    createTime: f.datetime("创建时间", { readOnly: true, sort: true, search: "range" }),
    updateBy: f.string("更新人", { readOnly: true, nullable: true }),
    updateTime: f.datetime("更新时间", { readOnly: true, sort: true, nullable: true }),
    sysOrgCode: f.string("所属部门编码", { readOnly: true, nullable: true }),
    tenantId: f.integer("租户ID", { readOnly: true, nullable: true }),
    version: f.integer("乐观锁版本：编辑时带回读取到的值，过期的版本被拒绝"),
  },
};

/** Every column of the resource, common columns first. */
export function columns(def: ResourceDef): Record<string, FieldDef> {
  return { ...COMMON[def.common], ...def.fields };
}

export function fieldSchema(def: FieldDef): Schema {
  const base = ((): Schema => {
    switch (def.kind) {
      case "string":
        return str(def.label, def.maxLength ? { maxLength: def.maxLength } : {});
      case "text":
        return str(def.label);
      case "integer":
        return int(def.label, def.big ? { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } : {});
      case "number":
        return num(def.label);
      case "boolean":
        return bool(def.label);
      case "money":
        return money(def.label);
      case "datetime":
        return datetime(def.label);
      case "date":
        return date(def.label);
    }
  })();
  return def.nullable ? { ...base, type: [base.type as string, "null"] } : base;
}

/** The answer schema: readable fields plus `_dictText` companions. */
export function answerSchema(def: ResourceDef): Schema {
  const props: Record<string, Schema> = {};
  for (const [key, fd] of Object.entries(columns(def))) {
    if (fd.writeOnly) continue;
    props[key] = fieldSchema(fd);
    if (fd.dict) props[`${key}_dictText`] = str(`${fd.label}（字典文本，dict ${fd.dict}）`, { readOnly: true });
  }
  if (def.tree) props.hasChild = str("'1' when the node has children", { readOnly: true });
  return obj(props, ["id"], { description: `${def.title} (${def.table})` });
}

/** The input schema of add/edit: writable fields; `id` and `version` are read back on edit. */
export function inputSchema(def: ResourceDef): Schema {
  const props: Record<string, Schema> = { id: id("主键：编辑时必填，新增时忽略") };
  const required: string[] = [];
  const all = columns(def);
  for (const [key, fd] of Object.entries(all)) {
    if (fd.readOnly) continue;
    props[key] = fd.writeOnly ? { ...fieldSchema(fd), writeOnly: true } : fieldSchema(fd);
    if (fd.required) required.push(key);
  }
  // Resources without a version column lock optimistically on updateTime instead.
  if (all.updateTime && !all.version) {
    props.updateTime = {
      ...fieldSchema({ ...all.updateTime, nullable: true }),
      description: "乐观锁：编辑时带回读取到的 updateTime（从未修改过为 null）；与库中的不同则拒绝（数据已被修改，请刷新后重试）。不带则不检查（JeecgBoot 的客户端不带）",
    };
  }
  return obj(props, required, { description: `${def.title}：新增/编辑` });
}

const LIST_PARAMS: Record<string, ParamSpec> = {
  ...PAGING,
  order: { schema: str(undefined, { enum: ["asc", "desc"], default: "desc" }) },
  superQueryParams: { schema: str(), description: "URI-encoded JSON array of {field, rule, val, type, dbType} (advanced query)" },
  superQueryMatchType: { schema: str(undefined, { enum: ["and", "or"] }) },
};

/** Query parameters of list and exportXls: paging, sort allow-list, search fields. */
export function listQuery(def: ResourceDef): Record<string, ParamSpec> {
  const cols = columns(def);
  const sortable = Object.entries(cols).filter(([, fd]) => fd.sort).map(([k]) => k);
  const query: Record<string, ParamSpec> = {
    ...LIST_PARAMS,
    column: { schema: str(undefined, { enum: sortable, default: def.defaultSort ?? "createTime" }), description: "Sort column (allow-list)" },
  };
  for (const [key, fd] of Object.entries(cols)) {
    if (!fd.search) continue;
    if (fd.search === "range") {
      query[`${key}_begin`] = { schema: str(), description: `${fd.label} from (inclusive)` };
      query[`${key}_end`] = { schema: str(), description: `${fd.label} to (inclusive)` };
    } else {
      query[key] = {
        schema: str(),
        description:
          fd.search === "like"
            ? `${fd.label}: contains (the value is matched as *value*; the rules *x*, x*, *x, !x, a,b, >=x, <=x apply)`
            : `${fd.label}: equals (the rules *x*, x*, *x, !x, a,b, >=x, <=x apply)`,
      };
    }
  }
  return { ...query, ...def.listParams };
}

export const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Multipart body of importExcel (JeecgBoot accepts `file` or `files[]`). */
export const importBody = obj({
  file: str("An .xls or .xlsx file", { contentEncoding: "binary" }),
  "files[]": arr(str(undefined, { contentEncoding: "binary" }), "Several files"),
  isSingleTableImport: str(),
  foreignKeys: str(),
  validateStatus: str("0 or 1 (online mode only)"),
});

/** Optional on exportXls and importExcel: progress of the work is pushed to the caller's notice socket as `TaskProgress`. */
export const TASK_ID_HEADER: Record<string, ParamSpec> = {
  "X-Task-Id": {
    schema: str(undefined, { pattern: "^[A-Za-z0-9_-]{1,64}$" }),
    description: "Chosen by the client (1–64 letters, digits, _ or -): the server pushes `TaskProgress` messages with this taskId on /websocket/{userId} while it works",
  },
};

/** `result` of importExcel: a message, or with code 201 the error file of the bad rows. */
export const importResult = {
  anyOf: [
    str("Success text"),
    obj({ msg: str("Summary"), fileUrl: str("Path of the error file under /sys/common/static"), fileName: str("Name of the error file") }),
    { type: "null" },
  ],
} satisfies Schema;

export function addResource(b: ContractBuilder, def: ResourceDef): void {
  const ops = def.ops ?? ALL_OPS;
  const p = def.permission;
  const answer = def.name;
  const input = `${def.name}Input`;
  b.schema(answer, answerSchema(def));
  if (ops.includes("add") || ops.includes("edit")) b.schema(input, inputSchema(def));
  b.tag(def.tag, def.title);
  const entityRef = { $ref: `#/components/schemas/${answer}` };
  const inputRef = { $ref: `#/components/schemas/${input}` };
  const base = { tag: def.tag };
  const ext = { "x-resource": def.name };
  const has = (op: CrudOp) => ops.includes(op);
  // `<field>_dictText` answers in the caller's language
  const localized = Object.values(columns(def)).some((f) => f.dict) || undefined;

  if (has("list"))
    b.op({ ...base, method: "get", path: `${def.base}/list`, id: `${idOf(def)}List`, summary: `${def.title}：分页列表`, permission: `${p}:list`, query: listQuery(def), result: page(entityRef), localized, extensions: ext });
  if (has("add"))
    b.op({ ...base, method: "post", path: `${def.base}/add`, id: `${idOf(def)}Add`, summary: `${def.title}：新增`, permission: `${p}:add`, body: inputRef, result: { anyOf: [str(), { type: "null" }] }, extensions: ext });
  if (has("edit"))
    b.op({ ...base, method: "put", path: `${def.base}/edit`, id: `${idOf(def)}Edit`, summary: `${def.title}：编辑`, description: def.common === "business" ? "Carries the version read; a stale version is refused and nothing is overwritten." : undefined, permission: `${p}:edit`, body: inputRef, result: { anyOf: [str(), { type: "null" }] }, extensions: ext });
  if (has("delete"))
    b.op({ ...base, method: "delete", path: `${def.base}/delete`, id: `${idOf(def)}Delete`, summary: `${def.title}：删除`, permission: `${p}:delete`, query: { id: { schema: str(), required: true } }, extensions: ext });
  if (has("deleteBatch"))
    b.op({ ...base, method: "delete", path: `${def.base}/deleteBatch`, id: `${idOf(def)}DeleteBatch`, summary: `${def.title}：批量删除`, permission: `${p}:batch_delete`, query: { ids: { schema: str(), required: true, description: "Comma-separated ids (a trailing comma is allowed)" } }, extensions: ext });
  if (has("queryById"))
    b.op({ ...base, method: "get", path: `${def.base}/queryById`, id: `${idOf(def)}QueryById`, summary: `${def.title}：按ID查询`, permission: `${p}:list`, query: { id: { schema: str(), required: true } }, result: entityRef, localized, extensions: ext });
  if (has("exportXls"))
    b.op({
      ...base,
      method: "get",
      path: `${def.base}/exportXls`,
      id: `${idOf(def)}ExportXls`,
      summary: `${def.title}：导出Excel`,
      permission: `${p}:export`,
      query: { ...listQuery(def), selections: { schema: str(), description: "Comma-separated ids of the selected rows (export only those)" } },
      headers: TASK_ID_HEADER,
      raw: { contentType: XLSX, schema: str(undefined, { contentEncoding: "binary" }), description: "An .xlsx file (Content-Disposition names it)" },
      extensions: ext,
    });
  if (has("importExcel"))
    b.op({ ...base, method: "post", path: `${def.base}/importExcel`, id: `${idOf(def)}ImportExcel`, summary: `${def.title}：导入Excel`, description: "Good rows are imported in one transaction; bad rows answer code 201 with an error file.", permission: `${p}:import`, headers: TASK_ID_HEADER, multipart: importBody, result: importResult, extensions: ext });
}

/** `/sys/user` → `sysUser`, `/work/qtWork` → `workQtWork`. */
export function idOf(def: Pick<ResourceDef, "base">): string {
  return def.base
    .split("/")
    .filter(Boolean)
    .map((s, i) => (i === 0 ? s : s[0]!.toUpperCase() + s.slice(1)))
    .join("");
}
