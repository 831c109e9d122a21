/**
 * Cache versions (db/versioned-cache.ts). sys_grants_version: one row whose `version` goes up whenever anything a user's permissions or
 * data rules are made of changes (roles, menus/buttons, grants, data rules). Statement triggers
 * on those tables bump it (migration 0004_grants_version_triggers), whichever instance or tool made
 * the change, so auth/grant-cache.ts can keep grant lookups in memory while the version holds.
 */
import { bigint, pgTable, smallint } from "drizzle-orm/pg-core";

export const sysGrantsVersion = pgTable("sys_grants_version", {
  /** Always 1 (a single row). */
  id: smallint("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * sys_dict_version: the same for code dictionaries (sys_dict, sys_dict_item; migration
 * 0006_dict_version_triggers), so sys/dict/dict-cache.ts can keep dictionary texts in memory.
 */
export const sysDictVersion = pgTable("sys_dict_version", {
  /** Always 1 (a single row). */
  id: smallint("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
