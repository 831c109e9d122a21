/**
 * The mobile-number rule (widgets.md §5: grid pattern `m`, shared form rules): 11 digits starting
 * with 1. The spec has two readings of the second digit: 3-9 (`MOBILE_PATTERN`: what the server
 * accepts for SMS codes, registration, recovery and profiles, what the contract declares, and what
 * the console's login screens and grids check) and 3, 4, 5, 7 or 8 (the shared form rule set's,
 * used by the console's forms).
 */
import type { LocalizedText } from "./text.js";

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export type MobileReading = "34578" | "3-9";

export const MOBILE_PATTERNS: Readonly<Record<MobileReading, RegExp>> = {
  "34578": /^1[34578]\d{9}$/,
  "3-9": MOBILE_PATTERN,
};

/** What a malformed number is told in a form (widgets.md §5; zh-CN from MESSAGES.md). */
export const MOBILE_RULE_MESSAGE: LocalizedText = { "zh-CN": "请输入正确手机号", "en-US": "please enter correct mobile number" };

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
