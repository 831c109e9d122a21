/**
 * Throttling shared by all instances (sys_login_throttle), one mechanism for every guessable
 * secret and every costly send. A subject (`user:admin`, `ip:1.2.3.4`…) counts events; `max` of
 * them within `windowMs` lock it for `lockMs`. Refused attempts do not extend the lock.
 *
 * - Logins (the default policy): every failed login counts against the username (or the mobile,
 *   for SMS logins) and the client address; 5 failures within 10 minutes lock for 10 minutes; a
 *   successful login clears both counters.
 * - SMS codes and recovery keys (code-guard.ts) and SMS sends (sms.ts) use their own subjects.
 */
import { and, gt, inArray, sql } from "drizzle-orm";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import { sysLoginThrottle } from "../../db/schema/index.js";

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 10 * 60 * 1000;
export const LOCK_MS = 10 * 60 * 1000;

export interface ThrottlePolicy {
  /** Events within the window that lock the subject. */
  max: number;
  windowMs: number;
  lockMs: number;
}

export const LOGIN_POLICY: ThrottlePolicy = { max: MAX_FAILURES, windowMs: FAILURE_WINDOW_MS, lockMs: LOCK_MS };

export const userSubject = (username: string) => `user:${username.toLowerCase()}`.slice(0, 200);
export const mobileSubject = (mobile: string) => `mobile:${mobile}`.slice(0, 200);
export const ipSubject = (ip: string) => `ip:${ip}`.slice(0, 200);

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly policy: ThrottlePolicy = LOGIN_POLICY,
  ) {}

  /** When the latest lock among `subjects` ends, or null when none is locked. */
  async lockedUntil(subjects: string[]): Promise<Date | null> {
    const now = this.clock.now();
    const rows = await this.db
      .select({ lockedUntil: sysLoginThrottle.lockedUntil })
      .from(sysLoginThrottle)
      .where(and(inArray(sysLoginThrottle.subject, subjects), gt(sysLoginThrottle.lockedUntil, now)));
    let until: Date | null = null;
    for (const r of rows) if (r.lockedUntil && (!until || r.lockedUntil > until)) until = r.lockedUntil;
    return until;
  }

  /** Whole minutes (at least 1) until the latest lock among `subjects` ends, or null when none is locked. */
  async lockedMinutes(subjects: string[]): Promise<number | null> {
    const until = await this.lockedUntil(subjects);
    return until ? Math.max(1, Math.ceil((until.getTime() - this.clock.now().getTime()) / 60_000)) : null;
  }

  /** Counts one event (a failure, a send) against each subject; true when one of them is now locked. */
  async recordFailure(subjects: string[]): Promise<boolean> {
    const now = this.clock.now();
    const { max, windowMs, lockMs } = this.policy;
    const windowStart = new Date(now.getTime() - windowMs);
    const lockUntil = new Date(now.getTime() + lockMs);
    const t = sysLoginThrottle;
    // Values inside sql`` are not mapped by a column: pass timestamps as typed literals.
    const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
    // A new window starts when the old one is over or its lock has run out.
    const restart = sql`(${t.windowStart} < ${ts(windowStart)} or (${t.lockedUntil} is not null and ${t.lockedUntil} <= ${ts(now)}))`;
    const failures = sql`case when ${restart} then 1 else ${t.failures} + 1 end`;
    let locked = false;
    for (const subject of subjects) {
      const [row] = await this.db
        .insert(t)
        .values({ subject, failures: 1, windowStart: now, lockedUntil: max <= 1 ? lockUntil : null })
        .onConflictDoUpdate({
          target: t.subject,
          set: {
            failures,
            windowStart: sql`case when ${restart} then ${ts(now)} else ${t.windowStart} end`,
            lockedUntil: sql`case when ${failures} >= ${max} then ${ts(lockUntil)} else null end`,
          },
        })
        .returning({ lockedUntil: t.lockedUntil });
      if (row?.lockedUntil && row.lockedUntil > now) locked = true;
    }
    return locked;
  }

  async clear(subjects: string[]): Promise<void> {
    await this.db.delete(sysLoginThrottle).where(inArray(sysLoginThrottle.subject, subjects));
  }
}
