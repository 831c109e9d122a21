/**
 * The shared form rules (shell.md §5, widgets.md §5 "Shared form rules") with their messages.
 *
 * A rule is data plus a test: `{ message, trigger?, test(value) }`; `firstError(rules, value)`
 * gives the first failing rule's message. Pattern rules pass an empty value (a required rule
 * decides about emptiness), as JeecgBoot's do.
 *
 * Two readings exist for the mobile pattern: second digit 3, 4, 5, 7 or 8 (the shared rule set,
 * default here) or 3-9 (one source; the grid's `m`). Pick one with `reading`.
 * The username rule checks 4 to 18 characters while its message says 6 to 18 — as the spec says.
 */
import { MOBILE_PATTERNS, type MobileReading, USERNAME_PATTERN } from "@qt/openapi/rules";
import { sameText, textOf, type LocalizedText, type MessageId } from "../messages.js";

// The mobile patterns are the contract's, shared with the server (@qt/openapi/rules).
export { MOBILE_PATTERNS, type MobileReading };

export type RuleTrigger = "blur" | "change";

export interface FieldRule {
  readonly message: LocalizedText;
  readonly trigger?: RuleTrigger;
  /** True when the value passes. */
  readonly test: (value: unknown) => boolean;
}

/** null, undefined, a blank string or an empty array. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The message of the first rule the value fails, or null. */
export function firstError(rules: readonly FieldRule[], value: unknown): LocalizedText | null {
  for (const rule of rules) if (!rule.test(value)) return rule.message;
  return null;
}

/** Every failing rule's message (for forms that show them all). */
export function allErrors(rules: readonly FieldRule[], value: unknown): LocalizedText[] {
  return rules.filter((rule) => !rule.test(value)).map((rule) => rule.message);
}

type Message = LocalizedText | string;
const toText = (message: Message): LocalizedText => (typeof message === "string" ? sameText(message) : message);

/** Characters as a user counts them (code points). */
export const lengthOf = (value: unknown): number => Array.from(String(value ?? "")).length;

export function requiredRule(message: Message, trigger: RuleTrigger = "blur"): FieldRule {
  return { message: toText(message), trigger, test: (value) => !isEmpty(value) };
}

/** A pattern rule: an empty value passes. */
export function patternRule(pattern: RegExp, message: Message, trigger: RuleTrigger = "blur"): FieldRule {
  return { message: toText(message), trigger, test: (value) => isEmpty(value) || pattern.test(String(value)) };
}

// ---- named patterns ---------------------------------------------------------------------------

/** The named patterns of the shared rule set, with their message ids. */
export const FORM_PATTERNS = {
  /** 0, 1, 2, … */
  naturalNumber: { pattern: /^(0|[1-9]\d*)$/, message: "rule.naturalNumber" },
  englishLetters: { pattern: /^[A-Za-z]+$/, message: "rule.letters" },
  /** Area code (3-4 digits, optional dash), 7-8 digits, optional extension. */
  landline: { pattern: /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/, message: "rule.landline" },
  /** 10-20 digits, not starting with 0. */
  bankCard: { pattern: /^[1-9]\d{9,19}$/, message: "rule.bankCard" },
  /** Up to 50 letters or digits. */
  idNumber: { pattern: /^[A-Za-z0-9]{1,50}$/, message: "rule.idNumber" },
  /** Mainland ID card: 15 digits, or 17 digits and a digit or X. */
  idCard: { pattern: /^(\d{15}|\d{17}[\dXx])$/, message: "rule.idCard" },
  /** 5-12 digits, not starting with 0. */
  qq: { pattern: /^[1-9]\d{4,11}$/, message: "rule.qq" },
  /** Beginning with http:// or https://. */
  url: { pattern: /^https?:\/\/\S+$/i, message: "rule.url" },
  /** Up to 20 letters or digits. */
  alnum20: { pattern: /^[A-Za-z0-9]{1,20}$/, message: "rule.alnum20" },
  /** 2-100 Chinese or English letters and spaces. */
  namesAndSpaces: { pattern: /^[A-Za-z\u4e00-\u9fa5 ]{2,100}$/, message: "rule.namesAndSpaces" },
  /** Digits and line breaks. */
  digitsAndLineBreaks: { pattern: /^[\d\r\n]+$/, message: "rule.digitsAndLineBreaks" },
  /** Up to 255 characters (line breaks included). */
  max255: { pattern: /^[\s\S]{0,255}$/u, message: "rule.max255" },
} as const satisfies Record<string, { pattern: RegExp; message: MessageId }>;

export type FormPatternName = keyof typeof FORM_PATTERNS;

export function namedPatternRule(name: FormPatternName, trigger: RuleTrigger = "blur"): FieldRule {
  const { pattern, message } = FORM_PATTERNS[name];
  return patternRule(pattern, textOf(message), trigger);
}

// ---- field rule sets --------------------------------------------------------------------------

export interface MobileRuleOptions {
  /** Default true; the optional variant only checks the format. */
  required?: boolean;
  /** Default "34578" (the shared rule set). */
  reading?: MobileReading;
}

/** Mobile: required (请输入手机号) and well-formed (请输入正确手机号). */
export function mobileRules(options: MobileRuleOptions = {}): FieldRule[] {
  const rules: FieldRule[] = [];
  if (options.required ?? true) rules.push(requiredRule(textOf("rule.mobileRequired")));
  rules.push(patternRule(MOBILE_PATTERNS[options.reading ?? "34578"], textOf("rule.mobileInvalid")));
  return rules;
}

export { USERNAME_PATTERN };

/** Username: required; letters, digits, underscore, 4 to 18 (the message says 6 to 18). */
export function usernameRules(): FieldRule[] {
  return [requiredRule(textOf("rule.usernameRequired")), patternRule(USERNAME_PATTERN, textOf("rule.usernamePattern"))];
}

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Email: optional, valid format. */
export function emailRules(options: { required?: boolean; requiredMessage?: Message } = {}): FieldRule[] {
  const rules: FieldRule[] = [];
  if (options.required) rules.push(requiredRule(options.requiredMessage ?? textOf("rule.emailInvalid")));
  rules.push(patternRule(EMAIL_PATTERN, textOf("rule.emailInvalid")));
  return rules;
}

// ---- helpers ----------------------------------------------------------------------------------

export interface LengthOptions {
  /** The required message. */
  message: Message;
  /** Minimum length: 'minimum length N characters' (最小长度N位字符). */
  min?: number;
  /** Maximum length: 'maximum length N characters' (最大长度N位字符). */
  max?: number;
}

/** Required, with optional minimum and maximum length (empty values fail only `required`). */
export function requiredWithLength(options: LengthOptions): FieldRule[] {
  const rules: FieldRule[] = [requiredRule(options.message)];
  const { min, max } = options;
  if (min !== undefined) {
    rules.push({ message: textOf("rule.minLength", { n: min }), trigger: "blur", test: (v) => isEmpty(v) || lengthOf(v) >= min });
  }
  if (max !== undefined) {
    rules.push({ message: textOf("rule.maxLength", { n: max }), trigger: "blur", test: (v) => isEmpty(v) || lengthOf(v) <= max });
  }
  return rules;
}

/** A select that must have a choice, checked on change. */
export function selectRequired(message: Message = textOf("rule.selectRequired")): FieldRule {
  return requiredRule(message, "change");
}

export interface CheckboxGroupOptions {
  /** The required message (omit for an optional group). */
  message?: Message;
  /** 'select at least N items' (最少选择N项). */
  min?: number;
  /** 'at most N items' (最多选择N项). */
  max?: number;
}

/** A checkbox group: required, at least `min`, at most `max` items (checked on change). */
export function checkboxGroupRules(options: CheckboxGroupOptions = {}): FieldRule[] {
  const count = (v: unknown) => (Array.isArray(v) ? v.length : isEmpty(v) ? 0 : 1);
  const rules: FieldRule[] = [];
  if (options.message !== undefined) rules.push(requiredRule(options.message, "change"));
  const { min, max } = options;
  if (min !== undefined) rules.push({ message: textOf("rule.minItems", { n: min }), trigger: "change", test: (v) => count(v) >= min });
  if (max !== undefined) rules.push({ message: textOf("rule.maxItems", { n: max }), trigger: "change", test: (v) => count(v) <= max });
  return rules;
}

/** Change password (shell.md §5): old, new and confirmation required; confirmation equals new. */
export function changePasswordRules(newPassword: () => unknown): {
  oldpassword: FieldRule[];
  password: FieldRule[];
  confirmpassword: FieldRule[];
} {
  return {
    oldpassword: [requiredRule(textOf("rule.oldPasswordRequired"))],
    password: [requiredRule(textOf("rule.newPasswordRequired"))],
    confirmpassword: [
      requiredRule(textOf("rule.confirmPasswordRequired")),
      { message: textOf("rule.passwordMismatch"), trigger: "blur", test: (v) => isEmpty(v) || v === newPassword() },
    ],
  };
}
