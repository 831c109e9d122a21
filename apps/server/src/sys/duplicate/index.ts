/**
 * GET /sys/duplicate/check: is `fieldVal` already used in `tableName.fieldName` (other than the
 * row `dataId`)? Only registered tables and fields (dict/table-registry.ts); every row counts,
 * like a unique index.
 */
import { and, eq, getTableColumns, ne, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AppContext } from "../../context.js";
import { sysUser } from "../../db/schema/index.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { refuse } from "../../resource/context.js";
import { columnKind } from "../../resource/values.js";
import { DICT_MESSAGES } from "../dict/dict-source.js";
import { dictTable } from "../dict/table-registry.js";
import { sameUsername } from "../session/account-rules.js";

export const DUPLICATE_TEXT = { available: "该值可用！", unavailable: "该值不可用，系统中已存在！" } as const;

export function registerDuplicateCheck(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("sysDuplicateCheck", async (req) => {
    const { tableName, fieldName, fieldVal, dataId } = req.query;
    const table = dictTable(ctx, tableName);
    if (!table) throw refuse(DICT_MESSAGES.unknownTable(tableName));
    const col = table.columns.get(fieldName);
    if (!col) throw refuse(DICT_MESSAGES.unknownField(fieldName));
    const id = (getTableColumns(table.table) as Record<string, PgColumn>).id;
    // Text columns compare directly (their index serves); others by their text form.
    // A username is taken in any case (`Admin` is the account `admin`).
    const value = col === sysUser.username ? sameUsername(fieldVal) : columnKind(col) === "text" ? eq(col, fieldVal) : eq(sql`cast(${col} as text)`, fieldVal);
    const where = and(value, dataId && id ? ne(sql`cast(${id} as text)`, dataId) : undefined);
    const [hit] = await ctx.db.select({ one: sql`1` }).from(table.table).where(where).limit(1);
    return hit ? fail(500, DUPLICATE_TEXT.unavailable) : ok(DUPLICATE_TEXT.available, DUPLICATE_TEXT.available);
  });
}
