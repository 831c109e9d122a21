/**
 * Calls the stock JeecgBoot Vue2 console (3.4.3) makes that no screen of ours needs: documented
 * here so that an unmodified console works against this server (issue #18). Parameters and result
 * shapes follow JeecgBoot's controllers; where JeecgBoot's own server has no such endpoint (the
 * console's api.js declares `loadAllRoleIds` and `queryParentName` without one), the description
 * says what ours answers. The third-party calls answer "not configured" until a provider is
 * registered (apps/server/src/sys/session/third-party.ts).
 */
import type { ContractBuilder } from "../builder.js";
import { any, arr, bool, int, nullable, obj, ref, str } from "../schema.js";
import { page } from "../wire.js";
import { DICT_TAG, nstr, paging, q, TAG, textResult } from "./util.js";

const SESSION = "session";
const COMMON = "common";

/** The third-party apps whose users and departments JeecgBoot synchronises. */
export const THIRD_APPS = ["dingtalk", "wechatEnterprise"] as const;

export function addStockConsoleCalls(b: ContractBuilder): void {
  // ---- users ---------------------------------------------------------------------------------
  b.op({
    method: "get", path: "/sys/user/generateUserId", tag: TAG.user, permission: "system:user:add", summary: "生成用户ID",
    description: "A fresh id (32 characters, as JeecgBoot's UUID without dashes) for a user form that binds departments before saving. Nothing is stored.",
    result: str("新用户ID", { pattern: "^[0-9a-zA-Z]{1,32}$" }),
  });
  b.op({
    method: "get", path: "/sys/user/queryByIds", tag: TAG.user, summary: "按ID批量取用户",
    description: "The users (not deleted) whose id is one of `userIds`, in no particular order; unknown ids are skipped. Never holds a password. Any logged-in user, like getMultiUser.",
    query: { userIds: q("用户ID，逗号分隔（至多 1000 个）", { required: true }) },
    result: arr(ref("SysUser")),
  });
  b.schema("AddressListUser", obj(
    {
      userId: str("用户ID"),
      username: str(),
      realname: str(),
      avatar: nstr(),
      sex: nullable(int("1 男 2 女")),
      phone: nstr(),
      email: nstr(),
      telephone: nstr("座机号"),
      workNo: nstr("工号"),
      post: nstr("职务编码（逗号分隔）"),
      departId: str("所在部门ID（多个部门时逗号分隔）"),
      departName: str("所在部门名称（多个部门时逗号分隔）"),
    },
    ["userId", "username", "realname", "departId", "departName"],
    { description: "A line of the address book: one per user, the departments merged" },
  ));
  b.op({
    method: "get", path: "/sys/user/queryByOrgCodeForAddressList", tag: TAG.user, summary: "通讯录：部门下的用户",
    description:
      "The address book (通讯录): active users of the department `orgCode` and its sub-departments (all departments without it), one line per user with the departments merged, " +
      "ordered by username. `realname` and `workNo` filter (contains). Any logged-in user.",
    query: { ...paging, orgCode: q("部门编码（含下级部门）"), realname: q("姓名（包含）"), workNo: q("工号（包含）") },
    result: page(ref("AddressListUser")),
  });

  // ---- roles, menus, departments, dictionaries -----------------------------------------------
  b.op({
    method: "get", path: "/sys/role/checkRoleCode", tag: TAG.role, permission: "system:role:list", summary: "校验角色编码唯一",
    description: "Success (result true) when no other role has `roleCode`; failure 角色编码已存在 otherwise. `id` is the role being edited (its own code is free).",
    query: { roleCode: q("角色编码", { required: true }), id: q("编辑中的角色ID") },
    result: bool(),
  });
  b.op({
    method: "get", path: "/sys/permission/loadAllRoleIds", tag: TAG.permission, permission: "system:role:list", summary: "全部角色ID",
    description: "The ids of every role of the caller's tenant (JeecgBoot's api.js declares this call; its server has none).",
    result: arr(str()),
  });
  b.op({
    method: "get", path: "/sys/permission/queryListAsync", tag: TAG.permission, permission: "system:permission:list", summary: "异步加载菜单节点",
    description: "The menus directly under `pid` (the first-level menus without it), sorted by sortNo, as authorisation-tree nodes (children load on expand). An empty list when there are none (JeecgBoot answers failure 未找到角色信息 then).",
    query: { pid: q("上级菜单ID") },
    result: arr(ref("AuthTreeNode")),
  });
  b.op({
    method: "get", path: "/sys/sysDepart/queryParentName", tag: TAG.depart, permission: "system:depart:list", summary: "上级部门名称",
    description: "The name of the department `parentId` (the edit form's 上级部门); failure 未找到对应部门 when there is none. JeecgBoot's api.js declares this call; its server has none.",
    query: { parentId: q("部门ID", { required: true }) },
    result: str("部门名称"),
  });
  b.schema("SysDictTree", obj(
    {
      key: str("Same as id"),
      title: str("Same as dictName"),
      id: str(),
      dictName: str(),
      dictCode: str(),
      description: nstr(),
      type: nullable(int("值类型：0 字符串 1 数字")),
      delFlag: int("0 正常"),
    },
    ["key", "title", "id", "dictName", "dictCode"],
    { description: "A dictionary as a tree node (JeecgBoot's SysDictTree)" },
  ));
  b.op({
    method: "get", path: "/sys/dict/treeList", tag: DICT_TAG, permission: "system:dict:list", summary: "字典树形列表",
    description: "Every dictionary (not deleted), newest first, as tree nodes; `dictName` filters (contains).",
    query: { dictName: q("字典名称（包含）") },
    result: arr(ref("SysDictTree")),
  });

  // ---- transit ---------------------------------------------------------------------------------
  const transit =
    "JeecgBoot forwards `url` to any address (a server-side request forgery hole). Ours only forwards a relative path of this API " +
    "(`/sys/user/list` or `<API base>/sys/user/list`, with its own query) to itself, with the caller's token and tenant: the forwarded call " +
    "checks its permissions as if called directly, and its answer is given back as is. A full URL (any host, 127.0.0.1 included), a " +
    "protocol-relative `//host`, a path outside the API or transitRESTful itself is refused (HTTP 400, 只能转发本系统接口的相对路径).";
  const transitQuery = { url: q("本系统接口的相对路径，如 /sys/user/list?pageNo=1", { required: true }) };
  const forwarded = { contentType: "application/json", schema: any("The forwarded call's answer (its envelope, or what it answers)"), description: "The forwarded call's answer" };
  b.op({ method: "get", path: "/sys/common/transitRESTful", tag: COMMON, summary: "转发本系统接口（GET）", description: transit, query: transitQuery, raw: forwarded });
  b.op({
    method: "post", path: "/sys/common/transitRESTful", id: "sysCommonTransitRESTfulPost", tag: COMMON, summary: "转发本系统接口（POST）",
    description: `${transit} The JSON body is forwarded too.`,
    query: transitQuery,
    body: any("The forwarded call's JSON body"),
    raw: forwarded,
  });

  // ---- third-party logins and apps ------------------------------------------------------------
  const notConfigured = "Answers a clear 'not configured' failure (HTTP 200, code 500) while no provider is registered.";
  b.op({
    method: "get", path: "/sys/thirdLogin/render/{source}", tag: SESSION, public: true, summary: "第三方登录：跳转授权页",
    description: `A registered provider of \`source\` redirects (302) to its sign-in page. ${notConfigured} (第三方登录未配置：<source>)`,
    pathParams: { source: "github, wechat_enterprise, dingtalk…" },
    result: textResult,
  });
  b.op({
    method: "post", path: "/sys/thirdLogin/bindingThirdPhone", tag: SESSION, public: true, summary: "第三方账号绑定手机号",
    description: `${notConfigured} (第三方账号绑定未配置)`,
    body: obj({ mobile: str(), captcha: str("短信验证码"), thirdUserUuid: str("第三方账号") }, ["mobile", "captcha", "thirdUserUuid"]),
    result: ref("LoginResult"),
  });
  b.op({
    method: "post", path: "/sys/third/user/checkPassword", tag: SESSION, public: true, summary: "第三方账号绑定已有账号（校验密码）",
    description: `${notConfigured} (第三方账号绑定未配置)`,
    body: obj({ uuid: str("第三方账号"), password: str(undefined, { writeOnly: true }) }, ["uuid", "password"]),
    result: ref("LoginResult"),
  });
  b.op({
    method: "post", path: "/sys/third/user/create", tag: SESSION, public: true, summary: "第三方账号创建新账号",
    description: `${notConfigured} (第三方账号绑定未配置)`,
    body: obj({ thirdUserUuid: str("第三方账号") }, ["thirdUserUuid"]),
    result: ref("LoginResult"),
  });
  b.op({
    method: "get", path: "/sys/thirdApp/getEnabledType", tag: TAG.user, summary: "启用的第三方应用",
    description: "Whether user and department synchronisation with each third-party app is available (a sync provider is registered). None by default: both false. Any logged-in user (the user list asks on every open).",
    result: obj({ dingtalk: bool("钉钉"), wechatEnterprise: bool("企业微信") }, ["dingtalk", "wechatEnterprise"]),
  });
  const kinds = { user: { name: "用户", permission: "system:user:edit", tag: TAG.user }, depart: { name: "部门", permission: "system:depart:edit", tag: TAG.depart } } as const;
  for (const [kind, k] of Object.entries(kinds)) {
    for (const [direction, dirName] of [["toApp", "本地→第三方"], ["toLocal", "第三方→本地"]] as const) {
      b.op({
        method: "get", path: `/sys/thirdApp/sync/{thirdApp}/${kind}/${direction}`, tag: k.tag, permission: k.permission,
        summary: `同步${k.name}（${dirName}）`,
        description: `Synchronises ${kind === "user" ? "users" : "departments"} through the registered provider of \`thirdApp\`. ${notConfigured} (钉钉同步未配置 / 企业微信同步未配置)`,
        pathParams: { thirdApp: THIRD_APPS.join(" or ") },
        query: { ids: q(`${k.name}ID，逗号分隔（空：全部）`) },
        result: nullable(obj({ successInfo: arr(str()), failInfo: arr(str()) }, [], { description: "JeecgBoot's SyncInfoVo" })),
      });
    }
  }
}
