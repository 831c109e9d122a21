import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isMobile, MOBILE_PATTERN, MOBILE_PATTERNS, PASSWORD_MESSAGES, passwordProblem } from "../src/rules/index.js";

describe("the password rule's shared part", () => {
  it("takes 8 to 128 characters with no composition rule", () => {
    for (const good of ["abcdefgh", "12345670", "!!!!!!!!", "中文密码中文密码", "x".repeat(128), "😀".repeat(100)]) expect(passwordProblem(good), good).toBeNull();
    for (const short of ["", "abc1234", "😀".repeat(7)]) expect(passwordProblem(short), short).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem("x".repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it("refuses the account name in any letter case when the account is known", () => {
    expect(passwordProblem("zhangsan1", "zhangsan1")).toBe(PASSWORD_MESSAGES.sameAsAccount);
    expect(passwordProblem("ZhangSan1", "zhangsan1")).toBe(PASSWORD_MESSAGES.sameAsAccount);
    expect(passwordProblem("zhangsan1!", "zhangsan1")).toBeNull();
    expect(passwordProblem("zhangsan1")).toBeNull();
  });

  it("says why in both languages", () => {
    expect(PASSWORD_MESSAGES.tooShort).toEqual({ "zh-CN": "密码至少 8 位", "en-US": "The password needs at least 8 characters" });
    expect(PASSWORD_MESSAGES.tooLong).toEqual({ "zh-CN": "密码不能超过 128 位", "en-US": "The password can have at most 128 characters" });
    expect(PASSWORD_MESSAGES.sameAsAccount["zh-CN"]).toBe("密码不能与登录账号相同");
    expect(PASSWORD_MESSAGES.tooCommon["zh-CN"]).toBe("密码过于常见，容易被猜中，请换一个");
  });
});

describe("the mobile-number rule", () => {
  it("takes 11 digits starting with 1 and a second digit from 3 to 9", () => {
    for (const good of ["13812345678", "16612345678", "19912345678"]) expect(isMobile(good), good).toBe(true);
    for (const bad of ["12812345678", "1381234567", "138123456789", "23812345678", " 13812345678", "1381234567a"]) expect(isMobile(bad), bad).toBe(false);
  });

  it("has the shared form rule set's narrower reading (3, 4, 5, 7 or 8) beside it", () => {
    expect(MOBILE_PATTERNS["3-9"]).toBe(MOBILE_PATTERN);
    expect(["13812345678", "14812345678", "15812345678", "17812345678", "18812345678"].every((n) => MOBILE_PATTERNS["34578"].test(n))).toBe(true);
    expect(["16612345678", "19912345678"].some((n) => MOBILE_PATTERNS["34578"].test(n))).toBe(false);
  });

  it("is the pattern the contract declares for an SMS code's mobile", () => {
    const doc = JSON.parse(readFileSync(new URL("../openapi.json", import.meta.url), "utf8"));
    const body = doc.paths["/sys/sms"].post.requestBody.content["application/json"].schema;
    expect(body.properties.mobile.pattern).toBe(MOBILE_PATTERN.source);
  });
});
