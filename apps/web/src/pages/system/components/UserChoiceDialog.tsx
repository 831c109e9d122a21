/**
 * A plain choice of existing users, until the widgets issue brings the user picker: users from
 * /sys/user/list (20 at a time, by account), searched by account or name (two calls merged: the
 * list ANDs its filters), ticked across searches; 确定 hands their ids over (请选择用户！ when none).
 * Used by a department's and a role's 添加已有用户.
 */
import { Box, Button, Checkbox, CloseButton, Dialog, Flex, Input, Portal, Spinner, Stack, Text } from "@chakra-ui/react";
import { wrapSearchValue } from "@qt/machines";
import type { Schemas } from "@qt/openapi";
import { useEffect, useState, type FormEvent } from "react";
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { client } from "../../../app/services";

type User = Schemas["SysUser"];

/** Users shown at a time; the search narrows them down. */
const SHOWN = 20;

async function listUsers(filter: { username?: string; realname?: string }): Promise<User[]> {
  const outcome = await client.unwrap(client.GET("/sys/user/list", { params: { query: { pageNo: 1, pageSize: SHOWN, column: "username", order: "asc", ...filter } } }));
  return outcome.ok ? outcome.result.records : [];
}

async function searchUsers(text: string): Promise<User[]> {
  if (!text) return listUsers({});
  const like = wrapSearchValue("like", text);
  const [byAccount, byName] = await Promise.all([listUsers({ username: like }), listUsers({ realname: like })]);
  const found = new Map<string, User>();
  for (const u of [...byAccount, ...byName]) found.set(u.id, u);
  return [...found.values()].sort((a, b) => (a.username ?? "").localeCompare(b.username ?? "")).slice(0, SHOWN);
}

export function UserChoiceDialog({ title, busy, onChoose, onClose }: { title: string; busy: boolean; onChoose: (ids: string[]) => void; onClose: () => void }) {
  const { t } = useI18n();
  const [typed, setTyped] = useState("");
  const [text, setText] = useState("");
  const [users, setUsers] = useState<User[] | null>(null);
  /** Chosen users by id, kept across searches. */
  const [chosen, setChosen] = useState<ReadonlyMap<string, User>>(new Map());

  useEffect(() => {
    let live = true;
    setUsers(null);
    void searchUsers(text).then((found) => live && setUsers(found));
    return () => {
      live = false;
    };
  }, [text]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation(); // not an enclosing form's (React events bubble through portals)
    setText(typed.trim());
  };
  const toggle = (user: User, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(user.id, user);
      else next.delete(user.id);
      return next;
    });
  const ok = () => {
    if (!chosen.size) notify("warning", t("userChoice.none"));
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
              <Flex as="form" gap="2" mb="3" onSubmit={search} role="search">
                <Input size="sm" name="keyword" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} placeholder={t("userChoice.search")} aria-label={t("userChoice.search")} />
                <Button size="sm" type="submit" variant="outline">
                  {t("kit.search")}
                </Button>
              </Flex>
              <Box borderWidth="1px" rounded="md" p="2" maxH="72" overflowY="auto" role="group" aria-label={title}>
                {users === null ? (
                  <Spinner size="sm" aria-label={t("kit.loading")} />
                ) : users.length === 0 ? (
                  <Text color="fg.muted" fontSize="sm">
                    {t("userChoice.empty")}
                  </Text>
                ) : (
                  <Stack gap="1">
                    {users.map((u) => (
                      <Checkbox.Root key={u.id} size="sm" checked={chosen.has(u.id)} onCheckedChange={(e) => toggle(u, e.checked === true)} data-testid="user-choice">
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{u.realname ? `${u.realname}（${u.username ?? ""}）` : u.username}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                )}
              </Box>
              <Text fontSize="sm" color="fg.muted" mt="2" role="status">
                {t("userChoice.chosen", { n: chosen.size })}
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
