/**
 * The login screens' own calls (issue #5): registration, password recovery by SMS, the caller's
 * own profile, and the list of configured third-party logins. JeecgBoot's paths and parameter
 * names; the SMS codes come from POST /sys/sms (session.ts) with smsmode 1 (register) or 2
 * (forgotten password).
 */
import type { ContractBuilder } from "../builder.js";
import { arr, obj, ref, str } from "../schema.js";
import { newPassword, PASSWORD_RULE_TEXT } from "./util.js";

const T = "session";
const textOrNull = { anyOf: [str(), { type: "null" }] };
const nullableText = (description: string, maxLength: number) => ({ type: ["string", "null"], description, maxLength });

export function addAccount(b: ContractBuilder): void {
  b.op({
    method: "post", path: "/sys/user/register", tag: T, public: true, summary: "用户注册",
    description:
      "Refused with 注册已关闭 when ALLOW_REGISTER=false. Checks, each with its own message: the username (4–18 letters, digits or underscores, " +
      "not yet used), the password (8–128 characters, not the username, not a common or breached password), the phone (a mainland mobile number not yet used), the optional " +
      "email (format, not yet used) and the register SMS code (POST /sys/sms with smsmode 1; one use). Creates an active user with no role " +
      "(or the role coded `newcomer` when an administrator created one) and no tenant; the user then logs in as usual.",
    body: obj(
      {
        username: str("登录账号：4–18 位字母、数字或下划线", { maxLength: 100 }),
        password: newPassword("密码"),
        phone: str("手机号", { maxLength: 32 }),
        smscode: str("注册短信验证码（smsmode 1）", { maxLength: 16 }),
        email: str("电子邮件（可选）", { maxLength: 45 }),
      },
      ["username", "password", "phone", "smscode"],
    ),
    result: textOrNull,
  });

  b.op({
    method: "post", path: "/sys/user/phoneVerification", tag: T, public: true, summary: "找回密码：校验手机验证码",
    description:
      "Step 1 of password recovery. Checks the forgotten-password SMS code (POST /sys/sms with smsmode 2; one use) and answers the account's " +
      "username and, in `smscode`, a one-time recovery key (valid 10 minutes, bound to this phone) that /sys/user/passwordChange takes as its `smscode`.",
    body: obj({ phone: str("手机号", { maxLength: 32 }), smscode: str("短信验证码（smsmode 2）", { maxLength: 16 }) }, ["phone", "smscode"]),
    result: obj(
      { username: str("该手机号的登录账号"), smscode: str("一次性找回密码凭证：原样交给 passwordChange 的 smscode（10 分钟内有效）") },
      ["username", "smscode"],
    ),
  });

  b.opGetAndPost({
    path: "/sys/user/passwordChange", tag: T, public: true, summary: "找回密码：设置新密码",
    description:
      "Step 2 of password recovery. JeecgBoot sends it as a GET with the password in the query; POST with the same fields as a JSON body is " +
      "preferred (the password then stays out of URLs). `smscode` is the recovery key from phoneVerification (one use; a password that breaks " +
      "the rule does not use it up). Sets the password, clears must-change-password and the login lockout of the account, and revokes every " +
      "session of the user.",
    query: {
      username: { schema: str(undefined, { maxLength: 100 }), required: true, description: "phoneVerification 答复的登录账号" },
      password: { schema: newPassword("新密码"), required: true, description: `新密码：${PASSWORD_RULE_TEXT}` },
      smscode: { schema: str(undefined, { maxLength: 64 }), required: true, description: "phoneVerification 答复的一次性凭证" },
      phone: { schema: str(undefined, { maxLength: 32 }), required: true, description: "手机号" },
    },
    result: textOrNull,
  });

  b.opPutAndPost({
    path: "/sys/user/appEdit", tag: T, id: "sysUserAppEdit", summary: "修改个人资料",
    description:
      "The caller edits their own profile, nothing else: realname, avatar, sex, birthday, email, phone. An absent or blank field stays as it is; " +
      "null clears avatar, sex, birthday, email or phone. Checks: birthday a past date yyyy-MM-dd, email and phone formats, email and phone not used " +
      "by another user. Any other field sent (roles, status, username, password, tenant…) is ignored. Answers the updated user.",
    body: obj({
      realname: str("真实姓名", { maxLength: 100 }),
      avatar: nullableText("头像（上传路径）", 255),
      sex: { type: ["integer", "null"], enum: [1, 2, null], description: "性别 1男 2女" },
      birthday: nullableText("生日 yyyy-MM-dd", 10),
      email: nullableText("电子邮件", 45),
      phone: nullableText("手机号", 32),
    }),
    result: ref("LoginUserInfo"),
  });

  b.schema("ThirdLoginProvider", obj(
    {
      type: str("thirdType: github, wechat_enterprise, dingtalk… (the last segment of /sys/thirdLogin/getLoginUser)"),
      name: str("按钮文字"),
      url: str("The address the login page opens in a new window to start this sign-in"),
    },
    ["type", "name", "url"],
  ));
  b.op({
    method: "get", path: "/sys/thirdLogin/providers", tag: T, public: true, summary: "已配置的第三方登录方式",
    description:
      "The third-party logins this server can complete; the login page shows a button for each and none when the list is empty " +
      "(the default: a provider appears only when a provider module is registered with the server).",
    result: arr(ref("ThirdLoginProvider")),
  });
}
