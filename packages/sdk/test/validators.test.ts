import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { checkDuplicate, checkRule } from "../src/index.js";
import { testClient } from "./support/client.js";
import { answer, ok, serve, startFixtureServer, type FixtureServer } from "./support/fixture-server.js";

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
  server.route("GET", "/sys/duplicate/check", (req, res) => {
    if (req.query.get("tableName") === "not_registered") return answer(403, { success: false, message: "" })(req, res);
    return serve("duplicate-check.json", req.query.get("fieldVal") === "admin" ? "taken" : "available")(req, res);
  });
  server.route("GET", "/sys/checkRule/checkByCode", (req, res) => {
    const value = decodeURIComponent(req.query.get("value") ?? "");
    if (value.startsWith("QT-")) return ok(null, "校验通过")(req, res);
    return answer(200, { success: false, message: "编码必须以 QT- 开头", code: 500 })(req, res);
  });
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

describe("duplicate check", () => {
  it("is valid without a call when the value is empty", async () => {
    const client = testClient(server.baseUrl);
    for (const fieldVal of ["", null, undefined]) {
      expect(await checkDuplicate(client, { tableName: "sys_user", fieldName: "username", fieldVal })).toEqual({ valid: true });
    }
    expect(server.requests).toHaveLength(0);
  });

  it("sends tableName, fieldName, fieldVal and dataId; the server's message is the error", async () => {
    const client = testClient(server.baseUrl);
    const result = await checkDuplicate(client, { tableName: "sys_user", fieldName: "username", fieldVal: "admin", dataId: "u9" });
    expect(result).toMatchObject({ valid: false, message: "该值不可用，系统中已存在！" });
    expect(Object.fromEntries(server.last().query)).toMatchObject({ tableName: "sys_user", fieldName: "username", fieldVal: "admin", dataId: "u9" });
    server.requests.length = 0;
    expect(await checkDuplicate(client, { tableName: "sys_user", fieldName: "username", fieldVal: "new" })).toEqual({ valid: true });
    expect(server.last().query.has("dataId")).toBe(false);
  });

  it("an HTTP failure is invalid with the catalogue text", async () => {
    const client = testClient(server.baseUrl, { locale: "en-US" });
    const result = await checkDuplicate(client, { tableName: "not_registered", fieldName: "x", fieldVal: "1" });
    expect(result).toMatchObject({ valid: false, message: "Access denied" });
  });
});

describe("rule check", () => {
  it("is valid without a call when the value or the rule is empty", async () => {
    const client = testClient(server.baseUrl);
    expect(await checkRule(client, "order_num", "")).toEqual({ valid: true });
    expect(await checkRule(client, "order_num", null)).toEqual({ valid: true });
    expect(await checkRule(client, "", "QT-1")).toEqual({ valid: true });
    expect(server.requests).toHaveLength(0);
  });

  it("sends the value URI-encoded; the rule's message is the error", async () => {
    const client = testClient(server.baseUrl);
    expect(await checkRule(client, "order_num", "QT-1 号")).toEqual({ valid: true });
    expect(server.last().query.get("value")).toBe(encodeURIComponent("QT-1 号"));
    expect(server.last().query.get("ruleCode")).toBe("order_num");
    const bad = await checkRule(client, "order_num", "X-1");
    expect(bad).toMatchObject({ valid: false, message: "编码必须以 QT- 开头" });
  });
});
