/**
 * /user (DOMAIN.md): platform users, and their score and cash-share ledgers (read-only). A user
 * starts with balance 0.00 and score 0 (read-only: only flows change them, each with its log),
 * registered now; a user with money logs, orders, works or withdrawals is not deleted.
 */
import type { AppContext } from "../../context.js";
import {
  qtCashShare as cashShareTable,
  qtMoneyLog as moneyLogTable,
  qtScoreLog as scoreLogTable,
  qtUser as userTable,
  qtVipLevel as vipTable,
  qtWithout as withoutTable,
  qtWork as workTable,
  qtWorkOrder as orderTable,
} from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtCashShare, qtScoreLog, qtUser, serveResource, type Row, type WriteContext } from "../../resource/index.js";
import { checkPercent, mustFind, refuseWhileUsed } from "../rules.js";

async function checkUser(values: Row, w: WriteContext, existing?: Row): Promise<void> {
  if (values.vipLevelId && values.vipLevelId !== existing?.vipLevelId) await mustFind(w.tx, vipTable, values.vipLevelId, w.req, "VIP等级不存在");
  checkPercent(values.shareRatio, "分成比例");
}

export function registerBizUser(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: qtUser,
    table: userTable,
    hooks: {
      async beforeAdd(values, w) {
        await checkUser(values, w);
        Object.assign(values, { balance: "0.00", score: 0, registerTime: w.now, lastLoginTime: null });
      },
      async beforeEdit(values, existing, w) {
        await checkUser(values, w, existing);
      },
      async beforeDelete(rows, w) {
        const used = (what: string) => (n: string) => `用户「${n}」已有${what}，不能删除（可冻结）`;
        await refuseWhileUsed(w.tx, rows, (r) => String(r.nickname), [
          { table: moneyLogTable, column: moneyLogTable.userId, message: used("资金流水") },
          { table: orderTable, column: orderTable.userId, message: used("订单") },
          { table: workTable, column: workTable.designerId, message: used("作品") },
          { table: withoutTable, column: withoutTable.userId, message: used("提现记录") },
        ]);
      },
    },
  });
  serveResource(handlers, ctx, { def: qtScoreLog, table: scoreLogTable });
  serveResource(handlers, ctx, { def: qtCashShare, table: cashShareTable });
}
