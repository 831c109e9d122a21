/**
 * Login throttling shared by all instances (sys_login_throttle): every failed login counts against
 * the username (or the mobile, for SMS logins) and against the client address; 5 failures within
 * 10 minutes lock that subject for 10 minutes. Refused attempts do not extend the lock; a successful
 * login clears both counters.
 */
import { and, gt, inArray, sql } from "drizzle-orm";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import { sysLoginThrottle } from "../../db/schema/index.js";

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 10 * 60 * 1000;
export const LOCK_MS = 10 * 60 * 1000;

export const userSubject = (username: string) => `user:${username.toLowerCase()}`.slice(0, 200);
export const mobileSubject = (mobile: string) => `mobile:${mobile}`.slice(0, 200);
export const ipSubject = (ip: string) => `ip:${ip}`.slice(0, 200);

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
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

  async recordFailure(subjects: string[]): Promise<void> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
    const lockUntil = new Date(now.getTime() + LOCK_MS);
    const t = sysLoginThrottle;
    // Values inside sql`` are not mapped by a column: pass timestamps as typed literals.
    const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
    // A new window starts when the old one is over or its lock has run out.
    const restart = sql`(${t.windowStart} < ${ts(windowStart)} or (${t.lockedUntil} is not null and ${t.lockedUntil} <= ${ts(now)}))`;
    const failures = sql`case when ${restart} then 1 else ${t.failures} + 1 end`;
    for (const subject of subjects) {
      await this.db
        .insert(t)
        .values({ subject, failures: 1, windowStart: now, lockedUntil: null })
        .onConflictDoUpdate({
          target: t.subject,
          set: {
            failures,
            windowStart: sql`case when ${restart} then ${ts(now)} else ${t.windowStart} end`,
            lockedUntil: sql`case when ${failures} >= ${MAX_FAILURES} then ${ts(lockUntil)} else null end`,
          },
        });
    }
  }

  async clear(subjects: string[]): Promise<void> {
    await this.db.delete(sysLoginThrottle).where(inArray(sysLoginThrottle.subject, subjects));
  }
}
