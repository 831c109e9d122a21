/**
 * `serveResource`: binds a resource's CRUD family (see index.ts for the usage note).
 */
import { count, eq, inArray, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { transaction, type Db } from "../db/database.js";
import { ok, type Envelope } from "../http/envelope.js";
import type { HandlerRegistry, OperationId } from "../http/handlers.js";
import { registerDictTable } from "../sys/dict/table-registry.js";
import { toAnswers } from "./answer.js";
import { refuse } from "./context.js";
import { ALL_OPS, columns as defColumns, idOf, type CrudOp } from "./defs.js";
import { exportXlsx } from "./export-xlsx.js";
import { importXlsx } from "./import-xlsx.js";
import { orderSql, type SortOrder } from "./keyset.js";
import { searchConditions, superQueryCondition } from "./query.js";
import { allOf, makeScope, scopeConditions, type Served } from "./scope.js";
import type { Row, ServeResourceOptions } from "./types.js";
import { addRow, deleteRows, splitIds, uniqueViolation, uniqueViolationMessage, updateRow, WRITE_MESSAGES, writeContext } from "./write.js";

const OP_SUFFIX: Record<CrudOp, string> = {
  list: "List",
  add: "Add",
  edit: "Edit",
  delete: "Delete",
  deleteBatch: "DeleteBatch",
  queryById: "QueryById",
  exportXls: "ExportXls",
  importExcel: "ImportExcel",
};

export const MAX_PAGE_SIZE = 1000;

export function serveResource<T extends PgTable>(handlers: HandlerRegistry, app: AppContext, options: ServeResourceOptions<T>): void {
  const s = makeScope(options.def, options.table, options as unknown as ServeResourceOptions);
  const ops = options.ops ?? options.def.ops ?? ALL_OPS;
  if (options.dictTable !== false) {
    const readable = Object.entries(defColumns(s.def)).filter(([key, f]) => !f.writeOnly && s.columns[key]).map(([key]) => key);
    // a soft-deleted row is gone for table dictionaries and tree selects too
    const live = s.softDelete && s.all.delFlag ? { where: eq(s.all.delFlag, 0) } : {};
    registerDictTable(app, { table: s.table, name: s.def.table, fields: readable, ...live });
  }
  const calls = resourceCalls(app, s);
  for (const op of ops) handlers.define(`${idOf(s.def)}${OP_SUFFIX[op]}` as OperationId, calls[op] as never);
}

/** How a CRUD call finds its ids and its record: the family's JeecgBoot query parameters by default. */
export interface CallInputs {
  /** queryById / delete: the one id. */
  id(req: FastifyRequest): string;
  /** deleteBatch: the ids, comma-separated. */
  ids(req: FastifyRequest): string;
  /** add / edit: the record. */
  body(req: FastifyRequest): Row;
}

/** One call of the family: an envelope, or the reply it streamed (exportXls). */
export type ResourceCall = (req: FastifyRequest, reply: FastifyReply) => Promise<Envelope<unknown> | FastifyReply>;

const QUERY_INPUTS: CallInputs = {
  id: (req) => (req.query as { id: string }).id,
  ids: (req) => (req.query as { ids: string }).ids,
  body: (req) => (req.body ?? {}) as Row,
};

/**
 * The CRUD family of one served resource as request handlers (what serveResource binds to the
 * contract's operations, and what online forms call per request for the form in the path).
 */
export function resourceCalls(app: AppContext, s: Served, inputs: CallInputs = QUERY_INPUTS): Record<CrudOp, ResourceCall> {
  /**
   * Runs a write in one transaction; a unique-index race becomes the refusal the code's check
   * gives for the field of `input` it hit (uniqueViolationMessage).
   */
  const inTransaction = async <R>(fn: (tx: Db) => Promise<R>, input?: Row): Promise<R> => {
    try {
      return await transaction(app.db, fn);
    } catch (err) {
      if (uniqueViolation(err)) throw refuse(uniqueViolationMessage(s, err, input));
      throw err;
    }
  };
  const hooks = s.options.hooks;

  const remove = async (req: FastifyRequest, ids: string[], message: string) => {
    if (!ids.length) throw refuse(WRITE_MESSAGES.idsMissing);
    if (ids.length > MAX_PAGE_SIZE) throw refuse(`一次最多删除 ${MAX_PAGE_SIZE} 条`);
    const scope = await scopeConditions(app, s, req);
    await inTransaction(async (tx) => {
      const w = writeContext(app, s, req, tx, {});
      const rows = await deleteRows(s, w, ids, scope);
      if (!rows.length) throw refuse(WRITE_MESSAGES.notFound);
      await hooks?.afterWrite?.("delete", rows as never[], w);
    });
    return ok(null, message);
  };

  return {
    list: async (req) => ok(await listPage(app, s, req)),

    queryById: async (req) => {
      const where = allOf([eq(s.id, inputs.id(req)), ...(await scopeConditions(app, s, req))]);
      const rows = (await app.db.select().from(s.table).where(where).limit(1)) as Row[];
      if (!rows.length) throw refuse(WRITE_MESSAGES.notFound);
      const [record] = await toAnswers(app, s, rows, req, hooks as never);
      return ok(record);
    },

    add: async (req) => {
      const input = inputs.body(req);
      await inTransaction(async (tx) => {
        await addRow(s, writeContext(app, s, req, tx, input));
      }, input);
      return ok(null, WRITE_MESSAGES.added);
    },

    edit: async (req) => {
      const input = inputs.body(req);
      const scope = await scopeConditions(app, s, req);
      await inTransaction(async (tx) => {
        const w = writeContext(app, s, req, tx, input);
        const row = await updateRow(s, w, scope);
        await hooks?.afterWrite?.("edit", [row as never], w);
      }, input);
      return ok(null, WRITE_MESSAGES.edited);
    },

    delete: (req) => remove(req, splitIds(inputs.id(req)).slice(0, 1), WRITE_MESSAGES.deleted),
    deleteBatch: (req) => remove(req, splitIds(inputs.ids(req)), WRITE_MESSAGES.batchDeleted),

    exportXls: async (req, reply) => {
      const where = await listWhere(app, s, req);
      const selections = splitIds((req.query as { selections?: string }).selections);
      return exportXlsx(app, s, req, reply, { where: allOf([where, selections.length ? inIds(s, selections) : undefined]), order: orderOf(s, req) });
    },

    importExcel: async (req) => importXlsx(app, s, req, inTransaction),
  };
}

/** Scope, search fields and the advanced query of a list or export request. */
async function listWhere(app: AppContext, s: Served, req: FastifyRequest): Promise<SQL | undefined> {
  const query = (req.query ?? {}) as Row;
  return allOf([
    ...(await scopeConditions(app, s, req)),
    ...searchConditions(s, query),
    superQueryCondition(s, query.superQueryParams as string | undefined, query.superQueryMatchType as string | undefined),
  ]);
}

/**
 * Sort: `column` from the declared sortable fields only, then id for a stable order. Without an
 * explicit `order`, the default column sorts desc when it is createTime, asc otherwise (sortOrder).
 */
function orderOf(s: Served, req: FastifyRequest): SortOrder {
  const query = (req.query ?? {}) as Row;
  const fields = defColumns(s.def);
  const fallback = s.def.defaultSort ?? "createTime";
  const column = typeof query.column === "string" && query.column !== "" ? query.column : fallback;
  if (!fields[column]?.sort || !s.columns[column]) {
    if (column !== fallback) throw refuse(`不支持按「${column}」排序`);
    return { column: undefined, dir: "desc" };
  }
  const explicit = new URL(req.url, "http://x").searchParams.has("order");
  const direction = explicit ? query.order : column === "createTime" ? "desc" : "asc";
  return { column: s.columns[column], dir: direction === "asc" ? "asc" : "desc" };
}

async function listPage(app: AppContext, s: Served, req: FastifyRequest) {
  const query = (req.query ?? {}) as Row;
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(Number(query.pageSize ?? 10)) || 10));
  const current = Math.max(1, Math.trunc(Number(query.pageNo ?? 1)) || 1);
  const where = await listWhere(app, s, req);
  const orderBy = orderSql(s.id, orderOf(s, req));
  const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(s.table).where(where);
  const rows = (await app.db
    .select()
    .from(s.table)
    .where(where)
    .orderBy(...orderBy)
    .limit(size)
    .offset((current - 1) * size)) as Row[];
  const records = await toAnswers(app, s, rows, req, s.options.hooks as never);
  return { records, total: Number(total), size, current, pages: Math.ceil(Number(total) / size) };
}

const inIds = (s: Served, ids: string[]): SQL => inArray(s.id, ids);
