/**
 * Checking an SMS code or a password-recovery key under the throttle that guards logins
 * (login-throttle.ts), on subjects of their own (`code:mobile:…`, `code:user:…`), so that a
 * locked code does not lock the account's login and the reverse: 5 wrong answers within 10
 * minutes for a phone or an account lock it for 10 minutes. The 5th wrong answer also voids the
 * live codes of that phone and purpose; until the lock ends every answer is refused unchecked, and
 * a new code does not reopen it. A right answer clears the counters, as a login does.
 *
 * The SMS code's own limit (5 wrong answers kill one code, sms-store.ts) stays: without this guard
 * each new code (one a minute) would bring 5 more guesses.
 */
import type { LoginThrottle } from "./login-throttle.js";
import type { SmsCheck, SmsCodeStore } from "./sms-store.js";

export const CODE_MESSAGES = {
  locked: (minutes: number) => `验证码错误次数过多，请${minutes}分钟后再试`,
} as const;

export const codeSubject = (kind: "mobile" | "user", value: string) => `code:${kind}:${value.toLowerCase()}`.slice(0, 200);

/** The code's verdict, or the minutes left of the lock that refused it unchecked. */
export type CodeCheck = SmsCheck | { lockedMinutes: number };

export class CodeGuard {
  constructor(
    private readonly codes: SmsCodeStore,
    private readonly throttle: LoginThrottle,
  ) {}

  /** Checks `answer` for `mobile` and `purpose`; `username`, when the call names the account, is throttled too. */
  async check(mobile: string, purpose: string, answer: string, username?: string): Promise<CodeCheck> {
    const subjects = [codeSubject("mobile", mobile), ...(username ? [codeSubject("user", username)] : [])];
    const lockedMinutes = await this.throttle.lockedMinutes(subjects);
    if (lockedMinutes) return { lockedMinutes };
    const verdict = await this.codes.consume(mobile, purpose, answer);
    if (verdict === "wrong" && (await this.throttle.recordFailure(subjects))) await this.codes.voidLive(mobile, purpose);
    if (verdict === "ok") await this.throttle.clear(subjects);
    return verdict;
  }
}

/** The refusal of a check that did not pass: the lock's message, or the caller's for wrong and for stale answers. */
export function codeRefusal(check: Exclude<CodeCheck, "ok">, messages: { wrong: string; invalid: string }): string {
  if (typeof check === "object") return CODE_MESSAGES.locked(check.lockedMinutes);
  return check === "wrong" ? messages.wrong : messages.invalid;
}
