/** The server's password rule (auth/password-policy.ts): the shared part plus the common-password list. */
import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { isCommonPassword, isGuessablePassword, passwordRefusal, weakPassword } from "../src/auth/password-policy.js";

describe("the common-password list", () => {
  it("is zxcvbn-ts's list of tens of thousands of breached passwords, plus the product's defaults", () => {
    expect(dictionary["passwords-common"].length).toBeGreaterThan(40_000);
    for (const common of ["password", "123456", "12345678", "qwerty123", "1qaz2wsx", "iloveyou", "passw0rd", "jeecg#123456", "admin@123"]) expect(isCommonPassword(common), common).toBe(true);
  });

  it("matches in any letter case and Unicode width", () => {
    for (const variant of ["Password", "PASSWORD", "PassW0rd", "JEECG#123456", "ｐａｓｓｗｏｒｄ"]) expect(isCommonPassword(variant), variant).toBe(true);
  });

  it("lets uncommon passwords through, whatever their composition", () => {
    for (const fine of ["tulipbox", "correct horse battery staple", "Clerk#2026b", "长长长长长长长长"]) expect(isCommonPassword(fine), fine).toBe(false);
  });
});

describe("passwords guessed in fewer than 1,000 tries (zxcvbn-ts score 0)", () => {
  it("refuses the repeats, sequences and keyboard walks common among Chinese users that the list lacks", () => {
    for (const simple of ["88888888", "98765432", "20262026", "长长长长长长长长"]) {
      expect(isCommonPassword(simple), simple).toBe(false);
      expect(isGuessablePassword(simple), simple).toBe(true);
    }
  });

  it("lets passwords through that take more guesses, whatever their composition", () => {
    for (const fine of ["tulipbox", "correct horse battery staple", "Clerk#2026b", "13579246", "woaini1314", "长城在北方山上"]) expect(isGuessablePassword(fine), fine).toBe(false);
  });
});

describe("passwordRefusal", () => {
  it("answers the first broken part in zh-CN, null when none", () => {
    expect(passwordRefusal("1234567", "zhangsan")).toBe("密码至少 8 位");
    expect(passwordRefusal("x".repeat(129), "zhangsan")).toBe("密码不能超过 128 位");
    expect(passwordRefusal("ZhangSan", "zhangsan")).toBe("密码不能与登录账号相同");
    expect(passwordRefusal("password1", "zhangsan")).toBe("密码过于常见，容易被猜中，请换一个");
    expect(passwordRefusal("88888888", "zhangsan")).toBe("密码过于简单（重复、连续或键盘上相邻的字符，或常见词的变形），容易被猜中，请换一个");
    expect(passwordRefusal("tulipbox", "zhangsan")).toBeNull();
    expect(weakPassword("password1", "zhangsan")?.["en-US"]).toBe("This password is too common and easily guessed; choose another");
  });
});
