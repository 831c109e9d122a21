/** VIP levels (/vip/qtVipLevel). */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { note, TAG } from "./shared.js";

export const qtVipLevel: ResourceDef = {
  base: "/vip/qtVipLevel",
  name: "QtVipLevel",
  title: "VIP等级",
  table: "qt_vip_level",
  permission: "vip:qt_vip_level",
  tag: TAG.vip,
  common: "business",
  fields: {
    name: f.string("名称", { required: true, search: "like", sort: true, maxLength: 50 }),
    code: f.string("编码（唯一）", { required: true, search: "eq", maxLength: 50 }),
    price: f.money("价格", { required: true, sort: true }),
    durationDays: f.integer("时长（天，0 = 终身）", { required: true, sort: true }),
    dailyDownloads: f.integer("每日下载次数", { required: true, sort: true }),
    discount: f.number("购买作品折扣 %（100 = 不打折）", { nullable: true }),
    commercialUse: f.dict("yn", "可商用", { search: "eq" }),
    sort: f.integer("排序", { sort: true }),
    status: f.dict("valid_status", "状态", { search: "eq" }),
  },
};

export function addVip(b: ContractBuilder): void {
  addResource(b, qtVipLevel);
  note(b, "delete", "/vip/qtVipLevel/delete", "Refused while platform users hold the level (set its status invalid instead); deleteBatch likewise, all or nothing.");
  b.tag(TAG.vip, "VIP等级");
}
