/**
 * Dictionaries (/sys/dict) and their items (/sys/dictItem). The calls every widget makes
 * (getDictItems, loadDict, loadDictItem, loadTreeData, refleshCache, queryAllDictItems) are in common.ts.
 */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { arr, int, obj, ref, str } from "../schema.js";
import { DICT_TAG, note, nstr, q, TAG, textResult } from "./util.js";

export const sysDict: ResourceDef = {
  base: "/sys/dict",
  name: "SysDict",
  title: "数据字典",
  table: "sys_dict",
  permission: "system:dict",
  tag: DICT_TAG,
  common: "sys",
  fields: {
    dictName: f.string("字典名称", { required: true, search: "like", sort: true, maxLength: 100 }),
    dictNameEn: f.string("英文名称（空则各语言都显示字典名称）", { nullable: true, maxLength: 100 }),
    dictCode: f.string("字典编码（唯一，如 sex）", { required: true, search: "like", sort: true, maxLength: 100 }),
    description: f.string("描述", { nullable: true, maxLength: 255 }),
    type: f.integer("值类型（0 字符串 1 数字）", { nullable: true }),
    delFlag: f.integer("删除标记（0 正常 1 已删除）", { readOnly: true }),
    tenantId: f.integer("租户ID", { readOnly: true, nullable: true }),
  },
};

export const sysDictItem: ResourceDef = {
  base: "/sys/dictItem",
  name: "SysDictItem",
  title: "字典项",
  table: "sys_dict_item",
  permission: "system:dictItem",
  tag: TAG.dictItem,
  common: "sys",
  defaultSort: "sortOrder",
  fields: {
    dictId: f.ref("sys_dict", "dict_name", "字典", { required: true, search: "eq" }),
    itemText: f.string("字典项文本", { required: true, search: "like", maxLength: 100 }),
    itemTextEn: f.string("英文文本（Accept-Language 为英文的调用方看到它；空则显示字典项文本）", { nullable: true, maxLength: 100 }),
    itemValue: f.string("字典项值（同一字典内唯一）", { required: true, search: "like", maxLength: 100 }),
    description: f.string("描述", { nullable: true, maxLength: 255 }),
    sortOrder: f.integer("排序（升序）", { sort: true, nullable: true }),
    status: f.integer("状态（1 启用 0 不启用）", { dict: "dict_item_status", search: "eq" }),
    itemColor: f.string("标签颜色", { nullable: true, maxLength: 10 }),
  },
};

export function addDicts(b: ContractBuilder): void {
  addResource(b, sysDict);
  const cache = "The server's dictionary cache is refreshed at once.";
  note(b, "post", "/sys/dict/add", `A dictionary code already used is refused. ${cache}`);
  note(b, "put", "/sys/dict/edit", cache);
  const bin = "The dictionary goes to the recycle bin (del_flag 1) with its items: the widgets no longer see it, and its code stays taken (as JeecgBoot's unique index keeps it) until it is removed for good.";
  note(b, "delete", "/sys/dict/delete", `${bin} ${cache}`);
  note(b, "delete", "/sys/dict/deleteBatch", `${bin} ${cache}`);
  b.op({
    method: "get", path: "/sys/dict/deleteList", tag: DICT_TAG, permission: "system:dict:recycleBin", summary: "字典回收站",
    description: "The deleted dictionaries (del_flag 1) of the caller's tenant, last deleted first, as a plain list (as JeecgBoot's; at most 1000).",
    result: arr(ref("SysDict")),
  });
  b.op({
    method: "put", path: "/sys/dict/back/{id}", tag: DICT_TAG, permission: "system:dict:recycleBin", summary: "取回字典",
    description: `Brings a deleted dictionary back (del_flag 0) with its items. Success 操作成功!; failure 未找到对应数据 when the id is not a deleted dictionary. ${cache}`,
    pathParams: { id: "被删除的字典ID" },
    result: textResult,
  });
  b.op({
    method: "delete", path: "/sys/dict/deletePhysic/{id}", tag: DICT_TAG, permission: "system:dict:deleteRecycleBin", summary: "彻底删除字典",
    description:
      "Removes a deleted dictionary for good, with its items; it cannot be brought back, and its code becomes free. Only a dictionary in the recycle bin: " +
      `failure 未找到对应数据 otherwise. Success 删除成功!. ${cache}`,
    pathParams: { id: "被删除的字典ID" },
    result: textResult,
  });

  addResource(b, sysDictItem);
  note(b, "get", "/sys/dictItem/list", "Sorted by sortOrder unless `column` says otherwise; pass dictId to list one dictionary's items.");
  for (const [method, path] of [["post", "/sys/dictItem/add"], ["put", "/sys/dictItem/edit"], ["delete", "/sys/dictItem/delete"], ["delete", "/sys/dictItem/deleteBatch"]] as const) {
    note(b, method, path, cache);
  }
  b.op({
    method: "get", path: "/sys/dictItem/dictItemCheck", tag: TAG.dictItem, permission: "system:dictItem:list", summary: "校验字典项值唯一",
    description: "Success 该值可用！, failure 该值不可用，系统中已存在！ when the dictionary already has the value (`id`: the item being edited).",
    query: { itemValue: q("字典项值", { required: true }), dictId: q("字典ID", { required: true }), id: q("编辑中的字典项ID") },
    result: textResult,
  });
  b.op({
    method: "post", path: "/sys/dictItem/saveBatch", tag: TAG.dictItem, permission: "system:dictItem:edit", summary: "保存字典项表格",
    description:
      "The dictionary items grid saves in one call and one transaction — all or nothing: rows with an `id` are edited, rows without one are added, " +
      "`deletedIds` are deleted. Adding needs system:dictItem:add as well, deleting system:dictItem:delete. " +
      "A value used twice in the dictionary afterwards is refused with `第 N 行：字典项值「v」已存在` (N counted from 1 in the order sent); " +
      `an id that is not an item of this dictionary with 未找到对应数据. ${cache}`,
    body: obj(
      {
        dictId: str("字典ID"),
        rows: arr(
          obj(
            {
              id: str("已保存的字典项ID；新项不带"),
              itemText: str("字典项文本", { maxLength: 100 }),
              itemTextEn: nstr("英文文本", { maxLength: 100 }),
              itemValue: str("字典项值（同一字典内唯一）", { maxLength: 100 }),
              description: nstr("描述", { maxLength: 255 }),
              sortOrder: { type: ["integer", "null"], description: "排序（升序）" },
              status: int("状态（1 启用 0 不启用；默认 1）", { enum: [0, 1] }),
            },
            ["itemText", "itemValue"],
          ),
          "表格中的全部字典项（至多 1000 行）",
          { maxItems: 1000 },
        ),
        deletedIds: arr(str(), "删除的字典项ID", { maxItems: 1000 }),
      },
      ["dictId", "rows"],
    ),
    result: textResult,
  });
}
