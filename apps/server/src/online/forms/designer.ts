/**
 * The online form designer's calls (/online/cgform/head, field, index, api/addAll|editAll):
 * the form and copy lists, the designer dialog's reads and its one save, delete and remove, copy
 * views, definition export and import. Metadata only: tables are made by the sync.
 */
import { onlCgformHead as headDef } from "@qt/openapi/build";
import type { AppContext } from "../../context.js";
import { onlCgformHead } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { attachment } from "../../resource/export-xlsx.js";
import { multipartParts, partToBuffer, type MultipartLimits } from "../../http/multipart.js";
import { refuse, serveResource } from "../../resource/index.js";
import { splitIds } from "../../resource/write.js";
import { formatDateTime } from "../../wire/datetime.js";
import { addFormToMenu } from "./add-to-menu.js";
import { copyView } from "./copy-view.js";
import { tableTaken } from "./definition-check.js";
import { exportDefinition, importDefinition, parseDefinitionFile, type DefinitionFile } from "./definition-file.js";
import { deleteForms } from "./delete-forms.js";
import { addForm, editForm, formTransaction, loadFields, loadIndexes, writerOf, type EditInput } from "./save-definition.js";

/** An uploaded definition file: one JSON file of at most 1 MiB. */
const FILE_LIMITS: MultipartLimits = { fileBytes: 1024 * 1024, files: 1, fields: 5, fieldBytes: 1024, fileFields: new Set(["file"]) };

/** Audit dates in the wire format. */
const wireDates = <T extends { createTime: Date; updateTime: Date | null }>(row: T) => ({ ...row, createTime: formatDateTime(row.createTime), updateTime: formatDateTime(row.updateTime) });

export function registerOnlineForms(handlers: HandlerRegistry, ctx: AppContext): void {
  // head/list (form list: copyType defaults to 0; copy list: copyType=1&physicId=) and head/queryById
  serveResource(handlers, ctx, { def: headDef, table: onlCgformHead, ops: ["list", "queryById"], dictTable: false });

  handlers.define("onlineCgformFieldListByHeadId", async (req) => ok((await loadFields(ctx.db, req.query.headId)).map(wireDates)));
  handlers.define("onlineCgformIndexListByHeadId", async (req) => ok((await loadIndexes(ctx.db, req.query.headId)).map(wireDates)));

  handlers.define("onlineCgformApiCheckOnlyTable", async (req) => ok((await tableTaken(ctx.db, req.query.tbname.trim(), req.query.id || undefined)) ? -1 : 1));

  handlers.define("onlineCgformApiAddAll", async (req) => {
    const body = req.body as unknown as EditInput;
    const id = await formTransaction(ctx, body.head?.tableName, (tx) => addForm(tx, writerOf(ctx, req.user), body));
    return ok(id, "添加成功！");
  });

  handlers.define("onlineCgformApiEditAll", async (req) => {
    const body = req.body as unknown as EditInput;
    await formTransaction(ctx, body.head?.tableName, (tx) => editForm(tx, writerOf(ctx, req.user), body));
    return ok(null, "编辑成功！");
  });

  handlers.define("onlineCgformHeadDelete", async (req) => {
    await formTransaction(ctx, undefined, (tx) => deleteForms(ctx, tx, splitIds(req.query.id).slice(0, 1), true));
    return ok(null, "删除成功!");
  });
  handlers.define("onlineCgformHeadRemoveRecord", async (req) => {
    await formTransaction(ctx, undefined, (tx) => deleteForms(ctx, tx, splitIds(req.query.id).slice(0, 1), false));
    return ok(null, "移除成功!");
  });
  handlers.define("onlineCgformHeadDeleteBatch", async (req) => {
    const drop = req.query.flag === "1";
    await formTransaction(ctx, undefined, (tx) => deleteForms(ctx, tx, splitIds(req.query.ids), drop));
    return ok(null, drop ? "删除成功!" : "移除成功!");
  });

  handlers.define("onlineCgformHeadCopyOnline", async (req) => {
    const id = await formTransaction(ctx, undefined, (tx) => copyView(tx, writerOf(ctx, req.user), req.query.code));
    return ok(id, "复制成功！");
  });

  handlers.define("onlineCgformHeadAddToMenu", async (req) => {
    const id = await formTransaction(ctx, undefined, (tx) => addFormToMenu(tx, writerOf(ctx, req.user), req.body));
    return ok(id, "添加到菜单成功！");
  });

  handlers.define("onlineCgformHeadExportDefinition", async (req, reply) => {
    const { file, fileName } = await exportDefinition(ctx.db, req.query.id);
    attachment(reply, fileName);
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(file, null, 2));
  });

  handlers.define("onlineCgformHeadImportDefinition", async (req) => {
    const file = req.body as unknown as Partial<DefinitionFile>;
    const id = await formTransaction(ctx, file.head?.tableName, (tx) => importDefinition(tx, writerOf(ctx, req.user), file));
    return ok(id, "导入成功！");
  });

  handlers.define("onlineCgformHeadImportDefinitionFile", async (req) => {
    let text: string | undefined;
    for await (const part of multipartParts(req, FILE_LIMITS)) {
      if (part.type === "file" && part.fieldname === "file" && text === undefined) text = (await partToBuffer(part, FILE_LIMITS)).toString("utf8");
      else if (part.type === "file") part.file.resume();
    }
    if (text === undefined) throw refuse("请上传表单定义文件（file）");
    const file = parseDefinitionFile(text);
    const id = await formTransaction(ctx, file.head?.tableName, (tx) => importDefinition(tx, writerOf(ctx, req.user), file));
    return ok(id, "导入成功！");
  });
}
