/**
 * Collects operations into an OpenAPI 3.1 document. Every operation gets the envelope, the
 * common error answers, `_t` on GET, the signature headers on signed calls and the extensions the
 * server reads: `x-permission` (the permission code the caller needs), `x-public` (no token) or
 * `x-any-user` (any logged-in user).
 */
import { envelope } from "./wire.js";
import { obj, type Schema } from "./schema.js";

export type Method = "get" | "post" | "put" | "delete";

export interface ParamSpec {
  schema: Schema;
  required?: boolean;
  description?: string;
}

export interface OpSpec {
  method: Method;
  /** Path under the API base, e.g. `/sys/user/list`. */
  path: string;
  /** Defaults to the camel-cased path (plus the method when the path has several). */
  id?: string;
  summary: string;
  description?: string;
  tag: string;
  /** Permission code the caller must hold; omitted for calls any logged-in user may make. */
  permission?: string;
  /** No token needed (captcha, login, static files…). */
  public?: boolean;
  /** Sent with X-Sign / X-TIMESTAMP by the client's signed helpers. */
  signed?: boolean;
  /** Answers texts in the caller's language (the `Accept-Language` parameter is listed). */
  localized?: boolean;
  query?: Record<string, ParamSpec>;
  /** Request headers the operation reads (beyond the token and tenant headers every call sends). */
  headers?: Record<string, ParamSpec>;
  /** Descriptions of path parameters; every `{name}` in the path becomes a string parameter. */
  pathParams?: Record<string, string>;
  body?: Schema;
  multipart?: Schema;
  /** The `result` of the envelope; `null` when omitted. */
  result?: Schema;
  /** An answer that is not an envelope (files, bare arrays, HTML). */
  raw?: { contentType: string; schema: Schema; description: string };
  /** Extra vendor extensions (`x-…`). */
  extensions?: Record<string, unknown>;
}

export interface Document {
  openapi: "3.1.0";
  info: Schema;
  servers: Schema[];
  security: Schema[];
  tags: Schema[];
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Schema>; responses: Record<string, Schema>; securitySchemes: Record<string, Schema> };
  [ext: `x-${string}`]: unknown;
}

/** The default operationId of a path: `/sys/permission/queryTreeList` → `sysPermissionQueryTreeList`. */
export const operationIdOf = (path: string): string =>
  path
    .split(/[/_-]/)
    .filter((part) => part && !part.startsWith("{"))
    .map((part, i) => (i === 0 ? part : part[0]!.toUpperCase() + part.slice(1)))
    .join("");

export class ContractBuilder {
  readonly ops: OpSpec[] = [];
  readonly schemas: Record<string, Schema> = {};
  readonly tags = new Map<string, string>();

  schema(name: string, schema: Schema): void {
    if (this.schemas[name] && JSON.stringify(this.schemas[name]) !== JSON.stringify(schema)) {
      throw new Error(`schema ${name} defined twice with different shapes`);
    }
    this.schemas[name] = schema;
  }

  tag(name: string, description: string): void {
    this.tags.set(name, description);
  }

  op(spec: OpSpec): void {
    if (this.ops.some((o) => o.method === spec.method && o.path === spec.path)) {
      throw new Error(`operation ${spec.method.toUpperCase()} ${spec.path} defined twice`);
    }
    this.ops.push(spec);
  }

  /** Same operation under GET and POST (JeecgBoot's `RequestMethod.GET, POST` handlers). */
  opGetAndPost(spec: Omit<OpSpec, "method">): void {
    this.op({ ...spec, method: "get" });
    this.op({ ...spec, method: "post", id: spec.id ? `${spec.id}Post` : undefined, query: undefined, body: spec.body ?? queryToBody(spec.query) });
  }

  /** Same operation under PUT (what the SDK sends) and POST (what the spec names). */
  opPutAndPost(spec: Omit<OpSpec, "method">): void {
    this.op({ ...spec, method: "put" });
    this.op({ ...spec, method: "post", id: spec.id ? `${spec.id}Post` : undefined });
  }

  build(info: Schema): Document {
    const paths: Document["paths"] = {};
    const methodsByPath = new Map<string, number>();
    for (const op of this.ops) methodsByPath.set(op.path, (methodsByPath.get(op.path) ?? 0) + 1);
    const ids = new Set<string>();
    for (const op of this.ops) {
      const id = op.id ?? operationIdOf(op.path) + ((methodsByPath.get(op.path) ?? 0) > 1 && op.method !== "get" ? cap(op.method) : "");
      if (ids.has(id)) throw new Error(`operationId ${id} used twice`);
      ids.add(id);
      (paths[op.path] ??= {})[op.method] = operation(op, id);
    }
    return {
      openapi: "3.1.0",
      info,
      servers: [{ url: "/qt", description: "The API base (API_BASE, default /qt) on the console's own server" }],
      security: [{ accessToken: [] }],
      tags: [...this.tags].sort(([a], [b]) => a.localeCompare(b)).map(([name, description]) => ({ name, description })),
      paths,
      components: {
        schemas: Object.fromEntries(Object.entries(this.schemas).sort(([a], [b]) => a.localeCompare(b))),
        parameters: commonParameters,
        responses: commonResponses,
        securitySchemes: {
          accessToken: {
            type: "apiKey",
            in: "header",
            name: "X-Access-Token",
            description:
              "The raw token from /sys/login (no Bearer prefix). Logged-in calls also send `tenant-id` and `X-Tenant-Id` (the chosen tenant, 0 when none) and, on low-app routes, `X-Low-App-ID`. " +
              "Every call may send `Accept-Language` (the SDK sends its locale, `zh-CN` or `en-US`): see the AcceptLanguage parameter.",
          },
        },
      },
    };
  }
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function queryToBody(query?: Record<string, ParamSpec>): Schema | undefined {
  if (!query) return undefined;
  const required = Object.entries(query).filter(([, p]) => p.required).map(([k]) => k);
  return obj(Object.fromEntries(Object.entries(query).map(([k, p]) => [k, p.description ? { ...p.schema, description: p.description } : p.schema])), required);
}

const commonParameters: Record<string, Schema> = {
  Timestamp: { name: "_t", in: "query", required: false, description: "Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored)", schema: { type: "string" } },
  Sign: { name: "X-Sign", in: "header", required: false, description: "Uppercase MD5 of the sorted, signed parameters plus the public salt (WIRE.md)", schema: { type: "string" } },
  AcceptLanguage: {
    name: "Accept-Language",
    in: "header",
    required: false,
    description:
      "The caller's language (the SDK sends its locale, `zh-CN` or `en-US`, on every call). Menu titles, button names and dictionary texts answer in it: " +
      "English (`en`, any region) gives the English name where one is stored and the Chinese one otherwise; anything else, `*` or no header gives Chinese (zh-CN, the default). " +
      "q-values are honoured (`en;q=0.9, zh;q=0.8` is English). Stored fields (`name`/`nameEn`, `dictName`/`dictNameEn`, `itemText`/`itemTextEn`) are answered as stored.",
    schema: { type: "string", examples: ["en-US", "zh-CN"] },
  },
  SignTimestamp: { name: "X-TIMESTAMP", in: "header", required: false, description: "Milliseconds since the epoch; accepted up to 5 minutes old", schema: { type: "string" } },
};

const errorAnswer = (description: string) => ({ description, content: { "application/json": { schema: envelope({}) } } });
const commonResponses: Record<string, Schema> = {
  Unauthorized: errorAnswer("Token missing, invalid or expired: `code 401`, message `Token失效，请重新登录!`"),
  Forbidden: errorAnswer("The caller lacks the permission: `code 510`"),
  BadRequest: errorAnswer("The request does not match the contract; nothing was changed"),
};

function operation(op: OpSpec, operationId: string): Schema {
  const parameters: Schema[] = [];
  for (const name of op.path.match(/\{(\w+)\}/g) ?? []) {
    const key = name.slice(1, -1);
    parameters.push({ name: key, in: "path", required: true, description: op.pathParams?.[key], schema: { type: "string" } });
  }
  for (const [name, p] of Object.entries(op.query ?? {})) {
    parameters.push({ name, in: "query", required: p.required ?? false, ...(p.description ? { description: p.description } : {}), schema: p.schema });
  }
  for (const [name, p] of Object.entries(op.headers ?? {})) {
    parameters.push({ name, in: "header", required: p.required ?? false, ...(p.description ? { description: p.description } : {}), schema: p.schema });
  }
  if (op.method === "get") parameters.push({ $ref: "#/components/parameters/Timestamp" });
  if (op.signed) parameters.push({ $ref: "#/components/parameters/Sign" }, { $ref: "#/components/parameters/SignTimestamp" });
  if (op.localized) parameters.push({ $ref: "#/components/parameters/AcceptLanguage" });

  const ok = op.raw
    ? { description: op.raw.description, content: { [op.raw.contentType]: { schema: op.raw.schema } } }
    : { description: "The Result envelope", content: { "application/json": { schema: envelope(op.result) } } };
  const responses: Schema = { "200": ok, "400": { $ref: "#/components/responses/BadRequest" } };
  if (!op.public) {
    responses["401"] = { $ref: "#/components/responses/Unauthorized" };
    responses["403"] = { $ref: "#/components/responses/Forbidden" };
  }

  const out: Schema = {
    operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    ...(parameters.length ? { parameters } : {}),
  };
  if (op.body) out.requestBody = { required: true, content: { "application/json": { schema: op.body } } };
  if (op.multipart) out.requestBody = { required: true, content: { "multipart/form-data": { schema: op.multipart } } };
  out.responses = responses;
  if (op.public) out.security = [];
  if (op.permission) out["x-permission"] = op.permission;
  else if (op.public) out["x-public"] = true;
  else out["x-any-user"] = true; // any logged-in user may call it
  if (op.signed) out["x-signed"] = true;
  Object.assign(out, op.extensions);
  return out;
}
