/**
 * 用户管理's 批量添加: new users typed into the editable grid (account, name, password, sex,
 * mobile, email, departments, roles) and saved in one call (/sys/user/addBatch): every cell is
 * validated first (the failed ones show their messages); the server adds all rows or none, and a
 * refusal (`第 N 行：登录账号「x」已存在`) keeps the dialog open with the rows as typed, the message
 * above the grid and on the row's cell.
 */
import { addRows, textOf, USERNAME_PATTERN, type GridRule } from "@qt/machines";
import { PASSWORD_MIN_LENGTH } from "@qt/sdk";
import { useMemo } from "react";
import { useI18n } from "../../../app/i18n";
import { useApi } from "../../../app/ServicesContext";
import { EditableGrid } from "../../../kit/grid/EditableGrid";
import type { GridColumn } from "../../../kit/grid/types";
import { l } from "../../../kit/list/types";
import { batchUserRows } from "./grid-save";
import { GridSaveDialog } from "./GridSaveDialog";
import { useGridSave } from "./useGridSave";

const required: GridRule = { required: true };

export const BATCH_USER_COLUMNS: readonly GridColumn[] = [
  { key: "_select", title: "", type: "row-checkbox" },
  { key: "_number", title: "#", type: "row-number" },
  {
    key: "username",
    title: l("用户账号", "Account"),
    type: "input",
    width: 150,
    validateRules: [required, { unique: true, message: l("用户账号不能重复", "Accounts must differ") }, { pattern: USERNAME_PATTERN, message: textOf("rule.usernamePattern") }],
  },
  { key: "realname", title: l("用户姓名", "Name"), type: "input", width: 130, validateRules: [required] },
  {
    key: "password",
    title: l("密码", "Password"),
    type: "input",
    props: { type: "password" },
    width: 140,
    validateRules: [required, { handler: (v) => String(v ?? "").length >= PASSWORD_MIN_LENGTH, message: textOf("rule.minLength", { n: PASSWORD_MIN_LENGTH }) }],
  },
  { key: "sex", title: l("性别", "Sex"), type: "select", dictCode: "sex", width: 90 },
  { key: "phone", title: l("手机号码", "Mobile"), type: "input", width: 140, validateRules: [{ pattern: "m" }, { unique: true, message: l("手机号码不能重复", "Mobile numbers must differ") }] },
  { key: "email", title: l("邮箱", "Email"), type: "input", width: 180, validateRules: [{ pattern: "e" }] },
  { key: "selecteddeparts", title: l("所属部门", "Departments"), type: "sel_depart", multi: true, width: 190 },
  { key: "selectedroles", title: l("角色", "Roles"), type: "list_multi", dictCode: "sys_role,role_name,id", width: 180 },
];

/** The server's names of the same fields (its refusals name them so). */
const SERVER_NAMES: Readonly<Record<string, readonly string[]>> = {
  username: ["登录账号"],
  realname: ["真实姓名"],
  phone: ["手机号"],
  email: ["电子邮件"],
  selecteddeparts: ["部门"],
  selectedroles: ["角色"],
};

const FIRST_ROWS = 2;

export function UserBatchAddDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  const { users } = useApi().system;
  const initial = useMemo(() => Array.from({ length: FIRST_ROWS }, () => ({})), []);
  const { grid, busy, problem, save } = useGridSave({
    columns: BATCH_USER_COLUMNS,
    serverNames: SERVER_NAMES,
    // no rows: one to type into
    precheck: (handle) => {
      if (handle.values().length) return null;
      handle.apply((s) => addRows(s, { addRowNum: 1 }).state);
      return t("gridSave.empty");
    },
    send: (handle) => users.addBatch(batchUserRows(handle.values())),
    onSaved,
  });

  return (
    <GridSaveDialog title={t("user.batchAddTitle")} testId="user-batch-add" busy={busy} problem={problem} onSave={save} onClose={onClose}>
      <EditableGrid ref={grid} columns={BATCH_USER_COLUMNS} value={initial} label={t("user.batchAddGrid")} rowActions tableKey="user-batch-add" data-testid="user-batch-grid" />
    </GridSaveDialog>
  );
}
