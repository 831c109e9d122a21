/**
 * The one place a platform user's balance moves: the user's row (locked) gets the new balance and
 * a new version, and a qt_money_log row records the signed amount and the balance after it, in
 * the caller's flow transaction. So a balance is always the sum of its logs, and never below 0.00.
 */
import { qtMoneyLog, qtUser } from "../../db/schema/index.js";
import { refuse } from "../../resource/index.js";
import { fromCents, toCents } from "../decimal.js";
import { insertRow, lockRow, updateVersioned, type Flow } from "../flow.js";

export type MoneyType = "recharge" | "purchase" | "income" | "withdraw" | "refund" | "adjust";
export type QtUserRow = typeof qtUser.$inferSelect;
export type QtMoneyLogRow = typeof qtMoneyLog.$inferSelect;

export const LEDGER_MESSAGES = {
  userMissing: "平台用户不存在",
  badAmount: "金额须为非零的数字，最多两位小数",
  insufficient: (balance: string) => `余额不足（当前余额 ${balance}）`,
} as const;

export interface Movement {
  /** The user whose balance moves (locked here unless `user` is the row already locked by the flow). */
  userId: string;
  /** Signed decimal amount: credits positive, debits negative; never 0.00. */
  amount: string;
  type: MoneyType;
  refType: string | null;
  refId: string | null;
  remark?: string | null;
  /** The refusal when the balance would go below 0.00 (default: 余额不足). */
  insufficient?: (balance: string) => string;
}

export interface Moved {
  user: QtUserRow;
  log: QtMoneyLogRow;
}

/** Moves a balance by `m.amount` and writes its money log; refused (nothing written) when it would go negative. */
export async function moveBalance(f: Flow, m: Movement): Promise<Moved> {
  const delta = toCents(m.amount);
  if (delta === null || delta === 0n) throw refuse(LEDGER_MESSAGES.badAmount);
  const user = await lockRow(f, qtUser, m.userId, LEDGER_MESSAGES.userMissing);
  const before = toCents(user.balance) ?? 0n;
  const after = before + delta;
  if (after < 0n) throw refuse((m.insufficient ?? LEDGER_MESSAGES.insufficient)(fromCents(before)));
  const balanceAfter = fromCents(after);
  const updated = await updateVersioned(f, qtUser, user, { balance: balanceAfter });
  const log = await insertRow(f, qtMoneyLog, {
    userId: user.id,
    type: m.type,
    amount: fromCents(delta),
    balanceAfter,
    refType: m.refType,
    refId: m.refId,
    remark: m.remark ?? null,
  });
  return { user: updated, log };
}

/**
 * Locks the accounts a flow will move, in id order, before it moves any: two flows moving the same
 * two balances (A buys B's work while B buys A's) then wait for each other instead of deadlocking.
 */
export async function lockAccounts(f: Flow, userIds: ReadonlyArray<string>): Promise<void> {
  for (const id of [...new Set(userIds)].sort()) await lockRow(f, qtUser, id, LEDGER_MESSAGES.userMissing);
}

/** `-amount` of a positive decimal amount. */
export const negate = (amount: string): string => fromCents(-(toCents(amount) ?? 0n));
