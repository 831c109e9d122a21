/**
 * Online表单开发's calls (issue #20): the designer's reads (fields, indexes, the table-name check),
 * its one save (api/addAll, api/editAll: the whole definition), delete / remove / batch delete,
 * copy views, 添加到菜单, the definition's export and import, tables of the online schema imported
 * as forms, and the database sync with its preview.
 */
import type { Schemas } from "@qt/openapi";
import { downloadFile, type QtClient } from "@qt/sdk";

export type OnlineField = Schemas["OnlCgformField"];
export type OnlineIndex = Schemas["OnlCgformIndex"];
export type OnlineDefinitionBody = Schemas["OnlCgformDefinition"];
export type OnlineDefinitionFile = Schemas["OnlCgformDefinitionFile"];
export type OnlineSyncPreview = Schemas["OnlSyncPreview"];
export type OnlineSyncMethod = "normal" | "force";
export type OnlineAddToMenu = Schemas["OnlCgformAddToMenu"];
export type OnlineFieldAuthRule = Schemas["OnlCgformFieldAuthRule"];

export function onlineFormCalls(client: QtClient) {
  return {
    /** The form's fields, in order. */
    fields: (headId: string, signal?: AbortSignal) => client.unwrap(client.GET("/online/cgform/field/listByHeadId", { params: { query: { headId } }, signal })),
    /** The form's live indexes. */
    indexes: (headId: string, signal?: AbortSignal) => client.unwrap(client.GET("/online/cgform/index/listByHeadId", { params: { query: { headId } }, signal })),
    /** -1 when another form has the table name, 1 when it is free. */
    checkOnlyTable: (tbname: string, id?: string, signal?: AbortSignal) =>
      client.unwrap(client.GET("/online/cgform/api/checkOnlyTable", { params: { query: { tbname, ...(id ? { id } : {}) } }, signal })),
    /** A new form (head, fields, indexes in one call). */
    addAll: (body: OnlineDefinitionBody) => client.unwrap(client.POST("/online/cgform/api/addAll", { body })),
    /** The whole definition of an existing form. */
    editAll: (body: OnlineDefinitionBody) => client.unwrap(client.PUT("/online/cgform/api/editAll", { body })),
    /** Deletes the form and drops its table. */
    remove: (id: string) => client.unwrap(client.DELETE("/online/cgform/head/delete", { params: { query: { id } } })),
    /** Removes the form's definition only (the table stays). */
    removeRecord: (id: string) => client.unwrap(client.DELETE("/online/cgform/head/removeRecord", { params: { query: { id } } })),
    /** Several forms: flag "1" drops their tables too, "0" keeps them. */
    deleteBatch: (ids: readonly string[], flag: "0" | "1") => client.unwrap(client.DELETE("/online/cgform/head/deleteBatch", { params: { query: { ids: ids.join(","), flag } } })),
    /** A copy view of the form; answers the copy's id. */
    copy: (code: string) => client.unwrap(client.POST("/online/cgform/head/copyOnline", { params: { query: { code } } })),
    /** The form's generated page put into the menu. */
    addToMenu: (body: OnlineAddToMenu) => client.unwrap(client.POST("/online/cgform/head/addToMenu", { body })),
    /** The definition as a JSON file. */
    exportDefinition: (id: string, fileName: string) => downloadFile(client, "/online/cgform/head/exportDefinition", { id }, { fileName }),
    /** An exported definition (the file's JSON) becomes a new form. */
    importDefinition: (body: OnlineDefinitionFile) => client.unwrap(client.POST("/online/cgform/head/importDefinition", { body })),
    /** Tables of the online schema that no form uses yet. */
    queryTables: (tableName?: string, signal?: AbortSignal) =>
      client.unwrap(client.GET("/online/cgform/head/queryTables", { params: { query: tableName ? { tableName } : {} }, signal })),
    /** The named tables become forms. */
    transTables: (tables: readonly string[]) => client.unwrap(client.POST("/online/cgform/head/transTables/{tables}", { params: { path: { tables: tables.join(",") } } })),
    /** What a sync would run now, with its measured effects. */
    syncPreview: (code: string, synMethod: OnlineSyncMethod = "normal") =>
      client.unwrap(client.GET("/online/cgform/api/syncPreview/{code}", { params: { path: { code }, query: { synMethod } } })),
    /** Every role (the field permissions' role choice). */
    roles: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/role/queryall", { signal })),
    /** A role's field permissions of the form. */
    fieldAuth: (code: string, roleId: string, signal?: AbortSignal) => client.unwrap(client.GET("/online/cgform/api/fieldAuth/{code}", { params: { path: { code }, query: { roleId } }, signal })),
    /** Replaces a role's field permissions of the form. */
    saveFieldAuth: (code: string, roleId: string, rules: OnlineFieldAuthRule[]) =>
      client.unwrap(client.POST("/online/cgform/api/fieldAuth/{code}", { params: { path: { code } }, body: { roleId, rules } })),
    /** Runs the sync. */
    sync: (code: string, synMethod: OnlineSyncMethod) => client.unwrap(client.POST("/online/cgform/api/doDbSynch/{code}/{synMethod}", { params: { path: { code, synMethod } } })),
  };
}

export type OnlineFormCalls = ReturnType<typeof onlineFormCalls>;
