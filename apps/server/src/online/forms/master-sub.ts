/**
 * Master forms and their sub tables: a master record and its sub rows are written in ONE
 * transaction (any refused row refuses the whole save, nothing is kept), sub rows as differences —
 * a row with a known id is updated, a row without one is inserted, a stored row the save no longer
 * lists is deleted; never delete-and-reinsert, which would lose the columns the form does not
 * show. A sub table whose key is absent from the body is left as it is. Deleting a master deletes
 * its sub rows. The foreign key of a sub row is the server's to set, never the caller's.
 */
import { eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { transaction, type Db } from "../../db/database.js";
import { ApiError } from "../../http/envelope.js";
import { refuse, type Row } from "../../resource/index.js";
import { toAnswers } from "../../resource/answer.js";
import { allOf, scopeConditions } from "../../resource/scope.js";
import { addRow, deleteRows, uniqueViolation, uniqueViolationMessage, updateRow, writeContext, WRITE_MESSAGES } from "../../resource/write.js";
import { engineKey, toEngineRow, toWireRow, type FormModel } from "./model.js";

/** What a record of a form is before the engine takes it: the caller's writable fields, defaults filled (add). */
export type Prepare = (model: FormModel, record: Row, mode: "add" | "edit") => Promise<Row>;

/** The rows of `sub` belonging to master value `value`, visible to the caller. */
async function subRows(app: AppContext, req: FastifyRequest, tx: Db, sub: FormModel, value: unknown): Promise<Row[]> {
  const s = sub.served;
  const fk = s.columns[sub.foreignKey!.key]!;
  return (await tx.select().from(s.table).where(allOf([eq(fk, value), ...(await scopeConditions(app, s, req))]))) as Row[];
}

/** Runs `fn` naming the sub table and row of a refusal: `订单明细第 2 行：数量须为整数`. */
async function asRow<T>(sub: FormModel, index: number, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ApiError && err.code === 500) throw refuse(`${sub.head.tableTxt}第 ${index + 1} 行：${err.message}`);
    throw err;
  }
}

/** The master's value its sub rows point at (`main_field`, usually id). */
const linkValue = (master: Row, sub: FormModel): unknown => master[engineKey(sub.foreignKey!.mainField)];

/**
 * Saves a master record with its sub tables' rows (`body[<sub table name>]` arrays) in one
 * transaction; answers the master row as stored.
 */
export async function saveMasterAndSubs(app: AppContext, req: FastifyRequest, master: FormModel, subs: readonly FormModel[], body: Row, mode: "add" | "edit", prepare: Prepare): Promise<Row> {
  const record = toEngineRow(await prepare(master, body, mode));
  try {
    return await transaction(app.db, async (tx) => {
      const w = writeContext(app, master.served, req, tx, record);
      const stored = mode === "add" ? await addRow(master.served, w) : await updateRow(master.served, w, await scopeConditions(app, master.served, req));
      for (const sub of subs) {
        const given = body[sub.head.tableName];
        if (!Array.isArray(given)) continue;
        if (sub.head.relationType === 1 && given.length > 1) throw refuse(`${sub.head.tableTxt}为一对一子表，只能有一行`);
        const value = linkValue(stored, sub);
        const existing = mode === "add" ? [] : await subRows(app, req, tx, sub, value);
        const known = new Set(existing.map((r) => String(r.id)));
        const kept = new Set<string>();
        for (const [i, raw] of given.entries()) {
          if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw refuse(`${sub.head.tableTxt}第 ${i + 1} 行：须为对象`);
          const row = raw as Row;
          const id = typeof row.id === "string" && known.has(row.id) ? row.id : undefined;
          await asRow(sub, i, async () => {
            const input = toEngineRow({ ...(await prepare(sub, row, id ? "edit" : "add")), [sub.foreignKey!.column]: value, ...(id ? { id } : {}) });
            const sw = writeContext(app, sub.served, req, tx, input);
            if (id) {
              kept.add(id);
              await updateRow(sub.served, sw, [eq(sub.served.columns[sub.foreignKey!.key]!, value)]);
            } else {
              await addRow(sub.served, sw);
            }
          });
        }
        const gone = existing.map((r) => String(r.id)).filter((id) => !kept.has(id));
        if (gone.length) await deleteRows(sub.served, writeContext(app, sub.served, req, tx, {}), gone, []);
      }
      return stored;
    });
  } catch (err) {
    if (uniqueViolation(err)) throw refuse(uniqueViolationMessage(master.served, err, record));
    throw err;
  }
}

/** Deletes the sub rows of the master rows about to go (their delete's own transaction). */
export async function deleteSubRows(app: AppContext, req: FastifyRequest, tx: Db, masters: readonly Row[], subs: readonly FormModel[]): Promise<void> {
  for (const sub of subs) {
    const values = masters.map((m) => linkValue(m, sub)).filter((v) => v !== null && v !== undefined);
    if (!values.length) continue;
    const s = sub.served;
    const rows = (await tx.select({ id: s.id }).from(s.table).where(inArray(s.columns[sub.foreignKey!.key]!, values))) as Row[];
    if (rows.length) await deleteRows(s, writeContext(app, s, req, tx, {}), rows.map((r) => String(r.id)), []);
  }
}

/** A master record as answered, with each sub table's rows under its table name. */
export async function withSubRows(app: AppContext, req: FastifyRequest, master: Row, stored: Row, subs: readonly FormModel[]): Promise<Row> {
  const out: Row = { ...master };
  for (const sub of subs) {
    const rows = await subRows(app, req, app.db, sub, linkValue(stored, sub));
    const answers = (await toAnswers(app, sub.served, rows, req, sub.served.options.hooks as never)).map(toWireRow);
    out[sub.head.tableName] = sub.head.relationType === 1 ? answers.slice(0, 1) : answers;
  }
  return out;
}

/** The stored master row `id` visible to the caller, or the not-found refusal. */
export async function masterRow(app: AppContext, req: FastifyRequest, master: FormModel, id: string): Promise<Row> {
  const s = master.served;
  const [row] = (await app.db.select().from(s.table).where(allOf([eq(s.id, id), ...(await scopeConditions(app, s, req))])).limit(1)) as Row[];
  if (!row) throw refuse(WRITE_MESSAGES.notFound);
  return row;
}

export { linkValue, subRows };
