/** The system-administration calls of the console (see ./api.ts for the conventions), one file an area under ./system/. */
import type { QtClient } from "@qt/sdk";
import { announcementCalls } from "./system/announcements";
import { checkRuleCalls } from "./system/checkRules";
import { departCalls } from "./system/departs";
import { departRoleCalls } from "./system/departRoles";
import { dictCalls } from "./system/dicts";
import { fillRuleCalls } from "./system/fillRules";
import { onlineCalls } from "./system/online";
import { onlineFormCalls } from "./system/onlineForms";
import { permissionCalls } from "./system/permissions";
import { quartzCalls } from "./system/quartz";
import { roleCalls } from "./system/roles";
import { userCalls } from "./system/users";

export function systemCalls(client: QtClient) {
  return {
    users: userCalls(client),
    roles: roleCalls(client),
    departs: departCalls(client),
    departRoles: departRoleCalls(client),
    /** 菜单管理: menus and buttons. */
    permissions: permissionCalls(client),
    /** 数据字典: dictionaries' items and the dictionary cache. */
    dicts: dictCalls(client),
    quartz: quartzCalls(client),
    announcements: announcementCalls(client),
    online: onlineCalls(client),
    checkRules: checkRuleCalls(client),
    /** 填值规则: a rule's value generated (功能测试). */
    fillRules: fillRuleCalls(client),
    /** Online表单开发: the form designer, its sync, copies and menus. */
    onlineForms: onlineFormCalls(client),
  };
}
