/**
 * Operation logs (logType 2): one sys_log row per authenticated contract call that is not a GET,
 * written after the answer was sent (onResponse), with the operation's summary, the caller, the
 * cost time and the JSON body with secrets masked.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { LOG_TYPE } from "../../db/schema/index.js";
import type { Contract } from "../../http/contract.js";
import { writeLog } from "./write-log.js";

/** JeecgBoot's operate_type: 1 查询 2 添加 3 修改 4 删除 5 导入 6 导出. */
export function operateTypeOf(method: string, operationId: string): number {
  if (method === "DELETE") return 4;
  if (/ImportExcel$/i.test(operationId)) return 5;
  if (/ExportXls$/i.test(operationId)) return 6;
  if (method === "POST" && /Add$/.test(operationId)) return 2;
  return 3;
}

const SECRET_KEY = /pass|pwd|token|captcha|secret|salt/i;
const MAX_PARAM_CHARS = 2000;

/**
 * The JSON body for the log, every value under a secret-looking key replaced by `***`. Multipart
 * requests (uploads, imports) have no parsed body here: nothing is recorded for them.
 */
export function maskedParams(body: unknown): string | null {
  if (body === undefined || body === null || typeof body !== "object") return null;
  const mask = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(mask);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? "***" : mask(v)]));
    }
    return value;
  };
  return JSON.stringify(mask(body)).slice(0, MAX_PARAM_CHARS);
}

export function registerOperationLog(app: FastifyInstance, ctx: AppContext, contract: Contract): void {
  const summaries = new Map(contract.operations.map((op) => [op.operationId, op.summary]));
  app.addHook("onResponse", async (req: FastifyRequest, reply) => {
    const operationId = req.routeOptions.config?.operationId;
    if (!operationId || req.method === "GET" || !req.user) return;
    const failed = reply.statusCode >= 400 ? `（HTTP ${reply.statusCode}）` : "";
    try {
      await writeLog(ctx.db, ctx.clock, req, {
        logType: LOG_TYPE.operate,
        logContent: `${summaries.get(operationId) ?? operationId}${failed}`,
        operateType: operateTypeOf(req.method, operationId),
        // JeecgBoot's columns: userid holds the account (sized for 32), username the display name.
        userid: req.user.username.slice(0, 32),
        username: req.user.realname || req.user.username,
        tenantId: req.session?.tenantId ?? null,
        costTime: Math.round(reply.elapsedTime),
        requestParam: maskedParams(req.body),
      });
    } catch (e) {
      req.log.warn({ err: e }, "operation log not written");
    }
  });
}
