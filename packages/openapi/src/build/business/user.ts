/**
 * Platform users (/user/qtUser) and their two read-only ledgers: score logs and cash-share
 * records. Balance and score are never edited directly: only flows change them, each with its log.
 */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type CrudOp, type ResourceDef } from "../resource.js";
import { note, TAG, userRef, workRef, VERSION_RULE } from "./shared.js";

export const LEDGER: readonly CrudOp[] = ["list", "queryById", "exportXls"];

export const qtUser: ResourceDef = {
  base: "/user/qtUser",
  name: "QtUser",
  title: "平台用户",
  table: "qt_user",
  permission: "user:qt_user",
  tag: TAG.user,
  common: "business",
  fields: {
    nickname: f.string("昵称", { required: true, search: "like", sort: true, maxLength: 64 }),
    phone: f.string("手机号", { search: "like", maxLength: 20, nullable: true }),
    email: f.string("邮箱", { search: "like", maxLength: 100, nullable: true }),
    avatar: f.string("头像（上传路径）", { nullable: true, maxLength: 500 }),
    gender: f.dict("sex", "性别", { search: "eq", nullable: true }),
    vipLevelId: f.ref("qt_vip_level", "name", "VIP等级", { search: "eq", nullable: true }),
    vipExpireTime: f.datetime("VIP到期时间（空且有等级：终身）", { search: "range", sort: true, nullable: true }),
    balance: f.money("余额（只由资金流水改变）", { readOnly: true, sort: true }),
    score: f.integer("积分（只由积分流水改变）", { readOnly: true, sort: true }),
    isDesigner: f.dict("yn", "是否设计师", { search: "eq" }),
    designerLevel: f.dict("designer_level", "设计师等级", { search: "eq", nullable: true }),
    shareRatio: f.number("分成比例 %（0–100；空则用站点设置 share_ratio_default）", { sort: true, nullable: true }),
    status: f.dict("qt_user_status", "状态（normal 正常、frozen 冻结）", { required: true, search: "eq" }),
    registerTime: f.datetime("注册时间", { readOnly: true, search: "range", sort: true }),
    lastLoginTime: f.datetime("最后登录时间", { readOnly: true, sort: true, nullable: true }),
  },
};

export const qtScoreLog: ResourceDef = {
  base: "/user/qtScoreLog",
  name: "QtScoreLog",
  title: "积分流水",
  table: "qt_score_log",
  permission: "user:qt_score_log",
  tag: TAG.user,
  common: "business",
  ops: LEDGER,
  fields: {
    userId: userRef("平台用户", { readOnly: true }),
    change: f.integer("积分变动（有符号）", { readOnly: true, sort: true }),
    reason: f.dict("score_reason", "原因", { readOnly: true, search: "eq" }),
    balanceAfter: f.integer("变动后积分", { readOnly: true }),
    refId: f.string("关联记录ID", { readOnly: true, search: "eq", nullable: true }),
  },
};

export const qtCashShare: ResourceDef = {
  base: "/user/qtCashShare",
  name: "QtCashShare",
  title: "分成记录",
  table: "qt_cash_share",
  permission: "user:qt_cash_share",
  tag: TAG.user,
  common: "business",
  ops: LEDGER,
  fields: {
    orderId: f.ref("qt_work_order", "order_no", "订单", { readOnly: true, search: "eq" }),
    workId: workRef("作品", { readOnly: true }),
    designerId: userRef("设计师", { readOnly: true }),
    orderAmount: f.money("订单金额（退款冲销行为负数）", { readOnly: true, sort: true }),
    ratio: f.number("分成比例 %", { readOnly: true }),
    amount: f.money("分成金额 = 订单金额 × 比例 ÷ 100，四舍五入到分（退款冲销行为负数）", { readOnly: true, sort: true, search: "range" }),
    status: f.dict("share_status", "状态（pending 待结算、settled 已结算）", { readOnly: true, search: "eq" }),
  },
};

export function addUsers(b: ContractBuilder): void {
  addResource(b, qtUser);
  note(b, "post", "/user/qtUser/add", "Balance starts at 0.00 and score at 0; registerTime is set to now.");
  note(b, "put", "/user/qtUser/edit", `balance and score are read-only here (use /user/qtUser/adjustBalance and /user/qtUser/adjustScore). ${VERSION_RULE}`);
  note(
    b,
    "delete",
    "/user/qtUser/delete",
    "Refused for a user who has money logs, orders, works or withdrawals (freeze the user instead: status frozen).",
  );
  note(b, "delete", "/user/qtUser/deleteBatch", "All or nothing: refused when one of the users has money logs, orders, works or withdrawals.");
  note(b, "post", "/user/qtUser/importExcel", "Imported users start with balance 0.00 and score 0; balance and score columns are ignored.");

  addResource(b, qtScoreLog);

  addResource(b, qtCashShare);
  note(b, "get", "/user/qtCashShare/list", "A ledger: rows are written by /work/qtWorkOrder/pay (and a negative reversal row by /work/qtWorkOrder/refund), never edited or deleted.");

  b.tag(TAG.user, "平台用户、积分流水、分成记录");
}
