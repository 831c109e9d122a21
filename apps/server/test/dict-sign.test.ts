/** The server-side X-Sign check against the WIRE.md vectors (no database). */
import { describe, expect, it } from "vitest";
import { signedParams, signOf, verifySign } from "../src/sys/dict/sign.js";
import { manualClock, MINUTE } from "./helpers/clock.js";

describe("dictionary call signature", () => {
  it("matches the WIRE.md vectors", () => {
    expect(signOf(signedParams("/qt/sys/dict/getDictItems/sys_user,realname,username"))).toBe("D9E9093773A902BBE1CF4FAE26BE5D1C");
    expect(signOf(signedParams("/qt/sys/dict/loadDict/sys_user,realname,username?keyword=&pageSize=10"))).toBe("8410B4A7F7B891B7CC12ECDE4BC885D6");
    expect(signOf(signedParams("/qt/sys/dict/getDictItems/sex"))).toBe("E19D6243CB1945AB4F7202A1B00F77D5");
  });

  it("signs the decoded path variable and leaves _t out", () => {
    expect(signedParams("/qt/sys/dict/getDictItems/sys_user%2Crealname%2Cusername?_t=123")).toEqual({ "x-path-variable": "sys_user,realname,username" });
    expect(signedParams("/x/loadTreeData?pid=0&tableName=t", { n: 1 })).toEqual({ pid: "0", tableName: "t", n: "1" });
  });

  const req = (url: string, headers: Record<string, string>) => ({ url, headers, body: undefined }) as never;
  it("accepts a right signature up to 5 minutes old and refuses the rest", () => {
    const clock = manualClock();
    const now = clock.now().getTime();
    const url = "/qt/sys/dict/getDictItems/sys_user,realname,username";
    const sign = "D9E9093773A902BBE1CF4FAE26BE5D1C";
    expect(() => verifySign(req(url, { "x-sign": sign, "x-timestamp": String(now - 4 * MINUTE) }), clock)).not.toThrow();
    expect(() => verifySign(req(url, { "x-sign": sign.toLowerCase(), "x-timestamp": String(now) }), clock)).not.toThrow();
    const refused = (headers: Record<string, string>) => {
      try {
        verifySign(req(url, headers), clock);
        return "";
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(refused({ "x-sign": sign, "x-timestamp": String(now - 6 * MINUTE) })).toBe("Sign签名校验失败！");
    expect(refused({ "x-sign": "E19D6243CB1945AB4F7202A1B00F77D5", "x-timestamp": String(now) })).toBe("Sign签名校验失败！");
    expect(refused({ "x-timestamp": String(now) })).toBe("Sign签名校验失败！");
    expect(refused({ "x-sign": sign })).toBe("Sign签名校验失败！");
  });
});
