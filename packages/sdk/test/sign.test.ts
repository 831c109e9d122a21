import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SIGN_SECRET, signingParams, signingText, signParams, signRequest } from "../src/index.js";

// Independent reference: node's own MD5 over the text WIRE.md describes.
const reference = (json: string) => createHash("md5").update(json + SIGN_SECRET).digest("hex").toUpperCase();

describe("signature (WIRE.md vectors)", () => {
  it("signs a table dictionary path variable", async () => {
    const params = signingParams("http://h/qt/sys/dict/getDictItems/sys_user,realname,username");
    expect(params).toEqual({ "x-path-variable": "sys_user,realname,username" });
    expect(signingText(params)).toBe('{"x-path-variable":"sys_user,realname,username"}' + SIGN_SECRET);
    expect(await signParams(params)).toBe("D9E9093773A902BBE1CF4FAE26BE5D1C");
  });

  it("signs the path variable and the query, sorted", async () => {
    expect(await signRequest("/sys/dict/loadDict/sys_user,realname,username?keyword=&pageSize=10")).toBe(
      "8410B4A7F7B891B7CC12ECDE4BC885D6",
    );
  });

  it("signs no parameters as {}", async () => {
    expect(signingParams("http://h/qt/sys/user/getMultiUser")).toEqual({});
    expect(await signParams({})).toBe("E19D6243CB1945AB4F7202A1B00F77D5");
  });
});

describe("signing parameters", () => {
  it("leaves _t out and decodes a URL-encoded path variable", async () => {
    const url = "http://h/qt/sys/dict/loadDict/sys_user%2Crealname%2Cusername?keyword=&pageSize=10&_t=1763776800";
    expect(signingParams(url)).toEqual({ "x-path-variable": "sys_user,realname,username", keyword: "", pageSize: "10" });
    expect(await signRequest(url)).toBe("8410B4A7F7B891B7CC12ECDE4BC885D6");
  });

  it("signs no path variable when the last segment has no comma", () => {
    expect(signingParams("http://h/qt/sys/dict/getDictItems/sex")).toEqual({});
  });

  it("adds the JSON body with numbers as strings, body keys winning over the query", async () => {
    const params = signingParams("http://h/qt/x?b=q&a=1", { b: 2, c: true, d: "x", skip: undefined });
    expect(params).toEqual({ a: "1", b: "2", c: true, d: "x" });
    expect(await signParams(params)).toBe(reference('{"a":"1","b":"2","c":true,"d":"x"}'));
  });

  it("sorts keys by plain code-unit order (uppercase before lowercase, `-` before letters)", async () => {
    const params = { b: "1", B: "2", "x-path-variable": "a,b", a: "3", _a: "4" };
    const expected = '{"B":"2","_a":"4","a":"3","b":"1","x-path-variable":"a,b"}';
    expect(signingText(params)).toBe(expected + SIGN_SECRET);
    expect(await signParams(params)).toBe(reference(expected));
  });

  it("hashes UTF-8 text and answers uppercase hex", async () => {
    const sign = await signRequest("http://h/qt/sys/dict/loadDict/sys_user,realname,username?keyword=%E7%AE%A1");
    expect(sign).toBe(reference('{"keyword":"管","x-path-variable":"sys_user,realname,username"}'));
    expect(sign).toMatch(/^[0-9A-F]{32}$/);
  });
});
