/**
 * 选择角色: roles from /sys/role/list (paged, searched by name), several by default. The field
 * stores role ids (comma-joined) and shows role names (echoed through the sys_role table dictionary);
 * `onPick` gets each chosen role's id and roleCode (widgets.md §3 "Role picker: returns id, roleCode").
 */
import type { Schemas } from "@qt/openapi";
import { recordPicker } from "./RecordPicker";
import { PICKER_TEXTS } from "./texts";
import { dictLabels } from "./usePickedLabels";

type Role = Schemas["SysRole"];

export const { Dialog: RolePickerDialog, Field: RolePicker } = recordPicker<Role>({
  title: PICKER_TEXTS.roleTitle,
  testId: "role-picker",
  list: "/sys/role/list",
  search: { key: "roleName", label: PICKER_TEXTS.roleName },
  columns: [
    { key: "roleName", title: PICKER_TEXTS.roleName },
    { key: "roleCode", title: PICKER_TEXTS.roleCode },
  ],
  rowKey: (r) => r.id,
  rowLabel: (r) => r.roleName ?? "",
  resolve: dictLabels("sys_role,role_name,id"),
  multi: true,
  returns: (r) => ({ id: r.id, roleCode: r.roleCode }),
});
