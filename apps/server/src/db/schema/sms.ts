/** SMS verification codes (POST /sys/sms → /sys/phoneLogin), stored as SHA-256 hashes. */
import { boolean, index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

export const sysSmsCode = pgTable(
  "sys_sms_code",
  {
    id: serial("id").primaryKey(),
    mobile: varchar("mobile", { length: 32 }).notNull(),
    /** SHA-256 (hex) of the 6-digit code. */
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    /** smsmode: 0 login, 1 register, 2 forgotten password. */
    purpose: varchar("purpose", { length: 16 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Wrong answers so far (5 and the code is dead). */
    attempts: integer("attempts").notNull().default(0),
    used: boolean("used").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("idx_sys_sms_code_mobile_purpose").on(t.mobile, t.purpose, t.createdAt), index("idx_sys_sms_code_expires_at").on(t.expiresAt)],
);
