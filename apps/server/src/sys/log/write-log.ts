/** Writes a sys_log row (JeecgBoot's login and operation log). */
import type { FastifyRequest } from "fastify";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import { LOG_TYPE, sysLog } from "../../db/schema/index.js";
import { newId } from "../../ids.js";

export interface LogEntry {
  logType: (typeof LOG_TYPE)[keyof typeof LOG_TYPE];
  logContent: string;
  operateType?: number;
  userid?: string | null;
  username?: string | null;
  tenantId?: number | null;
  costTime?: number;
  /** Request parameters as JSON, secrets already removed (see operation-log.ts). */
  requestParam?: string | null;
}

export async function writeLog(db: Db, clock: Clock, req: FastifyRequest | null, entry: LogEntry): Promise<void> {
  await db.insert(sysLog).values({
    id: newId(),
    logType: entry.logType,
    logContent: entry.logContent.slice(0, 1000),
    operateType: entry.operateType ?? null,
    userid: entry.userid ?? null,
    username: entry.username ?? null,
    tenantId: entry.tenantId ?? null,
    ip: req?.ip ?? null,
    method: req?.routeOptions.config.operationId ?? null,
    requestUrl: req ? req.url.split("?")[0]!.slice(0, 255) : null,
    requestType: req?.method ?? null,
    costTime: entry.costTime ?? null,
    requestParam: entry.requestParam ?? null,
    createBy: entry.username ?? null,
    createTime: clock.now(),
  });
}
