/**
 * The frame of the record pickers (users, roles, positions): a dialog with search fields (Enter or
 * 查询 searches, 重置 clears), a paged table whose rows are chosen by check box (radio in single
 * mode, or a click on the row), and the chosen ones as tags above it. What is chosen stays chosen
 * across searches and pages; 确定 hands it over. An optional pane on the left (the user picker's
 * department tree) narrows the table through `filter`. Search fields may be dictionary selects or
 * dates (the report popup's query items), columns sortable (the load gets the order).
 */
import { Box, Button, Checkbox, chakra, Field, Flex, Grid, Input, Spinner, Table, Tag, Text, Wrap } from "@chakra-ui/react";
import type { LocalizedText, SortOrder } from "@qt/machines";
import type { Outcome } from "@qt/sdk";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { useI18n } from "../../app/i18n";
import { notify } from "../../app/notify";
import type { Api } from "../../data/api";
import { useLoad } from "../../data/query";
import { FieldControl } from "../form/FieldControl";
import { Pager } from "../list/Pager";
import { FormDialog } from "../overlay/FormDialog";
import { PICKER_TEXTS } from "./texts";

export interface PickerColumn<R> {
  key: string;
  title: LocalizedText;
  render?: (row: R) => ReactNode;
  /** The table can be sorted by it (its header is then a button). */
  sortable?: boolean;
}

export interface PickerSearchField {
  key: string;
  label: LocalizedText;
  /** Default a text input; `dict` a dictionary select (`dictCode`), `date` / `datetime` a date input. */
  kind?: "text" | "dict" | "date" | "datetime";
  dictCode?: string;
}

/** The table's order once a sortable header was pressed (null: the server's own). */
export type PickerSort = { column: string; order: SortOrder } | null;

/** A chosen record: its stored key, its label, and the row when it was chosen from the table. */
export interface Picked<R> {
  key: string;
  label: string;
  row?: R;
}

export interface PickerPage<R> {
  records: R[];
  total: number;
}

export interface TablePickerDialogProps<R> {
  title: string;
  width: number;
  testId: string;
  multi: boolean;
  rowKey: (row: R) => string;
  rowLabel: (row: R) => string;
  /** The accessible name of a row's check box or radio (default its label). */
  rowName?: (row: R) => string;
  columns: readonly PickerColumn<R>[];
  search: readonly PickerSearchField[];
  /** What the records are read from (a list url, a report …), naming the read in the data layer's keys. */
  source: readonly unknown[];
  /** One page of records for the search values typed (trimmed, empty ones left out); a failed read shows none. */
  load: (api: Api, search: Readonly<Record<string, string>>, page: { pageNo: number; pageSize: number }, sort: PickerSort, signal: AbortSignal) => Promise<Outcome<PickerPage<R>>>;
  /** The search values when the dialog opens and after 重置 (default none). */
  initialSearch?: Readonly<Record<string, string>>;
  /** Anything else the list depends on (the chosen department): a change reloads from page 1. */
  filter?: string;
  initial: readonly Picked<R>[];
  onOk: (picked: Picked<R>[]) => void;
  onClose: () => void;
  busy?: boolean;
  /** The warning when 确定 is pressed with nothing chosen (default: an empty choice is handed over). */
  requireChoice?: string;
  /** The count line (default 已选择 N 项). */
  chosenText?: (n: number) => string;
  /** A pane left of the table. */
  side?: ReactNode;
  pageSizes?: readonly number[];
}

const NO_SEARCH: Readonly<Record<string, string>> = {};
const NO_RECORDS: PickerPage<never> = { records: [], total: 0 };

/** A check box's own ids: in the picker's field (where the dialog was opened) it would take the field's. */
export const OWN_IDS = {};

export function TablePickerDialog<R>(props: TablePickerDialogProps<R>) {
  const { title, width, testId, multi, rowKey, rowLabel, columns, search, source, load, filter, onClose, busy, side, pageSizes } = props;
  const { t, tx } = useI18n();
  const radioName = useId();
  const initialSearch = props.initialSearch ?? NO_SEARCH;
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>(initialSearch);
  const [applied, setApplied] = useState<Readonly<Record<string, string>>>(initialSearch);
  const [sort, setSort] = useState<PickerSort>(null);
  const [paging, setPaging] = useState({ current: 1, pageSize: pageSizes?.[0] ?? 10 });
  const [chosen, setChosen] = useState<ReadonlyMap<string, Picked<R>>>(() => new Map(props.initial.map((p) => [p.key, p])));
  // a new filter starts from the first page (adjusted while rendering, so only one load follows)
  const [seenFilter, setSeenFilter] = useState(filter);
  if (seenFilter !== filter) {
    setSeenFilter(filter);
    setPaging((p) => ({ ...p, current: 1 }));
  }

  /** 查询 and 重置 read again, also with the same values. */
  const [round, setRound] = useState(0);
  const page = { pageNo: paging.current, pageSize: paging.pageSize };
  const read = useLoad(["picker", ...source, applied, page, sort, seenFilter, round], (api, signal) => load(api, applied, page, sort, signal));
  /** null while the page loads. */
  const data: PickerPage<R> | null = read.data ?? (read.error ? NO_RECORDS : null);

  const runSearch = () => {
    const next: Record<string, string> = {};
    for (const [k, v] of Object.entries(typed)) if (v.trim()) next[k] = v.trim();
    setApplied(next);
    setPaging((p) => ({ ...p, current: 1 }));
    setRound((r) => r + 1);
  };
  const reset = () => {
    setTyped(initialSearch);
    setApplied(initialSearch);
    setPaging((p) => ({ ...p, current: 1 }));
    setRound((r) => r + 1);
  };
  const onSearchKey = (e: KeyboardEvent) => {
    if (e.key !== "Enter" || (e.target as HTMLElement).getAttribute("role") === "combobox") return;
    e.preventDefault(); // searches, does not confirm the dialog
    runSearch();
  };

  const toggle = (row: R) => {
    const key = rowKey(row);
    setChosen((current) => {
      const next = new Map(multi ? current : []);
      if (current.has(key)) next.delete(key);
      else next.set(key, { key, label: rowLabel(row), row });
      return next;
    });
  };
  const records = data?.records ?? [];
  const pageKeys = records.map(rowKey);
  const allOnPage = pageKeys.length > 0 && pageKeys.every((k) => chosen.has(k));
  const someOnPage = pageKeys.some((k) => chosen.has(k));
  const choosePage = (on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      for (const row of records) {
        if (on) next.set(rowKey(row), { key: rowKey(row), label: rowLabel(row), row });
        else next.delete(rowKey(row));
      }
      return next;
    });
  // asc, then desc, then unsorted (the server's order), from the first page
  const sortBy = (column: string) => {
    setSort((s) => (s?.column !== column ? { column, order: "asc" } : s.order === "asc" ? { column, order: "desc" } : null));
    setPaging((p) => ({ ...p, current: 1 }));
  };
  const unchoose = (key: string) =>
    setChosen((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });

  const ok = () => {
    if (chosen.size === 0 && props.requireChoice) notify("warning", props.requireChoice);
    else props.onOk([...chosen.values()]);
  };

  const table = (
    <Box minW="0">
      <Flex gap="2" mb="3" wrap="wrap" align="center" role="search" aria-label={t("kit.search")}>
        {search.map((field) => {
          const widget = field.kind !== undefined && field.kind !== "text";
          return (
            // a Field.Root of its own: the picker's field (where the dialog was opened) lends its id otherwise
            <Field.Root key={field.key} w="auto" minW={widget ? "40" : undefined} orientation="horizontal" gap="2" onKeyDown={widget ? onSearchKey : undefined}>
              {widget ? (
                <>
                  {/* a select's empty choice shows its name; a date input has no placeholder, so its label shows */}
                  <Field.Label srOnly={field.kind === "dict"} fontSize="sm" fontWeight="normal" whiteSpace="nowrap">
                    {tx(field.label)}
                  </Field.Label>
                  <FieldControl
                    kind={field.kind!}
                    name={field.key}
                    dictCode={field.dictCode}
                    placeholder={tx(field.label)}
                    value={typed[field.key] ?? ""}
                    onChange={(v) => setTyped((t) => ({ ...t, [field.key]: v === null || v === undefined ? "" : String(v) }))}
                  />
                </>
              ) : (
                <Input
                  size="sm"
                  maxW="48"
                  name={field.key}
                  aria-label={tx(field.label)}
                  placeholder={tx(field.label)}
                  value={typed[field.key] ?? ""}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    setTyped((v) => ({ ...v, [field.key]: text }));
                  }}
                  onKeyDown={onSearchKey}
                />
              )}
            </Field.Root>
          );
        })}
        <Button size="sm" type="button" colorPalette="brand" onClick={runSearch}>
          {t("kit.search")}
        </Button>
        <Button size="sm" type="button" variant="outline" onClick={reset}>
          {t("kit.reset")}
        </Button>
      </Flex>
      <Flex gap="2" mb="2" align="center" minH="7" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" role="status" data-testid="picker-count">
          {props.chosenText ? props.chosenText(chosen.size) : t("kit.selected", { n: chosen.size })}
        </Text>
        <Wrap gap="1" aria-label={tx(PICKER_TEXTS.chosen)} role="list" data-testid="picker-chosen">
          {[...chosen.values()].map((p) => (
            <Tag.Root key={p.key} size="md" role="listitem" data-key={p.key}>
              <Tag.Label>{p.label}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger type="button" aria-label={`${tx(PICKER_TEXTS.remove)} ${p.label}`} onClick={() => unchoose(p.key)} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      </Flex>
      <Box position="relative" overflowX="auto" borderWidth="1px" rounded="md" aria-busy={data === null}>
        <Table.Root size="sm" interactive data-testid="picker-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10">
                {multi ? (
                  <Checkbox.Root size="sm" colorPalette="brand" ids={OWN_IDS} checked={allOnPage ? true : someOnPage ? "indeterminate" : false} onCheckedChange={(e) => choosePage(e.checked === true)}>
                    <Checkbox.HiddenInput aria-label={t("kit.selectPage")} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                ) : null}
              </Table.ColumnHeader>
              {columns.map((c) => {
                const order = sort?.column === c.key ? sort.order : null;
                return (
                  <Table.ColumnHeader key={c.key} aria-sort={c.sortable ? (order === "asc" ? "ascending" : order === "desc" ? "descending" : "none") : undefined}>
                    {c.sortable ? (
                      <chakra.button type="button" display="inline-flex" alignItems="center" gap="1" fontWeight="inherit" onClick={() => sortBy(c.key)} _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }}>
                        {tx(c.title)}
                        {order === "asc" ? <ArrowUp size={12} aria-hidden /> : order === "desc" ? <ArrowDown size={12} aria-hidden /> : <ArrowUpDown size={12} aria-hidden />}
                      </chakra.button>
                    ) : (
                      tx(c.title)
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {records.map((row) => {
              const key = rowKey(row);
              const on = chosen.has(key);
              const name = props.rowName?.(row) ?? rowLabel(row);
              return (
                <Table.Row
                  key={key}
                  data-testid="picker-row"
                  aria-selected={on}
                  bg={on ? "brand.subtle" : undefined}
                  cursor="pointer"
                  onClick={(e) => {
                    if ((e.target as HTMLElement).closest("input,label,button")) return;
                    toggle(row);
                  }}
                >
                  <Table.Cell>
                    {multi ? (
                      <Checkbox.Root size="sm" colorPalette="brand" ids={OWN_IDS} checked={on} onCheckedChange={() => toggle(row)}>
                        <Checkbox.HiddenInput aria-label={name} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    ) : (
                      <chakra.input type="radio" name={radioName} checked={on} onChange={() => toggle(row)} aria-label={name} accentColor="brand.solid" w="4" h="4" />
                    )}
                  </Table.Cell>
                  {columns.map((c) => (
                    <Table.Cell key={c.key}>{c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? "")}</Table.Cell>
                  ))}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
        {data !== null && records.length === 0 ? (
          <Text textAlign="center" py="6" color="fg.muted" data-testid="picker-empty">
            {t("kit.empty")}
          </Text>
        ) : null}
        {data === null ? (
          <Flex position="absolute" inset="0" minH="16" align="center" justify="center" bg="bg/60" data-testid="picker-loading">
            <Spinner size="md" color="brand.solid" aria-label={t("kit.loading")} />
          </Flex>
        ) : null}
      </Box>
      <Pager
        page={{ ...paging, total: data?.total ?? 0 }}
        sizes={pageSizes}
        onChange={(current, pageSize) => setPaging((p) => ({ current, pageSize: pageSize ?? p.pageSize }))}
      />
    </Box>
  );

  return (
    <FormDialog title={title} width={width} onClose={onClose} onSubmit={ok} busy={busy} testId={testId}>
      {side ? (
        <Grid templateColumns="260px minmax(0, 1fr)" gap="4" alignItems="start">
          {side}
          {table}
        </Grid>
      ) : (
        table
      )}
    </FormDialog>
  );
}
