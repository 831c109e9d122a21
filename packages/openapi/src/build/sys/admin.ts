/** System administration: the resources and calls of shell.md §7 and widgets.md §7 under /sys and /online. */
import type { ContractBuilder } from "../builder.js";
import { addAnnouncements } from "./announcement.js";
import { addCategories } from "./category.js";
import { addCheckRules } from "./checkrule.js";
import { addDeparts } from "./depart.js";
import { addDicts } from "./dict.js";
import { addFillRules } from "./fillrule.js";
import { addLogs } from "./log.js";
import { addOnlineReports } from "./online.js";
import { addOnlineFormData } from "./online-data.js";
import { addOnlineSync } from "./online-sync.js";
import { addOnlineForms } from "./online-form.js";
import { addPermissions } from "./permission.js";
import { addPositions } from "./position.js";
import { addQuartz } from "./quartz.js";
import { addRoles } from "./role.js";
import { addStockConsoleCalls } from "./stock.js";
import { addTenants } from "./tenant.js";
import { addUsers } from "./user.js";

export { sysAnnouncement } from "./announcement.js";
export { sysCategory } from "./category.js";
export { sysCheckRule } from "./checkrule.js";
export { sysDepart, sysDepartRole } from "./depart.js";
export { sysDict, sysDictItem } from "./dict.js";
export { sysFillRule } from "./fillrule.js";
export { departGrants, departRoleGrants, grantOperationIds, roleGrants, type GrantFamilyDef } from "./grants.js";
export { sysLog } from "./log.js";
export { onlCgformHead } from "./online-form.js";
export { sysPermission, sysPermissionDataRule } from "./permission.js";
export { sysPosition } from "./position.js";
export { sysQuartzJob, sysQuartzJobLog } from "./quartz.js";
export { sysRole } from "./role.js";
export { sysTenant } from "./tenant.js";
export { sysUser } from "./user.js";

export function addSystemAdmin(b: ContractBuilder): void {
  addUsers(b);
  addRoles(b);
  addPermissions(b);
  addDeparts(b);
  addDicts(b);
  addCategories(b);
  addCheckRules(b);
  addFillRules(b);
  addPositions(b);
  addAnnouncements(b);
  addTenants(b);
  addQuartz(b);
  addLogs(b);
  addOnlineReports(b);
  addOnlineFormData(b);
  addOnlineSync(b);
  addOnlineForms(b);
  addStockConsoleCalls(b);
}
export { ONLINE_ALL_ROWS, ONLINE_DATA_TAG } from "./online-data.js";
