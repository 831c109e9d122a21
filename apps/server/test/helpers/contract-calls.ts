/**
 * Valid input derived from the contract: sample values for a JSON Schema (required properties
 * only, examples and enums first, unique strings otherwise), the operations in contract order and
 * the URL of a call. Used by the contract suite, which adds hand-written input where real ids or
 * special payloads are needed.
 */
import fs from "node:fs";
import { createRequire } from "node:module";

type Schema = { [key: string]: unknown };

export interface OperationInfo {
  operationId: string;
  method: string;
  /** OpenAPI path under the API base. */
  path: string;
  pathParams: Array<{ name: string; schema: Schema }>;
  /** Names of every query parameter. */
  queryNames: string[];
  /** Required query parameters. */
  requiredQuery: Array<{ name: string; schema: Schema }>;
  /** JSON body schema, or "multipart", or undefined. */
  body: Schema | "multipart" | undefined;
  /** The content type of the 200 answer. */
  answerType: string;
  /** Whether the JSON answer is the Result envelope (not a bare array or object). */
  envelope: boolean;
  signed: boolean;
  public: boolean;
}

interface Doc {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Schema> };
}

let doc: Doc | undefined;
function contractDoc(): Doc {
  doc ??= JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve("@qt/openapi/openapi.json"), "utf8")) as Doc;
  return doc;
}

const deref = (node: Schema): Schema => {
  const ref = node.$ref;
  if (typeof ref !== "string") return node;
  const [, , kind, name] = ref.split("/");
  const target = (contractDoc().components as unknown as Record<string, Record<string, Schema>>)[kind!]?.[name!];
  if (!target) throw new Error(`cannot resolve ${ref}`);
  return deref(target);
};

/** Every operation of the contract, in contract order. */
export function contractOperations(): OperationInfo[] {
  const out: OperationInfo[] = [];
  for (const [path, item] of Object.entries(contractDoc().paths)) {
    for (const method of ["get", "post", "put", "delete", "patch"]) {
      const op = item[method] as Schema | undefined;
      if (!op) continue;
      const params = ((op.parameters as Schema[] | undefined) ?? []).map(deref) as Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
      const content = (deref((op.requestBody as Schema | undefined) ?? {}).content ?? {}) as Record<string, { schema?: Schema }>;
      const answer = deref(((op.responses as Record<string, Schema>)["200"] ?? {}) as Schema);
      out.push({
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryNames: params.filter((p) => p.in === "query").map((p) => p.name),
        requiredQuery: params.filter((p) => p.in === "query" && p.required).map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: content["application/json"] ? (content["application/json"].schema ?? {}) : content["multipart/form-data"] ? "multipart" : undefined,
        answerType: Object.keys((answer.content ?? {}) as object)[0] ?? "",
        envelope: isEnvelope((answer.content as Record<string, { schema?: Schema }> | undefined)?.["application/json"]?.schema),
        signed: op["x-signed"] === true,
        public: op["x-public"] === true,
      });
    }
  }
  return out;
}

function isEnvelope(schema: Schema | undefined): boolean {
  if (!schema) return false;
  const s = deref(schema);
  if (Array.isArray(s.allOf)) return (s.allOf as Schema[]).some(isEnvelope);
  return typeof s.properties === "object" && s.properties !== null && "success" in s.properties;
}

let unique = 0;
const made = new Set<string>();
/** A short string nobody used before in this process (letters and digits). */
export function uniqueText(prefix = "c"): string {
  unique += 1;
  const text = `${prefix}${Date.now().toString(36).slice(-4)}${unique.toString(36)}`;
  made.add(text);
  return text;
}

/** Whether `value` came from uniqueText (so it marks the one row that holds it). */
export function isUniqueText(value: unknown): value is string {
  return typeof value === "string" && made.has(value);
}

/**
 * A value valid for `schema`: objects get their required properties only; strings take the first
 * example or enum value, else a unique text within maxLength.
 */
export function sampleValue(input: Schema): unknown {
  const schema = deref(input);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  for (const key of ["anyOf", "oneOf"]) {
    const options = schema[key] as Schema[] | undefined;
    if (options) return sampleValue(options.find((o) => deref(o).type !== "null") ?? options[0]!);
  }
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...(schema.allOf as Schema[]).map((s) => sampleValue(s) as object));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const type = types.find((t) => t !== "null") ?? (schema.properties ? "object" : "string");
  switch (type) {
    case "object": {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sampleValue(props[name] ?? {})]));
    }
    case "array":
      return [sampleValue((schema.items as Schema | undefined) ?? {})];
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return true;
    default: {
      if (schema.format === "date-time") return "2026-11-22T02:00:00.000Z";
      if (schema.format === "date") return "2026-11-22";
      const max = typeof schema.maxLength === "number" ? schema.maxLength : 64;
      const min = typeof schema.minLength === "number" ? schema.minLength : 0;
      const text = uniqueText();
      if (text.length <= max && text.length >= min) return text;
      const fitted = text.slice(-max).padEnd(min, "0");
      made.add(fitted);
      return fitted;
    }
  }
}

/** The URL (under the API base) of `op` with path parameters and a query. */
export function callUrl(op: OperationInfo, params: Record<string, string>, query: Record<string, string>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.operationId}: no value for path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
