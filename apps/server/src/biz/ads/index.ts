/** /ads (DOMAIN.md): ad slots (unique codes; not deleted while they hold creatives) and their creatives (in an existing slot, ending after they start). */
import type { AppContext } from "../../context.js";
import { qtAd as adTable, qtAdItem as adItemTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtAd, qtAdItem, refuse, serveResource, type Row, type WriteContext } from "../../resource/index.js";
import { mustFind, refuseWhileUsed } from "../rules.js";

async function checkItem(values: Row, w: WriteContext, existing?: Row): Promise<void> {
  if (values.adId !== undefined && values.adId !== existing?.adId) await mustFind(w.tx, adTable, values.adId, w.req, "广告位不存在");
  const start = (values.startTime !== undefined ? values.startTime : existing?.startTime) as Date | null | undefined;
  const end = (values.endTime !== undefined ? values.endTime : existing?.endTime) as Date | null | undefined;
  if (start && end && end.getTime() <= start.getTime()) throw refuse("结束时间须晚于开始时间");
}

export function registerBizAds(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: qtAd,
    table: adTable,
    unique: ["code"],
    hooks: {
      async beforeDelete(rows, w) {
        await refuseWhileUsed(w.tx, rows, (r) => String(r.name), [
          { table: adItemTable, column: adItemTable.adId, message: (n) => `广告位「${n}」下还有广告内容，不能删除` },
        ]);
      },
    },
  });
  serveResource(handlers, ctx, {
    def: qtAdItem,
    table: adItemTable,
    hooks: {
      beforeAdd: (values, w) => checkItem(values, w),
      beforeEdit: (values, existing, w) => checkItem(values, w, existing),
    },
  });
}
