/**
 * The seeded menu tree: every page of the console (both specifications and DOMAIN.md), as
 * JeecgBoot staff know them. A page's buttons are not listed here: they are every `x-permission`
 * code of the contract under the page's `prefixes` (see seed-menus.ts), so that each code the
 * server checks exists as a permission row. How a menu grants `<prefix>:list` (list/queryById):
 * through a button row `<prefix>:list` (查询) under the page, granted together with the page.
 */
export interface MenuSpec {
  title: string;
  /** Route path (also the stable key the row id is derived from). */
  path: string;
  /** Page component (`system/UserList`); folders use `layouts/RouteView`. */
  component: string;
  icon?: string;
  /** Permission prefixes whose contract codes become this page's buttons. */
  prefixes?: readonly string[];
  /** Codes carried by the menu row itself (e.g. `dashboard:analysis`). */
  perms?: string;
  /** Extra button codes (already in the contract under another page's prefix). */
  buttons?: readonly string[];
  hidden?: boolean;
  keepAlive?: boolean;
  hideTab?: boolean;
  children?: readonly MenuSpec[];
}

const FOLDER = "layouts/RouteView";

/** The generated pages of online forms: title, path (add-to-menu's `<path>/<form id>`), component. */
export const ONLINE_FORM_ROUTES = [
  ["在线表单", "/online/cgformList", "modules/online/cgform/auto/OnlCgformAutoList", "Online form"],
  ["在线树表单", "/online/cgformTreeList", "modules/online/cgform/auto/OnlCgformTreeList", "Online tree form"],
  ["在线ERP表单", "/online/cgformErpList", "modules/online/cgform/auto/erp/OnlCgformErpList", "Online ERP form"],
  ["在线Tab表单", "/online/cgformTabList", "modules/online/cgform/auto/tab/OnlCgformTabList", "Online tab form"],
  ["在线内嵌子表表单", "/online/cgformInnerTableList", "modules/online/cgform/auto/innerTable/OnlCgformInnerTableList", "Online inner-table form"],
] as const;

export const MENUS: readonly MenuSpec[] = [
  { title: "首页", path: "/dashboard/analysis", component: "dashboard/Analysis", icon: "home", perms: "dashboard:analysis" },
  {
    title: "仪表盘",
    path: "/dashboard",
    component: FOLDER,
    icon: "dashboard",
    children: [
      { title: "图表首页", path: "/dashboard/indexChart", component: "dashboard/IndexChart", perms: "dashboard:analysis" },
      { title: "任务首页", path: "/dashboard/indexTask", component: "dashboard/IndexTask", perms: "dashboard:tasks" },
      { title: "监控首页", path: "/dashboard/monitor", component: "dashboard/Monitor", perms: "dashboard:monitor" },
      { title: "工作台", path: "/dashboard/workplace", component: "dashboard/Workplace" },
    ],
  },
  {
    title: "作品管理",
    path: "/work",
    component: FOLDER,
    icon: "picture",
    children: [
      { title: "作品列表", path: "/work/qtWorkList", component: "work/QtWorkList", prefixes: ["work:qt_work"] },
      { title: "作品分类", path: "/work/qtWorkTypeList", component: "work/QtWorkTypeList", prefixes: ["work:qt_work_type"] },
      { title: "作品订单", path: "/work/qtWorkOrderList", component: "work/QtWorkOrderList", prefixes: ["work:qt_work_order"] },
      { title: "作品收藏", path: "/work/qtWorkCollectionList", component: "work/QtWorkCollectionList", prefixes: ["work:qt_work_collection"] },
      { title: "设计师考核", path: "/work/qtWorkExamList", component: "work/QtWorkExamList", prefixes: ["work:qt_work_exam"] },
      { title: "上传指南", path: "/work/qtWorkGuideList", component: "work/QtWorkGuideList", prefixes: ["work:qt_work_guide"] },
      { title: "作品调整", path: "/work/qtWorkAdjustList", component: "work/QtWorkAdjustList", prefixes: ["work:qt_work_adjust"] },
      { title: "审核失败", path: "/work/qtWorkFailList", component: "work/QtWorkFailList", prefixes: ["work:qt_work_fail"] },
      { title: "作品审核", path: "/work/qtWorkAuditList", component: "work/QtWorkAuditList", buttons: ["work:qt_work:list", "work:qt_work:audit"] },
    ],
  },
  { title: "提现管理", path: "/without/qtWithoutList", component: "without/QtWithoutList", icon: "wallet", prefixes: ["without:qt_without"] },
  {
    title: "平台用户",
    path: "/user",
    component: FOLDER,
    icon: "team",
    children: [
      { title: "用户列表", path: "/user/qtUserList", component: "user/QtUserList", prefixes: ["user:qt_user"] },
      { title: "积分记录", path: "/user/qtScoreLogList", component: "user/QtScoreLogList", prefixes: ["user:qt_score_log"] },
      { title: "分成记录", path: "/user/qtCashShareList", component: "user/QtCashShareList", prefixes: ["user:qt_cash_share"] },
    ],
  },
  { title: "VIP等级", path: "/vip/qtVipLevelList", component: "vip/QtVipLevelList", icon: "crown", prefixes: ["vip:qt_vip_level"] },
  { title: "资金流水", path: "/money/qtMoneyLogList", component: "money/QtMoneyLogList", icon: "account-book", prefixes: ["money:qt_money_log"] },
  { title: "支付记录", path: "/pay/qtPayRecordList", component: "pay/QtPayRecordList", icon: "pay-circle", prefixes: ["pay:qt_pay_record"] },
  {
    title: "反馈",
    path: "/feedback",
    component: FOLDER,
    icon: "message",
    children: [
      { title: "反馈列表", path: "/feedback/qtFeedbackList", component: "feedback/QtFeedbackList", prefixes: ["feedback:qt_feedback"] },
      { title: "代理反馈", path: "/feedback/qtFeedbackAgentList", component: "feedback/QtFeedbackAgentList", prefixes: ["feedback:qt_feedback"] },
      { title: "网点反馈", path: "/feedback/qtFeedbackOutletList", component: "feedback/QtFeedbackOutletList", prefixes: ["feedback:qt_feedback"] },
    ],
  },
  {
    title: "通知",
    path: "/notice",
    component: FOLDER,
    icon: "notification",
    children: [
      { title: "通知列表", path: "/notice/qtNoticeList", component: "notice/QtNoticeList", prefixes: ["notice:qt_notice"] },
      { title: "已读记录", path: "/notice/qtNoticeReadList", component: "notice/QtNoticeReadList", prefixes: ["notice:qt_notice_read"] },
    ],
  },
  {
    title: "广告",
    path: "/ads",
    component: FOLDER,
    icon: "appstore",
    children: [
      { title: "广告位", path: "/ads/qtAdList", component: "ads/QtAdList", prefixes: ["ads:qt_ad"] },
      { title: "广告素材", path: "/ads/qtAdItemList", component: "ads/QtAdItemList", prefixes: ["ads:qt_ad_item"] },
    ],
  },
  {
    title: "文章",
    path: "/article",
    component: FOLDER,
    icon: "read",
    children: [
      { title: "新闻资讯", path: "/article/qtArticleNewsList", component: "article/QtArticleNewsList", prefixes: ["article:qt_article"] },
      { title: "帮助中心", path: "/article/qtArticleHelpList", component: "article/QtArticleHelpList", prefixes: ["article:qt_article"] },
    ],
  },
  { title: "系统配置", path: "/config/qtConfigList", component: "config/QtConfigList", icon: "tool", prefixes: ["config:qt_config"] },
  {
    title: "系统管理",
    path: "/isystem",
    component: FOLDER,
    icon: "setting",
    children: [
      { title: "用户管理", path: "/isystem/user", component: "system/UserList", prefixes: ["system:user"] },
      { title: "角色管理", path: "/isystem/roleUserList", component: "system/RoleUserList", prefixes: ["system:role"] },
      { title: "菜单管理", path: "/isystem/permission", component: "system/PermissionList", prefixes: ["system:permission"] },
      { title: "部门管理", path: "/isystem/depart", component: "system/DepartList", prefixes: ["system:depart", "system:depart:role"] },
      { title: "我的部门", path: "/isystem/departUserList", component: "system/DepartUserList", buttons: ["system:depart:list"] },
      { title: "职务管理", path: "/isystem/position", component: "system/SysPositionList", prefixes: ["system:position"] },
      { title: "数据字典", path: "/isystem/dict", component: "system/DictList", prefixes: ["system:dict", "system:dictItem"] },
      { title: "分类字典", path: "/isystem/category", component: "system/SysCategoryList", prefixes: ["system:category"] },
      { title: "编码校验规则", path: "/isystem/checkRule", component: "system/SysCheckRuleList", prefixes: ["system:checkRule"] },
      { title: "填值规则", path: "/isystem/fillRule", component: "system/SysFillRuleList", prefixes: ["system:fillRule"] },
      { title: "通告管理", path: "/isystem/annountCement", component: "system/SysAnnouncementList", prefixes: ["system:announcement"] },
      { title: "定时任务", path: "/isystem/quartzJob", component: "system/QuartzJobList", prefixes: ["system:quartzJob", "system:quartzJob:log"] },
      { title: "租户管理", path: "/isystem/tenant", component: "system/TenantList", prefixes: ["system:tenant"] },
    ],
  },
  {
    title: "系统监控",
    path: "/monitor",
    component: FOLDER,
    icon: "dashboard",
    children: [
      // the stock console's one log page (登录日志 / 操作日志 tabs) and its online-users page
      { title: "日志管理", path: "/monitor/log", component: "system/LogList", prefixes: ["system:log"] },
      { title: "在线用户", path: "/monitor/online", component: "system/SysUserOnlineList", prefixes: ["system:online"] },
    ],
  },
  {
    title: "在线开发",
    path: "/online",
    component: FOLDER,
    icon: "cloud",
    children: [
      // JeecgBoot's online form designer (its component path, mapped to our designer page)
      { title: "Online表单开发", path: "/online/cgform", component: "modules/online/cgform/OnlCgformHeadList", prefixes: ["online:cgform"] },
      // any form's generated page by its id, as JeecgBoot's hidden `:code` routes: the designer's
      // 功能测试 of a form not (yet) in the menu (the data calls check the form's own codes)
      ...ONLINE_FORM_ROUTES.map(([title, path, component]) => ({ title, path: `${path}/:code`, component, hidden: true })),
      // a form's copies (JeecgBoot's copy list route; the designer's 查看视图 shows them in place too)
      { title: "表单视图", path: "/online/copyform/:code", component: "modules/online/cgform/OnlCgformCopyList", hidden: true },
    ],
  },
  {
    title: "个人页",
    path: "/account",
    component: FOLDER,
    icon: "user",
    hidden: true,
    children: [
      { title: "个人中心", path: "/account/center", component: "account/center/Index", hidden: true },
      {
        title: "个人设置",
        path: "/account/settings",
        component: "account/settings/Index",
        hidden: true,
        children: [
          { title: "基本设置", path: "/account/settings/base", component: "account/settings/BaseSetting", hidden: true },
          { title: "安全设置", path: "/account/settings/security", component: "account/settings/Security", hidden: true },
          { title: "个性化设置", path: "/account/settings/custom", component: "account/settings/Custom", hidden: true },
          { title: "账户绑定", path: "/account/settings/binding", component: "account/settings/Binding", hidden: true },
          { title: "新消息通知", path: "/account/settings/notification", component: "account/settings/Notification", hidden: true },
          { title: "修改头像", path: "/account/settings/avatar", component: "account/settings/Avatar", hidden: true },
        ],
      },
    ],
  },
  {
    title: "我的消息",
    path: "/isps",
    component: FOLDER,
    hidden: true,
    children: [{ title: "我的消息", path: "/isps/userAnnouncement", component: "system/UserAnnouncementList", hidden: true }],
  },
  {
    title: "组件示例",
    path: "/demo",
    component: FOLDER,
    icon: "experiment",
    children: [{ title: "表格与表单组件", path: "/demo/widgets", component: "demo/Widgets" }],
  },
];

/**
 * Seeded menus whose entry changed since databases were seeded with them (issue #18: the stock
 * JeecgBoot console's component names). On every start a row still as it was seeded (its id, and
 * the `from` component) takes the new entry; a row an administrator changed is left alone.
 * `to: null` retires the row (with its buttons): its page lives on inside another one.
 */
export interface MenuUpgrade {
  /** The path the row was seeded with (its id is derived from it). */
  path: string;
  from: string;
  to: { title: string; path: string; component: string } | null;
}

export const MENU_UPGRADES: readonly MenuUpgrade[] = [
  { path: "/monitor/loginLog", from: "system/LoginLogList", to: { title: "日志管理", path: "/monitor/log", component: "system/LogList" } },
  { path: "/monitor/operateLog", from: "system/OperateLogList", to: null },
  { path: "/monitor/online", from: "system/OnlineUserList", to: { title: "在线用户", path: "/monitor/online", component: "system/SysUserOnlineList" } },
];

/** What a role is given: menus by path (with their ancestors); `only` limits the buttons to these suffixes. */
export interface RoleGrant {
  path: string;
  only?: readonly string[];
}

export interface RoleSpec {
  code: string;
  name: string;
  description: string;
  /** `all`: every row (the admin role). */
  grants: "all" | readonly RoleGrant[];
}

/** Pages every staff role has. */
const BASE: readonly RoleGrant[] = [{ path: "/dashboard/analysis" }, { path: "/account" }, { path: "/isps" }];
const pages = (...paths: string[]): RoleGrant[] => paths.map((path) => ({ path }));

/** Role codes shared with the demo users (helper seeds one user per role). */
export const ROLES: readonly RoleSpec[] = [
  { code: "admin", name: "管理员", description: "系统管理员：全部权限", grants: "all" },
  {
    code: "operator",
    name: "运营",
    description: "内容、广告、文章、通知、系统配置",
    grants: [
      ...BASE,
      ...pages("/work/qtWorkTypeList", "/work/qtWorkGuideList", "/ads", "/article", "/notice", "/config/qtConfigList"),
    ],
  },
  {
    code: "auditor",
    name: "审核",
    description: "作品、考核、作品调整、审核失败、作品审核",
    grants: [
      ...BASE,
      ...pages("/work/qtWorkList", "/work/qtWorkAuditList", "/work/qtWorkExamList", "/work/qtWorkAdjustList", "/work/qtWorkFailList"),
    ],
  },
  {
    code: "finance",
    name: "财务",
    description: "订单、支付记录、资金与积分流水、提现、分成",
    grants: [
      ...BASE,
      ...pages("/work/qtWorkOrderList", "/pay/qtPayRecordList", "/money/qtMoneyLogList", "/user/qtScoreLogList", "/without/qtWithoutList", "/user/qtCashShareList"),
    ],
  },
  {
    code: "support",
    name: "客服",
    description: "反馈处理；平台用户只读",
    grants: [...BASE, ...pages("/feedback"), { path: "/user/qtUserList", only: ["list"] }],
  },
];

/**
 * The English titles of the seeded menus, by path (en-US callers see them; see seed-menus.ts).
 * Kept apart from MENUS so that the tree reads as JeecgBoot staff know it; a test checks that
 * every menu of MENUS has one.
 */
export const MENU_TITLES_EN: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ONLINE_FORM_ROUTES.map(([, path, , en]) => [`${path}/:code`, en])),
  "/online/copyform/:code": "Form views",
  "/dashboard/analysis": "Home",
  "/dashboard": "Dashboard",
  "/dashboard/indexChart": "Charts",
  "/dashboard/indexTask": "Tasks",
  "/dashboard/monitor": "Monitor",
  "/dashboard/workplace": "Workplace",
  "/work": "Works",
  "/work/qtWorkList": "Works list",
  "/work/qtWorkTypeList": "Work categories",
  "/work/qtWorkOrderList": "Work orders",
  "/work/qtWorkCollectionList": "Favourites",
  "/work/qtWorkExamList": "Designer exams",
  "/work/qtWorkGuideList": "Upload guides",
  "/work/qtWorkAdjustList": "Work changes",
  "/work/qtWorkFailList": "Failed reviews",
  "/work/qtWorkAuditList": "Work review",
  "/without/qtWithoutList": "Withdrawals",
  "/user": "Platform users",
  "/user/qtUserList": "Users list",
  "/user/qtScoreLogList": "Points log",
  "/user/qtCashShareList": "Revenue shares",
  "/vip/qtVipLevelList": "VIP levels",
  "/money/qtMoneyLogList": "Money log",
  "/pay/qtPayRecordList": "Payments",
  "/feedback": "Feedback",
  "/feedback/qtFeedbackList": "Feedback list",
  "/feedback/qtFeedbackAgentList": "Agent feedback",
  "/feedback/qtFeedbackOutletList": "Outlet feedback",
  "/notice": "Notices",
  "/notice/qtNoticeList": "Notices list",
  "/notice/qtNoticeReadList": "Read receipts",
  "/ads": "Ads",
  "/ads/qtAdList": "Ad slots",
  "/ads/qtAdItemList": "Ad creatives",
  "/article": "Articles",
  "/article/qtArticleNewsList": "News",
  "/article/qtArticleHelpList": "Help centre",
  "/config/qtConfigList": "Configuration",
  "/isystem": "System",
  "/isystem/user": "Users",
  "/isystem/roleUserList": "Roles",
  "/isystem/permission": "Menus",
  "/isystem/depart": "Departments",
  "/isystem/departUserList": "My department",
  "/isystem/position": "Positions",
  "/isystem/dict": "Dictionaries",
  "/isystem/category": "Categories",
  "/isystem/checkRule": "Code rules",
  "/isystem/fillRule": "Fill rules",
  "/isystem/annountCement": "Announcements",
  "/isystem/quartzJob": "Scheduled jobs",
  "/isystem/tenant": "Tenants",
  "/monitor": "Monitoring",
  "/monitor/log": "Logs",
  "/monitor/online": "Online users",
  "/online": "Online development",
  "/online/cgform": "Online forms",
  "/account": "Account",
  "/account/center": "Account centre",
  "/account/settings": "Account settings",
  "/account/settings/base": "Basic settings",
  "/account/settings/security": "Security",
  "/account/settings/custom": "Personalisation",
  "/account/settings/binding": "Account binding",
  "/account/settings/notification": "New message notification",
  "/account/settings/avatar": "Change avatar",
  "/isps": "My messages",
  "/isps/userAnnouncement": "My messages",
  "/demo": "Component demos",
  "/demo/widgets": "Grid and form widgets",
};
