/**
 * Gallery: the editable grid (kit/grid, issue #8) with a column of every cell type built so far —
 * text with rules (required, email, unique), number (money), check box (Y/N), selects (options
 * with typed values, a dictionary, search, multiple), radio, date, datetime, tags, a slot, a
 * hidden column and the row number — and the rows it emits; with the row actions (toolbar, context
 * menu), a selection and a drag sort column, an always-edit column (邮箱), the amount's 合计 / 平均 footer and a before-delete check
 * refusing enabled rows. A second grid selects one row by radio buttons.
 */
import type { GridRow } from "@qt/machines";
import { useState } from "react";
import { EditableGrid } from "../../../../kit/grid/EditableGrid";
import type { GridColumn } from "../../../../kit/grid/types";
import { l } from "../../../../kit/list/types";
import { Demo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "grid", title: l("可编辑表格", "Editable grid"), order: 70 };

const COLUMNS: readonly GridColumn[] = [
  { key: "seq", title: "#", type: "row-number" },
  { key: "select", title: l("选择", "Select"), type: "row-checkbox" },
  { key: "sort", title: l("排序", "Order"), type: "row-drag-sort" },
  { key: "name", title: l("姓名", "Name"), type: "input", placeholder: l("请输入姓名", "Enter a name"), validateRules: [{ required: true }] },
  { key: "email", title: l("邮箱", "Email"), type: "input", validateRules: [{ pattern: "e" }], alwaysEdit: true },
  { key: "code", title: l("编码", "Code"), type: "input", validateRules: [{ unique: true }] },
  { key: "amount", title: l("金额", "Amount"), type: "inputNumber", validateRules: [{ pattern: "money" }], statistics: ["sum", "average"] },
  { key: "enabled", title: l("启用", "Enabled"), type: "checkbox", customValue: ["Y", "N"], defaultValue: "N" },
  {
    key: "level",
    title: l("级别", "Level"),
    type: "select",
    allowInput: true,
    options: [
      { value: "1", title: "一级" },
      { value: "2", title: "二级" },
      { value: "3", title: "三级" },
    ],
  },
  { key: "sex", title: l("性别", "Sex"), type: "select", dictCode: "sex" },
  { key: "format", title: l("作品格式", "Work format"), type: "sel_search", dictCode: "work_format" },
  { key: "priority", title: l("优先级", "Priority"), type: "list_multi", dictCode: "priority" },
  {
    key: "grade",
    title: l("等级", "Grade"),
    type: "radio",
    width: 160,
    options: [
      { value: "A", title: "A" },
      { value: "B", title: "B" },
      { value: "C", title: "C" },
    ],
  },
  { key: "birthday", title: l("生日", "Birthday"), type: "date" },
  { key: "updatedAt", title: l("更新时间", "Updated at"), type: "datetime" },
  { key: "tags", title: l("标签", "Tags"), type: "tags" },
  {
    key: "summary",
    title: l("摘要（插槽）", "Summary (slot)"),
    type: "slot",
    render: ({ row }) => <span data-testid="grid-slot">{[row.name, row.code].filter(Boolean).join(" / ") || "—"}</span>,
  },
  { key: "secret", title: l("隐藏", "Hidden"), type: "hidden" },
];

const ROWS: readonly GridRow[] = [
  { id: "1", name: "张三", email: "zhangsan@example.com", code: "A01", amount: 12.5, enabled: "Y", level: "1", sex: "1", format: "", priority: "L", grade: "A", birthday: "1990-01-02", updatedAt: "2024-05-01 08:30:00", tags: "ab;cd", summary: "", secret: "s1", orderNum: 1 },
  { id: "2", name: "", email: "", code: "", amount: "", enabled: "N", level: "", sex: "", format: "", priority: "", grade: "", birthday: "", updatedAt: "", tags: "", summary: "", secret: "s2", orderNum: 2 },
];

/** The demo's before-delete check (async, as a server's would be): enabled rows are refused. */
async function beforeDelete(rows: GridRow[]): Promise<boolean> {
  await Promise.resolve();
  if (rows.some((r) => r.enabled === "Y")) throw l("启用的行不能删除", "Enabled rows cannot be deleted");
  return true;
}

/** One row selected by radio buttons. */
const RADIO_COLUMNS: readonly GridColumn[] = [
  { key: "seq", title: "#", type: "row-number" },
  { key: "pick", title: l("选择", "Pick"), type: "row-radio" },
  { key: "name", title: l("姓名", "Name"), type: "input" },
];
const RADIO_ROWS: readonly GridRow[] = [
  { id: "r1", name: "甲" },
  { id: "r2", name: "乙" },
  { id: "r3", name: "丙" },
];

export default function GridGallery() {
  const [rows, setRows] = useState<readonly GridRow[]>(ROWS);
  const [radioRows, setRadioRows] = useState<readonly GridRow[]>(RADIO_ROWS);
  return (
    <GallerySection meta={section}>
      <Demo id="grid-all" title={l("全部列类型", "Every column type")} value={rows}>
        <EditableGrid columns={COLUMNS} value={rows} onChange={setRows} label={l("全部列类型", "Every column type")} data-testid="grid-all" rowActions beforeDelete={beforeDelete} />
      </Demo>
      <Demo id="grid-radio" title={l("单选行", "One row selected")} value={radioRows}>
        <EditableGrid columns={RADIO_COLUMNS} value={radioRows} onChange={setRadioRows} label={l("单选行", "One row selected")} data-testid="grid-radio" maxHeight={260} />
      </Demo>
    </GallerySection>
  );
}
