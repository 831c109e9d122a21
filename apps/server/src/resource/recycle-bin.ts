/**
 * The recycle bin of a soft-deleted resource (users, dictionaries): the rows deleted with
 * `delFlag = 1` that the caller could see (tenant scope and data rules as for the live rows),
 * brought back (`delFlag = 0`) or removed for good. The caller's ids that are not in the bin are
 * ignored; none at all in the bin is refused with 未找到对应数据, and nothing changes.
 */
import { desc, eq, inArray, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { transaction, type Db } from "../db/database.js";
import { toAnswers } from "./answer.js";
import { refuse } from "./context.js";
import { MAX_PAGE_SIZE } from "./serve.js";
import { allOf, makeScope, scopeConditions, type Served } from "./scope.js";
import type { Row, ServeResourceOptions } from "./types.js";
import { WRITE_MESSAGES } from "./write.js";

export interface RecycleBin {
  /** The deleted rows as the list answers them (last deleted first, at most MAX_PAGE_SIZE). */
  list(req: FastifyRequest): Promise<Row[]>;
  /** Brings these rows back; answers how many. */
  restore(req: FastifyRequest, ids: readonly string[]): Promise<number>;
  /** Removes these rows for good, `beforePurge` first (their dependants, same transaction); answers how many. */
  purge(req: FastifyRequest, ids: readonly string[]): Promise<number>;
}

export interface RecycleBinOptions {
  /** Deletes what hangs on the rows about to go (links without a cascading foreign key). */
  beforePurge?(tx: Db, ids: string[]): Promise<void>;
}

export function recycleBin(app: AppContext, options: ServeResourceOptions, binOptions: RecycleBinOptions = {}): RecycleBin {
  const s: Served = makeScope(options.def, options.table, options);
  const delFlag = s.all.delFlag;
  if (!delFlag || !s.softDelete) throw new Error(`recycleBin ${s.def.name}: the resource is not soft-deleted`);
  /** The caller's scope without the engine's `delFlag = 0`, and `delFlag = 1` instead. */
  const inBin = async (req: FastifyRequest): Promise<SQL[]> => [...(await scopeConditions(app, { ...s, softDelete: false }, req)), eq(delFlag, 1)];

  /**
   * Runs `write` in one transaction with the ids of `ids` that are in the bin (locked), refused when
   * there are none. The scope is read before the transaction opens (a data rule may query the database).
   */
  const inTransaction = async <R>(req: FastifyRequest, ids: readonly string[], write: (tx: Db, found: string[]) => Promise<R>): Promise<R> => {
    if (!ids.length) throw refuse(WRITE_MESSAGES.idsMissing);
    if (ids.length > MAX_PAGE_SIZE) throw refuse(`一次最多处理 ${MAX_PAGE_SIZE} 条`);
    const scope = await inBin(req);
    return transaction(app.db, async (tx) => {
      const rows = (await tx
        .select({ id: s.id })
        .from(s.table)
        .where(allOf([inArray(s.id, [...ids]), ...scope]))
        .for("update")) as Array<{ id: string }>;
      if (!rows.length) throw refuse(WRITE_MESSAGES.notFound);
      return write(tx, rows.map((r) => r.id));
    });
  };

  return {
    async list(req) {
      const order = s.all.updateTime ? [desc(s.all.updateTime), desc(s.id)] : [desc(s.id)];
      const rows = (await app.db
        .select()
        .from(s.table)
        .where(allOf(await inBin(req)))
        .orderBy(...order)
        .limit(MAX_PAGE_SIZE)) as Row[];
      return toAnswers(app, s, rows, req, options.hooks as never);
    },

    async restore(req, ids) {
      return inTransaction(req, ids, async (tx, found) => {
        const set: Row = { delFlag: 0 };
        if (s.all.updateBy && req.user) set.updateBy = req.user.username.slice(0, 32);
        if (s.all.updateTime) set.updateTime = app.clock.now();
        await tx.update(s.table).set(set).where(inArray(s.id, found));
        return found.length;
      });
    },

    async purge(req, ids) {
      return inTransaction(req, ids, async (tx, found) => {
        await binOptions.beforePurge?.(tx, found);
        await tx.delete(s.table).where(inArray(s.id, found));
        return found.length;
      });
    },
  };
}
