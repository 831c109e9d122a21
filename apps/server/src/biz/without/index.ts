/**
 * /without (DOMAIN.md): withdrawal requests. add (withdrawal-flows) and each imported row are the
 * apply flow: a pending request and the balance's debit; an edit changes only a pending request's
 * account (never its amount), and only a rejected request (its debit and credit-back cancel out)
 * is deleted.
 */
import type { AppContext } from "../../context.js";
import { qtWithout as withoutTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtWithout, refuse, serveResource } from "../../resource/index.js";
import { toCents } from "../decimal.js";
import { requireState } from "../rules.js";
import { applyIn, type ApplyInput } from "./withdrawal-flows.js";

export function registerBizWithout(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: qtWithout,
    table: withoutTable,
    ops: ["list", "queryById", "edit", "delete", "deleteBatch", "exportXls", "importExcel"],
    // each row in a savepoint of its own: a row the flow refuses (over the balance…) is an error row
    importer: { begin: () => ({ row: async (w) => void (await applyIn(w, w.input as unknown as ApplyInput)) }) },
    hooks: {
      beforeEdit(values, existing) {
        requireState(existing, "status", ["pending"], "只有待审核的提现可以修改");
        if (values.amount !== undefined && toCents(String(values.amount)) !== toCents(existing.amount)) {
          throw refuse("提现金额不能修改（请驳回后重新申请）");
        }
        if (values.userId !== undefined && values.userId !== existing.userId) throw refuse("提现申请人不能修改");
      },
      beforeDelete(rows) {
        for (const r of rows) requireState(r, "status", ["rejected"], "只有已驳回的提现可以删除（其余属于资金记录）");
      },
    },
  });
}
