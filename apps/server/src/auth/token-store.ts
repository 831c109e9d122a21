/**
 * Access tokens: 32 random bytes (base64url) handed to the client once; the database keeps only
 * their SHA-256. A token expires after 7 days without use (sliding) and can be revoked (logout,
 * password change, freezing, force-logout). Shared by every instance through the database.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, type SQL } from "drizzle-orm";
import type { Clock } from "../clock.js";
import type { Db } from "../db/database.js";
import { sysToken } from "../db/schema/index.js";

export const TOKEN_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen/expiry are written at most this often per token (not on every request). */
export const TOKEN_TOUCH_MS = 60 * 1000;

export type TokenSession = typeof sysToken.$inferSelect;
export type RevokeReason = "logout" | "password" | "freeze" | "force" | "delete";

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export class TokenStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly idleMs: number = TOKEN_IDLE_MS,
  ) {}

  /** Creates a session for `userId`; the returned token is the only copy. */
  async issue(userId: string, meta: { tenantId?: number | null; clientIp?: string | null; userAgent?: string | null } = {}): Promise<{ token: string; session: TokenSession }> {
    const token = randomBytes(32).toString("base64url");
    const now = this.clock.now();
    const [session] = await this.db
      .insert(sysToken)
      .values({
        tokenHash: hashToken(token),
        userId,
        tenantId: meta.tenantId ?? null,
        clientIp: meta.clientIp?.slice(0, 64) ?? null,
        userAgent: meta.userAgent?.slice(0, 255) ?? null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.idleMs),
      })
      .returning();
    return { token, session: session! };
  }

  /** The live session of `token` (expiry slid forward), or null when unknown, revoked or expired. */
  async verify(token: string): Promise<TokenSession | null> {
    const live = this.liveCondition(token);
    if (!live) return null;
    const [session] = await this.db.select().from(sysToken).where(live).limit(1);
    return session ? this.slide(session) : null;
  }

  /**
   * The condition "this token's row, not revoked, not expired" (null for a token that cannot be
   * one), for callers that read the session together with other rows in one query (authenticate).
   */
  liveCondition(token: string): SQL | null {
    if (!token || token.length > 200) return null;
    return and(eq(sysToken.tokenHash, hashToken(token)), isNull(sysToken.revokedAt), gt(sysToken.expiresAt, this.clock.now()))!;
  }

  /** Slides a live session's expiry forward (written at most once per TOKEN_TOUCH_MS). */
  async slide(session: TokenSession): Promise<TokenSession> {
    const now = this.clock.now();
    if (now.getTime() - session.lastSeenAt.getTime() < TOKEN_TOUCH_MS) return session;
    const expiresAt = new Date(now.getTime() + this.idleMs);
    await this.db.update(sysToken).set({ lastSeenAt: now, expiresAt }).where(eq(sysToken.tokenHash, session.tokenHash));
    return { ...session, lastSeenAt: now, expiresAt };
  }

  /** Revokes one token; false when it was unknown or already revoked. */
  async revoke(token: string, reason: RevokeReason = "logout"): Promise<boolean> {
    const rows = await this.db
      .update(sysToken)
      .set({ revokedAt: this.clock.now(), revokedReason: reason })
      .where(and(eq(sysToken.tokenHash, hashToken(token)), isNull(sysToken.revokedAt)))
      .returning({ tokenHash: sysToken.tokenHash });
    return rows.length > 0;
  }

  /** Revokes every live token of a user, except `keepToken` (e.g. the caller's own); returns how many. */
  async revokeAllForUser(userId: string, reason: RevokeReason, keepToken?: string): Promise<number> {
    const conditions = [eq(sysToken.userId, userId), isNull(sysToken.revokedAt)];
    if (keepToken) conditions.push(ne(sysToken.tokenHash, hashToken(keepToken)));
    const rows = await this.db
      .update(sysToken)
      .set({ revokedAt: this.clock.now(), revokedReason: reason })
      .where(and(...conditions))
      .returning({ tokenHash: sysToken.tokenHash });
    return rows.length;
  }
}
