/** Small pure pieces: wire dates, schema helpers, validation messages, password hashing. */
import { describe, expect, it } from "vitest";
import { ARGON2_PARAMS, generatePassword, hashPassword, verifyPassword } from "../src/auth/password.js";
import { bundleSchema, toJsonSchema } from "../src/http/contract.js";
import { closeObjects, formatValidationError, relaxNumerals } from "../src/http/validation.js";
import { formatDate, formatDateTime } from "../src/wire/datetime.js";

describe("wire dates", () => {
  it("formats in the server's zone (Asia/Shanghai)", () => {
    const d = new Date("2026-11-22T18:30:05Z");
    expect(formatDateTime(d)).toBe("2026-11-23 02:30:05");
    expect(formatDate(d)).toBe("2026-11-23");
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime(d, "UTC")).toBe("2026-11-22 18:30:05");
  });
});

describe("contract schemas", () => {
  it("rewrite component references and drop OpenAPI-only keywords", () => {
    const s = toJsonSchema({
      type: "object",
      "x-resource": "A",
      example: { a: 1 },
      properties: { "x-header": { type: "string", nullable: true }, a: { $ref: "#/components/schemas/A" } },
      examples: [{ a: 1 }],
    });
    expect(s).toEqual({ type: "object", properties: { "x-header": { type: ["string", "null"] }, a: { $ref: "A#" } }, examples: [{ a: 1 }] });
  });

  it("bundle only the components a schema uses, recursive ones included", () => {
    const components = new Map([
      ["Node", { $id: "Node", type: "object", properties: { children: { type: "array", items: { $ref: "Node#" } } } }],
      ["Unused", { $id: "Unused", type: "string" }],
    ]);
    const bundled = bundleSchema({ type: "object", properties: { result: { $ref: "Node#" } } }, components);
    expect(bundled).toEqual({
      type: "object",
      properties: { result: { $ref: "#/$defs/Node" } },
      $defs: { Node: { type: "object", properties: { children: { type: "array", items: { $ref: "#/$defs/Node" } } } } },
    });
  });
});

describe("request validation helpers", () => {
  it("closeObjects closes declared objects but not combinators or maps", () => {
    const closed = closeObjects({
      type: "object",
      properties: { a: { type: "object", properties: { b: { type: "string" } } }, m: { type: "object", additionalProperties: { type: "string" } } },
      anyOf: [{ type: "object", properties: { x: {} } }],
    });
    expect(closed.additionalProperties).toBe(false);
    expect((closed.properties as any).a.additionalProperties).toBe(false);
    expect((closed.properties as any).m.additionalProperties).toEqual({ type: "string" });
    expect((closed.anyOf as any)[0].additionalProperties).toBeUndefined();
  });

  it("relaxNumerals converts numerals losslessly and nothing else", () => {
    const schema = {
      type: "object",
      properties: { s: { type: "string" }, n: { type: ["integer", "null"] }, f: { type: "number" }, b: { type: "boolean" }, list: { type: "array", items: { $ref: "S#" } } },
    };
    const lookup = (ref: string) => (ref === "S#" ? { type: "string" } : undefined);
    expect(relaxNumerals(schema, { s: 12, n: "42", f: "1.5", b: "true", list: [1, "x"] }, lookup)).toEqual({ s: "12", n: 42, f: 1.5, b: "true", list: ["1", "x"] });
    expect(relaxNumerals(schema, { n: "4.2", f: "1e3", s: null }, lookup)).toEqual({ n: "4.2", f: "1e3", s: null });
    expect(relaxNumerals(schema, { n: "99999999999999999999" }, lookup)).toEqual({ n: "99999999999999999999" });
  });

  it("formats validation errors in plain words", () => {
    expect(formatValidationError([{ keyword: "required", instancePath: "", params: { missingProperty: "username" } }], "body")).toBe("参数错误：body.username 不能为空");
    expect(formatValidationError([{ keyword: "type", instancePath: "/items/0/id", params: { type: "string" } }], "body")).toBe("参数错误：body.items[0].id 应为字符串");
    expect(formatValidationError([{ keyword: "enum", instancePath: "/order", params: { allowedValues: ["asc", "desc"] } }], "querystring")).toBe('参数错误：query.order 取值应为 "asc", "desc" 之一');
    expect(formatValidationError([{ keyword: "maximum", instancePath: "/pageSize", params: { limit: 1000 } }], "querystring")).toBe("参数错误：query.pageSize 不能大于 1000");
    expect(formatValidationError([{ keyword: "pattern", instancePath: "/mobile", params: {} }], "body")).toBe("参数错误：body.mobile 格式不正确");
  });
});

describe("passwords", () => {
  it("hash with argon2id (19 MiB, t=2) and verify", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${ARGON2_PARAMS.memorySize},t=2,p=1\\$`));
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("wrong horse", hash)).toBe(false);
    expect(await verifyPassword("x", "not-a-hash")).toBe(false);
    expect(await hashPassword("correct horse")).not.toBe(hash);
  });

  it("generates 16-character passwords without look-alikes", () => {
    const p = generatePassword();
    expect(p).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{16}$/);
    expect(new Set(Array.from({ length: 20 }, () => generatePassword())).size).toBe(20);
  });
});
