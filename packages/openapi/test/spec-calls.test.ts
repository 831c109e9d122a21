/**
 * Every call that spec/shell.md §7 and spec/widgets.md §7 name (and the ones the foundation issue
 * adds) must be in the contract. Path parameters match by position, whatever their names.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const doc = JSON.parse(readFileSync(new URL("../openapi.json", import.meta.url), "utf8")) as {
  paths: Record<string, Record<string, { operationId: string }>>;
  "x-websockets": Record<string, unknown>;
};

const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");
const byShape = new Map<string, Set<string>>();
for (const [path, methods] of Object.entries(doc.paths)) {
  const set = byShape.get(shape(path)) ?? new Set<string>();
  for (const m of Object.keys(methods)) set.add(m.toUpperCase());
  byShape.set(shape(path), set);
}

/** "METHOD /path", or "ANY /path" where the spec does not say the method. */
const SHELL_CALLS = [
  // Session
  "POST /sys/login", "POST /sys/phoneLogin", "POST /sys/logout", "GET /sys/thirdLogin/getLoginUser/{a}/{b}",
  "POST /sys/online/forceLogout", "POST /sys/cas/client/validateLogin", "GET /sys/permission/getUserPermissionByToken",
  "GET /sys/user/getCurrentUserDeparts", "POST /sys/selectDepart", "PUT /sys/selectDepart",
  "POST /sys/user/updatePassword", "PUT /sys/user/updatePassword",
  "GET /sys/duplicate/check", "GET /sys/checkRule/checkByCode",
  // Notices
  "GET /sys/annountCement/listByUser", "PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId",
  "GET /sys/annountCement/queryById", "GET /sys/annountCement/doReleaseData", "GET /sys/annountCement/doReovkeData",
  // Roles
  "POST /sys/role/add", "PUT /sys/role/edit", "GET /sys/role/queryall", "GET /sys/role/queryTreeList", "GET /sys/role/list",
  // Users
  "POST /sys/user/add", "PUT /sys/user/edit", "GET /sys/user/queryUserRole", "GET /sys/user/list", "GET /sys/user/checkOnlyUser",
  "GET /sys/user/queryUserByDepId", "PUT /sys/user/frozenBatch", "PUT /sys/user/changePassword",
  // Permissions
  "POST /sys/permission/add", "PUT /sys/permission/edit", "GET /sys/permission/list", "GET /sys/permission/getSystemMenuList",
  "GET /sys/permission/getSystemSubmenu", "GET /sys/permission/getSystemSubmenuBatch", "GET /sys/permission/queryTreeList",
  "GET /sys/permission/queryRolePermission", "GET /sys/permission/getPermRuleListByPermId", "GET /sys/permission/queryPermissionRule",
  "GET /sys/permission/queryDepartPermission", "POST /sys/permission/saveRolePermission", "POST /sys/permission/saveDepartPermission",
  // Departments
  "GET /sys/sysDepart/queryTreeList", "GET /sys/sysDepart/queryDepartTreeSync", "GET /sys/sysDepart/queryIdTree",
  "GET /sys/sysDepart/searchBy", "GET /sys/sysDepart/queryMyDeptTreeList", "DELETE /sys/sysDepart/delete",
  "GET /sys/sysDepartPermission/queryTreeListForDeptRole", "GET /sys/sysDepartPermission/queryDeptRolePermission",
  "POST /sys/sysDepartPermission/saveDeptRolePermission",
  // Dictionaries
  "POST /sys/dict/add", "PUT /sys/dict/edit", "POST /sys/dictItem/add", "PUT /sys/dictItem/edit",
  "GET /sys/dict/getDictItems/{code}", "GET /sys/dict/loadDictItem/{dictCode}", "GET /sys/dict/loadDict/{dictCode}",
  "GET /sys/dict/loadTreeData", "GET /sys/dict/refleshCache", "GET /sys/dict/queryAllDictItems",
  // Category tree
  "GET /sys/category/loadTreeRoot", "GET /sys/category/loadTreeChildren", "GET /sys/category/loadOne",
  "GET /sys/category/loadTreeData", "GET /sys/category/loadDictItem/{ids}",
  // Logs
  "GET /sys/loginfo", "GET /sys/visitInfo",
  // Work audit (the spec names GET; DOMAIN.md accepts POST too)
  "GET /work/qtWork/auditBatch", "POST /work/qtWork/auditBatch", "GET /work/qtWork/reExam", "POST /work/qtWork/reExam",
  "GET /work/qtWork/workBatch", "POST /work/qtWork/workBatch", "GET /without/qtWithout/auditBatch", "POST /without/qtWithout/auditBatch",
  // Positions, files
  "GET /sys/position/list", "POST /sys/common/upload", "GET /sys/common/static/{path}", "GET /sys/common/pdf/pdfPreviewIframe",
];

const WIDGET_CALLS = [
  "GET /sys/user/queryUserComponentData", "GET /sys/user/getMultiUser", "GET /sys/user/list", "GET /sys/role/list",
  "GET /sys/position/list", "GET /online/cgreport/api/getRpColumns/{code}", "GET /online/cgreport/api/getQueryInfo/{id}",
  "GET /online/cgreport/api/getData/{id}", "GET /sys/dict/loadTreeData", "GET /sys/dict/loadDictItem/{dictCode}",
  "GET /sys/dict/loadDict/{dictCode}", "GET /sys/dict/getDictItems/{dictCode}", "GET /sys/category/loadTreeRoot",
  "GET /sys/category/loadTreeChildren", "GET /sys/category/loadOne", "GET /sys/category/loadTreeData",
  "GET /sys/category/loadDictItem/{ids}", "GET /sys/dict/refleshCache", "GET /sys/dict/queryAllDictItems",
  "GET /sys/duplicate/check", "GET /sys/checkRule/checkByCode", "POST /sys/common/upload",
];

const FOUNDATION_CALLS = [
  "GET /sys/randomImage/{key}", "GET /sys/user/getUserInfo", "GET /sys/sysAnnouncementSend/getMyAnnouncementSend",
  "ANY /sys/sysAnnouncementSend/readAll",
  // the reference-server issue: the job form's class select
  "GET /sys/quartzJob/jobClasses",
];

/** Issue #5, the login screens: registration, password recovery, own profile, third-party buttons. */
const LOGIN_SCREEN_CALLS = [
  "POST /sys/sms", "POST /sys/user/register", "POST /sys/user/phoneVerification",
  "GET /sys/user/passwordChange", "POST /sys/user/passwordChange", "PUT /sys/user/appEdit", "POST /sys/user/appEdit",
  "GET /sys/thirdLogin/providers", "GET /sys/loginConfig",
];

/** Standard families: which members each resource has. */
const FULL = ["list", "add", "edit", "delete", "deleteBatch", "queryById", "exportXls", "importExcel"];
const LEDGER = ["list", "queryById", "exportXls"];
const FAMILIES: Record<string, string[]> = {
  "/sys/user": FULL, "/sys/role": FULL, "/sys/permission": FULL, "/sys/sysDepart": FULL, "/sys/dict": FULL,
  "/sys/dictItem": FULL, "/sys/category": FULL, "/sys/position": FULL, "/sys/annountCement": FULL, "/sys/tenant": FULL,
  "/sys/quartzJob": FULL, "/sys/checkRule": FULL, "/sys/log": ["list", "delete", "deleteBatch", "exportXls"],
  "/work/qtWork": FULL, "/work/qtWorkType": FULL, "/work/qtWorkOrder": FULL, "/work/qtWorkCollection": FULL,
  "/work/qtWorkExam": FULL, "/work/qtWorkGuide": FULL, "/work/qtWorkAdjust": FULL, "/work/qtWorkFail": FULL,
  "/without/qtWithout": FULL, "/user/qtUser": FULL, "/user/qtScoreLog": LEDGER, "/user/qtCashShare": LEDGER,
  "/vip/qtVipLevel": FULL, "/money/qtMoneyLog": LEDGER, "/pay/qtPayRecord": LEDGER, "/feedback/qtFeedback": FULL,
  "/notice/qtNotice": FULL, "/notice/qtNoticeRead": FULL, "/ads/qtAd": FULL, "/ads/qtAdItem": FULL,
  "/article/qtArticle": FULL, "/config/qtConfig": FULL,
};
const FAMILY_METHOD: Record<string, string> = {
  list: "GET", add: "POST", edit: "PUT", delete: "DELETE", deleteBatch: "DELETE", queryById: "GET", exportXls: "GET", importExcel: "POST",
};

function missing(calls: string[]): string[] {
  return calls.filter((call) => {
    const [method, path] = call.split(" ") as [string, string];
    const methods = byShape.get(shape(path));
    return !methods || (method !== "ANY" && !methods.has(method));
  });
}

describe("every call of the specs is in the contract", () => {
  it("shell.md §7", () => expect(missing(SHELL_CALLS)).toEqual([]));
  it("widgets.md §7", () => expect(missing(WIDGET_CALLS)).toEqual([]));
  it("the foundation issue's additions", () => expect(missing(FOUNDATION_CALLS)).toEqual([]));
  it("the login screens' calls (issue #5)", () => expect(missing(LOGIN_SCREEN_CALLS)).toEqual([]));
  it("the standard CRUD family of every system and business resource", () => {
    const calls = Object.entries(FAMILIES).flatMap(([base, ops]) => ops.map((op) => `${FAMILY_METHOD[op]} ${base}/${op}`));
    expect(missing(calls)).toEqual([]);
  });
  it("both WebSocket channels", () => {
    expect(Object.keys(doc["x-websockets"]).sort()).toEqual(["/vxeSocket/{userId}/{pageId}", "/websocket/{userId}"]);
  });
  it("operationIds are unique and every operation declares a permission or is public", () => {
    const ids: string[] = [];
    const undeclared: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods) as [string, Record<string, unknown>][]) {
        ids.push(op.operationId as string);
        if (!("x-permission" in op) && !("x-public" in op) && !("x-any-user" in op)) undeclared.push(`${method} ${path}`);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(undeclared).toEqual([]);
  });
});
