/**
 * Captchas live in the database (sys_captcha) so that every instance agrees: issued for a check
 * key, valid 60 seconds, consumed by the first attempt whether right or wrong.
 */
import { eq, lt } from "drizzle-orm";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import { sysCaptcha } from "../../db/schema/index.js";
import { randomCode } from "./captcha-image.js";

export const CAPTCHA_TTL_MS = 60 * 1000;
export const CHECK_KEY = /^[\x21-\x7e]{1,64}$/;

export type CaptchaCheck = "ok" | "wrong" | "expired" | "unknown";

export class CaptchaStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A new code for `checkKey` (replacing an earlier one for the same key). */
  async issue(checkKey: string): Promise<string> {
    const code = randomCode();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
    await this.db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, now));
    await this.db
      .insert(sysCaptcha)
      .values({ checkKey, code: code.toLowerCase(), createdAt: now, expiresAt })
      .onConflictDoUpdate({ target: sysCaptcha.checkKey, set: { code: code.toLowerCase(), createdAt: now, expiresAt } });
    return code;
  }

  /** Checks `answer` (case-insensitive) and removes the captcha in the same statement: one use. */
  async consume(checkKey: string, answer: string): Promise<CaptchaCheck> {
    const [row] = await this.db.delete(sysCaptcha).where(eq(sysCaptcha.checkKey, checkKey)).returning();
    if (!row) return "unknown";
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) return "expired";
    return row.code === answer.trim().toLowerCase() ? "ok" : "wrong";
  }
}
