/**
 * Online-form sync calls: doDbSynch (normal | force) and our syncPreview, and importing tables of
 * the online schema as forms (queryTables, transTables). Refusals answer `success: false` with
 * the reason (HTTP 200, as JeecgBoot does); nothing is changed by a refused call.
 */
import { ONLINE_SYNC_METHODS } from "@qt/openapi/rules";
import type { AppContext } from "../../context.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import type { SyncMethod } from "./ddl-plan.js";
import { importableTables, importTables, ImportRefusal } from "./import-tables.js";
import { previewSync, syncForm, SyncRefusal } from "./sync.js";

const methodOf = (value: string | undefined): SyncMethod | null =>
  value === undefined ? "normal" : (ONLINE_SYNC_METHODS as readonly string[]).includes(value) ? (value as SyncMethod) : null;
const BAD_METHOD = "同步方式只能是 normal（普通同步）或 force（强制同步）";

/** The refusal's message, or the database's own error (the transaction was rolled back). */
function failed(e: unknown, what: string) {
  if (e instanceof SyncRefusal || e instanceof ImportRefusal) return fail(500, e.message);
  const message = e instanceof Error ? e.message : String(e);
  return fail(500, `${what}失败，已全部回滚：${message}`);
}

export function registerOnlineSync(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("onlineCgformApiDoDbSynch", async (req) => {
    const method = methodOf(req.params.synMethod);
    if (!method) return fail(500, BAD_METHOD);
    try {
      const done = await syncForm(ctx.database, req.params.code, method, { clock: ctx.clock, req });
      return ok(null, done.synced ? "同步数据库成功!（表已是最新，无需变更）" : "同步数据库成功!");
    } catch (e) {
      req.log.info({ err: e }, "online form sync refused or failed");
      return failed(e, "同步数据库");
    }
  });

  handlers.define("onlineCgformApiSyncPreview", async (req) => {
    const method = methodOf(req.query.synMethod);
    if (!method) return fail(500, BAD_METHOD);
    try {
      return ok(await previewSync(ctx.database, req.params.code, method));
    } catch (e) {
      return failed(e, "同步预览");
    }
  });

  handlers.define("onlineCgformHeadQueryTables", async (req) => ok(await importableTables(ctx.database, req.query.tableName)));

  handlers.define("onlineCgformHeadTransTables", async (req) => {
    try {
      const names = await importTables(ctx.database, req.params.tables, { clock: ctx.clock, username: req.user?.username ?? null });
      return ok(null, `导入成功：${names.join("、")}`);
    } catch (e) {
      return failed(e, "导入");
    }
  });
}
