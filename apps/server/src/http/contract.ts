/**
 * Reads the contract (packages/openapi/openapi.json) and turns every operation into what Fastify
 * needs: method, URL, JSON Schemas for params/query/headers/body, the 200 answer schema, and the
 * `x-public` / `x-permission` extensions. Component schemas become separate schemas with
 * `$id: <Name>`; `#/components/schemas/<Name>` references become `<Name>#`.
 */
import fs from "node:fs";
import { createRequire } from "node:module";

export type JsonSchema = { [key: string]: unknown };
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path under the API base, e.g. `/sys/randomImage/{key}`. */
  path: string;
  /** Fastify path under the API base, e.g. `/sys/randomImage/:key`. */
  routePath: string;
  pathParams: string[];
  summary: string;
  public: boolean;
  permission: string | undefined;
  signed: boolean;
  /** How the request body arrives. */
  bodyKind: "none" | "json" | "multipart";
  /** `json`: the answer is the Result envelope described by `answer`; `raw`: a file/HTML/bare answer. */
  answerKind: "json" | "raw";
  /** The content type of a raw answer. */
  rawContentType: string | undefined;
  schemas: {
    params?: JsonSchema;
    querystring?: JsonSchema;
    headers?: JsonSchema;
    body?: JsonSchema;
    /** The 200 answer (JSON answers only). */
    answer?: JsonSchema;
  };
}

export interface Contract {
  /** `{ $id: Name, ...schema }` for every component schema. */
  components: JsonSchema[];
  operations: ContractOperation[];
  byId: Map<string, ContractOperation>;
}

const METHODS = ["get", "post", "put", "delete", "patch"] as const;

/** Keywords of OpenAPI (not JSON Schema) that Ajv's strict mode would reject. */
const OPENAPI_ONLY = new Set(["example", "discriminator", "xml", "externalDocs", "nullable"]);
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
const SCHEMA_VALUES = new Set([
  "items",
  "additionalProperties",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "unevaluatedProperties",
  "unevaluatedItems",
  "contentSchema",
]);
const SCHEMA_ARRAYS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);

/** Where the contract lives: the `@qt/openapi/openapi.json` package export. */
export function contractPath(): string {
  return createRequire(import.meta.url).resolve("@qt/openapi/openapi.json");
}

export function loadContract(file: string = contractPath()): Contract {
  const doc = JSON.parse(fs.readFileSync(file, "utf8")) as OpenApiDocument;
  return compileContract(doc);
}

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, JsonSchema>; responses?: Record<string, JsonSchema> };
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export function compileContract(doc: OpenApiDocument): Contract {
  const components = Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => ({ $id: name, ...toJsonSchema(schema) }));
  const operations: ContractOperation[] = [];
  const resolve = <T>(node: unknown, kind: "parameters" | "responses" | "requestBodies"): T => {
    const ref = (node as { $ref?: string }).$ref;
    if (typeof ref !== "string") return node as T;
    const prefix = `#/components/${kind}/`;
    const name = ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
    const target = name !== undefined ? (doc.components as Record<string, Record<string, unknown>> | undefined)?.[kind]?.[name] : undefined;
    if (!target) throw new Error(`contract: cannot resolve ${ref}`);
    return target as T;
  };

  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = ((item as { parameters?: unknown[] }).parameters ?? []).map((p) => resolve<Parameter>(p, "parameters"));
    for (const m of METHODS) {
      const op = item[m] as Record<string, unknown> | undefined;
      if (!op) continue;
      const operationId = op.operationId as string | undefined;
      if (!operationId) throw new Error(`contract: ${m.toUpperCase()} ${path} has no operationId`);
      const params = [...shared, ...((op.parameters as unknown[] | undefined) ?? []).map((p) => resolve<Parameter>(p, "parameters"))];
      const schemas: ContractOperation["schemas"] = {};
      const pathParams = params.filter((p) => p.in === "path");
      const byPart = (where: Parameter["in"], lower: boolean, closed: boolean): JsonSchema | undefined => {
        const list = params.filter((p) => p.in === where);
        if (!list.length) return undefined;
        const name = (p: Parameter) => (lower ? p.name.toLowerCase() : p.name);
        const required = list.filter((p) => p.required).map(name);
        return {
          type: "object",
          properties: Object.fromEntries(list.map((p) => [name(p), toJsonSchema({ ...(p.schema ?? {}), ...(p.description && !p.schema?.description ? { description: p.description } : {}) })])),
          ...(required.length ? { required } : {}),
          // Undeclared query parameters are dropped (never rejected: JeecgBoot clients add their own).
          ...(closed ? { additionalProperties: false } : {}),
        };
      };
      schemas.params = byPart("path", false, false);
      schemas.querystring = byPart("query", false, true);
      schemas.headers = byPart("header", true, false);

      let bodyKind: ContractOperation["bodyKind"] = "none";
      if (op.requestBody) {
        const body = resolve<{ content?: Record<string, { schema?: JsonSchema }> }>(op.requestBody, "requestBodies");
        const content = body.content ?? {};
        if (content["application/json"]) {
          bodyKind = "json";
          schemas.body = toJsonSchema(content["application/json"].schema ?? {});
        } else if (content["multipart/form-data"]) {
          bodyKind = "multipart";
        } else {
          throw new Error(`contract: ${operationId} has a request body of an unsupported type (${Object.keys(content).join(", ")})`);
        }
      }

      const responses = (op.responses ?? {}) as Record<string, unknown>;
      const okAnswer = responses["200"] ? resolve<{ content?: Record<string, { schema?: JsonSchema }> }>(responses["200"], "responses") : undefined;
      const okContent = okAnswer?.content ?? {};
      let answerKind: ContractOperation["answerKind"] = "raw";
      let rawContentType: string | undefined;
      if (okContent["application/json"]) {
        answerKind = "json";
        schemas.answer = toJsonSchema(okContent["application/json"].schema ?? {});
      } else {
        rawContentType = Object.keys(okContent)[0];
      }

      const routePath = path.replace(/\{(\w+)\}/g, ":$1");
      operations.push({
        operationId,
        method: m.toUpperCase() as HttpMethod,
        path,
        routePath,
        pathParams: pathParams.map((p) => p.name),
        summary: (op.summary as string | undefined) ?? "",
        public: op["x-public"] === true,
        permission: typeof op["x-permission"] === "string" ? (op["x-permission"] as string) : undefined,
        signed: op["x-signed"] === true,
        bodyKind,
        answerKind,
        rawContentType,
        schemas,
      });
    }
  }
  const byId = new Map<string, ContractOperation>();
  for (const op of operations) {
    if (byId.has(op.operationId)) throw new Error(`contract: operationId ${op.operationId} is used twice`);
    byId.set(op.operationId, op);
  }
  return { components, operations, byId };
}

/**
 * An OpenAPI 3.1 schema as plain JSON Schema for Ajv and fast-json-stringify: component references
 * rewritten to `<Name>#`, vendor extensions (`x-…`) and OpenAPI-only keywords dropped (`nullable`
 * of OpenAPI 3.0 becomes a `"null"` type). `examples`, `const`, `contentEncoding`, type arrays stay.
 */
export function toJsonSchema(schema: unknown): JsonSchema {
  if (typeof schema === "boolean") return schema as unknown as JsonSchema;
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) throw new Error(`contract: not a schema: ${JSON.stringify(schema)}`);
  const src = schema as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(src)) {
    if (key.startsWith("x-") || OPENAPI_ONLY.has(key)) continue;
    if (key === "$ref") out.$ref = rewriteRef(value as string);
    else if (SCHEMA_MAPS.has(key)) out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, toJsonSchema(v)]));
    else if (SCHEMA_VALUES.has(key)) out[key] = toJsonSchema(value);
    else if (SCHEMA_ARRAYS.has(key)) out[key] = (value as unknown[]).map(toJsonSchema);
    else out[key] = value;
  }
  if (src.nullable === true && typeof out.type === "string") out.type = [out.type, "null"];
  return out;
}

function rewriteRef(ref: string): string {
  const prefix = "#/components/schemas/";
  if (ref.startsWith(prefix)) return `${decodeURIComponent(ref.slice(prefix.length))}#`;
  throw new Error(`contract: unsupported $ref ${ref} (only #/components/schemas/… inside schemas)`);
}

/**
 * A self-contained copy of `schema` for fast-json-stringify: the components it references
 * (transitively) under `$defs`, references rewritten to `#/$defs/<Name>`. Compiling with only what
 * is used is what keeps start-up fast: passing every component to every route costs seconds.
 */
export function bundleSchema(schema: JsonSchema, components: ReadonlyMap<string, JsonSchema>): JsonSchema {
  const needed = new Set<string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string" && value.endsWith("#")) {
        const name = value.slice(0, -1);
        if (!needed.has(name)) {
          needed.add(name);
          const target = components.get(name);
          if (!target) throw new Error(`contract: unknown schema ${name}`);
          visit(target);
        }
      } else visit(value);
    }
  };
  visit(schema);
  if (!needed.size) return schema;
  const rewrite = (node: unknown): unknown => {
    if (!node || typeof node !== "object") return node;
    if (Array.isArray(node)) return node.map(rewrite);
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, k === "$ref" && typeof v === "string" && v.endsWith("#") ? `#/$defs/${v.slice(0, -1)}` : rewrite(v)]),
    );
  };
  const $defs: Record<string, unknown> = {};
  for (const name of [...needed].sort()) {
    const { $id: _id, ...body } = components.get(name)!;
    $defs[name] = rewrite(body);
  }
  return { ...(rewrite(schema) as JsonSchema), $defs };
}
