/**
 * What the business list pages (work, user, money, feedback, …) declare alike: labels used on many
 * screens, reference fields to platform users and works (searched by the server as one types: the
 * tables hold 100,000 rows and more), the work-type tree select, picture and rich-text fields, and
 * the read-only columns every business row carries.
 */
import { asControl } from "../../kit/form/as-control";
import { RichTextEditor } from "../../kit/editor/RichTextEditor";
import { ImagesDetail, RichTextDetail } from "../../kit/list/cell-views";
import { l, type FormField, type ListColumn, type SearchField } from "../../kit/list/types";
import { TreeSelect } from "../../kit/treeselect/TreeSelect";
import { ImageUpload } from "../../kit/upload/ImageUpload";
import type { LocalizedText } from "@qt/machines";

export const T = {
  title: l("标题", "Title"),
  name: l("名称", "Name"),
  code: l("编码", "Code"),
  sort: l("排序", "Order"),
  status: l("状态", "Status"),
  content: l("内容", "Content"),
  cover: l("封面", "Cover"),
  amount: l("金额", "Amount"),
  remark: l("备注", "Remark"),
  user: l("平台用户", "User"),
  work: l("作品", "Work"),
  designer: l("设计师", "Designer"),
  createTime: l("创建时间", "Created"),
  auditStatus: l("审核状态", "Audit status"),
  auditRemark: l("审核意见", "Audit remark"),
  auditBy: l("审核人", "Audited by"),
  auditTime: l("审核时间", "Audited at"),
  handledBy: l("处理人", "Handled by"),
  handledTime: l("处理时间", "Handled at"),
  publishStatus: l("发布状态", "Publishing"),
  publishTime: l("发布时间", "Published at"),
  width: l("宽（像素）", "Width (px)"),
  height: l("高（像素）", "Height (px)"),
  startTime: l("开始时间", "Starts"),
  endTime: l("结束时间", "Ends"),
} as const;

/** A reference to a large table (qt_user, qt_work): a search select the server answers as one types. */
export const refSearch = (key: string, label: LocalizedText): SearchField => ({ key, label, kind: "searchAsync" });
export const refField = (key: string, label: LocalizedText, extra: Partial<FormField> = {}): FormField => ({ key, label, kind: "searchAsync", ...extra });

/** The work types as a tree (qt_work_type by pid); stores the type's id. */
export const WorkTypeSelect = asControl(TreeSelect, { dict: "qt_work_type,name,id" });

/**
 * Pictures: uploaded in the form, thumbnails in 详情 (`max` pictures, default 1). Stored under
 * `biz`: the private `qt` folder by default; what visitors of the marketplace see goes to a public
 * folder (@qt/sdk `PUBLIC_FILE_AREAS`: `cover`, `ad`).
 */
export function imageField(key: string, label: LocalizedText, max = 1, biz = "qt"): FormField {
  return { key, label, control: asControl(ImageUpload, { max, biz }), detail: ImagesDetail, wide: true };
}

const RichText = asControl(RichTextEditor, {});
/** Rich text (the server sanitises it): the editor in the form and, read-only, in 详情. */
export const richTextField = (key: string, label: LocalizedText): FormField => ({ key, label, control: RichText, detail: RichTextDetail, wide: true });

/** A read-only column of the server's (a state, a counter, an audit stamp): shown in 详情, never in a form. */
export const shown = (key: string, label: LocalizedText): FormField => ({ key, label, detailOnly: true });

export const createTimeColumn: ListColumn = { key: "createTime", title: T.createTime, width: 170 };
export const createTimeSearch: SearchField = { key: "createTime", label: T.createTime };
