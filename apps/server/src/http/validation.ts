/**
 * Request validation with the contract's schemas (Ajv, JSON Schema 2020-12 = OpenAPI 3.1).
 *
 * Deliberate choices:
 * - Path, query and header values are text on the wire: they are coerced to the declared type
 *   (`pageNo=2` → 2; a single `ids=a` → ["a"] where an array is declared). Undeclared query
 *   parameters are dropped.
 * - JSON bodies are NOT coerced by Ajv: `null` does not become `""`, `""` does not become 0,
 *   `"yes"` is not a boolean, a scalar is not wrapped into an array — those answer 400.
 *   The only conversions are lossless numerals, done before validation by `relaxNumerals`:
 *   a JSON number where a string is declared becomes its decimal text (JeecgBoot clients send
 *   `checkKey: 1700000000000`), and a decimal string where a number is declared becomes the number.
 * - Undeclared body fields are removed, not rejected (stock clients send whole records back,
 *   `_dictText` companions included); handlers only ever see declared fields.
 * - Ajv's strict mode is on: a contract keyword Ajv does not know stops the server at start.
 * - Every number is finite and bounded (`boundNumbers`): an integer that declares no bound of its
 *   own is a PostgreSQL int4 (what nearly every integer column and parameter is; a bigint field
 *   declares its range), any other number stays within ±Number.MAX_SAFE_INTEGER. So `1e309`
 *   (Infinity once coerced from text), `99999999999999999999` or `-1e400` answer 400 instead of
 *   reaching a handler or the database. Narrower columns (int2, numeric(p,s)) are checked where
 *   values meet them (resource/values.ts).
 * - Page 0 reads the first page (`pageNo=0` → 1 after validation): a stock JeecgBoot list asks for
 *   page 0 once the page it showed became empty (after a delete or a restore), and JeecgBoot's
 *   MyBatis-Plus reads any page up to 1 as the first. Handlers never see a page below 1.
 */
import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { JsonSchema } from "./contract.js";

// ajv-formats is CommonJS with `exports.default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

export type HttpPart = "body" | "querystring" | "params" | "headers";

const COMMON: Options = {
  strict: true,
  strictTypes: false,
  strictTuples: false,
  allowUnionTypes: true,
  useDefaults: true,
  removeAdditional: true,
  // allErrors would let a large crafted input make validation expensive; the first error is enough.
  allErrors: false,
  logger: false,
};

export interface Validators {
  body: Ajv2020;
  text: Ajv2020;
  /** Fastify's validatorCompiler. */
  compile(part: HttpPart | string, schema: JsonSchema): (data: unknown) => boolean;
}

export function createValidators(components: JsonSchema[]): Validators {
  const body = addFormats(new Ajv2020({ ...COMMON, coerceTypes: false }));
  const text = addFormats(new Ajv2020({ ...COMMON, coerceTypes: "array" }));
  for (const c of components.map(boundNumbers)) {
    body.addSchema(closeObjects(c));
    text.addSchema(c);
  }
  // Many operations share a schema (`_t` only, `{id}`…): compile each distinct one once.
  const cache = new Map<string, (data: unknown) => boolean>();
  return {
    body,
    text,
    compile(part, schema) {
      const isBody = part === "body";
      const key = `${isBody ? "b" : "t"}:${JSON.stringify(schema)}`;
      let fn = cache.get(key);
      if (!fn) {
        const bounded = boundNumbers(schema);
        fn = isBody ? body.compile(closeObjects(bounded)) : textValidator(text.compile(bounded), part === "querystring" && declaresPageNo(bounded));
        cache.set(key, fn);
      }
      return fn;
    },
  };
}

function declaresPageNo(schema: JsonSchema): boolean {
  const properties = schema.properties as JsonSchema | undefined;
  return !!properties && typeof properties === "object" && "pageNo" in properties;
}

const notFinite = (v: unknown): boolean => typeof v === "number" && !Number.isFinite(v);

/**
 * A query, path or header validator made stricter and kinder: a number coerced from text that is
 * not finite (`1e309`, `Infinity`) is refused — Ajv checks no bound on those — and, for a query
 * with `pageNo`, page 0 becomes page 1 once valid (see the top of this file).
 */
function textValidator(validate: ValidateFunction, pageNo: boolean): (data: unknown) => boolean {
  const run = (data: unknown): boolean => {
    const valid = validate(data);
    run.errors = validate.errors; // Fastify reads the failure from the function it was given
    if (!valid || !data || typeof data !== "object") return valid;
    const values = data as Record<string, unknown>;
    const bad = Object.keys(values).find((k) => notFinite(values[k]) || (Array.isArray(values[k]) && (values[k] as unknown[]).some(notFinite)));
    if (bad !== undefined) {
      run.errors = [{ keyword: "finite", instancePath: `/${bad}`, schemaPath: "", params: {}, message: "must be finite" }];
      return false;
    }
    if (pageNo && values.pageNo === 0) values.pageNo = 1;
    return valid;
  };
  run.errors = null as ValidateFunction["errors"];
  return run;
}

/**
 * Adds `additionalProperties: false` to object schemas that declare `properties` and say nothing
 * about extra properties, so that Ajv's `removeAdditional` strips undeclared fields. Combinators
 * (anyOf/oneOf/allOf/not/if) are left alone: removing while trying alternatives would corrupt data.
 */
export function closeObjects(schema: JsonSchema): JsonSchema {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return schema;
  const out: JsonSchema = { ...schema };
  if (out.properties && typeof out.properties === "object") {
    out.properties = Object.fromEntries(Object.entries(out.properties as JsonSchema).map(([k, v]) => [k, closeObjects(v as JsonSchema)]));
    if (!("additionalProperties" in out) && !("patternProperties" in out) && !("unevaluatedProperties" in out)) out.additionalProperties = false;
  }
  if (out.items && typeof out.items === "object") out.items = closeObjects(out.items as JsonSchema);
  if (out.additionalProperties && typeof out.additionalProperties === "object") out.additionalProperties = closeObjects(out.additionalProperties as JsonSchema);
  return out;
}

/** Keywords whose value is a schema, or a list or map of schemas. */
const SUBSCHEMA = { one: ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"], list: ["anyOf", "oneOf", "allOf", "prefixItems"], map: ["properties", "patternProperties", "$defs"] };

const INT4 = { minimum: -2147483648, maximum: 2147483647 };
const SAFE = { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };

/** Gives every integer/number schema without bounds of its own a finite range (see the header). */
export function boundNumbers(schema: JsonSchema): JsonSchema {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return schema;
  const out: JsonSchema = { ...schema };
  const types = Array.isArray(out.type) ? (out.type as unknown[]) : [out.type];
  const range = types.includes("number") ? SAFE : types.includes("integer") ? INT4 : undefined;
  if (range && out.enum === undefined && out.const === undefined) {
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = range.minimum;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = range.maximum;
  }
  for (const key of SUBSCHEMA.one) if (out[key] && typeof out[key] === "object") out[key] = boundNumbers(out[key] as JsonSchema);
  for (const key of SUBSCHEMA.list) if (Array.isArray(out[key])) out[key] = (out[key] as JsonSchema[]).map(boundNumbers);
  for (const key of SUBSCHEMA.map) {
    const map = out[key];
    if (map && typeof map === "object") out[key] = Object.fromEntries(Object.entries(map as JsonSchema).map(([k, v]) => [k, boundNumbers(v as JsonSchema)]));
  }
  return out;
}

const NUMERAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/**
 * Lossless numeral conversions on a parsed JSON body, guided by the schema (see the header).
 * `lookup` resolves `<Name>#` references. Walks properties, items and additionalProperties; leaves
 * combinators alone. Mutates and returns `value`.
 */
export function relaxNumerals(schema: JsonSchema | undefined, value: unknown, lookup: (ref: string) => JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 32) return value;
  if (typeof schema.$ref === "string") return relaxNumerals(lookup(schema.$ref), value, lookup, depth + 1);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === "string" ? [schema.type] : [];
  if (typeof value === "number" && types.includes("string") && !types.includes("number") && !types.includes("integer") && Number.isFinite(value)) {
    return String(value);
  }
  if (typeof value === "string" && !types.includes("string") && NUMERAL.test(value) && value.length <= 20) {
    const n = Number(value);
    if (types.includes("number") || (types.includes("integer") && Number.isSafeInteger(n))) return n;
  }
  if (Array.isArray(value)) {
    const items = schema.items as JsonSchema | undefined;
    if (items) for (let i = 0; i < value.length; i++) value[i] = relaxNumerals(items, value[i], lookup, depth + 1);
    return value;
  }
  if (value && typeof value === "object") {
    const obj = value as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const extra = schema.additionalProperties && typeof schema.additionalProperties === "object" ? (schema.additionalProperties as JsonSchema) : undefined;
    for (const key of Object.keys(obj)) {
      const sub = Object.prototype.hasOwnProperty.call(props, key) ? props[key] : extra;
      if (sub) obj[key] = relaxNumerals(sub, obj[key], lookup, depth + 1);
    }
  }
  return value;
}

const PART_NAMES: Record<string, string> = { body: "body", querystring: "query", params: "path", headers: "header" };
const TYPE_NAMES: Record<string, string> = {
  string: "字符串",
  integer: "整数",
  number: "数字",
  boolean: "布尔值",
  object: "对象",
  array: "数组",
  null: "null",
};

/** A clear, user-facing (zh-CN) message for the first validation error: `参数错误：body.password 不能为空`. */
export function formatValidationError(errors: readonly Partial<ErrorObject>[], part: string | undefined): string {
  const e = errors[0];
  if (!e) return "参数错误";
  const base = PART_NAMES[part ?? ""] ?? part ?? "request";
  const where = base + pointerToPath(e.instancePath ?? "");
  const p = (e.params ?? {}) as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? v.map((x) => JSON.stringify(x)).join(", ") : JSON.stringify(v));
  switch (e.keyword) {
    case "required":
      return `参数错误：${where}.${String(p.missingProperty)} 不能为空`;
    case "type": {
      const t = String(p.type)
        .split(",")
        .map((x) => TYPE_NAMES[x] ?? x)
        .join(" 或 ");
      return `参数错误：${where} 应为${t}`;
    }
    case "minLength":
      return `参数错误：${where} 长度不能少于 ${String(p.limit)}`;
    case "maxLength":
      return `参数错误：${where} 长度不能超过 ${String(p.limit)}`;
    case "pattern":
      return `参数错误：${where} 格式不正确`;
    case "format":
      return `参数错误：${where} 格式应为 ${String(p.format)}`;
    case "enum":
      return `参数错误：${where} 取值应为 ${list(p.allowedValues)} 之一`;
    case "const":
      return `参数错误：${where} 取值应为 ${list(p.allowedValue)}`;
    case "minimum":
    case "exclusiveMinimum":
      return `参数错误：${where} 不能小于${e.keyword === "exclusiveMinimum" ? "等于" : ""} ${String(p.limit)}`;
    case "maximum":
    case "exclusiveMaximum":
      return `参数错误：${where} 不能大于${e.keyword === "exclusiveMaximum" ? "等于" : ""} ${String(p.limit)}`;
    case "finite":
      return `参数错误：${where} 应为有限的数字`;
    case "minItems":
      return `参数错误：${where} 至少需要 ${String(p.limit)} 项`;
    case "maxItems":
      return `参数错误：${where} 最多 ${String(p.limit)} 项`;
    case "additionalProperties":
      return `参数错误：${where} 不允许字段 ${String(p.additionalProperty)}`;
    case "anyOf":
    case "oneOf":
      return `参数错误：${where} 不符合允许的格式`;
    default:
      return `参数错误：${where} ${e.message ?? "不符合接口定义"}`;
  }
}

function pointerToPath(pointer: string): string {
  if (!pointer) return "";
  return pointer
    .split("/")
    .slice(1)
    .map((seg) => seg.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : `.${seg}`))
    .join("");
}
