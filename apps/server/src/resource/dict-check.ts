/**
 * Which values of a dictionary-backed field are no option (issue #19 class 5), for the engine's
 * writes (write.ts `dictRefusals`):
 * - a code dictionary (`dict: "send_status"`): its item values, enabled or not;
 * - a table dictionary (`table,text,code[,condition]`, and every `f.ref` to another table's id):
 *   the code column of the rows the caller could pick — the dictionary's condition, rows not
 *   deleted (`del_flag` 0) and of the caller's tenant, where the table has those columns.
 * Each part of a multi-value `a,b` is checked; a part the row already holds (an item or a row
 * since removed) and a tree's root `'0'` pass. Table and column names come from the resource
 * definitions through the registry (table-registry.ts), never from the request; a table nobody
 * registered, like a code dictionary without items, cannot judge and accepts any value.
 *
 * A table dictionary costs one query per field for all the rows checked together, and the values
 * found are remembered for the request, so rows written one by one afterwards (an import's
 * fallback, a batch) find them known without another query.
 */
import { and, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { tenantCondition } from "../auth/tenant.js";
import type { AppContext } from "../context.js";
import type { Db } from "../db/database.js";
import { codeDictValues, parseDictCode, type DictRef } from "../sys/dict/dict-source.js";

type TableRef = Extract<DictRef, { kind: "table" }>;

/** One row's value of the field, and what the row holds now (an edit). */
export interface DictCell {
  value: unknown;
  existing?: unknown;
}

const refs = new WeakMap<AppContext, Map<string, DictRef | null>>();

/** The parsed dictionary of a definition's `dict` (null: a table nobody registered), parsed once. */
function refOf(app: AppContext, dict: string): DictRef | null {
  let byDict = refs.get(app);
  if (!byDict) refs.set(app, (byDict = new Map()));
  let ref = byDict.get(dict);
  if (ref === undefined) {
    try {
      ref = parseDictCode(app, dict);
    } catch {
      ref = null;
    }
    byDict.set(dict, ref);
  }
  return ref;
}

/**
 * A table dictionary narrowed to the rows `req`'s caller may pick: not deleted, of their tenant.
 * `del_flag` is compared as text: some tables keep it as a number, sys_depart as '0'/'1'.
 */
export function pickableRef(ref: TableRef, req: FastifyRequest): TableRef {
  const cols = getTableColumns(ref.table.table) as Record<string, PgColumn>;
  const live = cols.delFlag ? sql`cast(${cols.delFlag} as text) = '0'` : undefined;
  const tenant = cols.tenantId ? tenantCondition(cols.tenantId, req) : undefined;
  const where = [ref.where, live, tenant].filter((c): c is SQL => c !== undefined);
  return { ...ref, where: where.length ? and(...where) : undefined };
}

/** The parts of a stored or sent value (`a,b` → a, b); none for an empty value. */
const partsOf = (v: unknown): string[] => (v === undefined || v === null || v === "" || typeof v === "boolean" ? [] : String(v).split(","));

const found = new WeakMap<FastifyRequest, Map<string, Set<string>>>();

/** Values of table dictionary `dict` known to exist for this request. */
function foundFor(req: FastifyRequest, dict: string): Set<string> {
  let byDict = found.get(req);
  if (!byDict) found.set(req, (byDict = new Map()));
  let values = byDict.get(dict);
  if (!values) byDict.set(dict, (values = new Set()));
  return values;
}

/** Which of `wanted` are code values of the table dictionary, in one query. */
async function existingCodes(tx: Db, ref: TableRef, wanted: string[]): Promise<string[]> {
  // a text column is compared as it is (its index serves); others as text, as the wire sends them
  const matches = ref.code.dataType === "string" ? inArray(ref.code, wanted) : inArray(sql`cast(${ref.code} as text)`, wanted);
  const rows = await tx
    .selectDistinct({ v: sql<string>`cast(${ref.code} as text)` })
    .from(ref.table.table)
    .where(and(ref.where, matches));
  return rows.map((r) => r.v);
}

/**
 * For each cell, the first part of its value that is none of dictionary `dict`'s values, or
 * undefined (all known, or nothing to judge by). `root`: a value that always passes (a tree's '0').
 */
export async function unknownDictParts(app: AppContext, req: FastifyRequest, tx: Db, dict: string, cells: readonly DictCell[], root?: string): Promise<Array<string | undefined>> {
  const ref = refOf(app, dict);
  const fresh = cells.map(({ value, existing }) => {
    const kept = new Set(partsOf(existing));
    return partsOf(value).filter((p) => !kept.has(p) && p !== root);
  });
  if (!ref || fresh.every((parts) => !parts.length)) return cells.map(() => undefined);

  let known: Set<string>;
  if (ref.kind === "code") {
    known = await codeDictValues(tx, ref.code, req.dictVersion);
    if (!known.size) return cells.map(() => undefined);
  } else {
    known = foundFor(req, dict);
    const wanted = [...new Set(fresh.flat())].filter((p) => !known.has(p));
    if (wanted.length) for (const v of await existingCodes(tx, pickableRef(ref, req), wanted)) known.add(v);
  }
  return fresh.map((parts) => parts.find((p) => !known.has(p)));
}
