/** Ad slots (/ads/qtAd) and their creatives (/ads/qtAdItem). */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { note, TAG } from "./shared.js";

export const qtAd: ResourceDef = {
  base: "/ads/qtAd",
  name: "QtAd",
  title: "广告位",
  table: "qt_ad",
  permission: "ads:qt_ad",
  tag: TAG.ads,
  common: "business",
  fields: {
    name: f.string("名称", { required: true, search: "like", sort: true, maxLength: 100 }),
    code: f.string("编码（唯一）", { required: true, search: "eq", maxLength: 50 }),
    position: f.dict("ad_position", "位置", { search: "eq" }),
    width: f.integer("宽（像素）", { nullable: true }),
    height: f.integer("高（像素）", { nullable: true }),
    status: f.dict("valid_status", "状态", { search: "eq" }),
  },
};

export const qtAdItem: ResourceDef = {
  base: "/ads/qtAdItem",
  name: "QtAdItem",
  title: "广告内容",
  table: "qt_ad_item",
  permission: "ads:qt_ad_item",
  tag: TAG.ads,
  common: "business",
  fields: {
    adId: f.ref("qt_ad", "name", "广告位", { required: true, search: "eq" }),
    title: f.string("标题", { required: true, search: "like", sort: true, maxLength: 200 }),
    image: f.string("图片（上传路径）", { required: true, maxLength: 500 }),
    linkUrl: f.string("链接", { nullable: true, maxLength: 500 }),
    sort: f.integer("排序", { sort: true }),
    startTime: f.datetime("开始时间", { search: "range", sort: true, nullable: true }),
    endTime: f.datetime("结束时间（晚于开始时间）", { search: "range", sort: true, nullable: true }),
    status: f.dict("valid_status", "状态", { search: "eq" }),
  },
};

export function addAds(b: ContractBuilder): void {
  addResource(b, qtAd);
  note(b, "delete", "/ads/qtAd/delete", "Refused while the slot has creatives.");
  note(b, "delete", "/ads/qtAd/deleteBatch", "All or nothing: refused when one of the slots has creatives.");

  addResource(b, qtAdItem);
  b.tag(TAG.ads, "广告位与广告内容");
}
