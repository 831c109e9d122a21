/**
 * The password rule. Every password set through the API has at least `PASSWORD_MIN_LENGTH`
 * characters (a user added or reset by an administrator, one's own change); a password its owner
 * chooses at self-registration or recovery must also hold letters and digits (`passwordProblem`).
 * The spec gives no text for it; the message is the one server and console have always shown.
 */
import type { LocalizedText } from "./text.js";

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULE_MESSAGE: LocalizedText = {
  "zh-CN": `密码至少 ${PASSWORD_MIN_LENGTH} 位，且须同时包含字母和数字`,
  "en-US": `The password needs at least ${PASSWORD_MIN_LENGTH} characters, with letters and digits`,
};

/** The rule's message when `password` is too short or lacks a letter or a digit; null when it holds. */
export function passwordProblem(password: string): LocalizedText | null {
  const holds = password.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(password) && /\d/.test(password);
  return holds ? null : PASSWORD_RULE_MESSAGE;
}
