import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isMobile, MOBILE_PATTERN, MOBILE_PATTERNS, PASSWORD_RULE_MESSAGE, passwordProblem } from "../src/rules/index.js";

describe("the password rule", () => {
  it("asks for at least 8 characters with a letter and a digit", () => {
    for (const good of ["abcdefg1", "1234567A", "Passw0rd!", "中文密码ab12"]) expect(passwordProblem(good), good).toBeNull();
    for (const bad of ["", "abc1234", "abcdefgh", "12345678", "!!!!!!!!"]) expect(passwordProblem(bad), bad).toBe(PASSWORD_RULE_MESSAGE);
  });

  it("says so in both languages", () => {
    expect(PASSWORD_RULE_MESSAGE).toEqual({ "zh-CN": "密码至少 8 位，且须同时包含字母和数字", "en-US": "The password needs at least 8 characters, with letters and digits" });
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
