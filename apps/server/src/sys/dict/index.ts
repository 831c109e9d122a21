/**
 * Dictionaries: the sys_dict / sys_dict_item CRUD families (engine), the calls every widget makes
 * (getDictItems, loadDictItem, loadDict, loadTreeData, refleshCache, queryAllDictItems; the
 * signed ones check X-Sign), dictItemCheck, the items grid's saveBatch and the recycle bin
 * (deleteList, back, deletePhysic).
 */
import { and, desc, eq, ilike, ne } from "drizzle-orm";
import { tenantCondition } from "../../auth/tenant.js";
import type { AppContext } from "../../context.js";
import { sysDict as dictTable, sysDictItem as itemTable } from "../../db/schema/index.js";
import type { Db } from "../../db/database.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { requestLocale } from "../../http/locale.js";
import { refuse, serveResource, sysDict, sysDictItem, type Row } from "../../resource/index.js";
import { recycleBin } from "../../resource/recycle-bin.js";
import { allDictItems, dictOptions, dictTexts, parseDictCode } from "./dict-source.js";
import { registerDictItemBatch } from "./dict-item-batch.js";
import { verifySign } from "./sign.js";
import { loadTreeData } from "./tree.js";
import { containsPattern } from "../depart/like-pattern.js";

export const DICT_TEXT = {
  cacheRefreshed: "刷新缓存完成！",
  dictMissing: "字典不存在",
  itemValueUsed: (v: string) => `字典项值「${v}」已存在`,
  available: "该值可用！",
  unavailable: "该值不可用，系统中已存在！",
  restored: "操作成功!",
  purged: "删除成功!",
} as const;

/** Whether the dictionary already has an item with this value (other than `exceptId`). */
async function itemValueUsed(db: Db, dictId: string, itemValue: string, exceptId?: string): Promise<boolean> {
  const where = and(eq(itemTable.dictId, dictId), eq(itemTable.itemValue, itemValue), exceptId ? ne(itemTable.id, exceptId) : undefined);
  const [hit] = await db.select({ id: itemTable.id }).from(itemTable).where(where).limit(1);
  return Boolean(hit);
}

async function checkItem(db: Db, values: Row, existing?: Row): Promise<void> {
  const dictId = String(values.dictId ?? existing?.dictId ?? "");
  const itemValue = String(values.itemValue ?? existing?.itemValue ?? "");
  if (values.dictId !== undefined) {
    const [dict] = await db.select({ id: dictTable.id }).from(dictTable).where(and(eq(dictTable.id, dictId), eq(dictTable.delFlag, 0))).limit(1);
    if (!dict) throw refuse(DICT_TEXT.dictMissing);
  }
  if (await itemValueUsed(db, dictId, itemValue, existing?.id as string | undefined)) throw refuse(DICT_TEXT.itemValueUsed(itemValue));
}

export function registerDicts(handlers: HandlerRegistry, ctx: AppContext): void {
  // Deleting a dictionary puts it in the recycle bin (del_flag 1, its items kept, its code still taken);
  // /sys/dict/deletePhysic removes it for good, its items with it (foreign key cascade).
  const dicts = { def: sysDict, table: dictTable, unique: ["dictCode"] } as const;
  serveResource(handlers, ctx, dicts);
  const bin = recycleBin(ctx, dicts as never);
  handlers.define("sysDictDeleteList", async (req) => ok((await bin.list(req)) as never));
  handlers.define("sysDictBack", async (req) => {
    await bin.restore(req, [req.params.id]);
    return ok(DICT_TEXT.restored, DICT_TEXT.restored);
  });
  handlers.define("sysDictDeletePhysic", async (req) => {
    await bin.purge(req, [req.params.id]);
    return ok(DICT_TEXT.purged, DICT_TEXT.purged);
  });

  // The stock console's dictionary tree (JeecgBoot's SysDictTree): the list's rows, newest first.
  handlers.define("sysDictTreeList", async (req) => {
    const { dictName } = req.query;
    const rows = await ctx.db
      .select()
      .from(dictTable)
      .where(and(eq(dictTable.delFlag, 0), tenantCondition(dictTable.tenantId, req), dictName ? ilike(dictTable.dictName, containsPattern(dictName)) : undefined))
      .orderBy(desc(dictTable.createTime), desc(dictTable.id));
    return ok(rows.map((d) => ({ key: d.id, title: d.dictName, id: d.id, dictName: d.dictName, dictCode: d.dictCode, description: d.description, type: d.type, delFlag: d.delFlag })));
  });
  serveResource(handlers, ctx, {
    def: sysDictItem,
    table: itemTable,
    hooks: {
      beforeAdd: (values, w) => checkItem(w.tx, values),
      beforeEdit: (values, existing, w) => checkItem(w.tx, values, existing),
    },
  });

  registerDictItemBatch(handlers, ctx, DICT_TEXT.itemValueUsed, DICT_TEXT.dictMissing);

  handlers.define("sysDictItemDictItemCheck", async (req) => {
    const { itemValue, dictId, id } = req.query;
    return (await itemValueUsed(ctx.db, dictId, itemValue, id)) ? fail(500, DICT_TEXT.unavailable) : ok(DICT_TEXT.available, DICT_TEXT.available);
  });

  handlers.define("sysDictGetDictItems", async (req) => {
    verifySign(req, ctx.clock);
    return ok(await dictOptions(ctx.db, parseDictCode(ctx, req.params.dictCode), { locale: requestLocale(req) }));
  });

  handlers.define("sysDictLoadDict", async (req) => {
    verifySign(req, ctx.clock);
    const { keyword, pageSize } = req.query;
    return ok(await dictOptions(ctx.db, parseDictCode(ctx, req.params.dictCode), { keyword: keyword?.trim() || undefined, limit: pageSize ?? 10, locale: requestLocale(req) }));
  });

  handlers.define("sysDictLoadDictItem", async (req) => {
    verifySign(req, ctx.clock);
    const keys = req.query.key.split(",").filter((k) => k !== "");
    const texts = await dictTexts(ctx.db, parseDictCode(ctx, req.params.dictCode), keys, req.dictVersion, requestLocale(req));
    return ok(keys.map((k) => texts.get(k) ?? k));
  });

  handlers.define("sysDictLoadTreeData", async (req) => {
    verifySign(req, ctx.clock);
    return ok(await loadTreeData(ctx, req.query));
  });

  // Nothing is cached (every read is one query), so there is nothing to refresh.
  handlers.define("sysDictRefleshCache", async () => ok(null, DICT_TEXT.cacheRefreshed));

  handlers.define("sysDictQueryAllDictItems", async (req) => ok(await allDictItems(ctx.db, requestLocale(req))));
}
