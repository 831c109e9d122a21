/**
 * 添加已有用户 of a role's users: a simple choice list until the widgets issue brings the user
 * picker — users from /sys/user/list (20 at a time, by account), searched by account or name
 * (two calls merged: the list ANDs its filters), checked and added in one addSysUserRole call.
 * Users who already hold the role are skipped by the server.
 */
import { Button, Checkbox, CloseButton, Dialog, Flex, Input, Portal, Spinner, Stack, Text } from "@chakra-ui/react";
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

export function UserPickDialog({ roleId, onClose, onAdded }: { roleId: string; onClose: () => void; onAdded: () => void }) {
  const { t } = useI18n();
  const [typed, setTyped] = useState("");
  const [text, setText] = useState("");
  const [users, setUsers] = useState<User[] | null>(null);
  /** Chosen users by id, kept across searches. */
  const [chosen, setChosen] = useState<ReadonlyMap<string, User>>(new Map());
  const [saving, setSaving] = useState(false);

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
    e.stopPropagation();
    setText(typed.trim());
  };
  const flip = (user: User, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(user.id, user);
      else next.delete(user.id);
      return next;
    });

  const add = async () => {
    if (!chosen.size) {
      notify("warning", t("role.pickNone"));
      return;
    }
    setSaving(true);
    const outcome = await client.unwrap(client.POST("/sys/user/addSysUserRole", { body: { roleId, userIdList: [...chosen.keys()] } }));
    setSaving(false);
    if (outcome.ok) {
      notify("success", outcome.message);
      onAdded();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="user-pick-dialog" maxW="520px">
            <Dialog.Header>
              <Dialog.Title>{t("role.pickUsers")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Flex as="form" gap="2" mb="3" onSubmit={search} role="search">
                <Input size="sm" name="keyword" aria-label={t("role.searchUsers")} placeholder={t("role.searchUsers")} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
                <Button size="sm" colorPalette="brand" type="submit">
                  {t("kit.search")}
                </Button>
              </Flex>
              {!users ? (
                <Flex justify="center" py="6">
                  <Spinner aria-label={t("kit.loading")} color="brand.solid" />
                </Flex>
              ) : users.length === 0 ? (
                <Text textAlign="center" py="6" color="fg.muted">
                  {t("kit.empty")}
                </Text>
              ) : (
                <Stack gap="1.5" maxH="72" overflowY="auto" role="group" aria-label={t("role.pickUsers")} data-testid="user-pick-list">
                  {users.map((user) => (
                    <Checkbox.Root key={user.id} size="sm" checked={chosen.has(user.id)} onCheckedChange={(e) => flip(user, e.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {user.realname ? `${user.realname}（${user.username ?? ""}）` : user.username}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              )}
              <Text fontSize="sm" color="fg.muted" mt="3">
                {t("kit.selected", { n: chosen.size })}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t("app.cancel")}
              </Button>
              <Button size="sm" colorPalette="brand" loading={saving} onClick={() => void add()}>
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
