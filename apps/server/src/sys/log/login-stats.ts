/**
 * The dashboard's login statistics from the login logs: GET /sys/loginfo (today / total logins,
 * today's addresses) and GET /sys/visitInfo (logins per day over the last 7 days, oldest first,
 * days without logins absent). Days are the server's zone (Asia/Shanghai).
 */
import { and, count, countDistinct, eq, gte, like, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { LOG_TYPE, sysLog } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { parseWireDateTime } from "../../resource/values.js";
import { formatDate, SERVER_TIME_ZONE } from "../../wire/datetime.js";

const DAY_MS = 86_400_000;

/** Successful logins only: the session code writes `用户名: <name>,登录成功！` (failures and logouts differ). */
const successfulLogin = and(eq(sysLog.logType, LOG_TYPE.login), like(sysLog.logContent, "用户名: %,登录成功！"))!;

/** Midnight of `date`'s day in the server's zone. */
function dayStart(date: Date): Date {
  return parseWireDateTime(formatDate(date)!)!;
}

export function registerLoginStats(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("sysLoginfo", async () => {
    const today = dayStart(ctx.clock.now());
    const [[total], [todays]] = await Promise.all([
      ctx.db.select({ n: count() }).from(sysLog).where(successfulLogin),
      ctx.db
        .select({ n: count(), ips: countDistinct(sysLog.ip) })
        .from(sysLog)
        .where(and(successfulLogin, gte(sysLog.createTime, today))),
    ]);
    return ok({ todayVisitCount: todays?.n ?? 0, totalVisitCount: total?.n ?? 0, todayIp: todays?.ips ?? 0 }, "登录成功");
  });

  handlers.define("sysVisitInfo", async () => {
    const from = new Date(dayStart(ctx.clock.now()).getTime() - 6 * DAY_MS);
    const day = sql<string>`to_char(${sysLog.createTime} at time zone ${SERVER_TIME_ZONE}, 'YYYY-MM-DD')`;
    const rows = await ctx.db
      .select({ tian: day, visit: count(), ip: countDistinct(sysLog.ip) })
      .from(sysLog)
      .where(and(successfulLogin, gte(sysLog.createTime, from)))
      // By position: the day expression carries a parameter, so it cannot be repeated textually.
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    return ok(
      rows.map((r) => ({ visit: Number(r.visit), ip: Number(r.ip), tian: r.tian, type: r.tian.slice(5) })),
      "",
    );
  });
}
