/**
 * The announcement form's own control (the body uses the kit's rich-text editor):
 * UserChoices, the 指定用户 of a USER announcement, a searchable checkbox list over the user
 * picker's call (/sys/user/queryUserComponentData, any logged-in user); the value is the
 * comma-separated user ids the server takes as `userIds`.
 */
import { Checkbox, CloseButton, Flex, Input, Spinner, Stack, Tag, Text } from "@chakra-ui/react";
import type { Schemas } from "@qt/openapi";
import { useEffect, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { client } from "../../../app/services";
import type { CustomControlProps } from "../../../kit/list/types";

type User = Pick<Schemas["SysUser"], "id" | "username" | "realname">;

/** Users shown at a time; the search narrows them down. */
const PAGE = 50;
/** The dictionary search's debounce (widgets.md), for the user search too. */
const DEBOUNCE_MS = 300;

const idsOf = (value: unknown) => [...new Set(String(value ?? "").split(",").map((s) => s.trim()).filter(Boolean))];
const nameOf = (u: User): string => (u.realname ? `${u.realname}（${u.username ?? ""}）` : (u.username ?? u.id));

async function queryUsers(query: { username?: string; realname?: string; id?: string; pageSize: number }): Promise<User[]> {
  const outcome = await client.unwrap(client.GET("/sys/user/queryUserComponentData", { params: { query: { pageNo: 1, column: "username", order: "asc", ...query } } }));
  return outcome.ok ? outcome.result.records : [];
}

/** Users whose account or name contains `text` (the call ANDs its filters, so two calls, merged). */
async function searchUsers(text: string): Promise<User[]> {
  if (!text) return queryUsers({ pageSize: PAGE });
  const [byAccount, byName] = await Promise.all([queryUsers({ username: text, pageSize: PAGE }), queryUsers({ realname: text, pageSize: PAGE })]);
  const seen = new Map<string, User>();
  for (const u of [...byAccount, ...byName]) seen.set(u.id, u);
  return [...seen.values()];
}

export function UserChoices({ name, value, onChange, readOnly }: CustomControlProps) {
  const { t } = useI18n();
  const [text, setText] = useState("");
  const [found, setFound] = useState<User[] | null>(null);
  /** Every user seen so far, so chosen ones keep their names whatever the search shows. */
  const [known, setKnown] = useState<ReadonlyMap<string, User>>(new Map());
  const chosen = idsOf(value);
  const remember = (users: User[]) => setKnown((k) => new Map([...k, ...users.map((u) => [u.id, u] as const)]));

  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () =>
        void searchUsers(text.trim()).then((users) => {
          if (!live) return;
          setFound(users);
          remember(users);
        }),
      text ? DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);

  // An edited announcement's users by name (they may be outside the first page of the list).
  const missing = chosen.filter((id) => !known.has(id)).join(",");
  useEffect(() => {
    if (!missing) return;
    let live = true;
    void queryUsers({ id: missing, pageSize: missing.split(",").length }).then((users) => live && remember(users));
    return () => {
      live = false;
    };
  }, [missing]);

  const set = new Set(chosen);
  const toggle = (id: string, on: boolean) => {
    if (on) set.add(id);
    else set.delete(id);
    onChange([...set].join(","));
  };

  return (
    <Stack gap="2" w="full" data-testid={`choices-${name}`}>
      <Input size="sm" type="search" value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={t("announcement.searchUsers")} aria-label={t("announcement.searchUsers")} disabled={readOnly} />
      {chosen.length ? (
        <Flex gap="1" wrap="wrap" align="center" aria-live="polite" data-testid="chosen-users">
          <Text fontSize="xs" color="fg.muted" mr="1">
            {t("announcement.chosenUsers", { n: chosen.length })}
          </Text>
          {chosen.map((id) => {
            const user = known.get(id);
            const label = user ? nameOf(user) : id;
            return (
              <Tag.Root key={id} size="sm" colorPalette="brand">
                <Tag.Label>{label}</Tag.Label>
                {readOnly ? null : (
                  <Tag.EndElement>
                    <CloseButton size="2xs" variant="plain" aria-label={t("announcement.removeUser", { name: label })} onClick={() => toggle(id, false)} />
                  </Tag.EndElement>
                )}
              </Tag.Root>
            );
          })}
        </Flex>
      ) : null}
      <Stack gap="1" maxH="40" overflowY="auto" borderWidth="1px" rounded="md" p="2" role="group" aria-label={t("announcement.searchUsers")}>
        {found === null ? (
          <Spinner size="sm" />
        ) : found.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t("announcement.noUsers")}
          </Text>
        ) : (
          found.map((u) => (
            // own ids: inside the form's Field every checkbox would otherwise take the field's input id
            <Checkbox.Root key={u.id} ids={{ hiddenInput: `${name}-${u.id}`, label: `${name}-${u.id}-label` }} size="sm" checked={set.has(u.id)} disabled={readOnly} onCheckedChange={(e) => toggle(u.id, e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{nameOf(u)}</Checkbox.Label>
            </Checkbox.Root>
          ))
        )}
      </Stack>
    </Stack>
  );
}
