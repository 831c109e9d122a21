/**
 * sys_log list / delete / exportXls through the resource engine (logs are written by the server
 * only), `keyWord` searching the content; deleteBatch here because of JeecgBoot's `ids=allclear`
 * (clear every log). Logs are system-wide: no tenant scope.
 */
import { inArray, like } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { sysLog as logTable } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { MAX_PAGE_SIZE } from "../../resource/serve.js";
import { refuse, serveResource, sysLog } from "../../resource/index.js";
import { escapeLike } from "../../resource/query.js";
import { splitIds, WRITE_MESSAGES } from "../../resource/write.js";

export function registerLogList(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: sysLog,
    table: logTable,
    ops: ["list", "delete", "exportXls"],
    tenant: false,
    dictTable: false,
    listFilters: (req) => {
      const keyWord = (req.query as { keyWord?: string }).keyWord?.trim();
      return keyWord ? like(logTable.logContent, `%${escapeLike(keyWord)}%`) : undefined;
    },
  });

  handlers.define("sysLogDeleteBatch", async (req) => {
    const raw = req.query.ids.trim();
    if (raw === "allclear") {
      await ctx.db.delete(logTable);
      return ok(null, "清空日志成功!");
    }
    const ids = splitIds(raw);
    if (!ids.length) throw refuse(WRITE_MESSAGES.idsMissing);
    if (ids.length > MAX_PAGE_SIZE) throw refuse(`一次最多删除 ${MAX_PAGE_SIZE} 条`);
    const rows = await ctx.db.delete(logTable).where(inArray(logTable.id, ids)).returning({ id: logTable.id });
    if (!rows.length) throw refuse(WRITE_MESSAGES.notFound);
    return ok(null, WRITE_MESSAGES.batchDeleted);
  });
}
