/**
 * An independent reading of the contract for assertions: Ajv (2020-12, all errors) over the raw
 * openapi.json, so the server's own schema handling is not what checks the server.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { expect } from "vitest";
import type { Answer } from "./app.js";

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

type Doc = { paths: Record<string, Record<string, { operationId?: string }>> };

let cached: { ajv: Ajv2020; doc: Doc } | undefined;
function load() {
  if (cached) return cached;
  const file = createRequire(import.meta.url).resolve("@qt/openapi/openapi.json");
  const doc = JSON.parse(fs.readFileSync(file, "utf8")) as Doc;
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true }));
  ajv.addSchema(doc as object, "openapi");
  cached = { ajv, doc };
  return cached;
}

const escape = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

/** Errors of `value` against components/schemas/<name>, or [] when valid. */
export function schemaErrors(name: string, value: unknown): string[] {
  const { ajv } = load();
  const validate = ajv.getSchema(`openapi#/components/schemas/${escape(name)}`);
  if (!validate) throw new Error(`no schema ${name} in the contract`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`);
}

/** Errors of a JSON answer against the 200 schema of `operationId`, or [] when valid. */
export function answerErrors(operationId: string, value: unknown): string[] {
  const { ajv, doc } = load();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op.operationId !== operationId) continue;
      const pointer = `openapi#/paths/${escape(path)}/${method}/responses/200/content/application~1json/schema`;
      const validate = ajv.getSchema(pointer);
      if (!validate) throw new Error(`no JSON answer schema for ${operationId}`);
      return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`);
    }
  }
  throw new Error(`no operation ${operationId} in the contract`);
}

/** Number of operations in the contract. */
export function contractOperationCount(): number {
  const { doc } = load();
  return Object.values(doc.paths).reduce((n, item) => n + Object.values(item).filter((op) => op && typeof op === "object" && "operationId" in op).length, 0);
}

/** A success as the contract describes it (HTTP 200, success true, the 200 schema of `operationId`): its body. */
export function expectOk(res: Answer, operationId: string): Answer["body"] {
  expect(res.status, res.text).toBe(200);
  expect(res.body.success, res.text).toBe(true);
  expect(answerErrors(operationId, res.body)).toEqual([]);
  return res.body;
}

/** A business refusal: HTTP 200, success false, code 500 and `message` (the text, or matching the pattern). */
export function expectRefused(res: Answer, message: string | RegExp): void {
  expect(res.status, res.text).toBe(200);
  expect(res.body, res.text).toMatchObject({ success: false, code: 500 });
  if (typeof message === "string") expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
}
