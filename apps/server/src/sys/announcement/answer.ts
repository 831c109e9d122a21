/**
 * Announcement rows as the contract's SysAnnouncement, mapped by the resource engine exactly as
 * the CRUD family answers them (wire dates, `<field>_dictText` from the dictionaries).
 */
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { sysAnnouncement as announcementTable, type SysAnnouncementRow } from "../../db/schema/index.js";
import type { ResultOf } from "../../http/handlers.js";
import { resolveDictTexts, toAnswers } from "../../resource/answer.js";
import { sysAnnouncement } from "../../resource/defs.js";
import { makeScope } from "../../resource/scope.js";
import type { Row } from "../../resource/types.js";
import { textOf } from "../dict/dict-source.js";

export type AnnouncementAnswer = ResultOf<"sysAnnountCementQueryById">;

const scope = makeScope(sysAnnouncement, announcementTable, { def: sysAnnouncement, table: announcementTable });

export async function announcementAnswers(ctx: AppContext, rows: SysAnnouncementRow[], req: FastifyRequest): Promise<AnnouncementAnswer[]> {
  return (await toAnswers(ctx, scope, rows as unknown as Row[], req, undefined)) as AnnouncementAnswer[];
}

/** Adds `<field>_dictText` for the announcement's dictionary fields present in `records`. */
export async function addDictTexts<T extends Row>(ctx: AppContext, records: T[]): Promise<T[]> {
  const texts = await resolveDictTexts(ctx, scope, records);
  for (const record of records) {
    for (const [key, map] of texts) if (key in record) (record as Row)[`${key}_dictText`] = textOf(map, record[key]) ?? "";
  }
  return records;
}
