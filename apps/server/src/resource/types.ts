/** The engine's public types: what `serveResource` takes and what its hooks receive. */
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { AuthUser } from "../auth/request-user.js";
import type { AppContext } from "../context.js";
import type { Db } from "../db/database.js";
import type { CrudOp, ResourceDef } from "./defs.js";

/** A row as the engine moves it around: column keys (camelCase) → values. */
export type Row = Record<string, unknown>;

/** What the engine knows of one served resource; handed to filters and hooks. */
export interface ResourceScope {
  def: ResourceDef;
  table: PgTable;
  /** Every column key the definition declares AND the table has → its Drizzle column (the allow-list). */
  columns: Readonly<Record<string, PgColumn>>;
}

/**
 * Extra WHERE conditions for reads and writes of a resource (data rules): applied to list,
 * exportXls, queryById, edit, delete and deleteBatch (a row the filter hides cannot be read,
 * changed or deleted). Return `undefined` for "no restriction". Build conditions with Drizzle's
 * operators on `scope.columns` only — never SQL from text.
 */
export type ListFilter = (req: FastifyRequest, scope: ResourceScope) => SQL | undefined | Promise<SQL | undefined>;

/** How importExcel stores the rows of one resource (see `ServeResourceOptions.importer`). */
export interface ResourceImporter {
  /** Columns beyond the writable fields: input key → the header names it may have (e.g. a parent's name). */
  columns?: Readonly<Record<string, readonly string[]>>;
  /** Starts one import; its state (e.g. codes given so far) lives until the import ends. */
  begin(): ImportRun;
}

export interface ImportRun {
  /** Rows are stored in this order (stable sort); the error file keeps the file's line numbers. */
  order?(a: Row, b: Row): number;
  /** Validates and stores one row (`w.input`); `throw refuse("原因")` makes it a bad row. */
  row(w: WriteContext): Promise<void>;
}

/** What write hooks receive. Everything runs inside the write's one transaction (`tx`). */
export interface WriteContext {
  tx: Db;
  req: FastifyRequest;
  user: AuthUser;
  now: Date;
  app: AppContext;
  scope: ResourceScope;
  /**
   * The validated request body (add/edit) or the row read from the file (import), all fields,
   * including declared fields without a column of that name (e.g. a write-only `password`).
   */
  input: Row;
}

export type WriteOp = "add" | "edit" | "delete";

export interface ResourceHooks<TRow extends Row = Row> {
  /**
   * Before an insert (add and each imported row). `values` holds the validated input plus the
   * filled common columns and may be changed in place (hash a password, derive a field).
   * Refuse with `throw refuse("…")`: nothing is written, the caller sees the message.
   * An import calls it for each row of a chunk before the chunk's one insert (rows of the same
   * chunk are not in the table yet; a unique index still catches their duplicates), so it should
   * check and derive, not write: writes belong in afterWrite.
   */
  beforeAdd?(values: Row, w: WriteContext): void | Promise<void>;
  /** Before an update: `values` are the columns about to be set (change in place), `existing` the row as stored. */
  beforeEdit?(values: Row, existing: TRow, w: WriteContext): void | Promise<void>;
  /** Before delete/deleteBatch: the rows about to go. Delete dependants here (same transaction). */
  beforeDelete?(rows: TRow[], w: WriteContext): void | Promise<void>;
  /** After any write, same transaction: `rows` as now stored (for delete: as they were). */
  afterWrite?(op: WriteOp, rows: TRow[], w: WriteContext): void | Promise<void>;
  /**
   * Answer mapping for list, queryById and exportXls, batch-wise, before `_dictText` is added:
   * return the rows as the answer shows them (add computed fields, drop nothing sensitive needed:
   * the contract's schema already drops undeclared fields).
   */
  toAnswer?(rows: Row[], req: FastifyRequest): Row[] | Promise<Row[]>;
}

export interface ServeResourceOptions<T extends PgTable = PgTable> {
  /** The contract's definition (import from `src/resource/defs.ts`). */
  def: ResourceDef;
  /** The Drizzle table; its column keys must match the definition's field keys (camelCase). */
  table: T;
  /** Which operations to bind; default `def.ops` (the whole family the contract declares). */
  ops?: readonly CrudOp[];
  /**
   * Tenant scope: rows are read and written only within the caller's tenant (`currentTenant`
   * of auth/tenant.ts; `tenantId IS NULL` for a caller without a tenant), and new rows get it. Default: on when the table has a `tenantId` column.
   */
  tenant?: boolean;
  /** Data rules of this resource, in addition to the app-wide filter set with `useListFilter`. */
  listFilters?: ListFilter;
  /**
   * Soft delete through a `delFlag` column: delete sets it to 1, every read skips rows with 1.
   * Default: on when the table has a `delFlag` column.
   */
  softDelete?: boolean;
  /**
   * Fields whose value must be unique in the whole table (like a unique index; soft-deleted rows
   * count): add/edit/import refuse a duplicate with `<label>「value」已存在`.
   */
  unique?: readonly string[];
  hooks?: ResourceHooks<T["$inferSelect"] & Row>;
  /**
   * importExcel stores its rows this way instead of the engine's add (trees: parents, codes); the
   * file reading, dictionary texts, one savepoint per row, code 201 and the error file stay the
   * engine's. With an `order`, the rows are held in memory to be sorted (at most 10,000).
   */
  importer?: ResourceImporter;
  /**
   * Register the table for table dictionaries (`table,text,code`), loadTreeData and the duplicate
   * check, with every readable declared column. Default true; `false` keeps it private.
   */
  dictTable?: boolean;
}
