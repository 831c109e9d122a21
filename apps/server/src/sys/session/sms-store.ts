/**
 * SMS codes live in the database (sys_sms_code) so that every instance agrees: 6 digits, stored as
 * SHA-256 of `<mobile>:<code>`, valid 10 minutes, one use, dead after 5 wrong answers; at most one
 * code per mobile and purpose every 60 seconds. A new code replaces the earlier ones.
 *
 * The same table holds the password-recovery keys (`issueKey`): random keys handed out once an SMS
 * code was checked, with the same lifetime and limits, bound to the mobile by the hash.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import { sysSmsCode } from "../../db/schema/index.js";

export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;
/** Rows older than this are removed when a new code is issued. */
const SMS_KEEP_MS = 24 * 60 * 60 * 1000;

export interface SmsMessage {
  mobile: string;
  code: string;
  /** smsmode: "0" login, "1" register, "2" forgotten password. */
  purpose: string;
}

/** Delivers a code; `log` is the request's logger (a child of the app logger). */
export interface SmsSender {
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

/** The default sender: no SMS gateway, the code goes to the log. */
export const logSmsSender: SmsSender = {
  send({ mobile, code }, log) {
    log.info(`SMS code for ${mobile}: ${code}`);
    return Promise.resolve();
  },
};

export const hashSmsCode = (mobile: string, code: string) => createHash("sha256").update(`${mobile}:${code}`).digest("hex");

export type SmsIssue = { ok: true; code: string } | { ok: false; retryAfterSeconds: number };
export type SmsCheck = "ok" | "wrong" | "expired" | "unknown";

export class SmsCodeStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A new code for `mobile` (earlier ones stop working), unless one was issued less than 60 s ago. */
  async issue(mobile: string, purpose: string): Promise<SmsIssue> {
    const now = this.clock.now();
    const t = sysSmsCode;
    const [latest] = await this.db
      .select({ createdAt: t.createdAt })
      .from(t)
      .where(and(eq(t.mobile, mobile), eq(t.purpose, purpose)))
      .orderBy(desc(t.createdAt))
      .limit(1);
    const since = latest ? now.getTime() - latest.createdAt.getTime() : Infinity;
    if (since < SMS_RESEND_MS) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((SMS_RESEND_MS - since) / 1000)) };

    await this.db.delete(t).where(lt(t.createdAt, new Date(now.getTime() - SMS_KEEP_MS)));
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await this.store(mobile, purpose, code, now);
    return { ok: true, code };
  }

  /**
   * A random one-time key for `mobile` (earlier keys of the purpose stop working), checked later
   * with `consume` like a code: 10 minutes, one use, 5 wrong answers. No 60-second rule: each key
   * is earned by a checked SMS code.
   */
  async issueKey(mobile: string, purpose: string): Promise<string> {
    const key = randomBytes(24).toString("base64url");
    await this.store(mobile, purpose, key, this.clock.now());
    return key;
  }

  /** Every live code (or key) of `mobile` for `purpose` stops working. */
  async voidLive(mobile: string, purpose: string): Promise<void> {
    const t = sysSmsCode;
    await this.db.update(t).set({ used: true }).where(and(eq(t.mobile, mobile), eq(t.purpose, purpose), eq(t.used, false)));
  }

  private async store(mobile: string, purpose: string, secret: string, now: Date): Promise<void> {
    const t = sysSmsCode;
    await this.voidLive(mobile, purpose);
    await this.db.insert(t).values({
      mobile,
      codeHash: hashSmsCode(mobile, secret),
      purpose,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      attempts: 0,
      used: false,
      createdAt: now,
    });
  }

  /** Checks `answer` against the latest live code: right → used; wrong → one attempt more. */
  async consume(mobile: string, purpose: string, answer: string): Promise<SmsCheck> {
    const t = sysSmsCode;
    const [row] = await this.db
      .select()
      .from(t)
      .where(and(eq(t.mobile, mobile), eq(t.purpose, purpose), eq(t.used, false), lt(t.attempts, SMS_MAX_ATTEMPTS)))
      .orderBy(desc(t.createdAt))
      .limit(1);
    if (!row) return "unknown";
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) return "expired";
    const given = Buffer.from(hashSmsCode(mobile, answer.trim()), "hex");
    if (!timingSafeEqual(given, Buffer.from(row.codeHash, "hex"))) {
      await this.db
        .update(t)
        .set({ attempts: sql`${t.attempts} + 1` })
        .where(eq(t.id, row.id));
      return "wrong";
    }
    // One use: only the request that flips `used` wins.
    const taken = await this.db
      .update(t)
      .set({ used: true })
      .where(and(eq(t.id, row.id), eq(t.used, false), lt(t.attempts, SMS_MAX_ATTEMPTS)))
      .returning({ id: t.id });
    return taken.length ? "ok" : "unknown";
  }
}
