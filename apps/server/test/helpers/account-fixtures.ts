/**
 * What the suites of the login screens' calls share (account-suite.ts, hardening-secrets-suite.ts):
 * a recording SMS sender, fresh mobile numbers, users to try the calls on, the code an SMS carried,
 * and before each test no sent messages and no login or code throttles left by the one before.
 */
import { beforeEach } from "vitest";
import { hashPassword } from "../../src/auth/password.js";
import { sysLoginThrottle, sysUser } from "../../src/db/schema/index.js";
import { newId } from "../../src/ids.js";
import { recordingSmsSender } from "./session-areas.js";
import type { SuiteDatabase } from "./suite.js";

export interface AccountFixtureOptions {
  /** Usernames are `<prefix><n>`. */
  usernamePrefix: string;
  /** Every new user's password. */
  password: string;
  /** The first fresh mobile number (suites sharing a database keep apart ranges). */
  firstMobile: number;
}

export interface FixtureUser {
  id: string;
  mobile: string;
  username: string;
}

/** Call inside the suite's describe, after useSuiteDatabase. */
export function useAccountFixtures(suite: SuiteDatabase, options: AccountFixtureOptions) {
  const { sent, sender } = recordingSmsSender();
  let nextMobile = options.firstMobile;
  let userCount = 0;

  beforeEach(async () => {
    sent.length = 0;
    if (suite.open) await suite.db().delete(sysLoginThrottle);
  });

  const freshMobile = () => String(nextMobile++);
  return {
    sent,
    sender,
    freshMobile,
    /** A user with a fresh mobile number and the options' password (`fields` override). */
    async newUser(fields: Partial<typeof sysUser.$inferInsert> = {}): Promise<FixtureUser> {
      const mobile = freshMobile();
      const username = `${options.usernamePrefix}${++userCount}`;
      const id = newId();
      await suite.db().insert(sysUser).values({ id, username, realname: "账户", phone: mobile, passwordHash: await hashPassword(options.password), status: 1, ...fields });
      return { id, mobile, username: fields.username ?? username };
    },
    /** The code of the last SMS sent to `mobile` for `purpose` (the smsmode). */
    codeFor(mobile: string, purpose: string): string {
      const m = sent.filter((s) => s.mobile === mobile && s.purpose === purpose).at(-1);
      if (!m) throw new Error(`no SMS for ${mobile} (mode ${purpose})`);
      return m.code;
    },
  };
}

/** A six-digit code that is not `code`. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
