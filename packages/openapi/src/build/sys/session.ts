/** Session and identity: captcha, logins, logout, user info, menus, departments, passwords. */
import type { ContractBuilder } from "../builder.js";
import { arr, bool, int, obj, ref, str } from "../schema.js";
import { MOBILE_PATTERN } from "../../rules/mobile.js";
import { newPassword } from "./util.js";

const T = "session";

export function addSession(b: ContractBuilder): void {
  b.tag(T, "登录、会话与当前用户");

  b.schema("LoginUserInfo", obj(
    {
      id: str("用户ID"),
      username: str("登录账号"),
      realname: str("真实姓名"),
      avatar: { type: ["string", "null"], description: "头像路径" },
      birthday: { type: ["string", "null"], description: "生日 yyyy-MM-dd" },
      sex: { type: ["integer", "null"], description: "性别 1男 2女" },
      email: { type: ["string", "null"] },
      phone: { type: ["string", "null"] },
      orgCode: { type: ["string", "null"], description: "当前部门编码" },
      orgCodeTxt: { type: ["string", "null"], description: "当前部门名称" },
      status: int("状态 1正常 2冻结"),
      delFlag: int("删除标记 0正常"),
      workNo: { type: ["string", "null"] },
      post: { type: ["string", "null"], description: "职务编码（逗号分隔）" },
      telephone: { type: ["string", "null"] },
      relTenantIds: { type: ["string", "null"], description: "所属租户ID（逗号分隔）" },
      userIdentity: { type: ["integer", "null"], description: "身份 1普通成员 2上级" },
      departIds: { type: ["string", "null"], description: "负责部门（逗号分隔）" },
      clientId: { type: ["string", "null"] },
      loginTenantId: { type: ["integer", "null"], description: "当前租户" },
      mustChangePassword: bool("首次登录须修改密码（生成的初始密码）"),
    },
    ["id", "username", "realname"],
    { description: "The user as the session sees it: never a password or salt" },
  ));

  b.schema("Depart", obj(
    { id: str(), orgCode: str("部门编码"), departName: str("部门名称"), parentId: { type: ["string", "null"] }, orgCategory: str("1公司 2部门 3岗位") },
    ["id", "orgCode", "departName"],
  ));

  b.schema("Tenant", obj({ id: int(), name: str("租户名称"), status: int("1正常 0冻结") }, ["id", "name"]));

  b.schema("DictOption", obj(
    { value: str("存储值"), text: str("显示文本"), title: str("同 text"), label: str("同 text"), color: { type: ["string", "null"], description: "标签颜色" } },
    ["value", "text"],
    { description: "A dictionary item as the widgets use it" },
  ));
  b.schema("DictCache", { type: "object", additionalProperties: arr(ref("DictOption")), description: "Every dictionary's items by dictionary code" });

  b.schema("LoginResult", obj(
    {
      token: str("Access token for X-Access-Token"),
      userInfo: ref("LoginUserInfo"),
      departs: arr(ref("Depart")),
      multi_depart: int("0 no department, 1 one, 2 several (the client asks which)"),
      tenantList: arr(ref("Tenant")),
      sysAllDictItems: ref("DictCache"),
    },
    ["token", "userInfo", "departs", "multi_depart", "sysAllDictItems"],
  ));

  b.op({
    method: "get", path: "/sys/randomImage/{key}", tag: T, public: true,
    summary: "验证码图片", description: "A 4-character captcha for this check key as a data-URL image; valid 60 s, once.",
    pathParams: { key: "A random check key chosen by the client (sent back as checkKey on login)" },
    result: str("data:image/… URL"),
  });
  b.op({
    method: "get", path: "/sys/loginConfig", tag: T, public: true, summary: "登录页配置",
    description: "What the login page must show: whether the captcha is required (LOGIN_CAPTCHA) and registration is open.",
    result: obj({ captcha: bool("登录需要验证码"), register: bool("开放注册") }, ["captcha", "register"]),
  });
  b.op({
    method: "post", path: "/sys/login", tag: T, public: true, summary: "账号登录",
    description: "Code 412 wrong captcha; throttled after 5 failures per username or address (10 minutes).",
    body: obj({ username: str(undefined, { minLength: 1 }), password: str(undefined, { minLength: 1, writeOnly: true }), captcha: str(), checkKey: str(), remember_me: bool() }, ["username", "password"]),
    result: ref("LoginResult"),
    localized: true,
  });
  b.op({
    method: "post", path: "/sys/sms", tag: T, public: true, summary: "发送短信验证码",
    description:
      "Sends a 6-digit code through the configured sender; codes are per mode (a register code cannot log in), expire in 10 minutes, are good for one use and die after 5 wrong answers; one per mobile and mode every 60 s. " +
      "smsmode 0 (login, default) and 2 (forgotten password): only an active user's mobile gets a code, every other number the same answer. " +
      "smsmode 1 (register): refused with 该手机号已注册 when a user has the mobile, and with 注册已关闭 when ALLOW_REGISTER=false.",
    body: obj({ mobile: str("手机号", { pattern: MOBILE_PATTERN.source }), smsmode: str("0 登录 1 注册 2 忘记密码") }, ["mobile"]),
    result: { anyOf: [str(), { type: "null" }] },
  });
  b.op({
    method: "post", path: "/sys/phoneLogin", tag: T, public: true, summary: "手机号登录",
    body: obj({ mobile: str("手机号"), captcha: str("短信验证码") }, ["mobile", "captcha"]),
    result: ref("LoginResult"),
  });
  b.op({ method: "post", path: "/sys/logout", tag: T, public: true, summary: "退出登录", description: "Revokes the token in X-Access-Token (if any)." });
  b.op({
    method: "get", path: "/sys/thirdLogin/getLoginUser/{token}/{thirdType}", tag: T, public: true, summary: "第三方登录：取登录用户",
    description: "Answers a clear 'not configured' error until a provider is configured.",
    pathParams: { token: "The provider's one-time token", thirdType: "github, wechat_enterprise, dingtalk…" },
    result: ref("LoginResult"),
  });
  b.op({
    method: "post", path: "/sys/cas/client/validateLogin", tag: T, public: true, summary: "CAS 票据校验登录",
    description: "Answers a clear 'not configured' error until a CAS server is configured.",
    body: obj({ ticket: str(), service: str() }, ["ticket", "service"]),
    result: ref("LoginResult"),
  });
  b.op({
    method: "post", path: "/sys/online/forceLogout", tag: T, permission: "system:online:forceLogout", summary: "强制退出用户",
    body: obj({ token: str("The session to end (from the online list)"), userId: str("…or every session of this user") }),
  });
  b.op({ method: "get", path: "/sys/user/getUserInfo", tag: T, summary: "当前用户信息", result: obj({ userInfo: ref("LoginUserInfo"), sysAllDictItems: ref("DictCache") }, ["userInfo"]), localized: true });
  b.op({
    method: "get", path: "/sys/permission/getUserPermissionByToken", tag: T, summary: "当前用户的菜单与权限",
    description: "Menu titles (`meta.title`) and button names (`describe`) are in the caller's language (Accept-Language).",
    result: ref("UserPermissions"),
    localized: true,
  });
  b.op({
    method: "get", path: "/sys/user/getCurrentUserDeparts", tag: T, summary: "当前用户的部门",
    result: obj({ list: arr(ref("Depart")), orgCode: { type: ["string", "null"] } }, ["list"]),
  });
  b.opPutAndPost({
    path: "/sys/selectDepart", tag: T, id: "selectDepart", summary: "切换当前部门",
    body: obj({ orgCode: str(), username: str() }, ["orgCode"]),
    result: obj({ userInfo: ref("LoginUserInfo") }, ["userInfo"]),
  });
  b.opPutAndPost({
    path: "/sys/user/updatePassword", tag: T, id: "updatePassword", summary: "修改自己的密码",
    description:
      "Revokes every other session of the user. Wrong old passwords are throttled as logins are: after 5 within 10 minutes the change is refused " +
      "for 10 minutes with `旧密码错误次数过多，请N分钟后再试`, the right old password included (the account's login is not locked by it).",
    body: obj({ username: str(), oldpassword: str(undefined, { writeOnly: true }), password: newPassword("新密码"), confirmpassword: str(undefined, { writeOnly: true }) }, ["username", "oldpassword", "password", "confirmpassword"]),
    result: { anyOf: [str(), { type: "null" }] },
  });

  const meta = obj({
    title: str("菜单标题"),
    icon: { type: ["string", "null"] },
    keepAlive: bool("缓存页面"),
    internalOrExternal: bool("外部链接在新窗口打开"),
    componentName: { type: ["string", "null"] },
    url: { type: ["string", "null"], description: "外部链接地址" },
    hideTab: bool(),
    permissionList: arr(ref("AuthEntry")),
  }, ["title"]);
  b.schema("MenuNode", obj(
    {
      id: str(),
      route: str("'1' builds a route, '0' does not", { enum: ["0", "1"] }),
      path: str(),
      name: str(),
      component: str("e.g. layouts/RouteView, system/UserList"),
      redirect: { type: ["string", "null"] },
      hidden: bool(),
      alwaysShow: bool(),
      meta,
      children: arr({ $ref: "#/components/schemas/MenuNode" }),
    },
    ["id", "route", "path", "name", "component", "meta"],
  ));
  b.schema("AuthEntry", obj(
    { action: str("Permission code(s), comma-separated"), type: str("'1' show/hide, '2' disable", { enum: ["1", "2"] }), describe: str(), status: str("'1' valid, '0' invalid (allAuth only)", { enum: ["0", "1"] }) },
    ["action", "type"],
  ));
  b.schema("UserPermissions", obj(
    { menu: arr(ref("MenuNode")), auth: arr(ref("AuthEntry")), allAuth: arr(ref("AuthEntry")), sysSafeMode: bool() },
    ["menu", "auth", "allAuth"],
  ));
}

