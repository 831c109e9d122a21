/**
 * Stored rows → answered records: the declared readable fields in their wire form, the
 * `hasChild` of trees, the hook's mapping, and a `<field>_dictText` for every dictionary field
 * (at most one query per dictionary per page; none for code dictionaries in memory).
 */
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { DEFAULT_LOCALE, requestLocale, type Locale } from "../http/locale.js";
import { dictTexts, parseDictCode, textOf } from "../sys/dict/dict-source.js";
import { columns as defColumns } from "./defs.js";
import type { ResourceHooks, ResourceScope, Row } from "./types.js";
import { toWireValue } from "./values.js";

/** The dictionary fields of a resource: key → dictionary code. */
export function dictFields(scope: ResourceScope): Array<[string, string]> {
  return Object.entries(defColumns(scope.def))
    .filter(([key, f]) => f.dict && !f.writeOnly && scope.columns[key])
    .map(([key, f]) => [key, f.dict!]);
}

/** key → (stored value → text in `locale`), for every dictionary field of these rows. */
export async function resolveDictTexts(app: AppContext, scope: ResourceScope, rows: Row[], dictVersion?: number | null, locale: Locale = DEFAULT_LOCALE): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, code] of dictFields(scope)) {
    let ref;
    try {
      ref = parseDictCode(app, code);
    } catch {
      // A table dictionary whose table nobody registered (yet): no texts rather than a failed list.
      continue;
    }
    out.set(key, await dictTexts(app.db, ref, rows.map((r) => r[key]), dictVersion, locale));
  }
  return out;
}

export async function toAnswers(app: AppContext, scope: ResourceScope, rows: Row[], req: FastifyRequest, hooks: ResourceHooks<never> | undefined): Promise<Row[]> {
  const fields = Object.entries(defColumns(scope.def)).filter(([, f]) => !f.writeOnly);
  let records: Row[] = rows.map((row) => {
    const record: Row = {};
    for (const [key, field] of fields) if (key in row) record[key] = toWireValue(field, row[key]);
    if (scope.def.tree) {
      const flag = row[scope.def.tree.hasChildField ?? "hasChild"];
      if (flag !== undefined) record.hasChild = flag === null ? "0" : String(flag === true ? "1" : flag === false ? "0" : flag);
    }
    return record;
  });
  if (hooks?.toAnswer) records = await hooks.toAnswer(records, req);
  const texts = await resolveDictTexts(app, scope, records, req.dictVersion, requestLocale(req));
  for (const record of records) {
    for (const [key, map] of texts) record[`${key}_dictText`] = textOf(map, record[key]) ?? "";
  }
  return records;
}
