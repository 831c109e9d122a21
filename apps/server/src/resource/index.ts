/**
 * The generic resource engine: one declaration serves a resource's standard CRUD family
 * (list, add, edit, delete, deleteBatch, queryById, exportXls, importExcel) exactly as the
 * contract declares it (packages/openapi/src/build/resource.ts).
 *
 * USAGE (in your area's registrar):
 *
 *   import { serveResource, refuse, sysPosition } from "../../resource/index.js";
 *   import { sysPosition as positionTable } from "../../db/schema/index.js";
 *
 *   export function registerPositions(handlers: HandlerRegistry, ctx: AppContext): void {
 *     serveResource(handlers, ctx, {
 *       def: sysPosition,             // the contract's ResourceDef (re-exported by ./defs.ts)
 *       table: positionTable,         // Drizzle table, camelCase keys = the def's field keys
 *       unique: ["code"],             // refused with 职务编码…已存在 on add/edit/import
 *       // ops: ["list", "queryById"],  // bind only some (default: the def's whole family)
 *       // tenant: false,              // default: scoped when the table has tenantId
 *       // softDelete: true,           // default: when the table has delFlag
 *       // listFilters: (req, scope) => eq(scope.columns.status!, 1),   // data rules (SQL or undefined)
 *       hooks: {
 *         beforeAdd: async (values, w) => { if (bad) throw refuse("…"); values.x = …; },
 *         beforeEdit: async (values, existing, w) => {},
 *         beforeDelete: async (rows, w) => { await w.tx.delete(child).where(…) },
 *         afterWrite: async (op, rows, w) => {},
 *         toAnswer: async (rows, req) => rows.map((r) => ({ ...r, extra: … })),
 *       },
 *     });
 *     // bespoke operations of the same area are defined as usual with handlers.define(...)
 *   }
 *
 * What the engine does for you:
 * - list/exportXls: paging (pageSize ≤ 1000), `column` from the def's sortable fields only
 *   (default `def.defaultSort ?? createTime`, desc), search fields per the def with the WIRE.md
 *   value rules (`*x*`, `x*`, `*x`, `!x`, `a,b`, `>=x`, `<=x`, `<field>_begin/_end`),
 *   `superQueryParams`/`superQueryMatchType` on declared fields, the tenant scope, soft delete,
 *   data rules (`listFilters` + the app-wide `useListFilter`), `_dictText` companions for every
 *   `dict` field (code dictionaries and table dictionaries, one query per dictionary per page);
 * - add/edit/import: only the def's writable fields are taken; id (newId), createBy/createTime,
 *   updateBy/updateTime, sysOrgCode, tenantId are filled by the engine; `version` (business
 *   resources) is checked and incremented on edit (a stale one is refused, nothing written);
 * - every write runs in one transaction together with your hooks (`w.tx`);
 * - dates are answered as `yyyy-MM-dd HH:mm:ss` / `yyyy-MM-dd`, money as decimal strings;
 * - exportXls streams a real .xlsx (labels as headers, dictionary texts, formula-safe cells,
 *   `selections` = only those ids), reading keyset pages as the download takes them; importExcel
 *   streams .xlsx (headers = labels or keys, dictionary texts or values), stores the good rows in
 *   chunks within one transaction, and answers code 201 with an error file for bad rows
 *   (DATA_DIR/upload/import-errors/…); memory stays flat whatever the row count. Both push
 *   progress to the caller's notice socket when the request carries `X-Task-Id`.
 * - the served table is registered for table dictionaries / duplicate check / loadTreeData
 *   (`registerDictTable` does it by hand for tables without a CRUD family).
 *
 * Refusals: `throw refuse("中文原因")` from a hook answers `{success:false, code:500, message}`
 * (HTTP 200, as JeecgBoot does). Permissions: the binding already enforces `<prefix>:list|add|…`;
 * add finer checks in hooks with `authorize(req, code)`.
 */
export { serveResource } from "./serve.js";
export { serveTreeCalls } from "./tree-calls.js";
export { refuse, useListFilter } from "./context.js";
export { registerDictTable, type DictTableOptions } from "../sys/dict/table-registry.js";
export * from "./defs.js";
export type { ImportRun, ListFilter, ResourceHooks, ResourceImporter, ResourceScope, Row, ServeResourceOptions, WriteContext, WriteOp } from "./types.js";
