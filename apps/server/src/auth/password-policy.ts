/**
 * The server's whole password rule (OWASP ASVS 2.1), applied wherever a password is set: the
 * shared part (`passwordProblem` of @qt/openapi/rules: 8–128 characters, not the account name)
 * and the list of known-breached and common passwords, which stays on the server.
 *
 * The list is zxcvbn-ts's common-password dictionary (@zxcvbn-ts/language-common, MIT, ~49k
 * passwords ranked by frequency in breach corpora, lower case), plus the context-specific words that
 * list lacks (ASVS 2.1.7, NIST 800-63B 5.1.1.2): JeecgBoot's default password and admin variants.
 * A password is looked up in lower case, so `Password` and `PASSWORD` are refused like `password`.
 *
 * The list is English-centred: the breach corpora behind it hold few passwords of Chinese users.
 * Many of theirs (`88888888`, `98765432`, `20262026`) are repeats and sequences the list lacks,
 * so zxcvbn-ts's own estimate (repeats, sequences, keyboard walks) refuses a password it
 * guesses in fewer than 1,000 tries (its score 0). Pinyin words (`woaini1314`) are beyond any
 * dictionary it ships and still pass.
 */
import { type LocalizedText, PASSWORD_MESSAGES, passwordProblem } from "@qt/openapi/rules";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/** The product's context: JeecgBoot's default password, its name, and the admin account's usual variants. */
const CONTEXT_PASSWORDS = ["jeecg#123456", "jeecg@123456", "jeecg123456", "jeecgboot", "jeecg-boot", "admin#123", "admin@123", "admin#123456", "admin@123456", "admin123456"];

let common: ReadonlySet<string> | undefined;

/** True when `password` is on the list of known-breached or common passwords (in any letter case). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set([...dictionary["passwords-common"], ...CONTEXT_PASSWORDS]);
  return common.has(password.normalize("NFKC").toLowerCase());
}

let estimator: ZxcvbnFactory | undefined;

/** True when zxcvbn-ts guesses `password` in fewer than 10^3 tries (score 0). */
export function isGuessablePassword(password: string): boolean {
  estimator ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });
  // The estimate's cost grows with the length; a 128-character password is never guessable in 10^3 tries.
  return estimator.check(password.slice(0, 64)).score === 0;
}

/**
 * Why `password` cannot be the password of `username`, in both languages, or null when it can.
 * `username` is the account's login name, so that the account name itself is refused.
 */
export function weakPassword(password: string, username: string): LocalizedText | null {
  return (
    passwordProblem(password, username) ??
    (isCommonPassword(password) ? PASSWORD_MESSAGES.tooCommon : isGuessablePassword(password) ? PASSWORD_MESSAGES.tooSimple : null)
  );
}

/** `weakPassword`'s message as the API answers it (zh-CN), or null. */
export function passwordRefusal(password: string, username: string): string | null {
  return weakPassword(password, username)?.["zh-CN"] ?? null;
}
