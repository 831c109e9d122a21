/**
 * 选择角色: roles from /sys/role/list (paged, searched by name), one or several. The field stores
 * role ids (comma-joined) and shows role names (echoed through the sys_role table dictionary).
 */
import type { Schemas } from "@qt/openapi";
import { wrapSearchValue } from "@qt/machines";
import { useI18n } from "../../app/i18n";
import { client } from "../../app/services";
import { PickerField, type PickerDialogHooks, type PickerFieldProps } from "./PickerField";
import { TablePickerDialog, type PickerColumn } from "./TablePickerDialog";
import { PICKER_TEXTS } from "./texts";
import { dictLabels } from "./usePickedLabels";

type Role = Schemas["SysRole"];

export const RECORD_PICKER_WIDTH = 800;

const COLUMNS: readonly PickerColumn<Role>[] = [
  { key: "roleName", title: PICKER_TEXTS.roleName },
  { key: "roleCode", title: PICKER_TEXTS.roleCode },
];
const SEARCH = [{ key: "roleName", label: PICKER_TEXTS.roleName }];
const roleNames = dictLabels("sys_role,role_name,id");

export function RolePickerDialog({ multi, ...hooks }: PickerDialogHooks & { multi: boolean }) {
  const { tx } = useI18n();
  return (
    <TablePickerDialog<Role>
      title={tx(PICKER_TEXTS.roleTitle)}
      width={RECORD_PICKER_WIDTH}
      testId="role-picker"
      multi={multi}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.roleName ?? ""}
      columns={COLUMNS}
      search={SEARCH}
      load={async (search, page) => {
        const query = { ...page, ...(search.roleName ? { roleName: wrapSearchValue("like", search.roleName) } : {}) };
        const outcome = await client.unwrap(client.GET("/sys/role/list", { params: { query } }));
        return outcome.ok ? { records: outcome.result.records, total: outcome.result.total } : { records: [], total: 0 };
      }}
      {...hooks}
    />
  );
}

export interface RolePickerProps extends PickerFieldProps {
  /** One role only (default several). */
  multi?: boolean;
}

/** The field: role ids comma-joined, names shown; usable as a list-kit form or search control. */
export function RolePicker({ multi = true, ...field }: RolePickerProps) {
  const { tx } = useI18n();
  return <PickerField field={field} title={tx(PICKER_TEXTS.roleTitle)} resolve={roleNames} testId="role-picker" dialog={(hooks) => <RolePickerDialog multi={multi} {...hooks} />} />;
}
