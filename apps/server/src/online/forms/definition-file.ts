/**
 * Definition files (head/exportDefinition, head/importDefinition; ours, to move forms between
 * installations): the form as JSON — head, fields in order, live indexes — without ids, audit
 * columns or sync state, under a format name and version. Importing makes a new, unsynced form,
 * checked like addAll.
 */
import { checkOnlineDefinition, type OnlineFieldInput, type OnlineHeadInput, type OnlineIndexInput } from "@qt/openapi/rules";
import type { Db } from "../../db/database.js";
import { refuse } from "../../resource/index.js";
import { addForm, loadFields, loadHead, loadIndexes, type Writer } from "./save-definition.js";

export const DEFINITION_FORMAT = "qt-online-form";
export const DEFINITION_VERSION = 1;

export interface DefinitionFile {
  format: typeof DEFINITION_FORMAT;
  version: number;
  head: OnlineHeadInput;
  fields: OnlineFieldInput[];
  indexs: OnlineIndexInput[];
}

/** The file of form `id` and its name (`<table>.json`). */
export async function exportDefinition(tx: Db, id: string): Promise<{ file: DefinitionFile; fileName: string }> {
  const head = await loadHead(tx, id);
  if (head.copyType === 1) throw refuse("复制视图不能导出定义，请导出原表单");
  // The stored definition read back through the check gives exactly the designer's columns.
  const checked = checkOnlineDefinition({ head, fields: await loadFields(tx, id), indexs: await loadIndexes(tx, id) });
  if (!checked.ok) throw refuse(`表单定义有误，无法导出：${checked.problems[0]!.message["zh-CN"]}`);
  const { head: h, fields, indexes } = checked.definition;
  return {
    file: {
      format: DEFINITION_FORMAT,
      version: DEFINITION_VERSION,
      head: h as unknown as OnlineHeadInput,
      fields: fields.map(({ id: _id, ...f }) => f),
      indexs: indexes.map(({ id: _id, ...i }) => i),
    },
    fileName: `${head.tableName}.json`,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** The file's text read as a definition file (an uploaded file is not checked by the contract). */
export function parseDefinitionFile(text: string): Partial<DefinitionFile> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw refuse("文件不是有效的 JSON（请上传导出的表单定义文件）");
  }
  if (!isObject(data)) throw refuse("表单定义文件须为 JSON 对象");
  return data as Partial<DefinitionFile>;
}

/** A new form from a definition file; answers its id. */
export async function importDefinition(tx: Db, w: Writer, file: Partial<DefinitionFile>): Promise<string> {
  if (file.format !== DEFINITION_FORMAT) throw refuse(`不是表单定义文件（format 须为 ${DEFINITION_FORMAT}）`);
  const rows = (v: unknown) => Array.isArray(v) && v.every(isObject);
  if (!isObject(file.head) || !rows(file.fields) || (file.indexs !== undefined && !rows(file.indexs))) throw refuse("表单定义文件格式有误：须有 head 对象、fields 数组（indexs 数组可选）");
  if (file.version !== DEFINITION_VERSION) throw refuse(`不支持的表单定义文件版本：${String(file.version)}（支持 ${DEFINITION_VERSION}）`);
  const strip = <T extends Readonly<Record<string, unknown>>>(row: T) => ({ ...row, id: undefined });
  return addForm(tx, w, { head: strip(file.head ?? {}), fields: (file.fields ?? []).map(strip), indexs: (file.indexs ?? []).map(strip) });
}
