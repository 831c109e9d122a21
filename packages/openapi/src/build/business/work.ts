/**
 * Works and everything around them under /work: types (a tree), works, orders, collections,
 * designer exams, upload guides, change requests and failed audits. State columns (audit, shelf,
 * order status, exam result, adjustment status) are read-only here: only the flows of flows.ts
 * change them.
 */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, listQuery, type ResourceDef } from "../resource.js";
import { ref, str } from "../schema.js";
import { page } from "../wire.js";
import { note, staff, TAG, userRef, VERSION_RULE, workRef } from "./shared.js";

export const qtWorkType: ResourceDef = {
  base: "/work/qtWorkType",
  name: "QtWorkType",
  title: "作品分类",
  table: "qt_work_type",
  permission: "work:qt_work_type",
  tag: TAG.work,
  common: "business",
  tree: { pidField: "pid" },
  defaultSort: "sort",
  fields: {
    pid: f.ref("qt_work_type", "name", "上级分类（根为 '0'）", { search: "eq" }),
    name: f.string("名称", { required: true, search: "like", sort: true, maxLength: 50 }),
    code: f.string("编码（唯一）", { required: true, search: "eq", maxLength: 50 }),
    sort: f.integer("排序", { sort: true }),
    icon: f.string("图标", { nullable: true, maxLength: 200 }),
  },
};

export const qtWork: ResourceDef = {
  base: "/work/qtWork",
  name: "QtWork",
  title: "作品",
  table: "qt_work",
  permission: "work:qt_work",
  tag: TAG.work,
  common: "business",
  fields: {
    title: f.string("标题", { required: true, search: "like", sort: true, maxLength: 200 }),
    workTypeId: f.ref("qt_work_type", "name", "作品分类", { required: true, search: "eq" }),
    designerId: userRef("设计师", { required: true }),
    cover: f.string("封面（上传路径）", { required: true, maxLength: 500 }),
    fileUrl: f.string("源文件（上传路径）", { required: true, maxLength: 500 }),
    fileSize: f.integer("文件大小（字节）", { sort: true, nullable: true, big: true }),
    format: f.dict("work_format", "格式（psd、ai、cdr、ppt、doc、xls、png、mp4）", { required: true, search: "eq" }),
    width: f.integer("宽（像素）", { nullable: true }),
    height: f.integer("高（像素）", { nullable: true }),
    dpi: f.integer("分辨率 DPI", { nullable: true }),
    colorMode: f.string("颜色模式（RGB、CMYK…）", { search: "eq", nullable: true, maxLength: 20 }),
    tags: f.string("标签（逗号分隔）", { search: "like", nullable: true, maxLength: 500 }),
    price: f.money("价格", { required: true, sort: true, search: "range" }),
    isFree: f.dict("yn", "免费", { search: "eq" }),
    downloadCount: f.integer("下载次数", { readOnly: true, sort: true }),
    collectCount: f.integer("收藏次数", { readOnly: true, sort: true }),
    auditStatus: f.dict("work_audit_status", "审核状态（draft、pending、approved、rejected、reexam）", { readOnly: true, search: "eq" }),
    auditRemark: f.text("审核意见", { readOnly: true, nullable: true }),
    auditBy: staff("审核人"),
    auditTime: f.datetime("审核时间", { readOnly: true, search: "range", sort: true, nullable: true }),
    shelfStatus: f.dict("shelf_status", "上架状态（on、off）", { readOnly: true, search: "eq" }),
    recommend: f.dict("yn", "推荐", { readOnly: true, search: "eq" }),
  },
};

export const qtWorkOrder: ResourceDef = {
  base: "/work/qtWorkOrder",
  name: "QtWorkOrder",
  title: "作品订单",
  table: "qt_work_order",
  permission: "work:qt_work_order",
  tag: TAG.work,
  common: "business",
  fields: {
    orderNo: f.string("订单号（服务器生成）", { readOnly: true, search: "like", sort: true }),
    userId: userRef("买家", { required: true }),
    workId: workRef("作品", { required: true }),
    amount: f.money("金额（服务器计算）", { readOnly: true, sort: true, search: "range" }),
    payType: f.dict("pay_type", "支付方式（balance、wechat、alipay、vip）", { readOnly: true, search: "eq", nullable: true }),
    status: f.dict("order_status", "状态（unpaid、paid、refunded、closed）", { readOnly: true, search: "eq" }),
    payRecordId: f.ref("qt_pay_record", "pay_no", "支付记录", { readOnly: true, nullable: true }),
    paidTime: f.datetime("支付时间", { readOnly: true, search: "range", sort: true, nullable: true }),
  },
};

export const qtWorkCollection: ResourceDef = {
  base: "/work/qtWorkCollection",
  name: "QtWorkCollection",
  title: "作品收藏",
  table: "qt_work_collection",
  permission: "work:qt_work_collection",
  tag: TAG.work,
  common: "business",
  fields: {
    userId: userRef("平台用户", { required: true }),
    workId: workRef("作品", { required: true }),
  },
};

export const qtWorkExam: ResourceDef = {
  base: "/work/qtWorkExam",
  name: "QtWorkExam",
  title: "设计师入驻考核",
  table: "qt_work_exam",
  permission: "work:qt_work_exam",
  tag: TAG.workAudit,
  common: "business",
  fields: {
    userId: userRef("申请人", { required: true }),
    sampleFiles: f.text("样稿（上传路径，逗号分隔）", { required: true }),
    score: f.integer("评分（0–100）", { readOnly: true, sort: true, nullable: true }),
    result: f.dict("exam_result", "结果（pending、passed、failed）", { readOnly: true, search: "eq" }),
    reviewer: staff("评审人"),
    reviewTime: f.datetime("评审时间", { readOnly: true, search: "range", sort: true, nullable: true }),
    remark: f.text("评审意见", { readOnly: true, nullable: true }),
  },
};

export const qtWorkGuide: ResourceDef = {
  base: "/work/qtWorkGuide",
  name: "QtWorkGuide",
  title: "上传指南",
  table: "qt_work_guide",
  permission: "work:qt_work_guide",
  tag: TAG.work,
  common: "business",
  fields: {
    title: f.string("标题", { required: true, search: "like", sort: true, maxLength: 200 }),
    content: f.text("内容（富文本，服务器按白名单净化）", { required: true }),
    sort: f.integer("排序", { sort: true }),
    status: f.dict("valid_status", "状态", { search: "eq" }),
  },
};

export const qtWorkAdjust: ResourceDef = {
  base: "/work/qtWorkAdjust",
  name: "QtWorkAdjust",
  title: "作品修改申请",
  table: "qt_work_adjust",
  permission: "work:qt_work_adjust",
  tag: TAG.workAudit,
  common: "business",
  fields: {
    workId: workRef("作品", { required: true }),
    field: f.dict("adjust_field", "修改项（title、price、workTypeId、file）", { required: true, search: "eq" }),
    oldValue: f.text("原值（服务器在创建时从作品读取）", { readOnly: true, nullable: true }),
    newValue: f.text("新值", { required: true }),
    reason: f.text("理由", { nullable: true }),
    status: f.dict("adjust_status", "状态（pending、approved、rejected）", { readOnly: true, search: "eq" }),
    handledBy: staff("处理人"),
    handledTime: f.datetime("处理时间", { readOnly: true, search: "range", sort: true, nullable: true }),
  },
};

export const qtWorkFail: ResourceDef = {
  base: "/work/qtWorkFail",
  name: "QtWorkFail",
  title: "审核失败记录",
  table: "qt_work_fail",
  permission: "work:qt_work_fail",
  tag: TAG.workAudit,
  common: "business",
  fields: {
    workId: workRef("作品", { required: true }),
    reasonCode: f.dict("fail_reason", "原因分类", { required: true, search: "eq" }),
    reason: f.text("原因说明", { nullable: true }),
    auditBy: staff("审核人"),
    failTime: f.datetime("驳回时间", { readOnly: true, search: "range", sort: true }),
    resubmitted: f.dict("yn", "已重新提交", { readOnly: true, search: "eq" }),
  },
};

export function addWorks(b: ContractBuilder): void {
  addResource(b, qtWorkType);
  note(b, "post", "/work/qtWorkType/add", "`pid` defaults to '0' (a root).");
  note(b, "put", "/work/qtWorkType/edit", `A node cannot become its own descendant. ${VERSION_RULE}`);
  note(b, "delete", "/work/qtWorkType/delete", "Refused while the type has children or works.");
  note(b, "delete", "/work/qtWorkType/deleteBatch", "All or nothing: refused when one of the types has children or works.");
  const typeQuery = listQuery(qtWorkType);
  b.op({
    method: "get", path: "/work/qtWorkType/rootList", tag: TAG.work, permission: "work:qt_work_type:list",
    summary: "作品分类：根节点分页",
    description:
      "JeecgBoot's tree-list call: the roots (pid '0') as a page, each with `hasChild`. With `hasQuery=true` and search fields, every matching node at any depth instead (the console then shows them flat).",
    query: { ...typeQuery, hasQuery: { schema: str(undefined, { enum: ["true", "false"] }), description: "'true' when search fields are set" } },
    result: page(ref("QtWorkType")),
    extensions: { "x-resource": "QtWorkType" },
  });
  b.op({
    method: "get", path: "/work/qtWorkType/childList", tag: TAG.work, permission: "work:qt_work_type:list",
    summary: "作品分类：子节点",
    description: "Every child of `pid`, ordered by sort, in a page-shaped answer (JeecgBoot's shape: one page holding all children).",
    query: { pid: { schema: str(), required: true, description: "Parent id ('0' for the roots)" } },
    result: page(ref("QtWorkType")),
    extensions: { "x-resource": "QtWorkType" },
  });
  b.op({
    method: "get", path: "/work/qtWorkType/getChildListBatch", tag: TAG.work, permission: "work:qt_work_type:list",
    summary: "作品分类：批量取子节点",
    description: "Children of several parents at once (expanding after a search), page-shaped like childList.",
    query: { parentIds: { schema: str(), required: true, description: "Comma-separated parent ids" } },
    result: page(ref("QtWorkType")),
    extensions: { "x-resource": "QtWorkType" },
  });

  addResource(b, qtWork);
  note(
    b,
    "post",
    "/work/qtWork/add",
    "A work added from the console starts `pending` (in the audit queue), off shelf, not recommended, with zero counters. `designerId` must be a designer (isDesigner 1). A free work (isFree 1) is stored with price 0.00.",
  );
  note(
    b,
    "put",
    "/work/qtWork/edit",
    `Audit, shelf and recommend columns and the counters are read-only: /work/qtWork/auditBatch, /reExam, /workBatch and /submit change them. While a work is on shelf, title, price, workTypeId and fileUrl change only through a change request (/work/qtWorkAdjust): such edits are refused here. ${VERSION_RULE}`,
  );
  note(b, "delete", "/work/qtWork/delete", "Refused for a work that has orders (take it off shelf instead).");
  note(b, "delete", "/work/qtWork/deleteBatch", "All or nothing: refused when one of the works has orders.");
  note(b, "post", "/work/qtWork/importExcel", "Imported works start `pending`, off shelf.");

  addResource(b, qtWorkOrder);
  note(
    b,
    "post",
    "/work/qtWorkOrder/add",
    "Creates an `unpaid` order with a new orderNo. The amount is computed: 0.00 for a free work, otherwise the work's price less the buyer's VIP discount while the VIP is valid. Only approved, on-shelf works can be ordered. Payment is /work/qtWorkOrder/pay.",
  );
  note(b, "put", "/work/qtWorkOrder/edit", `Only an unpaid order can be edited (buyer or work; the amount is computed again); paid, refunded and closed orders are refused. ${VERSION_RULE}`);
  note(b, "delete", "/work/qtWorkOrder/delete", "Only unpaid or closed orders; an order that moved money (paid, refunded) is refused: it is part of the money trail.");
  note(b, "delete", "/work/qtWorkOrder/deleteBatch", "All or nothing: refused when one of the orders is paid or refunded.");
  note(b, "post", "/work/qtWorkOrder/importExcel", "Rows become unpaid orders, as add does; status and payment columns are ignored.");

  addResource(b, qtWorkCollection);
  note(b, "post", "/work/qtWorkCollection/add", "One row per (user, work): a duplicate is refused. Adds 1 to the work's collectCount in the same transaction.");
  note(b, "put", "/work/qtWorkCollection/edit", `Moves collectCount from the old work to the new one in the same transaction. ${VERSION_RULE}`);
  note(b, "delete", "/work/qtWorkCollection/delete", "Takes 1 from the work's collectCount in the same transaction.");

  addResource(b, qtWorkExam);
  note(b, "post", "/work/qtWorkExam/add", "Starts `pending`; the verdict is /work/qtWorkExam/review.");
  note(b, "put", "/work/qtWorkExam/edit", `Only a pending exam (its sample files). ${VERSION_RULE}`);

  addResource(b, qtWorkGuide);

  addResource(b, qtWorkAdjust);
  note(
    b,
    "post",
    "/work/qtWorkAdjust/add",
    "Starts `pending`; oldValue is read from the work. newValue must be valid for the field (price: a money string; workTypeId: an existing type; file: an uploaded path). The verdict is /work/qtWorkAdjust/handle.",
  );
  note(b, "put", "/work/qtWorkAdjust/edit", `Only a pending request. ${VERSION_RULE}`);

  addResource(b, qtWorkFail);
  note(b, "get", "/work/qtWorkFail/list", "Rows are written by the rejections of /work/qtWork/auditBatch and /work/qtWork/reExam; /work/qtWork/submit marks them resubmitted.");
  note(b, "post", "/work/qtWorkFail/add", "A manual record: auditBy is the caller, failTime now, resubmitted 0. It does not change the work's audit status.");

  b.tag(TAG.work, "作品、作品分类、订单、收藏、上传指南");
  b.tag(TAG.workAudit, "作品审核：批量审核、复审、批量操作、入驻考核、修改申请、审核失败记录");
}
