/** /vip (DOMAIN.md): VIP levels; codes are unique, a discount is a percentage, a level users hold is not deleted. */
import type { AppContext } from "../../context.js";
import { qtUser as userTable, qtVipLevel as vipLevelTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtVipLevel, refuse, serveResource } from "../../resource/index.js";
import { checkPercent, refuseWhileUsed } from "../rules.js";

export function registerBizVip(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: qtVipLevel,
    table: vipLevelTable,
    unique: ["code"],
    hooks: {
      beforeAdd(values) {
        checkPercent(values.discount, "折扣");
        if (Number(values.durationDays) < 0 || Number(values.dailyDownloads) < 0) throw refuse("时长和每日下载次数不能为负数");
      },
      beforeEdit(values) {
        checkPercent(values.discount, "折扣");
        if (Number(values.durationDays ?? 0) < 0 || Number(values.dailyDownloads ?? 0) < 0) throw refuse("时长和每日下载次数不能为负数");
      },
      async beforeDelete(rows, w) {
        await refuseWhileUsed(w.tx, rows, (r) => String(r.name), [
          { table: userTable, column: userTable.vipLevelId, message: (n) => `VIP等级「${n}」仍有用户持有，不能删除（可设为无效）` },
        ]);
      },
    },
  });
}
