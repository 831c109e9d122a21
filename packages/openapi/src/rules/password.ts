/**
 * The password rule, OWASP ASVS 2.1: at least `PASSWORD_MIN_LENGTH` characters, at most
 * `PASSWORD_MAX_LENGTH`, no composition rule (no "letters and digits"), not the account's own
 * name, and not a known-breached or common password. This shared part holds what the console can
 * check as the password is typed (the length and the account name); the list of common passwords
 * is the server's alone (apps/server/src/auth/password-policy.ts), so that no 50k-word list is
 * shipped to browsers: the console shows the server's refusal for that one.
 */
import type { LocalizedText } from "./text.js";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Why a password is refused: one message per reason. */
export const PASSWORD_MESSAGES = {
  tooShort: { "zh-CN": `密码至少 ${PASSWORD_MIN_LENGTH} 位`, "en-US": `The password needs at least ${PASSWORD_MIN_LENGTH} characters` },
  tooLong: { "zh-CN": `密码不能超过 ${PASSWORD_MAX_LENGTH} 位`, "en-US": `The password can have at most ${PASSWORD_MAX_LENGTH} characters` },
  sameAsAccount: { "zh-CN": "密码不能与登录账号相同", "en-US": "The password cannot be the account name" },
  tooCommon: { "zh-CN": "密码过于常见，容易被猜中，请换一个", "en-US": "This password is too common and easily guessed; choose another" },
  tooSimple: {
    "zh-CN": "密码过于简单（重复、连续或键盘上相邻的字符，或常见词的变形），容易被猜中，请换一个",
    "en-US": "This password is too simple (a repeat, a sequence, a keyboard pattern or a disguised common word) and easily guessed; choose another",
  },
} as const satisfies Record<string, LocalizedText>;

/**
 * What the console and the server both check: the length (in characters as typed, a surrogate
 * pair counting as one) and, when the account is known, that the password is not its name in any
 * letter case. Null when those hold; the server adds the common-password list.
 */
export function passwordProblem(password: string, username?: string): LocalizedText | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase()) return PASSWORD_MESSAGES.sameAsAccount;
  return null;
}
