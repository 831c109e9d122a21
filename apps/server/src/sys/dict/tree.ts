/**
 * loadTreeData: one level of a registered table as tree nodes (the tree select). Table, fields
 * and condition go through the registry like table dictionaries; the root parent is '0' (also
 * matching an empty or null parent).
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Schemas } from "@qt/openapi";
import type { AppContext } from "../../context.js";
import { refuse } from "../../resource/context.js";
import { conditionOf, DICT_MESSAGES } from "./dict-source.js";
import { dictTable } from "./table-registry.js";

type TreeNode = Schemas["TreeNode"];

export interface TreeQuery {
  pid?: string;
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
  condition?: string;
}

const MAX_NODES = 1000;

export async function loadTreeData(ctx: AppContext, q: TreeQuery): Promise<TreeNode[]> {
  const table = dictTable(ctx, q.tableName);
  if (!table) throw refuse(DICT_MESSAGES.unknownTable(q.tableName));
  const field = (name: string) => {
    const col = table.columns.get(name);
    if (!col) throw refuse(DICT_MESSAGES.unknownField(name));
    return col;
  };
  const text = field(q.text);
  const code = field(q.code);
  const pidCol = field(q.pidField);
  const hasChild = q.hasChildField ? field(q.hasChildField) : undefined;
  const pid = q.pid ?? "0";
  const asText = sql`cast(${pidCol} as text)`;
  const parent: SQL = pid === "0" || pid === "" ? or(isNull(pidCol), eq(asText, "0"), eq(asText, ""))! : eq(asText, pid);
  const where = and(parent, table.where, conditionOf(table, q.condition));

  const rows = await ctx.db
    .select({ code, text, pid: pidCol, ...(hasChild ? { hasChild } : {}) })
    .from(table.table)
    .where(where)
    .orderBy(asc(text))
    .limit(MAX_NODES);

  // Without a hasChild column, one query finds which of these nodes are parents.
  let parents = new Set<string>();
  if (!hasChild && rows.length) {
    const codes = rows.map((r) => String(r.code));
    const found = await ctx.db
      .selectDistinct({ pid: sql<string>`cast(${pidCol} as text)` })
      .from(table.table)
      .where(and(inArray(sql`cast(${pidCol} as text)`, codes), table.where));
    parents = new Set(found.map((f) => f.pid));
  }
  return rows.map((r) => {
    const value = String(r.code ?? "");
    const title = String(r.text ?? "");
    const leaf = hasChild ? String((r as { hasChild?: unknown }).hasChild ?? "") !== "1" : !parents.has(value);
    return { key: value, value, title, label: title, leaf, isLeaf: leaf, pid: r.pid === null || r.pid === undefined ? null : String(r.pid) };
  });
}
