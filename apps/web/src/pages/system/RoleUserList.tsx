/**
 * 角色管理 (/isystem/roleUserList): roles through the list kit — name, code, description, created;
 * searched by name and code — with per row 授权 (the role's menus and buttons and their data rules,
 * RolePermissionDrawer) and 用户 (the role's users, RoleUsersDrawer).
 */
import { Button } from "@chakra-ui/react";
import { PERMISSIONS } from "@qt/openapi";
import { sysRole } from "@qt/openapi/build";
import { useMemo, useState } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef, type Row } from "../../kit/list/types";
import type { PageProps } from "../registry";
import { RolePermissionDrawer, type RoleRef } from "./components/RolePermissionDrawer";
import { RoleUsersDrawer } from "./components/RoleUsersDrawer";
import { roleFields } from "./components/role-fields";


type Opened = { kind: "auth" | "users"; role: RoleRef } | null;

interface RowLinks {
  auth: string | null;
  users: string;
}

export function rolePage(open: (kind: "auth" | "users", row: Row) => void, links: RowLinks): ListPageDef {
  const link = (kind: "auth" | "users", label: string, row: Row) => (
    <Button key={kind} variant="plain" size="xs" px="1" color="brand.fg" onClick={() => open(kind, row)}>
      {label}
    </Button>
  );
  return {
    resource: sysRole,
    // the code is what grants and the server's rules refer to: set once (JeecgBoot disables it on edit)
    ...roleFields({ name: l("角色名称", "Name"), code: l("角色编码", "Code") }, { unique: true, readOnlyOnEdit: true }),
    detailColumns: 2,
    modalWidth: 640,
    rowActions: (row) => (
      <>
        {links.auth ? link("auth", links.auth, row) : null}
        {link("users", links.users, row)}
      </>
    ),
  };
}

export default function RoleUserList({ path }: PageProps) {
  const { t } = useI18n();
  const canAuth = useHasAuth(PERMISSIONS.system.role.auth);
  const [opened, setOpened] = useState<Opened>(null);
  const auth = canAuth ? t("role.auth") : null;
  const users = t("role.users");
  const def = useMemo(
    () =>
      rolePage(
        (kind, row) => setOpened({ kind, role: { id: String(row.id), roleName: String(row.roleName ?? ""), roleCode: String(row.roleCode ?? "") } }),
        { auth, users },
      ),
    [auth, users],
  );
  return (
    <>
      <ListPage def={def} path={path} />
      {opened?.kind === "auth" ? <RolePermissionDrawer role={opened.role} onClose={() => setOpened(null)} /> : null}
      {opened?.kind === "users" ? <RoleUsersDrawer role={opened.role} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
