/**
 * A master record's sub tables (issue #20): as full lists under the master list (the ERP page:
 * each sub table a generated list of its own, limited to the master's rows, new rows linked to it)
 * or as read-only tables inside an opened master row (the inner-table page).
 */
import { Box, Table, Tabs, Text } from "@chakra-ui/react";
import type { OnlinePage, OnlineSubTable } from "@qt/machines";
import { columns as contractColumns } from "@qt/openapi/build";
import { useMemo } from "react";
import { useI18n } from "../../app/i18n";
import { useLoad } from "../../data/query";
import { ListPage } from "../list/ListPage";
import type { Row } from "../list/types";
import { valueText } from "../list/values";
import { onlineListDef } from "./online-list-def";
import { OnlineFormHost } from "./OnlineFormHost";

/** The master's value its sub rows point at (the master's id). */
const masterKey = (row: Row) => String(row.id ?? "");

function SubList({ sub, master, path }: { sub: OnlineSubTable; master: Row; path: string }) {
  const key = `${path}/sub/${sub.table}/${masterKey(master)}`;
  return (
    <OnlineFormHost code={sub.code}>
      {(page) => <MasterLinkedList page={page} foreignKey={sub.foreignKey} master={master} pageKey={key} />}
    </OnlineFormHost>
  );
}

function MasterLinkedList({ page, foreignKey, master, pageKey }: { page: OnlinePage; foreignKey: string; master: Row; pageKey: string }) {
  // the sub rows of this master only; new rows get the link (its field is not in the form)
  const def = useMemo(() => ({ ...onlineListDef(page, pageKey), fixedQuery: { [foreignKey]: masterKey(master) } }), [page, pageKey, foreignKey, master]);
  return <ListPage key={pageKey} def={def} path={pageKey} />;
}

/** The ERP page's lower half: the selected master's sub tables as tabs, each a full list. */
export function SubTableTabs({ page, master, path }: { page: OnlinePage; master: Row | null; path: string }) {
  const { t, tx } = useI18n();
  if (!page.subs.length) return null;
  if (!master) {
    return (
      <Text color="fg.muted" py="6" textAlign="center" data-testid="erp-choose-master">
        {t("online.chooseMaster")}
      </Text>
    );
  }
  return (
    <Tabs.Root defaultValue={page.subs[0]!.table} lazyMount unmountOnExit data-testid="erp-sub-tabs">
      <Tabs.List>
        {page.subs.map((sub) => (
          <Tabs.Trigger key={sub.table} value={sub.table}>
            {tx(sub.title)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {page.subs.map((sub) => (
        <Tabs.Content key={sub.table} value={sub.table}>
          <SubList sub={sub} master={master} path={path} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The inner-table page's opened row: each sub table's rows of the master, read-only. */
export function InlineSubRows({ subs, master }: { subs: readonly OnlineSubTable[]; master: Row }) {
  return (
    <Box display="grid" gap="3">
      {subs.map((sub) => (
        <InlineSub key={sub.table} sub={sub} master={master} />
      ))}
    </Box>
  );
}

function InlineSub({ sub, master }: { sub: OnlineSubTable; master: Row }) {
  const { t, tx } = useI18n();
  const id = masterKey(master);
  const rows = useLoad(["online-sub-rows", sub.table, id], (api, signal) => api.onlineForms.subRows(sub.table, id, signal));
  const contract = contractColumns(sub.resource);
  return (
    <Box data-testid="inline-sub" data-table={sub.table}>
      <Text fontWeight="semibold" fontSize="sm" mb="1">
        {t("online.subOf", { name: tx(sub.title) })}
      </Text>
      {rows.error ? (
        <Text color="fg.error" role="alert">
          {tx(rows.error.text)}
        </Text>
      ) : (
        <Table.Root size="sm" variant="outline" aria-busy={rows.loading}>
          <Table.Header>
            <Table.Row>
              {sub.fields.map((f) => (
                <Table.ColumnHeader key={f.key}>{tx(f.label)}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(rows.data ?? []).map((row) => (
              <Table.Row key={String(row.id)} data-testid="inline-sub-row">
                {sub.fields.map((f) => (
                  <Table.Cell key={f.key}>{valueText(contract[f.key], row, f.key)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
            {rows.data && rows.data.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={sub.fields.length} color="fg.muted" textAlign="center">
                  {t("kit.empty")}
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
