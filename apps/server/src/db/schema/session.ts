/**
 * Session state that must be shared by every instance behind a load balancer: access tokens,
 * captchas and login throttling all live in the database.
 */
import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/** Access tokens, stored as SHA-256 hashes of the random token (the token itself is never stored). */
export const sysToken = pgTable(
  "sys_token",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    userId: varchar("user_id", { length: 32 }).notNull(),
    tenantId: integer("tenant_id"),
    clientIp: varchar("client_ip", { length: 64 }),
    userAgent: varchar("user_agent", { length: 255 }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Sliding: moved forward on use (7 days of idleness and it expires). */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    /** logout, password, freeze, force, … */
    revokedReason: varchar("revoked_reason", { length: 32 }),
  },
  (t) => [index("idx_sys_token_user_id").on(t.userId), index("idx_sys_token_expires_at").on(t.expiresAt)],
);

/** Login captchas by the client's check key: one use, short-lived. */
export const sysCaptcha = pgTable(
  "sys_captcha",
  {
    checkKey: varchar("check_key", { length: 64 }).primaryKey(),
    /** Lower-cased code. */
    code: varchar("code", { length: 16 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("idx_sys_captcha_expires_at").on(t.expiresAt)],
);

/** Failed-login counters per subject (`user:<username>` or `ip:<address>`) and their lockout. */
export const sysLoginThrottle = pgTable("sys_login_throttle", {
  subject: varchar("subject", { length: 200 }).primaryKey(),
  failures: integer("failures").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
});
