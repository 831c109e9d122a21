import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { plainDelete, plainGet, plainPost, plainPut, signedGet, signedHttp, signedPost, splitUrl } from "../src/index.js";
import { testClient } from "./support/client.js";
import { ok, startFixtureServer, type FixtureServer } from "./support/fixture-server.js";

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
  for (const method of ["GET", "POST", "PUT", "DELETE"]) server.route(method, "/sys/role/x", ok({ method }, "ok"));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const signed = () => server.last().headers["x-sign"] !== undefined && server.last().headers["x-timestamp"] !== undefined;

describe("generic helpers (JeecgBoot's manage.js)", () => {
  it("getAction → signedGet: signed GET with query", async () => {
    const outcome = await signedGet<{ method: string }>(testClient(server.baseUrl), "/sys/role/x", { id: "1", pageNo: 2 });
    expect(outcome).toMatchObject({ ok: true, result: { method: "GET" }, message: "ok" });
    expect(server.last().query.get("id")).toBe("1");
    expect(server.last().query.get("pageNo")).toBe("2");
    expect(signed()).toBe(true);
  });

  it("postAction / httpAction → signed POST and PUT with a JSON body", async () => {
    const client = testClient(server.baseUrl);
    await signedPost(client, "/sys/role/x", { roleName: "r" });
    expect([server.last().method, signed(), JSON.parse(server.last().body.toString())]).toEqual(["POST", true, { roleName: "r" }]);
    server.requests.length = 0;
    await signedHttp(client, "/sys/role/x", { roleName: "r2" }, "PUT");
    expect([server.last().method, signed(), String(server.last().headers["content-type"])]).toEqual(["PUT", true, "application/json"]);
  });

  it("putAction / deleteAction / plain GET and POST are not signed", async () => {
    const client = testClient(server.baseUrl);
    await plainPut(client, "/sys/role/x", { id: "1" });
    await plainDelete(client, "/sys/role/x", { ids: "a,b," });
    await plainGet(client, "/sys/role/x", { a: 1 });
    await plainPost(client, "/sys/role/x", { a: 1 });
    expect(server.requests.map((r) => [r.method, r.headers["x-sign"]])).toEqual([
      ["PUT", undefined],
      ["DELETE", undefined],
      ["GET", undefined],
      ["POST", undefined],
    ]);
    expect(server.requests[1]!.query.get("ids")).toBe("a,b,");
    expect(server.requests[1]!.query.has("_t")).toBe(false);
  });

  it("accepts urls without a leading slash, with a query, or absolute", async () => {
    const client = testClient(server.baseUrl);
    await plainGet(client, "sys/role/x?from=url", { more: "x" });
    await plainGet(client, `${server.baseUrl}/sys/role/x?abs=1`);
    expect(server.requests.map((r) => [r.path, r.query.get("from") ?? r.query.get("abs"), r.query.get("more")])).toEqual([
      ["/sys/role/x", "url", "x"],
      ["/sys/role/x", "1", null],
    ]);
    expect(splitUrl("http://other.example.com/api/x?y=1", server.baseUrl)).toEqual({
      path: "/api/x",
      query: { y: "1" },
      base: "http://other.example.com",
    });
  });
});
