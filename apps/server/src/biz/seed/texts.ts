/** Word lists the demo marketplace composes its texts from (titles, names, feedback…). */

/** Work types: root name, code, children [name, code], and the formats its works come in. */
export const WORK_TYPES: readonly { name: string; code: string; formats: readonly string[]; children: readonly (readonly [string, string])[] }[] = [
  { name: "平面海报", code: "poster", formats: ["psd", "ai", "cdr"], children: [["节日海报", "poster_festival"], ["活动海报", "poster_event"], ["招聘海报", "poster_hiring"], ["地产海报", "poster_estate"]] },
  { name: "电商设计", code: "ecommerce", formats: ["psd", "png"], children: [["主图", "ecom_main"], ["详情页", "ecom_detail"], ["店铺首页", "ecom_home"], ["直通车", "ecom_ads"]] },
  { name: "新媒体", code: "newmedia", formats: ["psd", "png"], children: [["公众号首图", "nm_cover"], ["长图", "nm_long"], ["朋友圈配图", "nm_moments"]] },
  { name: "PPT 模板", code: "ppt", formats: ["ppt"], children: [["工作汇报", "ppt_report"], ["商业计划书", "ppt_bp"], ["教学课件", "ppt_course"], ["年终总结", "ppt_summary"]] },
  { name: "办公文档", code: "office", formats: ["doc", "xls"], children: [["简历", "office_resume"], ["合同", "office_contract"], ["表格", "office_sheet"]] },
  { name: "插画素材", code: "illustration", formats: ["ai", "png", "psd"], children: [["扁平插画", "ill_flat"], ["手绘", "ill_hand"], ["图标", "ill_icon"]] },
  { name: "视频模板", code: "video", formats: ["mp4"], children: [["片头", "video_intro"], ["短视频", "video_short"], ["企业宣传", "video_company"]] },
  { name: "品牌 VI", code: "brand", formats: ["ai", "cdr"], children: [["LOGO", "brand_logo"], ["名片", "brand_card"], ["VI 手册", "brand_manual"]] },
];

export const STYLES = ["简约", "清新", "国潮", "高端", "商务", "可爱", "复古", "科技感", "中国风", "ins 风", "极简", "大气", "扁平", "手绘", "渐变", "水彩"];
export const THEMES = [
  "春节", "中秋", "国庆", "端午", "元宵", "七夕", "双十一", "618", "开学季", "毕业季", "母亲节", "父亲节", "教师节", "圣诞", "元旦",
  "美食", "旅游", "健身", "教育", "医疗", "金融", "房产", "汽车", "美妆", "服装", "数码", "家居", "母婴", "宠物", "茶饮",
];
export const KINDS = ["海报", "主图", "模板", "展板", "封面", "详情页", "宣传单", "易拉宝", "邀请函", "banner"];
export const TAGS = ["原创", "商用", "可编辑", "分层", "高清", "竖版", "横版", "红色", "蓝色", "金色", "绿色", "黑金", "简约", "节日", "促销"];

export const SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢".split("");
export const GIVEN = "伟芳娜敏静丽强磊洋艳勇军杰娟涛明超秀霞平刚桂英华玉兰萍鹏辉晨宇浩然子轩欣怡梓涵思远一诺雨桐嘉怡".split("");
export const NICK_PREFIX = ["设计", "小", "阿", "老", "大", "橙子", "木木", "鱼", "星", "拾光", "Lemon", "Kiki", "Momo"];

export const FEEDBACK: Record<string, readonly string[]> = {
  bug: ["下载按钮点击没有反应", "付款后订单仍显示待支付", "作品预览图加载失败", "手机端页面排版错乱", "源文件打开提示损坏"],
  suggestion: ["希望增加按颜色筛选", "建议支持批量下载", "希望 PPT 模板能在线预览", "能否增加收藏夹分组", "建议增加设计师排行榜"],
  complaint: ["客服回复太慢", "会员权益与说明不符", "作品质量与预览图差距大", "重复扣费", "提现到账太慢"],
  copyright: ["该作品疑似盗用我的原创设计", "作品中使用了未授权字体", "图片素材涉嫌侵权"],
  other: ["如何开具发票", "怎么修改绑定手机号", "代理合作怎么申请", "网点如何开通账号"],
};

export const NOTICES = [
  "平台系统升级维护通知", "会员权益调整公告", "设计师分成比例调整说明", "节日活动上线", "新版上传规范发布", "提现到账时间说明",
  "版权保护专项行动", "优秀设计师评选结果", "春节期间客服安排", "隐私政策更新", "新功能：作品收藏夹", "夏季创作大赛开启",
];
export const NEWS = ["设计趋势：2026 年的配色", "平台作品突破新高", "如何做出高转化主图", "PPT 排版的十个技巧", "设计师访谈：从兼职到全职", "电商大促视觉指南", "字体版权那些事", "品牌 VI 设计入门"];
export const HELP = ["如何购买作品", "如何开通 VIP", "如何申请成为设计师", "作品审核标准", "提现规则说明", "下载次数怎么计算", "如何申请发票", "忘记密码怎么办"];
export const GUIDES = ["上传前必读", "源文件规范", "预览图要求", "命名与标签", "版权声明", "审核常见驳回原因"];
export const FAIL_REASONS: Record<string, string> = {
  copyright: "作品涉及未授权素材",
  quality: "画面精度不足，排版不规范",
  content: "内容不符合平台规范",
  duplicate: "与已上架作品重复",
  other: "源文件与预览图不一致",
};
