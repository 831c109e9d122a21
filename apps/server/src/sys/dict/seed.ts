/**
 * The dictionaries the contract uses (system codes and the business codes of DOMAIN.md), with
 * their Chinese item texts. Base data: seeded on every first start, demo or not. Ids are derived
 * from the codes, so they are the same in every database.
 */
import { createHash } from "node:crypto";
import { fillEnglishNames, type EnglishName } from "../../db/english-names.js";
import type { Seeder } from "../../db/seed.js";
import { sysDict, sysDictItem } from "../../db/schema/index.js";
import { SEED_DICTS_EN } from "./seed-en.js";

type Item = readonly [value: string, text: string, color?: string];
interface DictSeed {
  code: string;
  name: string;
  /** 0 string values, 1 numeric values */
  type?: 0 | 1;
  items: readonly Item[];
}

const n = (code: string, name: string, items: readonly Item[]): DictSeed => ({ code, name, type: 1, items });
const s = (code: string, name: string, items: readonly Item[]): DictSeed => ({ code, name, type: 0, items });

export const SEED_DICTS: readonly DictSeed[] = [
  // system
  n("sex", "性别", [["1", "男"], ["2", "女"]]),
  n("user_status", "用户状态", [["1", "正常", "green"], ["2", "冻结", "red"]]),
  n("org_category", "机构类别", [["1", "公司"], ["2", "部门"], ["3", "岗位"]]),
  n("depart_status", "部门状态", [["1", "启用", "green"], ["0", "不启用", "red"]]),
  n("dict_item_status", "字典项状态", [["1", "启用", "green"], ["0", "不启用", "red"]]),
  n("position_rank", "职级", [["1", "员级"], ["2", "助级"], ["3", "中级"], ["4", "副高级"], ["5", "正高级"]]),
  s("priority", "优先级", [["L", "一般", "blue"], ["M", "重要", "orange"], ["H", "紧急", "red"]]),
  n("msg_category", "消息类型", [["1", "通知公告"], ["2", "系统消息"]]),
  s("msg_type", "通告对象", [["ALL", "全体用户"], ["USER", "指定用户"]]),
  n("send_status", "发布状态", [["0", "未发布"], ["1", "已发布", "green"], ["2", "已撤销", "red"]]),
  n("tenant_status", "租户状态", [["1", "正常", "green"], ["0", "冻结", "red"]]),
  n("quartz_status", "任务状态", [["0", "正常", "green"], ["-1", "停止", "red"]]),
  s("quartz_trigger_type", "触发方式", [["schedule", "定时"], ["manual", "手动执行一次"]]),
  s("quartz_run_status", "执行结果", [["running", "执行中", "blue"], ["success", "成功", "green"], ["fail", "失败", "red"]]),
  n("log_type", "日志类型", [["1", "登录日志"], ["2", "操作日志"]]),
  n("operate_type", "操作类型", [["1", "查询"], ["2", "添加"], ["3", "修改"], ["4", "删除"], ["5", "导入"], ["6", "导出"]]),
  s("rule_conditions", "规则条件", [
    ["=", "等于"], ["!=", "不等于"], [">", "大于"], [">=", "大于等于"], ["<", "小于"], ["<=", "小于等于"],
    ["IN", "包含"], ["LIKE", "模糊"], ["LEFT_LIKE", "左模糊"], ["RIGHT_LIKE", "右模糊"],
  ]),
  n("valid_status", "有效状态", [["1", "有效", "green"], ["0", "无效", "red"]]),
  n("yn", "是否", [["1", "是"], ["0", "否"]]),
  // business (DOMAIN.md)
  s("qt_user_status", "平台用户状态", [["normal", "正常", "green"], ["frozen", "冻结", "red"]]),
  s("designer_level", "设计师等级", [["junior", "初级设计师"], ["middle", "中级设计师"], ["senior", "高级设计师"], ["expert", "特约设计师"]]),
  s("work_format", "作品格式", [["psd", "PSD"], ["ai", "AI"], ["cdr", "CDR"], ["ppt", "PPT"], ["doc", "Word"], ["xls", "Excel"], ["png", "PNG"], ["mp4", "MP4"]]),
  s("work_audit_status", "作品审核状态", [["draft", "草稿"], ["pending", "待审核", "orange"], ["approved", "已通过", "green"], ["rejected", "已驳回", "red"], ["reexam", "复审中", "blue"]]),
  s("shelf_status", "上架状态", [["on", "已上架", "green"], ["off", "已下架"]]),
  s("pay_type", "支付方式", [["balance", "余额"], ["wechat", "微信支付"], ["alipay", "支付宝"], ["vip", "VIP 权益"]]),
  s("order_status", "订单状态", [["unpaid", "待支付", "orange"], ["paid", "已支付", "green"], ["refunded", "已退款", "blue"], ["closed", "已关闭"]]),
  s("exam_result", "考核结果", [["pending", "待评审", "orange"], ["passed", "通过", "green"], ["failed", "未通过", "red"]]),
  s("adjust_field", "修改项", [["title", "标题"], ["price", "价格"], ["workTypeId", "作品分类"], ["file", "源文件"]]),
  s("adjust_status", "修改申请状态", [["pending", "待处理", "orange"], ["approved", "已通过", "green"], ["rejected", "已驳回", "red"]]),
  s("fail_reason", "审核失败原因", [["copyright", "版权问题"], ["quality", "质量不达标"], ["content", "内容违规"], ["duplicate", "重复上传"], ["other", "其他"]]),
  s("without_status", "提现状态", [["pending", "待审核", "orange"], ["approved", "已审核", "blue"], ["paid", "已打款", "green"], ["rejected", "已驳回", "red"]]),
  s("account_type", "收款方式", [["alipay", "支付宝"], ["bank", "银行卡"]]),
  s("share_status", "分成状态", [["pending", "待结算", "orange"], ["settled", "已结算", "green"]]),
  s("money_type", "资金类型", [["recharge", "充值"], ["purchase", "购买"], ["income", "分成收入"], ["withdraw", "提现"], ["refund", "退款"], ["adjust", "调整"]]),
  s("score_reason", "积分变动原因", [["signin", "签到"], ["purchase", "购买奖励"], ["upload", "上传作品"], ["exchange", "积分兑换"], ["adjust", "人工调整"]]),
  s("pay_purpose", "支付用途", [["vip", "开通 VIP"], ["recharge", "充值"], ["work", "购买作品"]]),
  s("pay_channel", "支付渠道", [["balance", "余额"], ["wechat", "微信支付"], ["alipay", "支付宝"], ["vip", "VIP 权益"]]),
  s("pay_status", "支付状态", [["pending", "待支付", "orange"], ["success", "支付成功", "green"], ["failed", "支付失败", "red"], ["refunded", "已退款", "blue"]]),
  s("feedback_channel", "反馈渠道", [["user", "用户"], ["agent", "代理"], ["outlet", "网点"]]),
  s("feedback_type", "反馈类型", [["bug", "功能异常"], ["suggestion", "建议"], ["complaint", "投诉"], ["copyright", "版权申诉"], ["other", "其他"]]),
  s("feedback_status", "反馈状态", [["new", "新建", "orange"], ["processing", "处理中", "blue"], ["resolved", "已解决", "green"], ["closed", "已关闭"]]),
  s("notice_target", "通知对象", [["all", "全部用户"], ["vip", "VIP 用户"], ["designer", "设计师"], ["user", "指定用户"]]),
  n("publish_status", "发布状态", [["0", "未发布"], ["1", "已发布", "green"], ["2", "已撤回", "red"]]),
  s("ad_position", "广告位置", [["home_banner", "首页轮播"], ["home_middle", "首页中部"], ["list_top", "列表页顶部"], ["detail_side", "详情页侧边"], ["popup", "弹窗"]]),
  s("article_kind", "文章类型", [["news", "资讯"], ["help", "帮助"]]),
];

const seedId = (key: string): string => createHash("md5").update(`dict:${key}`).digest("hex");

/** The seeded English names: of the dictionaries, and of their items. */
function englishNames(): { dicts: EnglishName[]; items: EnglishName[] } {
  const dicts: EnglishName[] = [];
  const items: EnglishName[] = [];
  for (const dict of SEED_DICTS) {
    const en = SEED_DICTS_EN[dict.code];
    if (!en) continue;
    dicts.push({ id: seedId(dict.code), zh: dict.name, en: en[0] });
    for (const [value, text] of dict.items) {
      const itemEn = en[1][value];
      if (itemEn) items.push({ id: seedId(`${dict.code}:${value}`), zh: text, en: itemEn });
    }
  }
  return { dicts, items };
}

export const dictSeeder: Seeder = {
  name: "sys-dicts",
  demo: false,
  async run({ db, clock }) {
    const now = clock.now();
    for (const dict of SEED_DICTS) {
      const dictId = seedId(dict.code);
      const en = SEED_DICTS_EN[dict.code];
      await db.insert(sysDict).values({ id: dictId, dictName: dict.name, dictNameEn: en?.[0] ?? null, dictCode: dict.code, type: dict.type ?? 0, createBy: "admin", createTime: now });
      await db.insert(sysDictItem).values(
        dict.items.map(([value, text, color], i) => ({
          id: seedId(`${dict.code}:${value}`),
          dictId,
          itemValue: value,
          itemText: text,
          itemTextEn: en?.[1][value] ?? null,
          itemColor: color ?? null,
          sortOrder: i + 1,
          status: 1,
          createBy: "admin",
          createTime: now,
        })),
      );
    }
  },
  // Databases seeded before the English columns: the seeded rows not renamed since get their English names.
  async everyStart({ db }) {
    const names = englishNames();
    await fillEnglishNames(db, { table: sysDict, id: sysDict.id, zh: sysDict.dictName, en: sysDict.dictNameEn }, names.dicts);
    await fillEnglishNames(db, { table: sysDictItem, id: sysDictItem.id, zh: sysDictItem.itemText, en: sysDictItem.itemTextEn }, names.items);
  },
};
