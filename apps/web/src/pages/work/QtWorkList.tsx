/**
 * 作品列表 (/work/qtWorkList): works with their covers, type, designer, format, price (2 decimals)
 * and the audit, shelf and recommend states. The form edits what a designer uploads; the states and
 * counters are the flows' (the audit screen's) and show only in 详情.
 */
import { qtWork } from "@qt/openapi/build";
import { asControl } from "../../kit/form/as-control";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { FileUpload } from "../../kit/upload/FileUpload";
import { createTimeColumn, createTimeSearch, imageField, refField, refSearch, shown, T, WorkTypeSelect } from "../components/biz-fields";
import type { PageProps } from "../registry";

const TYPE = l("作品分类", "Type");
const FORMAT = l("格式", "Format");
const PRICE = l("价格", "Price");
const FREE = l("免费", "Free");
const SHELF = l("上架状态", "Shelf");
const RECOMMEND = l("推荐", "Recommended");

export const workPage: ListPageDef = {
  resource: qtWork,
  columns: [
    { key: "cover", title: T.cover, width: 70, image: true },
    { key: "title", title: T.title },
    { key: "workTypeId", title: TYPE, width: 110 },
    { key: "designerId", title: T.designer, width: 110 },
    { key: "format", title: FORMAT, width: 70 },
    { key: "price", title: PRICE, width: 90 },
    { key: "isFree", title: FREE, width: 60 },
    { key: "auditStatus", title: T.auditStatus, width: 90 },
    { key: "shelfStatus", title: SHELF, width: 80 },
    { key: "recommend", title: RECOMMEND, width: 60 },
    { key: "downloadCount", title: l("下载", "Downloads"), width: 70 },
    createTimeColumn,
  ],
  search: [
    { key: "title", label: T.title },
    { key: "auditStatus", label: T.auditStatus },
    { key: "workTypeId", label: TYPE, control: WorkTypeSelect },
    refSearch("designerId", T.designer),
    { key: "format", label: FORMAT },
    { key: "shelfStatus", label: SHELF },
    { key: "recommend", label: RECOMMEND },
    { key: "isFree", label: FREE },
    { key: "price", label: PRICE },
    { key: "tags", label: l("标签", "Tags") },
    createTimeSearch,
  ],
  form: [
    { key: "title", label: T.title },
    { key: "workTypeId", label: TYPE, control: WorkTypeSelect },
    refField("designerId", T.designer),
    { key: "format", label: FORMAT },
    { key: "price", label: PRICE },
    { key: "isFree", label: FREE, kind: "radio" },
    { key: "width", label: T.width },
    { key: "height", label: T.height },
    { key: "dpi", label: l("分辨率 DPI", "DPI") },
    { key: "colorMode", label: l("颜色模式", "Colour mode") },
    { key: "fileSize", label: l("文件大小（字节）", "File size (bytes)") },
    { key: "tags", label: l("标签（逗号分隔）", "Tags (comma-separated)") },
    imageField("cover", T.cover, 1, "cover"),
    { key: "fileUrl", label: l("源文件", "Source file"), control: asControl(FileUpload, { max: 1, biz: "qt" }), wide: true },
    shown("auditStatus", T.auditStatus),
    shown("auditRemark", T.auditRemark),
    shown("auditBy", T.auditBy),
    shown("auditTime", T.auditTime),
    shown("shelfStatus", SHELF),
    shown("recommend", RECOMMEND),
    shown("downloadCount", l("下载次数", "Downloads")),
    shown("collectCount", l("收藏次数", "Collections")),
  ],
  detailColumns: 3,
  modalWidth: 900,
};

export default function QtWorkList({ path }: PageProps) {
  return <ListPage def={workPage} path={path} />;
}
