import { describe, expect, it } from "vitest";
import { parseRuleJson, ruleDigits, ruleItemProblems, rulePattern } from "../src/rules/index.js";

describe("a code rule's ruleJson", () => {
  it("reads digits as * or a positive integer, given as number or text", () => {
    expect([ruleDigits("*"), ruleDigits(" * "), ruleDigits(3), ruleDigits("12")]).toEqual(["*", "*", 3, 12]);
    for (const bad of [0, -1, 2.5, "2.5", "", " ", "x", "1e2", null, undefined, Number.MAX_SAFE_INTEGER + 2]) expect(ruleDigits(bad), String(bad)).toBeNull();
  });

  it("compiles patterns whole with the u flag", () => {
    expect(rulePattern("\\d{2}").test("12")).toBe(true);
    expect(rulePattern("\\d{2}").test("123")).toBe(false);
    expect(rulePattern("a|b").test("ab")).toBe(false); // the alternation is grouped, not `^a|b$`
    expect(rulePattern("\\p{Script=Han}+").test("中文")).toBe(true);
    expect(() => rulePattern("a{")).toThrow(); // a lone brace is a literal without u
  });

  it("names every problem of an item, one per field, in both languages", () => {
    expect(ruleItemProblems({ digits: "*", pattern: "\\d+", message: "数字" }, 0)).toEqual([]);
    const problems = ruleItemProblems({ digits: "0", pattern: "[a-", message: " " }, 1);
    expect(problems.map((p) => p.field)).toEqual(["digits", "pattern", "message"]);
    expect(problems.map((p) => p.message["zh-CN"])).toEqual(["第 2 条规则：位数须为正整数或 *", "第 2 条规则：规则「[a-」不是有效的正则表达式", "第 2 条规则：提示文本不能为空"]);
    expect(problems[1]!.message["en-US"]).toBe("Rule 2: the pattern “[a-” is not a valid regular expression");
    expect(ruleItemProblems({}, 0).map((p) => p.message["zh-CN"])).toEqual(["第 1 条规则：位数须为正整数或 *", "第 1 条规则：规则（正则表达式）不能为空", "第 1 条规则：提示文本不能为空"]);
  });

  it("parses the JSON text: normalised items, or the first problem", () => {
    expect(parseRuleJson(undefined)).toEqual({ ok: true, items: [] });
    expect(parseRuleJson("  ")).toEqual({ ok: true, items: [] });
    expect(parseRuleJson('[{"digits":"2","pattern":"[A-Z]{2}","message":" 大写 ","extra":1},{"digits":"*","pattern":".+","message":"m"}]')).toEqual({
      ok: true,
      items: [
        { digits: 2, pattern: "[A-Z]{2}", message: "大写" },
        { digits: "*", pattern: ".+", message: "m" },
      ],
    });
    const fail = (text: string) => {
      const parsed = parseRuleJson(text);
      return parsed.ok ? null : parsed.message["zh-CN"];
    };
    expect(fail("nope")).toMatch(/^规则 JSON 格式有误/);
    expect(fail("{}")).toMatch(/^规则 JSON 须为数组/);
    expect(fail('[{"digits":1,"pattern":"a","message":"m"}, 3]')).toBe("第 2 条规则：须为含 digits、pattern、message 的对象");
    expect(fail('[{"digits":"x","pattern":"(","message":""}]')).toBe("第 1 条规则：位数须为正整数或 *");
  });
});
