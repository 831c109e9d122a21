import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { charWidth, cutToWidth, ellipsis, ellipsisByWidth, formatTagsInput, numberCellBlur, numberCellInput } from "./cells.js";
import {
  changePasswordRules,
  checkboxGroupRules,
  emailRules,
  firstError,
  mobileRules,
  namedPatternRule,
  requiredWithLength,
  selectRequired,
  usernameRules,
  type FormPatternName,
} from "./form.js";
import { validateCell, type GridRule } from "./grid.js";

const zh = (text: { "zh-CN": string } | null) => (text ? text["zh-CN"] : null);

describe("shared form rules", () => {
  it.each([
    ["", "请输入手机号"],
    ["13812345678", null],
    ["14812345678", null],
    ["16812345678", "请输入正确手机号"],
    ["19812345678", "请输入正确手机号"],
    ["1381234567", "请输入正确手机号"],
  ])("mobile (3,4,5,7,8) %j → %s", (value, error) => {
    expect(zh(firstError(mobileRules(), value))).toBe(error);
  });

  it("mobile: the 3-9 reading and the optional variant", () => {
    expect(firstError(mobileRules({ reading: "3-9" }), "19812345678")).toBeNull();
    expect(firstError(mobileRules({ reading: "3-9" }), "12812345678")).not.toBeNull();
    expect(firstError(mobileRules({ required: false }), "")).toBeNull();
    expect(firstError(mobileRules(), "")).toEqual({ "zh-CN": "请输入手机号", "en-US": "please enter mobile number" });
    expect(firstError(mobileRules(), "1")).toEqual({ "zh-CN": "请输入正确手机号", "en-US": "please enter correct mobile number" });
  });

  it("username: 4 to 18 letters, digits, underscore; the message says 6 to 18", () => {
    const rules = usernameRules();
    expect(firstError(rules, "abcd")).toBeNull();
    expect(firstError(rules, "a_b_c_d_e_f_g_h_ij")).toBeNull();
    expect(zh(firstError(rules, "abc"))).toContain("6到18");
    expect(firstError(rules, "a".repeat(19))).not.toBeNull();
    expect(firstError(rules, "ab-cd")).not.toBeNull();
    expect(firstError(rules, "")).not.toBeNull();
  });

  it("email: optional, valid format", () => {
    expect(firstError(emailRules(), "")).toBeNull();
    expect(firstError(emailRules(), "a.b@example.com.cn")).toBeNull();
    expect(firstError(emailRules(), "a@b")).not.toBeNull();
    expect(firstError(emailRules({ required: true }), "")).not.toBeNull();
  });

  it.each([
    ["naturalNumber", ["0", "12"], ["-1", "01", "1.5"]],
    ["englishLetters", ["abcXYZ"], ["ab1", "中"]],
    ["landline", ["010-12345678", "0571-1234567", "12345678"], ["123", "010-0234567"]],
    ["bankCard", ["6222021234567890", "1234567890"], ["0123456789", "123456789", "123456789012345678901"]],
    ["idNumber", ["A1".repeat(25)], ["A".repeat(51), "a-b"]],
    ["idCard", ["110101199003077777", "11010119900307777x", "110101900307777"], ["11010119900307777", "1101011990030777Y"]],
    ["qq", ["10000", "123456789012"], ["01234", "1234", "1234567890123"]],
    ["url", ["http://a.cn", "https://example.com/x?y=1"], ["ftp://a.cn", "www.a.cn"]],
    ["alnum20", ["a".repeat(20)], ["a".repeat(21), "a_b"]],
    ["namesAndSpaces", ["张三", "John Smith"], ["J", "John1"]],
    ["digitsAndLineBreaks", ["12\n34\r\n5"], ["12 34", "a"]],
    ["max255", ["x".repeat(255), "中".repeat(255)], ["x".repeat(256)]],
  ] as const)("pattern %s", (name, good, bad) => {
    const rule = namedPatternRule(name as FormPatternName);
    for (const v of good) expect(rule.test(v), `${name} ${v}`).toBe(true);
    for (const v of bad) expect(rule.test(v), `${name} ${v}`).toBe(false);
    expect(rule.test("")).toBe(true);
  });

  it("required with minimum and maximum length", () => {
    const rules = requiredWithLength({ message: "请输入名称", min: 2, max: 4 });
    expect(zh(firstError(rules, ""))).toBe("请输入名称");
    expect(firstError(rules, "a")).toEqual({ "zh-CN": "最小长度2位字符", "en-US": "minimum length 2 characters" });
    expect(firstError(rules, "abcde")).toEqual({ "zh-CN": "最大长度4位字符", "en-US": "maximum length 4 characters" });
    expect(firstError(rules, "中文字")).toBeNull();
  });

  it("select required on change; checkbox group min and max", () => {
    expect(selectRequired().trigger).toBe("change");
    expect(selectRequired().test(undefined)).toBe(false);
    const rules = checkboxGroupRules({ message: "请选择", min: 2, max: 3 });
    expect(zh(firstError(rules, []))).toBe("请选择");
    expect(firstError(rules, ["a"])).toEqual({ "zh-CN": "最少选择2项", "en-US": "select at least 2 items" });
    expect(firstError(rules, ["a", "b", "c", "d"])).toEqual({ "zh-CN": "最多选择3项", "en-US": "at most 3 items" });
    expect(firstError(rules, ["a", "b"])).toBeNull();
  });

  it("change password", () => {
    let password = "secret1";
    const rules = changePasswordRules(() => password);
    expect(zh(firstError(rules.oldpassword, ""))).toBe("请输入旧密码!");
    expect(zh(firstError(rules.password, ""))).toBe("请输入新密码!");
    expect(zh(firstError(rules.confirmpassword, ""))).toBe("请确认新密码!");
    expect(zh(firstError(rules.confirmpassword, "secret2"))).toBe("两次输入的密码不一样！");
    password = "secret2";
    expect(firstError(rules.confirmpassword, "secret2")).toBeNull();
  });
});

describe("grid cell rules", () => {
  const check = (rule: GridRule, value: unknown, extra = {}) => zh(validateCell([rule], value, { title: "编码", ...extra }));

  it.each([
    [{ required: true }, "", "编码不能为空"],
    [{ pattern: "*" }, "  ", "编码不能为空"],
    [{ pattern: "*" }, "x", null],
    [{ pattern: "n6-16" }, "12345", "请输入6到16位数字"],
    [{ pattern: "n6-16" }, "123456", null],
    [{ pattern: "*6-16" }, "中文中文中文", null],
    [{ pattern: "*6-16" }, "x".repeat(17), "请输入6到16位任意字符"],
    [{ pattern: "s6-18" }, "abcdef", null],
    [{ pattern: "s6-18" }, "abc|def", "请输入6到18位字母"],
    [{ pattern: "url" }, "https://www.example.com/a?b=1", null],
    [{ pattern: "url" }, "example.com", "请输入正确的网址"],
    [{ pattern: "e" }, "a_b@mail.example.cn", null],
    [{ pattern: "e" }, "a@b", "请输入正确的电子邮件"],
    [{ pattern: "m" }, "19912345678", null],
    [{ pattern: "p" }, "100080", null],
    [{ pattern: "p" }, "010080", "请输入正确的邮政编码"],
    [{ pattern: "s" }, "abc", null],
    [{ pattern: "s" }, "ab1", "请输入字母"],
    [{ pattern: "n" }, "-1.5", null],
    [{ pattern: "n" }, "1.", "请输入数字"],
    [{ pattern: "z" }, "-15", null],
    [{ pattern: "z" }, "1.5", "请输入整数"],
    [{ pattern: "money" }, "12.34567", null],
    [{ pattern: "money" }, "0.12", null],
    [{ pattern: "money" }, "0", null],
    [{ pattern: "money" }, "0.123", "请输入正确的金额"],
    [{ pattern: "money" }, "12.345678", "请输入正确的金额"],
    [{ pattern: "money" }, "012", "请输入正确的金额"],
    [{ pattern: "^[A-Z]{2}$", message: "${title}须为两个大写字母" }, "ab", "编码须为两个大写字母"],
    [{ pattern: /^\d+$/ }, "12a", "编码格式不正确"],
  ] as const)("%j on %j → %s", (rule, value, error) => {
    expect(check(rule as GridRule, value)).toBe(error);
  });

  it("both readings of m and money", () => {
    expect(check({ pattern: "m" }, "16612345678")).toBeNull();
    expect(check({ pattern: "m" }, "16612345678", { mobileReading: "34578" })).not.toBeNull();
    expect(check({ pattern: "money" }, "12.345", { moneyReading: "2-decimals" })).toBe("请输入正确的金额");
    expect(check({ pattern: "money" }, "12.34", { moneyReading: "2-decimals" })).toBeNull();
  });

  it("empty values skip pattern checks", () => {
    for (const pattern of ["n6-16", "*6-16", "s6-18", "url", "e", "m", "p", "s", "n", "z", "money", "^x$"]) {
      expect(check({ pattern }, "")).toBeNull();
      expect(check({ pattern }, null)).toBeNull();
    }
  });

  it("unique / only: no duplicate value in the column", () => {
    const columnValues = ["a", "b", "a", "", ""];
    expect(check({ unique: true }, "a", { columnValues })).toBe("编码不能重复");
    expect(check({ pattern: "only", message: "值重复" }, "a", { columnValues })).toBe("值重复");
    expect(check({ unique: true }, "b", { columnValues })).toBeNull();
    expect(check({ unique: true }, "", { columnValues })).toBeNull();
  });

  it("custom handlers pass, fail or fail with their own message", () => {
    expect(check({ handler: () => true }, "x")).toBeNull();
    expect(check({ handler: () => false, message: "不行" }, "x")).toBe("不行");
    expect(check({ handler: (v) => (v === "x" ? "${title}不能是x" : null) }, "x")).toBe("编码不能是x");
    expect(check({ handler: () => ({ "zh-CN": "中", "en-US": "en" }) }, "x")).toBe("中");
  });

  it("reports the first failing rule", () => {
    const rules: GridRule[] = [{ required: true, message: "必填" }, { pattern: "z", message: "整数" }];
    expect(zh(validateCell(rules, ""))).toBe("必填");
    expect(zh(validateCell(rules, "a"))).toBe("整数");
    expect(validateCell(rules, "3")).toBeNull();
  });
});

describe("cell input rules and text helpers", () => {
  it.each([
    ["", "-", "-"],
    ["-", "-1", "-1"],
    ["1", "1.", "1."],
    ["1.", "1.5", "1.5"],
    ["1.5", "1.5.", "1.5"],
    ["1", "1a", "1"],
    ["1", "--1", "1"],
    ["12", "", ""],
  ])("number keystroke %j → %j gives %j", (previous, next, result) => {
    expect(numberCellInput(previous, next)).toBe(result);
  });

  it.each([
    ["12.50", 12.5],
    ["-3", -3],
    ["1.", 1],
    [".5", 0.5],
    ["-", ""],
    ["", ""],
    ["abc", ""],
  ] as const)("number blur %j → %j", (text, value) => {
    expect(numberCellBlur(text)).toBe(value);
  });

  it("every accepted keystroke text blurs to a number or empty", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d*\.?\d*$/), (text) => {
        const v = numberCellBlur(text);
        expect(v === "" || Number.isFinite(v)).toBe(true);
      }),
    );
  });

  it.each([
    ["abcde", "ab;cd;e"],
    ["ab;cd", "ab;cd;"],
    [";;a", "a"],
    ["中文标签", "中文;标签;"],
  ])("tags %j → %j", (text, formatted) => {
    expect(formatTagsInput(text)).toBe(formatted);
  });

  it("tags formatting is stable on its own output", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(formatTagsInput(formatTagsInput(s))).toBe(formatTagsInput(s));
      }),
    );
  });

  it("character width: non-ASCII counts 2", () => {
    expect(charWidth("ab")).toBe(2);
    expect(charWidth("中文a")).toBe(5);
    expect(charWidth("😀")).toBe(2);
    expect(cutToWidth("中文abc", 5)).toBe("中文a");
    expect(cutToWidth("中文", 3)).toBe("中");
  });

  it("ellipsis: default 25", () => {
    expect(ellipsis("x".repeat(25))).toBe("x".repeat(25));
    expect(ellipsis("x".repeat(26))).toBe("x".repeat(25) + "...");
    expect(ellipsis("文件名很长的文件.pdf", 5)).toBe("文件名很长...");
    expect(ellipsis(null)).toBe("");
  });

  it("ellipsis helper: width 25 by default, non-ASCII counting 2, says when it cut", () => {
    expect(ellipsisByWidth("x".repeat(25))).toEqual({ shown: "x".repeat(25), cut: false });
    expect(ellipsisByWidth("x".repeat(26))).toEqual({ shown: "x".repeat(25) + "...", cut: true });
    expect(ellipsisByWidth("中".repeat(12) + "a")).toEqual({ shown: "中".repeat(12) + "a", cut: false }); // width 25
    expect(ellipsisByWidth("中".repeat(13))).toEqual({ shown: "中".repeat(12) + "...", cut: true });
    expect(ellipsisByWidth("业务组件名称很长", 12)).toEqual({ shown: "业务组件名称...", cut: true });
    expect(ellipsisByWidth("anything", 0)).toEqual({ shown: "anything", cut: false });
    expect(ellipsisByWidth(undefined)).toEqual({ shown: "", cut: false });
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.integer({ min: 1, max: 40 }), (text, length) => {
        const { shown, cut } = ellipsisByWidth(text, length);
        expect(cut).toBe(charWidth(text) > length);
        if (cut) expect(charWidth(shown.slice(0, -3))).toBeLessThanOrEqual(length);
        else expect(shown).toBe(text);
      }),
    );
  });
});
