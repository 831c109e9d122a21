/**
 * Removes session rows nobody needs any more: tokens expired for a day or revoked for a week
 * (kept a while for the online-user and audit screens), expired captchas, and login-throttle rows
 * whose failure window and lockout are both over.
 */
import { and, isNull, lt, or } from "drizzle-orm";
import { sysCaptcha, sysLoginThrottle, sysToken } from "../../db/schema/index.js";
import { FAILURE_WINDOW_MS } from "../../sys/session/login-throttle.js";
import type { JobClass } from "../job-registry.js";
import { transaction } from "../../db/database.js";

const DAY = 24 * 60 * 60 * 1000;

export const sessionCleanupJob: JobClass = {
  name: "org.jeecg.modules.quartz.job.SessionCleanupJob",
  title: "清理过期的登录令牌、验证码和登录失败记录",
  async run({ db, clock }) {
    const now = clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    return transaction(db, async (tx) => {
      const tokens = await tx
        .delete(sysToken)
        .where(or(lt(sysToken.expiresAt, ago(DAY)), lt(sysToken.revokedAt, ago(7 * DAY))))
        .returning({ id: sysToken.tokenHash });
      const captchas = await tx.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, now)).returning({ id: sysCaptcha.checkKey });
      const throttles = await tx
        .delete(sysLoginThrottle)
        .where(
          and(
            lt(sysLoginThrottle.windowStart, ago(FAILURE_WINDOW_MS)),
            or(isNull(sysLoginThrottle.lockedUntil), lt(sysLoginThrottle.lockedUntil, now)),
          ),
        )
        .returning({ id: sysLoginThrottle.subject });
      return `已清理：令牌 ${tokens.length} 条，验证码 ${captchas.length} 条，登录失败记录 ${throttles.length} 条`;
    });
  },
};
