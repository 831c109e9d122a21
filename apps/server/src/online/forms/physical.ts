/**
 * Where online forms' tables live and how their names reach SQL. Every form table is in its own
 * schema — `online`, or `<schema>_online` beside a non-public schema (tests) — so no form can
 * touch a system table, and a name reaches SQL only after passing the designer's own pattern.
 */
import { ONLINE_FIELD_NAME, ONLINE_INDEX_NAME, ONLINE_RESERVED_NAMES, ONLINE_TABLE_NAME } from "@qt/openapi/rules";
import { sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "../../db/database.js";

/** The schema holding the form tables of `database`. */
export function onlineSchema(database: Pick<Database, "schema">): string {
  return database.schema === "public" ? "online" : `${database.schema}_online`;
}

/** `name` double-quoted, after checking it is a form table name (throws otherwise: never user text). */
export function tableIdent(name: string): string {
  if (!ONLINE_TABLE_NAME.test(name) || ONLINE_RESERVED_NAMES.has(name)) throw new Error(`not an online table name: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** `name` double-quoted, after checking it is a field name (throws otherwise). */
export function columnIdent(name: string): string {
  if (!ONLINE_FIELD_NAME.test(name) || ONLINE_RESERVED_NAMES.has(name)) throw new Error(`not an online field name: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** `name` double-quoted, after checking it is an index name (throws otherwise). */
export function indexIdent(name: string): string {
  if (!ONLINE_INDEX_NAME.test(name) || ONLINE_RESERVED_NAMES.has(name)) throw new Error(`not an online index name: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** `"<online schema>"."<table>"` as a raw SQL fragment. */
export function qualifiedTable(database: Pick<Database, "schema">, table: string): SQL {
  return sql.raw(`"${onlineSchema(database)}".${tableIdent(table)}`);
}

/** Creates the online schema when missing (idempotent). */
export async function ensureOnlineSchema(db: Db, database: Pick<Database, "schema">): Promise<void> {
  await db.execute(sql.raw(`create schema if not exists "${onlineSchema(database)}"`));
}

/** Drops the given form tables (those that exist) in one statement. */
export async function dropFormTables(db: Db, database: Pick<Database, "schema">, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(sql.raw(`drop table if exists ${tables.map((t) => `"${onlineSchema(database)}".${tableIdent(t)}`).join(", ")}`));
}
