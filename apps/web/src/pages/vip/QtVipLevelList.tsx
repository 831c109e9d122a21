/** VIP等级 (/vip/qtVipLevelList): levels with price (2 decimals), duration, daily downloads and discount. */
import { qtVipLevel } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { createTimeColumn, T } from "../components/biz-fields";
import type { PageProps } from "../registry";

const PRICE = l("价格", "Price");
const DAYS = l("时长（天，0 = 终身）", "Days (0 = lifetime)");
const DOWNLOADS = l("每日下载次数", "Daily downloads");
const DISCOUNT = l("购买折扣 %", "Discount %");
const COMMERCIAL = l("可商用", "Commercial use");

export const vipLevelPage: ListPageDef = {
  resource: qtVipLevel,
  columns: [
    { key: "name", title: T.name },
    { key: "code", title: T.code },
    { key: "price", title: PRICE, width: 90 },
    { key: "durationDays", title: DAYS, width: 130 },
    { key: "dailyDownloads", title: DOWNLOADS, width: 120 },
    { key: "discount", title: DISCOUNT, width: 100 },
    { key: "commercialUse", title: COMMERCIAL, width: 80 },
    { key: "sort", title: T.sort, width: 70 },
    { key: "status", title: T.status, width: 80 },
    createTimeColumn,
  ],
  search: [
    { key: "name", label: T.name },
    { key: "code", label: T.code },
    { key: "status", label: T.status },
    { key: "commercialUse", label: COMMERCIAL },
  ],
  form: [
    { key: "name", label: T.name },
    { key: "code", label: T.code, unique: true },
    { key: "price", label: PRICE },
    { key: "durationDays", label: DAYS },
    { key: "dailyDownloads", label: DOWNLOADS },
    { key: "discount", label: DISCOUNT },
    { key: "commercialUse", label: COMMERCIAL, kind: "radio" },
    { key: "sort", label: T.sort },
    { key: "status", label: T.status, kind: "radio" },
  ],
  detailColumns: 3,
};

export default function QtVipLevelList({ path }: PageProps) {
  return <ListPage def={vipLevelPage} path={path} />;
}
