/**
 * Gallery: the editable grid's picker, popup and upload cells (kit/grid, issue #8) — the async
 * search over a table dictionary, departments, users, the online report popup mapping two cells,
 * the larger text box, files and images, the category select (and one whose condition is no JSON
 * object), and linked selects whose dependants show only the options of the parent's value —
 * each grid beside the rows it emits.
 */
import type { GridRow } from "@qt/machines";
import { useState } from "react";
import { EditableGrid } from "../../../../kit/grid/EditableGrid";
import type { GridColumn } from "../../../../kit/grid/types";
import { l } from "../../../../kit/list/types";
import type { LocalizedText } from "@qt/machines";
import { Demo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "grid-pickers", title: l("可编辑表格：选择器与上传", "Editable grid: pickers and uploads"), order: 71 };

const PICKERS: readonly GridColumn[] = [
  { key: "seq", title: "#", type: "row-number" },
  { key: "owner", title: l("负责人（异步搜索）", "Owner (async search)"), type: "sel_search_async", dictCode: "sys_user,realname,username" },
  { key: "depart", title: l("部门", "Department"), type: "sel_depart" },
  { key: "users", title: l("成员", "Members"), type: "sel_user", fieldExtendJson: JSON.stringify({ multiSelect: true }) },
  {
    key: "account",
    title: l("账号（报表弹窗）", "Account (report popup)"),
    type: "popup",
    popupCode: "report_user_by_depart",
    props: { orgFields: "username,realname", destFields: "account,realname" },
  },
  { key: "realname", title: l("姓名", "Name"), type: "input" },
  { key: "remark", title: l("备注（大输入框）", "Remark (larger box)"), type: "input_pop" },
  { key: "category", title: l("分类", "Category"), type: "cat_tree" },
];

const UPLOADS: readonly GridColumn[] = [
  { key: "seq", title: "#", type: "row-number" },
  { key: "name", title: l("名称", "Name"), type: "input" },
  // our server takes uploads from a logged-in user only: the columns ask for the token
  { key: "attachment", title: l("附件", "Attachment"), type: "file", width: 200, token: true },
  { key: "picture", title: l("图片", "Picture"), type: "image", width: 200, token: true },
  { key: "kept", title: l("附件（不可下载、删除）", "Attachment (no download, no remove)"), type: "file", allowDownload: false, allowRemove: false, width: 220, token: true },
];

/** Enough rows to scroll a cell out of view (react-datasheet-grid renders those in view and 5 more): an upload goes on meanwhile. */
const UPLOAD_ROWS: readonly GridRow[] = [
  { id: "1", name: "一", attachment: "", picture: "", kept: "" },
  { id: "2", name: "二", attachment: "", picture: "", kept: "" },
  ...Array.from({ length: 28 }, (_, i) => ({ id: String(i + 3), name: String(i + 3), attachment: "", picture: "", kept: "" })),
];

const CATEGORY_BAD: readonly GridColumn[] = [
  { key: "name", title: l("名称", "Name"), type: "input" },
  { key: "category", title: l("分类（条件有误）", "Category (bad condition)"), type: "cat_tree", width: 360, props: { condition: "pid=0" } },
];

const LINKED: readonly GridColumn[] = [
  { key: "seq", title: "#", type: "row-number" },
  {
    key: "province",
    title: l("省", "Province"),
    type: "select",
    linkageKey: "area",
    options: [
      { value: "zj", title: "浙江" },
      { value: "js", title: "江苏" },
    ],
  },
  {
    key: "city",
    title: l("市", "City"),
    type: "select",
    linkageKey: "area",
    options: [
      { value: "hz", title: "杭州", parent: "zj" },
      { value: "nb", title: "宁波", parent: "zj" },
      { value: "nj", title: "南京", parent: "js" },
      { value: "sz", title: "苏州", parent: "js" },
    ],
  },
  {
    key: "district",
    title: l("区", "District"),
    type: "select",
    linkageKey: "area",
    options: [
      { value: "xh", title: "西湖区", parent: "hz" },
      { value: "sc", title: "上城区", parent: "hz" },
      { value: "yz", title: "鄞州区", parent: "nb" },
      { value: "xw", title: "玄武区", parent: "nj" },
      { value: "gs", title: "姑苏区", parent: "sz" },
    ],
  },
];

function GridDemo({ id, title, columns, initial }: { id: string; title: LocalizedText; columns: readonly GridColumn[]; initial: readonly GridRow[] }) {
  const [rows, setRows] = useState<readonly GridRow[]>(initial);
  return (
    <Demo id={id} title={title} value={rows}>
      <EditableGrid columns={columns} value={rows} onChange={setRows} label={title} data-testid={id} />
    </Demo>
  );
}

export default function GridPickersGallery() {
  return (
    <GallerySection meta={section}>
      <GridDemo
        id="grid-pickers"
        title={l("选择器与弹窗", "Pickers and popups")}
        columns={PICKERS}
        initial={[
          { id: "1", owner: "admin", depart: "", users: "", account: "", realname: "", remark: "第一行\n第二行", category: "" },
          { id: "2", owner: "", depart: "", users: "", account: "", realname: "", remark: "", category: "" },
        ]}
      />
      <GridDemo
        id="grid-uploads"
        title={l("文件与图片上传", "File and image uploads")}
        columns={UPLOADS}
        initial={UPLOAD_ROWS}
      />
      <GridDemo id="grid-linked" title={l("联动下拉：省、市、区", "Linked selects: province, city, district")} columns={LINKED} initial={[{ id: "1", province: "zj", city: "hz", district: "xh" }]} />
      <GridDemo id="grid-category-bad" title={l("分类选择：条件不是 JSON 对象", "Category select: a condition that is no JSON object")} columns={CATEGORY_BAD} initial={[{ id: "1", name: "一", category: "" }]} />
    </GallerySection>
  );
}
