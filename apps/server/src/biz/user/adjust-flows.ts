/**
 * Finance's manual adjustments of a platform user (contract business/flows.ts): the balance through
 * the ledger (money log type adjust), the score with its score log; neither goes below zero.
 */
import type { AppContext } from "../../context.js";
import { qtMoneyLog, qtScoreLog, qtUser } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtMoneyLog as moneyLogDef, qtScoreLog as scoreLogDef, qtUser as userDef, refuse } from "../../resource/index.js";
import { MONEY } from "../../resource/values.js";
import { fromCents, toCents } from "../decimal.js";
import { answerRow, checkVersion, dictText, insertRow, lockRow, runFlow, updateVersioned } from "../flow.js";
import { LEDGER_MESSAGES, moveBalance } from "../money/ledger.js";

/** The score column is an int4. */
const SCORE_MAX = 2147483647;

export const ADJUST_MESSAGES = {
  balanceBelowZero: (balance: string) => `调整后余额不能小于 0.00（当前余额 ${balance}）`,
  badChange: "积分变动须为非零整数",
  scoreBelowZero: (score: number) => `调整后积分不能小于 0（当前积分 ${score}）`,
  scoreTooLarge: (score: number) => `调整后积分不能大于 ${SCORE_MAX}（当前积分 ${score}）`,
  reasonUnknown: (reason: string) => `未知的积分变动原因：${reason}`,
} as const;

export function registerAdjustFlows(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("userQtUserAdjustBalance", async (req) => {
    const { userId, amount, remark, version } = req.body;
    const cents = MONEY.test(String(amount).trim()) ? toCents(amount) : null;
    if (!cents) throw refuse(LEDGER_MESSAGES.badAmount);
    const moved = await runFlow(ctx, req, async (f) => {
      checkVersion(version, await lockRow(f, qtUser, userId, LEDGER_MESSAGES.userMissing));
      return moveBalance(f, { userId, amount: fromCents(cents), type: "adjust", refType: null, refId: null, remark: remark.trim(), insufficient: ADJUST_MESSAGES.balanceBelowZero });
    });
    return ok(
      { user: await answerRow(ctx, req, userDef, qtUser, moved.user), moneyLog: await answerRow(ctx, req, moneyLogDef, qtMoneyLog, moved.log) } as never,
      "余额已调整",
    );
  });

  handlers.define("userQtUserAdjustScore", async (req) => {
    const { userId, change, reason, refId, version } = req.body;
    if (!Number.isSafeInteger(change) || change === 0) throw refuse(ADJUST_MESSAGES.badChange);
    if ((await dictText(ctx.db, req, "score_reason", reason)) === null) throw refuse(ADJUST_MESSAGES.reasonUnknown(reason));
    const written = await runFlow(ctx, req, async (f) => {
      const user = await lockRow(f, qtUser, userId, LEDGER_MESSAGES.userMissing);
      checkVersion(version, user);
      const after = user.score + change;
      if (after < 0) throw refuse(ADJUST_MESSAGES.scoreBelowZero(user.score));
      if (after > SCORE_MAX) throw refuse(ADJUST_MESSAGES.scoreTooLarge(user.score));
      const updated = await updateVersioned(f, qtUser, user, { score: after });
      const log = await insertRow(f, qtScoreLog, { userId: user.id, change, reason, balanceAfter: after, refId: refId?.trim() || null });
      return { user: updated, log };
    });
    return ok(
      { user: await answerRow(ctx, req, userDef, qtUser, written.user), scoreLog: await answerRow(ctx, req, scoreLogDef, qtScoreLog, written.log) } as never,
      "积分已调整",
    );
  });
}
