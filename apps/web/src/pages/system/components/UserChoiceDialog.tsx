/**
 * A plain choice of existing users (the real user picker comes with the widgets issue): search by
 * account (/sys/user/list, contains), tick one or more, 确定 hands their ids over.
 */
import { Box, Button, Checkbox, CloseButton, Dialog, Flex, Input, Portal, Spinner, Stack, Text } from "@chakra-ui/react";
import type { Schemas } from "@qt/openapi";
import { wrapSearchValue } from "@qt/machines";
import { useEffect, useState, type FormEvent } from "react";
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { client } from "../../../app/services";

type User = Schemas["SysUser"];

const PAGE_SIZE = 20;

export function UserChoiceDialog({ title, busy, onChoose, onClose }: { title: string; busy: boolean; onChoose: (ids: string[]) => void; onClose: () => void }) {
  const { t } = useI18n();
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState("");
  const [users, setUsers] = useState<User[] | null>(null);
  const [chosen, setChosen] = useState<ReadonlyMap<string, User>>(new Map());

  useEffect(() => {
    let live = true;
    setUsers(null);
    const query = { pageNo: 1, pageSize: PAGE_SIZE, ...(keyword ? { username: wrapSearchValue("like", keyword) } : {}) };
    void client.unwrap(client.GET("/sys/user/list", { params: { query } })).then((outcome) => live && setUsers(outcome.ok ? (outcome.result?.records ?? []) : []));
    return () => {
      live = false;
    };
  }, [keyword]);

  const toggle = (user: User, on: boolean) =>
    setChosen((m) => {
      const next = new Map(m);
      if (on) next.set(user.id, user);
      else next.delete(user.id);
      return next;
    });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(typed.trim());
  };
  const ok = () => {
    if (!chosen.size) notify("warning", t("depart.users.chooseOne"));
    else onChoose([...chosen.keys()]);
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="min(560px, calc(100vw - 32px))" data-testid="user-choice-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form onSubmit={search}>
                <Flex gap="2" mb="3">
                  <Input size="sm" name="username" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} placeholder={t("depart.users.searchAccount")} aria-label={t("depart.users.searchAccount")} />
                  <Button size="sm" type="submit" variant="outline">
                    {t("kit.search")}
                  </Button>
                </Flex>
              </form>
              <Box borderWidth="1px" rounded="md" p="2" maxH="72" overflowY="auto" role="group" aria-label={title}>
                {users === null ? (
                  <Spinner size="sm" />
                ) : users.length === 0 ? (
                  <Text color="fg.muted" fontSize="sm">
                    {t("depart.users.none")}
                  </Text>
                ) : (
                  <Stack gap="1">
                    {users.map((u) => (
                      <Checkbox.Root key={u.id} size="sm" checked={chosen.has(u.id)} onCheckedChange={(e) => toggle(u, e.checked === true)} data-testid="user-choice">
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          {u.realname}（{u.username}）
                        </Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                )}
              </Box>
              <Text fontSize="sm" color="fg.muted" mt="2" role="status">
                {t("depart.users.chosen", { n: chosen.size })}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("app.cancel")}
              </Button>
              <Button colorPalette="brand" loading={busy} onClick={ok} data-testid="user-choice-ok">
                {t("app.ok")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("app.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
