/**
 * 用户管理 (/isystem/user): users through the list kit — account, name, sex, phone, departments,
 * status; the form with position, roles and departments (their pickers); per row 冻结 / 解冻
 * (with confirmation; freezing ends the user's sessions) and 密码 (an administrator sets a new one);
 * 批量添加 in the toolbar (components/UserBatchAddDialog: new users in the editable grid).
 */
import { Button } from "@chakra-ui/react";
import { emailRules, mobileRules } from "@qt/machines";
import { PERMISSIONS } from "@qt/openapi";
import { sysUser } from "@qt/openapi/build";
import { UserPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { confirm, notify } from "../../app/notify";
import { useApi } from "../../app/ServicesContext";
import { asControl } from "../../kit/form/as-control";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef, type Row } from "../../kit/list/types";
import { PositionPicker } from "../../kit/pickers/PositionPicker";
import type { PageProps } from "../registry";
import { RecycleBinButton } from "./components/RecycleBinDialog";
import { ResetPasswordDialog } from "./components/ResetPasswordDialog";
import { UserDeparts, UserRoles } from "./components/user-controls";

// the grid's chunk loads when 批量添加 opens
const UserBatchAddDialog = lazy(() => import("./components/UserBatchAddDialog").then((m) => ({ default: m.UserBatchAddDialog })));

const USERNAME = l("用户账号", "Account");
const REALNAME = l("用户姓名", "Name");
const SEX = l("性别", "Sex");
const PHONE = l("手机号码", "Mobile");
const STATUS = l("状态", "Status");

function RowActions({ row, reload }: { row: Row; reload: () => void }) {
  const { t } = useI18n();
  const { users } = useApi().system;
  const canFreeze = useHasAuth(PERMISSIONS.system.user.frozenBatch);
  const canReset = useHasAuth(PERMISSIONS.system.user.changepwd);
  const [resetting, setResetting] = useState(false);
  const frozen = Number(row.status) === 2;
  const toggle = async () => {
    if (!(await confirm({ title: t("user.confirm"), text: frozen ? t("user.confirmUnfreeze") : t("user.confirmFreeze") }))) return;
    const outcome = await users.setFrozen(String(row.id), !frozen);
    if (outcome.ok) {
      notify("success", outcome.message);
      reload();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };
  return (
    <>
      {canFreeze ? (
        <Button variant="plain" size="xs" px="1" color="brand.fg" onClick={() => void toggle()}>
          {frozen ? t("user.unfreeze") : t("user.freeze")}
        </Button>
      ) : null}
      {canReset ? (
        <Button variant="plain" size="xs" px="1" color="brand.fg" onClick={() => setResetting(true)}>
          {t("user.password")}
        </Button>
      ) : null}
      {resetting ? <ResetPasswordDialog username={String(row.username)} onClose={() => setResetting(false)} /> : null}
    </>
  );
}

/** 批量添加 (with the add permission, like 新增): new users typed into a grid, saved together. */
function BatchAdd({ reload }: { reload: () => void }) {
  const { t } = useI18n();
  const canAdd = useHasAuth(PERMISSIONS.system.user.add);
  const [open, setOpen] = useState(false);
  if (!canAdd) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="user-batch-add-open">
        <UserPlus size={14} aria-hidden /> {t("user.batchAdd")}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <UserBatchAddDialog
            onClose={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              reload();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

const BIN_COLUMNS = [
  { key: "username", label: USERNAME },
  { key: "realname", label: REALNAME },
  { key: "orgCode", label: l("部门", "Departments") },
] as const;

/** 回收站: deleted users, restored with their roles and departments or removed for good. */
function UserRecycleBin({ reload }: { reload: () => void }) {
  const { t } = useI18n();
  const { users } = useApi().system;
  return (
    <RecycleBinButton
      permission={PERMISSIONS.system.user.recycleBin}
      purgePermission={PERMISSIONS.system.user.deleteRecycleBin}
      testId="user-recycle-bin-open"
      title={t("recycleBin.userTitle")}
      columns={BIN_COLUMNS}
      load={users.deleted}
      restore={(id) => users.restore([id])}
      purge={(id) => users.purge([id])}
      onChanged={reload}
    />
  );
}

export const userPage: ListPageDef = {
  resource: sysUser,
  columns: [
    { key: "username", title: USERNAME, width: 130 },
    { key: "realname", title: REALNAME, width: 120 },
    { key: "sex", title: SEX, width: 70 },
    { key: "phone", title: PHONE, width: 130 },
    { key: "orgCodeTxt", title: l("部门", "Departments") },
    { key: "status", title: STATUS, width: 80 },
  ],
  search: [
    { key: "username", label: USERNAME },
    { key: "realname", label: REALNAME },
    { key: "sex", label: SEX },
    { key: "status", label: STATUS },
    { key: "phone", label: PHONE },
  ],
  form: [
    { key: "username", label: USERNAME, unique: true, readOnlyOnEdit: true },
    { key: "password", label: l("登录密码", "Password"), kind: "password", addOnly: true },
    { key: "realname", label: REALNAME },
    { key: "workNo", label: l("工号", "Work number"), unique: true },
    { key: "post", label: l("职务", "Position"), control: asControl(PositionPicker, { multi: true }) },
    { key: "selectedroles", label: l("角色分配", "Roles"), control: UserRoles },
    { key: "selecteddeparts", label: l("所属部门", "Departments"), control: UserDeparts },
    { key: "sex", label: SEX, kind: "radio" },
    { key: "birthday", label: l("生日", "Birthday") },
    { key: "phone", label: PHONE, unique: true, rules: mobileRules({ required: false }) },
    { key: "email", label: l("邮箱", "Email"), unique: true, rules: emailRules() },
  ],
  toolbar: (reload) => (
    <>
      <BatchAdd reload={reload} />
      <UserRecycleBin reload={reload} />
    </>
  ),
  rowActions: (row, reload) => <RowActions row={row} reload={reload} />,
  detailColumns: 2,
};

export default function UserList({ path }: PageProps) {
  return <ListPage def={userPage} path={path} />;
}
