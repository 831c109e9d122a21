/**
 * Online sessions: GET /sys/online/list (live tokens with their user; the session is identified by
 * the SHA-256 of its token, never by the token itself) and POST /sys/online/forceLogout (revokes
 * one session or every session of a user, and closes their sockets).
 */
import { and, count, desc, eq, gt, isNull, like, ne, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { sysToken, sysUser } from "../../db/schema/index.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { pushHub } from "../../push/index.js";
import { escapeLike } from "../../resource/query.js";
import { formatDateTime } from "../../wire/datetime.js";

const SESSION_ID = /^[0-9a-f]{64}$/;

export function registerOnline(handlers: HandlerRegistry, ctx: AppContext): void {
  const live = (): SQL => and(isNull(sysToken.revokedAt), gt(sysToken.expiresAt, ctx.clock.now()), eq(sysUser.delFlag, 0))!;

  handlers.define("sysOnlineList", async (req) => {
    const pageNo = req.query.pageNo ?? 1;
    const pageSize = req.query.pageSize ?? 10;
    const conditions = [live()];
    if (req.query.username) conditions.push(like(sysUser.username, `%${escapeLike(req.query.username)}%`));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          id: sysUser.id,
          token: sysToken.tokenHash,
          username: sysUser.username,
          realname: sysUser.realname,
          avatar: sysUser.avatar,
          sex: sysUser.sex,
          phone: sysUser.phone,
          ip: sysToken.clientIp,
          createdAt: sysToken.createdAt,
          lastSeenAt: sysToken.lastSeenAt,
        })
        .from(sysToken)
        .innerJoin(sysUser, eq(sysUser.id, sysToken.userId))
        .where(where)
        .orderBy(desc(sysToken.createdAt), desc(sysToken.tokenHash))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      ctx.db.select({ n: count() }).from(sysToken).innerJoin(sysUser, eq(sysUser.id, sysToken.userId)).where(where),
    ]);
    const records = rows.map(({ createdAt, lastSeenAt, ...r }) => ({ ...r, loginTime: formatDateTime(createdAt), lastActiveTime: formatDateTime(lastSeenAt) }));
    const n = total?.n ?? 0;
    return ok({ records, total: n, size: pageSize, current: pageNo, pages: Math.ceil(n / pageSize) }, "");
  });

  handlers.define("sysOnlineForceLogout", async (req) => {
    const { token, userId } = req.body;
    if (!token && !userId) return fail(500, "请选择要强制退出的会话或用户");
    if (token && !SESSION_ID.test(token)) return fail(500, "会话不存在或已退出");
    const target = token ? eq(sysToken.tokenHash, token) : eq(sysToken.userId, userId!);
    if (token === req.session!.tokenHash) return fail(500, "不能强制退出自己当前的会话");
    const ended = await ctx.db
      .update(sysToken)
      .set({ revokedAt: ctx.clock.now(), revokedReason: "force" })
      // The caller's own session stays (forcing oneself out of every session keeps this one).
      .where(and(target, isNull(sysToken.revokedAt), ne(sysToken.tokenHash, req.session!.tokenHash)))
      .returning({ tokenHash: sysToken.tokenHash });
    if (!ended.length) return fail(500, "会话不存在或已退出");
    await pushHub(ctx)
      .kick(ended.map((e) => e.tokenHash))
      .catch((e: unknown) => req.log.warn({ err: e }, "push: kick failed"));
    return ok(null, "强制退出成功");
  });
}
