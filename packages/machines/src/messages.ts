/**
 * Bilingual texts of the machines and their pure logic: message id → { "zh-CN", "en-US" }.
 *
 * zh-CN texts the specs give in Chinese are verbatim (widgets.md, shell.md, MESSAGES.md); en-US
 * texts the specs give in English are verbatim, and their zh-CN is MESSAGES.md's. Texts the specs
 * do not give (marked "ours") are written to match. Placeholders are `{name}`; fill them with
 * `textOf(id, params)` (both languages) or `t(locale, id, params)` (one language).
 *
 * Shared file: each area adds its own block of ids (prefix = area) and never renames another's.
 */
import { MOBILE_RULE_MESSAGE } from "@qt/openapi/rules";
import type { Locale, LocalizedText } from "@qt/sdk";

export type { Locale, LocalizedText };

const m = (zh: string, en: string): LocalizedText => ({ "zh-CN": zh, "en-US": en });

export const MESSAGES = {
  // ---- cron editor (widgets.md §2, §4, §5, §8, §9; MESSAGES.md "Cron editor") -------------------
  "cron.tooManyParts": m("Cron表达式最多7项！", "A cron expression has at most 7 parts!"),
  "cron.yearError": m("Cron表达式参数[年]错误：{value}", "Cron expression parameter [year] is wrong: {value}"),
  "cron.error": m("Cron表达式错误：{message}", "Cron expression error: {message}"),
  "cron.noRuns": m("无执行时间", "No run times"),
  "cron.previewTitle": m("近十次执行时间（不含年）", "Next 10 run times (year not included)"),
  "cron.placeholder": m("请输入cron表达式", "Please enter a cron expression"),
  "cron.select": m("选择", "Select"),
  "cron.dialogTitle": m("Cron表达式", "Cron expression"),
  "cron.tab.second": m("秒", "Second"),
  "cron.tab.minute": m("分", "Minute"),
  "cron.tab.hour": m("时", "Hour"),
  "cron.tab.day": m("日", "Day"),
  "cron.tab.month": m("月", "Month"),
  "cron.tab.week": m("周", "Week"),
  "cron.tab.year": m("年", "Year"),
  "cron.every.second": m("每秒", "Every second"),
  "cron.every.minute": m("每分", "Every minute"),
  "cron.every.hour": m("每时", "Every hour"),
  "cron.every.day": m("每日", "Every day"),
  "cron.every.month": m("每月", "Every month"),
  "cron.every.week": m("每周", "Every day of the week"), // ours: the spec names no 'every' text for week
  "cron.every.year": m("每年", "Every year"),
  "cron.range": m("区间", "Range"),
  "cron.rangeText": m("从 {start} 至 {end}", "from {start} to {end}"),
  "cron.loop": m("循环", "Loop"),
  "cron.loop.second": m("从 {start} 秒开始，间隔 {interval} 秒", "every {interval} seconds starting at second {start}"),
  "cron.loop.minute": m("从 {start} 分开始，间隔 {interval} 分", "every {interval} minutes starting at minute {start}"),
  "cron.loop.hour": m("从 {start} 时开始，间隔 {interval} 时", "every {interval} hours starting at hour {start}"),
  "cron.loop.day": m("从 {start} 日开始，间隔 {interval} 日", "every {interval} days starting on day {start}"),
  "cron.loop.month": m("从 {start} 月开始，间隔 {interval} 月", "every {interval} months starting in month {start}"),
  "cron.loop.week": m("从 {start} 开始，间隔 {interval} 天", "every {interval} days starting on {start}"),
  "cron.loop.year": m("从 {start} 年开始，间隔 {interval} 年", "every {interval} years starting in {start}"),
  "cron.specify": m("指定", "Specific"),
  "cron.unset": m("不设置", "Not set"),
  "cron.unsetTip": m("日和周只能设置其中之一", "Only one of day and week can be set"),
  "cron.workDay": m("工作日", "Work day"),
  "cron.workDayText": m("本月 {day} 日，最近的工作日", "the work day nearest to day {day} of the month"),
  "cron.lastDay": m("最后一日", "Last day"),
  "cron.nthWeekday": m("本月第 {nth} 个{weekday}", "the {nth}. {weekday} of the month"), // ours
  "cron.lastWeekday": m("本月最后一个{weekday}", "the last {weekday} of the month"), // ours
  "cron.weekday.1": m("周日", "Sunday"),
  "cron.weekday.2": m("周一", "Monday"),
  "cron.weekday.3": m("周二", "Tuesday"),
  "cron.weekday.4": m("周三", "Wednesday"),
  "cron.weekday.5": m("周四", "Thursday"),
  "cron.weekday.6": m("周五", "Friday"),
  "cron.weekday.7": m("周六", "Saturday"),
  // ours: the editor's short type names and its inputs' labels (the spec names none)
  "cron.nthWeekdayType": m("第几个周几", "Nth weekday"),
  "cron.lastWeekdayType": m("最后一个周几", "Last weekday"),
  "cron.field.start": m("开始", "start"),
  "cron.field.end": m("结束", "end"),
  "cron.field.interval": m("间隔", "interval"),
  "cron.field.day": m("日", "day"),
  "cron.field.nth": m("第几个", "which"),
  "cron.field.weekday": m("星期", "weekday"),
  "cron.fieldLabel": m("{type}：{field}", "{type}: {field}"),
  "cron.expression": m("表达式", "Expression"),
  "cron.increment": m("增加", "Increase"),
  "cron.decrement": m("减少", "Decrease"),

  // ---- advanced query (widgets.md §3, §4, §5; MESSAGES.md) -------------------------------------
  "query.rule.eq": m("等于", "equals"),
  "query.rule.like": m("包含", "contains"),
  "query.rule.right_like": m("以..开始", "starts with"),
  "query.rule.left_like": m("以..结尾", "ends with"),
  "query.rule.in": m("在...中", "in"),
  "query.rule.ne": m("不等于", "not equal"),
  "query.rule.gt": m("大于", "greater than"),
  "query.rule.ge": m("大于等于", "greater than or equal"),
  "query.rule.lt": m("小于", "less than"),
  "query.rule.le": m("小于等于", "less than or equal"),
  "query.match.and": m("AND（所有条件都要求匹配）", "AND (all conditions must match)"),
  "query.match.or": m("OR（条件中的任意一个匹配）", "OR (any one of the conditions matches)"),
  "query.emptyQuery": m("不能查询空条件", "cannot query with empty conditions"),
  "query.emptySave": m("空条件不能保存", "empty conditions cannot be saved"),
  "query.nameEmpty": m("保存名称不能为空", "save name cannot be empty"),
  "query.overwrite": m("{name} 已存在，是否覆盖？", "{name} already exists, overwrite?"),
  "query.deleteConfirm": m("是否删除当前查询？", "delete the current query?"), // en ours
  "query.saved": m("保存成功", "saved successfully"),

  // ---- list pages (widgets.md §2, §5, §8, §9; MESSAGES.md "List pages") ------------------------
  "list.total": m("{start}-{end} 共{total}条", "{start}-{end} of {total}"),
  "list.noListUrl": m("请设置url.list属性!", "Please set the url.list property!"),
  "list.noDeleteUrl": m("请设置url.delete属性!", "Please set the url.delete property!"),
  "list.noDeleteBatchUrl": m("请设置url.deleteBatch属性!", "Please set the url.deleteBatch property!"),
  "list.selectOne": m("请选择一条记录！", "Please select a record!"),
  "list.confirmDeleteTitle": m("确认删除", "Confirm deletion"),
  "list.confirmDeleteBatch": m("是否删除选中数据?", "Delete the selected data?"),
  "list.title.edit": m("编辑", "Edit"),
  "list.title.add": m("新增", "Add"),
  "list.title.detail": m("详情", "Detail"),
  "list.deleted": m("删除成功!", "Deleted successfully!"), // ours: shown when the server sends no text
  "list.saved": m("保存成功！", "Saved!"), // ours: shown when the server sends no text
  "list.unexpected": m("请求出现错误，请稍后再试", "The request failed, please try again later"),

  // ---- dictionary widgets, tree select (widgets.md §5, §8; MESSAGES.md) -----------------------
  "dict.searchHint": m("请输入搜索内容", "please enter search content"),
  "dict.noData": m("没有查询到任何数据", "no data found"),
  "tree.badCondition": m("组件JTreeSelect-condition传值有误，需要一个json字符串!", "JTreeSelect: the condition value is wrong, a JSON string is needed!"), // en ours

  // ---- quick-click guard (widgets.md §5, shell.md §5) ------------------------------------------
  "quickClick.tooFast": m("你点击的太快了，请慢点点击!", "you clicked too fast, please click slower!"),

  // ---- greeting (shell.md §1; MESSAGES.md timeFix) ---------------------------------------------
  "greeting.morning": m("早上好", "Good morning"),
  "greeting.forenoon": m("上午好", "Good morning"),
  "greeting.noon": m("中午好", "Good noon"),
  "greeting.afternoon": m("下午好", "Good afternoon"),
  "greeting.evening": m("晚上好", "Good evening"),
  "greeting.welcomeBack": m("{greeting}，欢迎回来", "{greeting}, welcome back"),
  "greeting.welcomeTitle": m("欢迎", "Welcome"),
  "greeting.platform": m("欢迎进入企业级管理平台", "welcome to the enterprise management platform"),

  // ---- form rules (shell.md §5, widgets.md §5) -------------------------------------------------
  "rule.required": m("{title}不能为空", "{title} cannot be empty"), // ours (grid default)
  "online.subIncomplete": m("{name}有必填项未填写", "{name} has required cells left empty"), // ours
  "rule.mobileRequired": m("请输入手机号", "please enter mobile number"),
  "rule.mobileInvalid": MOBILE_RULE_MESSAGE, // the contract's (@qt/openapi/rules)
  "rule.usernameRequired": m("请输入用户名", "please enter the username"), // ours
  "rule.usernamePattern": m("用户名为6到18位字母、数字或下划线", "the username is 6 to 18 letters, digits or underscores"), // ours
  "rule.emailInvalid": m("请输入正确的邮箱地址", "please enter a valid email address"), // ours
  "rule.naturalNumber": m("请输入自然数", "please enter a natural number"), // ours
  "rule.letters": m("请输入英文字母", "please enter English letters"), // ours
  "rule.landline": m("请输入正确的座机号码", "please enter a valid landline number"), // ours
  "rule.bankCard": m("请输入正确的银行卡号", "please enter a valid bank card number"), // ours
  "rule.idNumber": m("证件号码最多50位字母或数字", "an ID number is up to 50 letters or digits"), // ours
  "rule.idCard": m("请输入正确的身份证号码", "please enter a valid ID card number"), // ours
  "rule.qq": m("请输入正确的QQ号码", "please enter a valid QQ number"), // ours
  "rule.url": m("请输入以http或https开头的网址", "please enter a URL beginning with http or https"), // ours
  "rule.alnum20": m("最多20位字母或数字", "up to 20 letters or digits"), // ours
  "rule.namesAndSpaces": m("请输入2到100位中英文字母或空格", "please enter 2 to 100 letters or spaces"), // ours
  "rule.digitsAndLineBreaks": m("只能输入数字和换行", "only digits and line breaks"), // ours
  "rule.max255": m("最多255个字符", "up to 255 characters"), // ours
  "rule.minLength": m("最小长度{n}位字符", "minimum length {n} characters"),
  "rule.maxLength": m("最大长度{n}位字符", "maximum length {n} characters"),
  "rule.selectRequired": m("请选择", "please select"), // ours
  "rule.minItems": m("最少选择{n}项", "select at least {n} items"),
  "rule.maxItems": m("最多选择{n}项", "at most {n} items"),
  "rule.oldPasswordRequired": m("请输入旧密码!", "Please enter the old password!"),
  "rule.newPasswordRequired": m("请输入新密码!", "Please enter the new password!"),
  "rule.confirmPasswordRequired": m("请确认新密码!", "Please confirm the new password!"),
  "rule.passwordMismatch": m("两次输入的密码不一样！", "The two passwords differ!"),
  "rule.grid.n6-16": m("请输入6到16位数字", "please enter 6 to 16 digits"), // ours
  "rule.grid.*6-16": m("请输入6到16位任意字符", "please enter 6 to 16 characters"), // ours
  "rule.grid.s6-18": m("请输入6到18位字母", "please enter 6 to 18 letters"), // ours
  "rule.grid.url": m("请输入正确的网址", "please enter a valid URL"), // ours
  "rule.grid.e": m("请输入正确的电子邮件", "please enter a valid email"), // ours
  "rule.grid.m": m("请输入正确的手机号码", "please enter a valid mobile number"), // ours
  "rule.grid.p": m("请输入正确的邮政编码", "please enter a valid postal code"), // ours
  "rule.grid.s": m("请输入字母", "please enter letters"), // ours
  "rule.grid.n": m("请输入数字", "please enter a number"), // ours
  "rule.grid.z": m("请输入整数", "please enter an integer"), // ours
  "rule.grid.money": m("请输入正确的金额", "please enter a valid amount"), // ours
  "rule.grid.unique": m("{title}不能重复", "{title} must be unique"), // ours
  "rule.grid.custom": m("{title}格式不正确", "{title} is not valid"), // ours

  // ---- shell: session, permissions, tabs, layout, notices (shell.md; MESSAGES.md) --------------
  "session.loginFailedTitle": m("登录失败", "Login failed"), // en ours
  "session.loginFailedFallback": m("请求出现错误，请稍后再试", "Request failed, please try again later"), // en ours
  "session.welcomeTitle": m("欢迎", "Welcome"),
  "session.logoutConfirmTitle": m("提示", "Notice"), // en ours
  "session.logoutConfirm": m("真的要注销登录吗 ?", "are you sure you want to log out?"),
  "session.chooseTenantAndDepart": m("请选择租户和部门", "Please choose a tenant and a department"), // en ours
  "session.chooseDepart": m("请选择部门", "Please choose a department"), // en ours
  "session.chooseTenant": m("请选择租户", "Please choose a tenant"), // en ours
  "session.noCurrentUser": m("当前系统无登录用户!", "No user is logged in!"), // en ours
  "session.noDeparts": m("您尚未设置部门信息!", "You have no department yet!"), // en ours
  // JeecgBoot rejects with this English text whatever the language; the spec quotes it verbatim.
  "permission.emptyMenu": m("getPermissionList: permissions must be a non-null array !", "getPermissionList: permissions must be a non-null array !"),
  "permission.wrongVersion": m(
    "启动失败: 检查到当前菜单表是Vue3版本，导致菜单加载异常，请切换到Vue2版菜单！",
    "Startup failed: the menu table is the Vue3 version, so the menu cannot be loaded; please switch to the Vue2 menu!", // en ours
  ),
  "tabs.home": m("首页", "Home"), // en ours
  "tabs.homeUnclosable": m("首页不能关闭!", "The home page cannot be closed!"), // en ours
  "tabs.lastUnclosable": m("这是最后一页，不能再关闭了啦", "This is the last page, it cannot be closed"), // en ours
  "tabs.refresh": m("刷新", "Refresh"), // ours
  "tabs.closeLeft": m("关闭左侧", "Close tabs on the left"), // ours
  "tabs.closeRight": m("关闭右侧", "Close tabs on the right"), // ours
  "tabs.closeOthers": m("关闭其它", "Close other tabs"), // ours
  "layout.color.red": m("薄暮", "red"),
  "layout.color.volcano": m("火山", "volcano"),
  "layout.color.dusk": m("日暮", "dusk"),
  "layout.color.cyan": m("明青", "cyan"),
  "layout.color.polarGreen": m("极光绿", "polar green"),
  "layout.color.defaultBlue": m("拂晓蓝（默认）", "default blue"),
  "layout.color.geekBlue": m("极客蓝", "geek blue"),
  "layout.color.goldenPurple": m("酱紫", "golden purple"),
  "layout.themeCompiling": m("正在编译主题！", "Compiling the theme!"), // ours
  "layout.themeFailed": m("更新主题失败", "Failed to update theme"), // zh ours
  "notices.tab.notices": m("通知({n})", "Notices ({n})"), // en ours
  "notices.tab.system": m("系统消息({n})", "System messages ({n})"), // en ours
  "notices.more": m("查看更多", "See more"), // en ours
  "notices.priority.L": m("一般消息", "General"), // en ours
  "notices.priority.M": m("重要消息", "Important"), // en ours
  "notices.priority.H": m("紧急消息", "Urgent"), // en ours
  "notices.pushTitle": m("消息提醒", "New message"), // en ours
  "notices.pushDetail": m("查看详情", "View details"), // en ours

  // ---- upload cell / upload list, import dialog (widgets.md §4, §5, §8; MESSAGES.md) ----------
  "upload.unknownError": m("未知错误", "unknown error"),
  "upload.uploading": m("上传中({percent}%)", "uploading ({percent}%)"),
  "upload.done": m("上传完成", "upload complete"),
  "upload.failed": m("上传失败", "upload failed"),
  "upload.error": m("上传出错", "upload error"),
  "upload.errorMessage": m("错误信息：{message}", "error message: {message}"),
  "upload.moveFirst": m("未知的操作", "Unknown operation"), // en ours (JeecgBoot's text when already first)
  "upload.moveLast": m("已到最后~", "Already the last~"), // en ours
  "upload.imageOnly": m("请上传图片", "Please upload an image"), // en ours
  "import.title": m("导入EXCEL", "Import EXCEL"),
  "import.partial": m("导入成功,但是有错误数据!", "import succeeded but there is erroneous data!"),
  "import.partialDetail": m("具体详情请", "For details,"), // en ours
  "import.partialDownload": m("点击下载", "click to download"), // en ours
  "import.uploadFailed": m("文件上传失败", "File upload failed"), // en ours
  "import.onlyExcel": m("只能上传.xls或.xlsx文件", "Only .xls and .xlsx files can be uploaded"), // ours

  // ---- online report popup (widgets.md §5 "Popup, pickers and uploads", §8) --------------------
  "popup.badConfig": m("popup参数未正确配置!", "The popup's parameters are not configured correctly!"), // en ours
  "popup.countMismatch": m("popup参数未正确配置,原始值和目标值数量不一致!", "The popup's parameters are not configured correctly: the source and target fields differ in number!"), // en ours
  "popup.selectOne": m("请选择一条记录", "Please select a record"), // en ours
  "popup.initFailedTitle": m("出错了", "Something went wrong"), // en ours
  "popup.initFailed": m("Popup初始化失败，请检查你的配置或稍后重试！", "The popup could not be initialised; check its configuration or try again later!"), // en ours

  // ---- editable grid (widgets.md §2, §4, §5, §8, §9; MESSAGES.md) ---------------------------------
  "grid.sum": m("合计", "Sum"), // en ours
  "grid.average": m("平均", "Average"), // en ours
  "grid.deleteConfirm": m("确定要删除这 {n} 项吗?", "delete these {n} items?"),
  "grid.deleteRefused": m("不能删除", "These rows cannot be deleted"), // ours: a before-delete check refused without a reason
  "grid.saved": m("保存成功", "saved successfully"),
  "grid.addRowNumMin": m("添加行数至少为1", "At least 1 row must be added"), // ours
  "grid.addIndexRange": m("添加位置须在0到{max}之间", "The position must be from 0 to {max}"), // ours
  "grid.moveFirst": m("已经是第一行了", "Already the first row"), // ours
  "grid.moveLast": m("已经是最后一行了", "Already the last row"), // ours
  "grid.conflict": m("其他用户已将此单元格改为：{value}", "Another user changed this cell to: {value}"), // ours
} as const satisfies Record<string, LocalizedText>;

export type MessageId = keyof typeof MESSAGES;

export type MessageParams = Readonly<Record<string, string | number>>;

function fill(template: string, params: MessageParams | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** A message in both languages, placeholders filled. */
export function textOf(id: MessageId, params?: MessageParams): LocalizedText {
  const text = MESSAGES[id];
  return { "zh-CN": fill(text["zh-CN"], params), "en-US": fill(text["en-US"], params) };
}

/** A message in one language, placeholders filled. */
export function t(locale: Locale, id: MessageId, params?: MessageParams): string {
  return fill(MESSAGES[id][locale], params);
}

/** The same text in both languages (a server message, a caller-supplied rule message). */
export function sameText(text: string): LocalizedText {
  return { "zh-CN": text, "en-US": text };
}

/** A message for the UI to show (a toast): level and text in both languages. */
export interface UiMessage {
  readonly level: "success" | "info" | "warning" | "error";
  readonly text: LocalizedText;
}
