/**
 * 用户 of 角色管理: the role's users in a right drawer (700 wide) — /sys/user/userRoleList, paged,
 * searched by account — with 添加已有用户 (the user picker → addSysUserRole), 移除 per row
 * (deleteUserRole) and 批量移除 of the selected rows (deleteUserRoleBatch), both after a
 * confirmation. Each action shows only with its button code.
 */
import { Box, Button, Checkbox, Flex, HStack, IconButton, Input, Spinner, Table, Text } from "@chakra-ui/react";
import { PERMISSIONS, type Schemas } from "@qt/openapi";
import { ChevronLeft, ChevronRight, Plus, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useHasAuth } from "../../../app/auth";
import { useI18n } from "../../../app/i18n";
import { confirm, notify } from "../../../app/notify";
import { useApi } from "../../../app/ServicesContext";
import { useDictOptions } from "../../../kit/form/useDictOptions";
import type { RoleRef } from "./RolePermissionDrawer";
import { UserPickerDialog } from "../../../kit/pickers/UserPicker";
import { SideDrawer } from "../../../kit/overlay/SideDrawer";

type User = Schemas["SysUser"];

const PAGE_SIZE = 10;

interface PageOf {
  records: User[];
  total: number;
}

export function RoleUsersDrawer({ role, onClose }: { role: RoleRef; onClose: () => void }) {
  const { t } = useI18n();
  const { roles } = useApi().system;
  const canAdd = useHasAuth(PERMISSIONS.system.user.addUserRole);
  const canRemove = useHasAuth(PERMISSIONS.system.user.deleteRole);
  const canRemoveBatch = useHasAuth(PERMISSIONS.system.user.deleteRoleBatch);
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState({ username: "", pageNo: 1 });
  const [page, setPage] = useState<PageOf | null>(null);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [picking, setPicking] = useState(false);
  const [adding, setAdding] = useState(false);
  /** 添加已有用户: users who already hold the role are skipped by the server. */
  const addUsers = async (userIdList: string[]) => {
    setAdding(true);
    const outcome = await roles.addUsers(role.id, userIdList);
    setAdding(false);
    if (outcome.ok) {
      notify("success", outcome.message);
      setPicking(false);
      // a new query object: the list loads again, from its first page
      setQuery((q) => ({ ...q, pageNo: 1 }));
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };
  // the call answers the status code alone; its text comes from the user_status dictionary
  const statuses = useDictOptions("user_status");
  const statusText = (user: User) => user.status_dictText ?? statuses.find((o) => o.value === String(user.status))?.text ?? String(user.status ?? "");

  const load = useCallback(async () => {
    setLoading(true);
    const outcome = await roles.users(role.id, { pageNo: query.pageNo, pageSize: PAGE_SIZE, ...(query.username ? { username: query.username } : {}) });
    setLoading(false);
    if (outcome.ok) {
      const { records, total } = outcome.result;
      // the last row of the last page removed: show the page before
      if (!records.length && query.pageNo > 1) setQuery((q) => ({ ...q, pageNo: q.pageNo - 1 }));
      else setPage({ records, total });
    } else {
      if (outcome.error.kind === "business") notify("warning", outcome.error.message);
      setPage((p) => p ?? { records: [], total: 0 });
    }
    setSelected(new Set());
  }, [roles, role.id, query]);

  useEffect(() => {
    void load();
  }, [load]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQuery({ username: typed.trim(), pageNo: 1 });
  };

  const remove = async (users: readonly User[]) => {
    if (!users.length) return;
    const text = users.length === 1 ? t("role.confirmRemove", { name: users[0]!.realname || users[0]!.username || "" }) : t("role.confirmRemoveBatch", { n: users.length });
    if (!(await confirm({ title: t("role.confirmRemoveTitle"), text }))) return;
    const outcome =
      users.length === 1
        ? await roles.removeUser(role.id, users[0]!.id)
        : await roles.removeUsers(role.id, users.map((u) => u.id));
    if (outcome.ok) {
      notify("success", outcome.message);
      void load();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };

  const records = page?.records ?? [];
  const pages = Math.max(1, Math.ceil((page?.total ?? 0) / PAGE_SIZE));
  const allSelected = records.length > 0 && records.every((u) => selected.has(u.id));
  const flip = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <SideDrawer
        title={t("role.usersTitle")}
        subtitle={`${role.roleName}（${role.roleCode}）`}
        width={700}
        onClose={onClose}
        keepOpen={picking}
        data={{ "data-testid": "role-users-drawer", "data-role-code": role.roleCode }}
      >
              <Flex as="form" gap="2" mb="3" onSubmit={search} role="search">
                <Input size="sm" maxW="60" name="username" aria-label={t("role.username")} placeholder={t("role.username")} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
                <Button size="sm" colorPalette="brand" type="submit">
                  {t("kit.search")}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  type="button"
                  onClick={() => {
                    setTyped("");
                    setQuery({ username: "", pageNo: 1 });
                  }}
                >
                  {t("kit.reset")}
                </Button>
              </Flex>
              <Flex gap="2" mb="3" role="toolbar" aria-label={t("kit.toolbar")}>
                {canAdd ? (
                  <Button size="sm" colorPalette="brand" onClick={() => setPicking(true)}>
                    <Plus size={14} aria-hidden /> {t("role.addUsers")}
                  </Button>
                ) : null}
                {canRemoveBatch ? (
                  <Button size="sm" variant="outline" colorPalette="red" disabled={selected.size === 0} onClick={() => void remove(records.filter((u) => selected.has(u.id)))}>
                    <Trash2 size={14} aria-hidden /> {t("role.removeSelected")}
                  </Button>
                ) : null}
              </Flex>
              <Box position="relative" borderWidth="1px" rounded="md" overflowX="auto">
                <Table.Root size="sm" data-testid="role-users-table">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader w="10">
                        <Checkbox.Root
                          size="sm"
                          checked={allSelected}
                          disabled={!records.length}
                          onCheckedChange={() => setSelected(allSelected ? new Set() : new Set(records.map((u) => u.id)))}
                          aria-label={t("kit.selectPage")}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>{t("role.username")}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t("role.realname")}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t("role.status")}</Table.ColumnHeader>
                      {canRemove ? <Table.ColumnHeader textAlign="center">{t("kit.actions")}</Table.ColumnHeader> : null}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {records.map((user) => (
                      <Table.Row key={user.id} data-testid="role-user-row" aria-selected={selected.has(user.id)}>
                        <Table.Cell>
                          <Checkbox.Root size="sm" checked={selected.has(user.id)} onCheckedChange={() => flip(user.id)} aria-label={t("kit.selectRow")}>
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                          </Checkbox.Root>
                        </Table.Cell>
                        <Table.Cell>{user.username}</Table.Cell>
                        <Table.Cell>{user.realname}</Table.Cell>
                        <Table.Cell>{statusText(user)}</Table.Cell>
                        {canRemove ? (
                          <Table.Cell textAlign="center">
                            <Button variant="plain" size="xs" px="1" color="fg.error" onClick={() => void remove([user])}>
                              {t("role.remove")}
                            </Button>
                          </Table.Cell>
                        ) : null}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                {page && !records.length && !loading ? (
                  <Text textAlign="center" py="6" color="fg.muted" data-testid="role-users-empty">
                    {t("kit.empty")}
                  </Text>
                ) : null}
                {loading ? (
                  <Flex position="absolute" inset="0" align="center" justify="center" bg="bg/60" data-testid="role-users-loading">
                    <Spinner size="md" color="brand.solid" aria-label={t("kit.loading")} />
                  </Flex>
                ) : null}
              </Box>
              <HStack justify="flex-end" mt="3" gap="2" as="nav" aria-label={t("kit.pagination")}>
                <Text fontSize="sm" color="fg.muted">
                  {t("role.total", { n: page?.total ?? 0 })}
                </Text>
                <IconButton size="xs" variant="outline" aria-label={t("kit.prevPage")} disabled={query.pageNo <= 1} onClick={() => setQuery((q) => ({ ...q, pageNo: q.pageNo - 1 }))}>
                  <ChevronLeft size={14} />
                </IconButton>
                <Text fontSize="sm">
                  {query.pageNo} / {pages}
                </Text>
                <IconButton size="xs" variant="outline" aria-label={t("kit.nextPage")} disabled={query.pageNo >= pages} onClick={() => setQuery((q) => ({ ...q, pageNo: q.pageNo + 1 }))}>
                  <ChevronRight size={14} />
                </IconButton>
              </HStack>
      </SideDrawer>
      {picking ? (
        <UserPickerDialog multi title={t("role.pickUsers")} busy={adding} requireChoice={t("userChoice.none")} onOk={(users) => void addUsers(users.map((u) => u.row!.id))} onClose={() => setPicking(false)} />
      ) : null}
    </>
  );
}
