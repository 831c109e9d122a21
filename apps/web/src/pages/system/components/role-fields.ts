/**
 * What a role list shows, searches and edits — name, code, description — shared by 角色管理 and a
 * department's 部门角色, which differ only in labels and in how the code may change.
 */
import type { LocalizedText } from "@qt/machines";
import { l, type ListPageDef } from "../../../kit/list/types";

export interface RoleLabels {
  name: LocalizedText;
  code: LocalizedText;
}

export function roleFields(labels: RoleLabels, code: { unique?: boolean; readOnlyOnEdit?: boolean } = {}): Pick<ListPageDef, "columns" | "search" | "form"> {
  const description = l("描述", "Description");
  return {
    columns: [
      { key: "roleName", title: labels.name },
      { key: "roleCode", title: labels.code },
      { key: "description", title: description },
      { key: "createTime", title: l("创建时间", "Created"), width: 170 },
    ],
    search: [
      { key: "roleName", label: labels.name },
      { key: "roleCode", label: labels.code },
    ],
    form: [
      { key: "roleName", label: labels.name },
      { key: "roleCode", label: labels.code, ...code },
      { key: "description", label: description, kind: "textarea" },
    ],
  };
}
