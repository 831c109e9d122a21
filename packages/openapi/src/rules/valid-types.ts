/**
 * JeecgBoot's named validation patterns (field_valid_type of online forms, `pattern` of grid
 * columns): n6-16, *6-16, s6-18, url, e, m, p, s, n, z, money. The console's grid rules and the
 * server's check of online form values read them from here, so both judge a value alike.
 */
import { MOBILE_PATTERNS, type MobileReading } from "./mobile.js";

export type MoneyReading = "5-decimals" | "2-decimals";

export const MONEY_PATTERNS: Readonly<Record<MoneyReading, RegExp>> = {
  "5-decimals": /^([1-9]\d*(\.\d{0,5})?|0(\.\d{0,2})?)$/,
  "2-decimals": /^([1-9]\d*(\.\d{0,2})?|0(\.\d{0,2})?)$/,
};

/** The named patterns (m and money depend on a reading). */
export const GRID_PATTERNS = {
  "n6-16": /^\d{6,16}$/,
  "*6-16": /^.{6,16}$/u,
  "s6-18": /^[A-Za-z]{6,18}$/,
  url: /^((ht|f)tps?):\/\/[\w-]+(\.[\w-]+)+([\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
  e: /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/,
  p: /^[1-9]\d{5}$/,
  s: /^[A-Za-z]+$/,
  n: /^-?\d+(\.?\d+|\d?)$/,
  z: /^-?\d+$/,
} as const;

export type NamedGridPattern = keyof typeof GRID_PATTERNS | "m" | "money";
export const NAMED_GRID_PATTERNS: readonly NamedGridPattern[] = [...(Object.keys(GRID_PATTERNS) as (keyof typeof GRID_PATTERNS)[]), "m", "money"];

export const isNamedPattern = (pattern: string): pattern is NamedGridPattern => (NAMED_GRID_PATTERNS as readonly string[]).includes(pattern);

/** The RegExp of a named pattern. */
export function namedPattern(name: NamedGridPattern, readings: { mobile?: MobileReading; money?: MoneyReading } = {}): RegExp {
  if (name === "m") return MOBILE_PATTERNS[readings.mobile ?? "3-9"];
  if (name === "money") return MONEY_PATTERNS[readings.money ?? "5-decimals"];
  return GRID_PATTERNS[name];
}

/** What a value failing a named pattern is told (zh-CN; the console's catalogue has both languages). */
export const NAMED_PATTERN_MESSAGES: Readonly<Record<NamedGridPattern, string>> = {
  "n6-16": "请输入6到16位数字",
  "*6-16": "请输入6到16位任意字符",
  "s6-18": "请输入6到18位字母",
  url: "请输入正确的网址",
  e: "请输入正确的电子邮件",
  m: "请输入正确的手机号码",
  p: "请输入正确的邮政编码",
  s: "请输入字母",
  n: "请输入数字",
  z: "请输入整数",
  money: "请输入正确的金额",
};
