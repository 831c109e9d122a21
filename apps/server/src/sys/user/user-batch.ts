/**
 * /sys/user/addBatch (the user list's 批量添加 grid): each row is added exactly as /sys/user/add
 * adds one — the engine's insert with the user hooks (username rule, password hashed, roles and
 * departments) — all in one transaction. A refused row refuses the whole batch with its row number
 * (`第 N 行：…`), so nothing is half added.
 */
import type { AppContext } from "../../context.js";
import { transaction } from "../../db/database.js";
import { ApiError, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import type { Row, ServeResourceOptions } from "../../resource/index.js";
import { makeScope } from "../../resource/scope.js";
import { addRow, rowRefusal, uniqueLabel, uniqueViolation, uniqueViolationMessage, WRITE_MESSAGES, writeContext } from "../../resource/write.js";

export function registerUserBatch(handlers: HandlerRegistry, ctx: AppContext, options: ServeResourceOptions): void {
  const s = makeScope(options.def, options.table, options);
  const unique = options.unique ?? [];

  handlers.define("sysUserAddBatch", async (req) => {
    const { rows } = req.body as { rows: Row[] };
    // a value given twice in the batch: refused on its second row, before anything is written
    for (const key of unique) {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const value = row[key];
        if (value === undefined || value === null || String(value).trim() === "") return;
        const text = String(value).trim();
        // a username is one whatever its case
        const same = key === "username" ? text.toLowerCase() : text;
        if (seen.has(same)) throw rowRefusal(i, WRITE_MESSAGES.duplicate(uniqueLabel(s, key), text));
        seen.add(same);
      });
    }
    await transaction(ctx.db, async (tx) => {
      for (const [i, input] of rows.entries()) {
        try {
          await addRow(s, writeContext(ctx, s, req, tx, input));
        } catch (err) {
          if (err instanceof ApiError) throw rowRefusal(i, err.message);
          // a concurrent add took one of this row's values since its checks
          if (uniqueViolation(err)) throw rowRefusal(i, uniqueViolationMessage(s, err, input));
          throw err;
        }
      }
    });
    return ok(null, WRITE_MESSAGES.added);
  });
}
