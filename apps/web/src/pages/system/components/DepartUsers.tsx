/**
 * The users of a department and its sub-departments (/sys/user/departUserList; without a
 * department: those the caller heads), searched by account or name, paged; 添加已有用户 puts
 * chosen users in the department (editSysDepartWithUser) and 移除 takes one out after a
 * confirmation (deleteUserInDepart, with the user's department roles there). Both behind their
 * button codes; the server checks them again.
 */
import { Box, Button, Flex, IconButton, Input, Table, Text } from "@chakra-ui/react";
import { PERMISSIONS, type Schemas } from "@qt/openapi";
import { totalText } from "@qt/machines";
import { ChevronLeft, ChevronRight, UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useHasAuth } from "../../../app/auth";
import { useI18n } from "../../../app/i18n";
import { confirm, notify } from "../../../app/notify";
import { useApi } from "../../../app/ServicesContext";
import { useLoad } from "../../../data/query";
import { UserPickerDialog } from "../../../kit/pickers/UserPicker";

type User = Schemas["SysUser"];

const PAGE_SIZE = 10;

export function DepartUsers({ departId }: { departId: string | null }) {
  const { t, tx } = useI18n();
  const { departs } = useApi().system;
  const canAdd = useHasAuth(PERMISSIONS.system.user.editDepartWithUser) && departId !== null;
  const canRemove = useHasAuth(PERMISSIONS.system.user.deleteUserInDepart) && departId !== null;
  const [typed, setTyped] = useState({ username: "", realname: "" });
  const [query, setQuery] = useState({ username: "", realname: "", current: 1 });
  const [choosing, setChoosing] = useState(false);
  const [adding, setAdding] = useState(false);

  const params = {
    pageNo: query.current,
    pageSize: PAGE_SIZE,
    ...(departId ? { depId: departId } : {}),
    // this call matches "contains" itself (no *x* wrapping)
    ...(query.username ? { username: query.username } : {}),
    ...(query.realname ? { realname: query.realname } : {}),
  };
  const users = useLoad(["system", "departs", "users", params], (api, signal) => api.system.departs.users(params, signal), { keepPrevious: true });
  // a failed read shows an empty page (the client showed why)
  const page: { records: User[]; total: number } | null = users.error
    ? { records: [], total: 0 }
    : users.data !== undefined
      ? { records: users.data?.records ?? [], total: users.data?.total ?? 0 }
      : null;

  /** A search (or reset) asked again reads again. */
  const ask = (next: typeof query) => (next.username === query.username && next.realname === query.realname && next.current === query.current ? users.refresh() : setQuery(next));
  const search = (e: FormEvent) => {
    e.preventDefault();
    ask({ username: typed.username.trim(), realname: typed.realname.trim(), current: 1 });
  };
  const reset = () => {
    setTyped({ username: "", realname: "" });
    ask({ username: "", realname: "", current: 1 });
  };
  const add = async (userIdList: string[]) => {
    if (!departId) return;
    setAdding(true);
    const outcome = await departs.addUsers(departId, userIdList);
    setAdding(false);
    if (outcome.ok) {
      notify("success", outcome.message);
      setChoosing(false);
      users.refresh();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };
  const remove = async (user: User) => {
    if (!departId) return;
    if (!(await confirm({ title: t("kit.confirmDeleteTitle"), text: t("depart.users.confirmRemove", { name: user.realname || user.username || "" }) }))) return;
    const outcome = await departs.removeUser(departId, user.id);
    if (outcome.ok) {
      notify("success", outcome.message);
      users.refresh();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };

  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const go = (current: number) => setQuery((q) => ({ ...q, current }));
  return (
    <Box data-testid="depart-users">
      <form onSubmit={search}>
        <Flex gap="2" wrap="wrap" mb="3" align="center">
          <Input size="sm" maxW="48" name="username" value={typed.username} onChange={(e) => setTyped({ ...typed, username: e.currentTarget.value })} placeholder={t("depart.users.account")} aria-label={t("depart.users.account")} />
          <Input size="sm" maxW="48" name="realname" value={typed.realname} onChange={(e) => setTyped({ ...typed, realname: e.currentTarget.value })} placeholder={t("depart.users.name")} aria-label={t("depart.users.name")} />
          <Button size="sm" type="submit" colorPalette="brand">
            {t("kit.search")}
          </Button>
          <Button size="sm" variant="outline" onClick={reset}>
            {t("kit.reset")}
          </Button>
          {canAdd ? (
            <Button size="sm" variant="outline" ms="auto" onClick={() => setChoosing(true)} data-testid="depart-users-add">
              <UserPlus size={14} aria-hidden /> {t("depart.users.addExisting")}
            </Button>
          ) : null}
        </Flex>
      </form>
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid="depart-users-table" aria-busy={page === null}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("depart.users.account")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("depart.users.name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("depart.users.sex")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("depart.users.phone")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("depart.users.departs")}</Table.ColumnHeader>
              {canRemove ? <Table.ColumnHeader>{t("kit.actions")}</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(page?.records ?? []).map((u) => (
              <Table.Row key={u.id} data-testid="depart-user-row">
                <Table.Cell>{u.username}</Table.Cell>
                <Table.Cell>{u.realname}</Table.Cell>
                <Table.Cell>{u.sex_dictText ?? ""}</Table.Cell>
                <Table.Cell>{u.phone ?? ""}</Table.Cell>
                <Table.Cell>{u.orgCodeTxt ?? ""}</Table.Cell>
                {canRemove ? (
                  <Table.Cell>
                    <Button variant="plain" size="xs" px="1" color={"fg.error"} onClick={() => void remove(u)}>
                      {t("depart.users.remove")}
                    </Button>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {page && page.records.length === 0 ? (
        <Text textAlign="center" py="6" color="fg.muted" data-testid="depart-users-empty">
          {t("kit.empty")}
        </Text>
      ) : null}
      <Flex as="nav" aria-label={t("kit.pagination")} justify="flex-end" align="center" gap="2" mt="3" fontSize="sm">
        <Text data-testid="depart-users-total">{tx(totalText({ current: query.current, pageSize: PAGE_SIZE, total: page?.total ?? 0 }))}</Text>
        <IconButton size="xs" variant="outline" aria-label={t("kit.prevPage")} disabled={query.current <= 1} onClick={() => go(query.current - 1)}>
          <ChevronLeft size={14} />
        </IconButton>
        <Text>
          {query.current} / {pages}
        </Text>
        <IconButton size="xs" variant="outline" aria-label={t("kit.nextPage")} disabled={query.current >= pages} onClick={() => go(query.current + 1)}>
          <ChevronRight size={14} />
        </IconButton>
      </Flex>
      {choosing ? (
        <UserPickerDialog multi title={t("depart.users.addExisting")} busy={adding} requireChoice={t("userChoice.none")} onOk={(users) => void add(users.map((u) => u.row!.id))} onClose={() => setChoosing(false)} />
      ) : null}
    </Box>
  );
}
