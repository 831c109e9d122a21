/**
 * What the business flows (contract business/flows.ts) share: the caller's flow context inside one
 * transaction, rows locked in the caller's tenant, version-checked updates, common columns of the
 * rows a flow inserts, site settings, dictionary checks, wire answers, and the per-id batch runner
 * (each id its own transaction, so one refused id never undoes another).
 */
import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { AuthUser } from "../auth/request-user.js";
import { currentTenant, tenantCondition } from "../auth/tenant.js";
import type { AppContext } from "../context.js";
import { transaction, type Db } from "../db/database.js";
import { qtConfig } from "../db/schema/index.js";
import { ApiError, MESSAGES } from "../http/envelope.js";
import { newId } from "../ids.js";
import { refuse, type ResourceDef, type Row } from "../resource/index.js";
import { toAnswers } from "../resource/answer.js";
import { makeScope } from "../resource/scope.js";
import { splitIds, WRITE_MESSAGES } from "../resource/write.js";
import { dictTexts } from "../sys/dict/dict-source.js";

/** One flow's run: everything it writes goes through `tx`, stamped with `user` and `now`. */
export interface Flow {
  tx: Db;
  req: FastifyRequest;
  user: AuthUser;
  now: Date;
  app: AppContext;
}

type Versioned = PgTable & { id: PgColumn; tenantId: PgColumn; version: PgColumn };

/** Most ids one batch call takes. */
export const MAX_BATCH_IDS = 500;

export const FLOW_MESSAGES = {
  tooManyIds: `一次最多处理 ${MAX_BATCH_IDS} 条`,
  unchanged: "已是该状态，未改动",
  done: "成功",
  summary: (ok: number, failed: number) => `成功 ${ok} 条，失败 ${failed} 条`,
} as const;

/** Runs `body` as one flow in one transaction: a refusal or a failed step writes nothing. */
export function runFlow<T>(app: AppContext, req: FastifyRequest, body: (f: Flow) => Promise<T>): Promise<T> {
  if (!req.user) throw new Error("flows need a logged-in caller");
  const user = req.user;
  return transaction(app.db, (tx) => body({ tx, req, user, now: app.clock.now(), app }));
}

/** The row `id` of `table` in the caller's tenant, locked until the flow ends; or `missing` refused. */
export async function lockRow<T extends Versioned>(f: Flow, table: T, id: unknown, missing: string): Promise<T["$inferSelect"]> {
  if (typeof id !== "string" || !id) throw refuse(missing);
  const [row] = await f.tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), tenantCondition(table.tenantId, f.req)))
    .for("update");
  if (!row) throw refuse(missing);
  return row as T["$inferSelect"];
}

/** Refuses a stale `sent` version (when the caller sent one). */
export function checkVersion(sent: unknown, row: { version: number }): void {
  if (sent === undefined || sent === null || sent === "") return;
  if (Number(sent) !== row.version) throw refuse(WRITE_MESSAGES.stale);
}

/**
 * Updates `row` with `values`, stamping updateBy/updateTime and bumping its version, on condition
 * that the version is still the one read (a racing change refuses the flow).
 */
export async function updateVersioned<T extends Versioned>(f: Flow, table: T, row: { id: string; version: number }, values: Row): Promise<T["$inferSelect"]> {
  const set = { ...values, updateBy: f.user.username.slice(0, 32), updateTime: f.now, version: row.version + 1 };
  const [updated] = await f.tx
    .update(table as PgTable)
    .set(set as never)
    .where(and(eq(table.id, row.id), eq(table.version, row.version)))
    .returning();
  if (!updated) throw refuse(WRITE_MESSAGES.stale);
  return updated as T["$inferSelect"];
}

/** Inserts a row of a business table with its common columns (id, creator, time, org, tenant, version 1). */
export async function insertRow<T extends Versioned>(f: Flow, table: T, values: Row): Promise<T["$inferSelect"]> {
  const common = {
    id: newId(),
    createBy: f.user.username.slice(0, 32),
    createTime: f.now,
    sysOrgCode: f.user.orgCode ?? null,
    tenantId: currentTenant(f.req),
    version: 1,
  };
  const [row] = await f.tx
    .insert(table as PgTable)
    .values({ ...common, ...values } as never)
    .returning();
  return row as T["$inferSelect"];
}

/** A site setting (qt_config) the flows read, or `fallback` when it is not set. */
export async function setting(f: Flow, key: string, fallback: string): Promise<string> {
  const [row] = await f.tx.select({ value: qtConfig.configValue }).from(qtConfig).where(eq(qtConfig.configKey, key)).limit(1);
  return row?.value.trim() || fallback;
}

/**
 * The text of `value` in the code dictionary `code`, or null when it is not one of its values.
 * Inside a flow pass its `tx`: a query outside the open transaction would wait for it (PGlite has one connection).
 */
export async function dictText(db: Db, req: FastifyRequest, code: string, value: unknown): Promise<string | null> {
  if (typeof value !== "string" || !value) return null;
  const texts = await dictTexts(db, { kind: "code", code }, [value], req.dictVersion);
  return texts.get(value) ?? null;
}

/** Stored rows of a resource as the contract answers them (wire values, dictionary texts). */
export async function answerRows(app: AppContext, req: FastifyRequest, def: ResourceDef, table: PgTable, rows: Row[]): Promise<Row[]> {
  return toAnswers(app, makeScope(def, table, { def, table }), rows, req, undefined);
}

export async function answerRow(app: AppContext, req: FastifyRequest, def: ResourceDef, table: PgTable, row: Row | null | undefined): Promise<Row | null> {
  return row ? ((await answerRows(app, req, def, table, [row]))[0] ?? null) : null;
}

// ── batches ──────────────────────────────────────────────────────────────────────────────

/** What one id's step did: the state before and after (equal when nothing was to be done). */
export interface Step {
  from: string | null;
  to: string | null;
  message?: string;
}

export interface BatchItem {
  id: string;
  ok: boolean;
  message: string;
  from: string | null;
  to: string | null;
}

export interface BatchResult {
  total: number;
  okCount: number;
  failCount: number;
  items: BatchItem[];
}

/** A refusal of one id that also says the state it was in. */
export function refuseIn(from: string | null, message: string): ApiError {
  return Object.assign(refuse(message), { from });
}

/** The ids of a batch call: comma-separated, at least one and at most MAX_BATCH_IDS (else the whole call is refused). */
export function batchIds(text: unknown): string[] {
  const ids = splitIds(typeof text === "string" ? text : undefined);
  if (!ids.length) throw refuse(WRITE_MESSAGES.idsMissing);
  if (ids.length > MAX_BATCH_IDS) throw refuse(FLOW_MESSAGES.tooManyIds);
  return ids;
}

/**
 * Runs `step` for each id in its own transaction, in the order sent, and answers per id what
 * happened. A refusal (or an unexpected failure, logged) of one id rolls back only that id.
 */
export async function runBatch(app: AppContext, req: FastifyRequest, ids: string[], step: (f: Flow, id: string) => Promise<Step>): Promise<BatchResult> {
  const items: BatchItem[] = [];
  for (const id of ids) {
    try {
      const s = await runFlow(app, req, (f) => step(f, id));
      const message = s.message ?? (s.from === s.to ? FLOW_MESSAGES.unchanged : FLOW_MESSAGES.done);
      items.push({ id, ok: true, message, from: s.from, to: s.to });
    } catch (err) {
      const from = (err as { from?: string | null }).from ?? null;
      if (err instanceof ApiError) {
        items.push({ id, ok: false, message: err.message, from, to: null });
      } else {
        req.log.error({ err, id }, "batch flow step failed");
        items.push({ id, ok: false, message: `${MESSAGES.internal}（${req.id}）`, from, to: null });
      }
    }
  }
  const okCount = items.filter((i) => i.ok).length;
  return { total: items.length, okCount, failCount: items.length - okCount, items };
}

/** The envelope message of a batch answer. */
export const batchMessage = (r: BatchResult): string => FLOW_MESSAGES.summary(r.okCount, r.failCount);
