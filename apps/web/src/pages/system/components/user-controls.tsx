/**
 * The user form's role and department choices (checkbox lists; the tree pickers come with the
 * widgets issue): all roles (/sys/role/queryall) and all departments (/sys/sysDepart/queryIdTree,
 * indented by level). Editing a user loads the user's own (queryUserRole, userDepartList) first.
 * The value is the comma-separated ids the server takes as `selectedroles` / `selecteddeparts`.
 */
import { Box, Checkbox, Spinner, Stack } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { client } from "../../../app/services";
import type { CustomControlProps } from "../../../kit/list/types";

interface Choice {
  id: string;
  text: string;
  depth: number;
}

interface IdNode {
  key: string;
  title: string;
  children?: IdNode[];
}

const flatten = (nodes: readonly IdNode[], depth = 0): Choice[] => nodes.flatMap((n) => [{ id: n.key, text: n.title, depth }, ...flatten(n.children ?? [], depth + 1)]);

function ChoiceList({ props, load, loadOwn }: { props: CustomControlProps; load: () => Promise<Choice[]>; loadOwn: (id: string) => Promise<string[]> }) {
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const { value, onChange, record, name, readOnly } = props;
  useEffect(() => {
    let live = true;
    void load().then((c) => live && setChoices(c));
    // editing: start from what the user has (unless a draft already holds a choice)
    if (record?.id && (value === null || value === undefined)) void loadOwn(String(record.id)).then((ids) => live && onChange(ids.join(",")));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record?.id]);
  if (!choices) return <Spinner size="sm" />;
  const selected = new Set(String(value ?? "").split(",").filter(Boolean));
  const toggle = (id: string, on: boolean) => {
    if (on) selected.add(id);
    else selected.delete(id);
    onChange([...selected].join(","));
  };
  return (
    <Stack gap="1" maxH="48" overflowY="auto" borderWidth="1px" rounded="md" p="2" role="group" data-testid={`choices-${name}`}>
      {choices.map((c) => (
        // own ids: inside the form's Field every checkbox would otherwise take the field's input id
        <Box key={c.id} pl={`${c.depth * 16}px`}>
          <Checkbox.Root ids={{ hiddenInput: `${name}-${c.id}`, label: `${name}-${c.id}-label` }} size="sm" checked={selected.has(c.id)} disabled={readOnly} onCheckedChange={(e) => toggle(c.id, e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{c.text}</Checkbox.Label>
          </Checkbox.Root>
        </Box>
      ))}
    </Stack>
  );
}

async function ok<T>(call: Promise<unknown>, fallback: T): Promise<T> {
  const outcome = await client.unwrap(call as never);
  return outcome.ok ? ((outcome.result as T) ?? fallback) : fallback;
}

export function RoleChoices(props: CustomControlProps) {
  return (
    <ChoiceList
      props={props}
      load={async () => (await ok<Array<{ id: string; roleName: string }>>(client.GET("/sys/role/queryall"), [])).map((r) => ({ id: r.id, text: r.roleName, depth: 0 }))}
      loadOwn={(userid) => ok<string[]>(client.GET("/sys/user/queryUserRole", { params: { query: { userid } } }), [])}
    />
  );
}

export function DepartChoices(props: CustomControlProps) {
  return (
    <ChoiceList
      props={props}
      load={async () => flatten(await ok<IdNode[]>(client.GET("/sys/sysDepart/queryIdTree"), []))}
      loadOwn={async (userId) => flatten(await ok<IdNode[]>(client.GET("/sys/user/userDepartList", { params: { query: { userId } } }), [])).map((c) => c.id)}
    />
  );
}
