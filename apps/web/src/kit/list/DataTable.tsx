/**
 * The table of a list page (widgets.md §2 "List pages", §9): sortable headers (aria-sort), row
 * click selects, a checkbox column with select-all of the page, dictionary texts, cells cut at 25
 * characters with the whole text as tooltip, per-row 编辑 / 详情 / 删除 (with confirmation),
 * loading, empty and failed (with 重试) states, the selection bar (已选择 N 项 · 清空), and paging
 * (total text, pages, 10/20/30 a page, quick jumper). On a narrow screen the table keeps its
 * columns' natural widths (one line per cell) and scrolls sideways, with the selection column and
 * the first column held at the left edge.
 */
import { Box, Button, Checkbox, Flex, HStack, Spinner, Table, Text } from "@chakra-ui/react";
import { columns as contractColumns } from "@qt/openapi/build";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, ChevronRight } from "lucide-react";
import { Fragment, useState, type ReactNode } from "react";
import { useI18n } from "../../app/i18n";
import { confirm } from "../../app/notify";
import { Ellipsis } from "../ellipsis/Ellipsis";
import { Thumbnails } from "./cell-views";
import { valueText } from "./values";
import { Pager } from "./Pager";
import type { ListPageController } from "./useListPage";
import type { ListColumn, ListPageDef, Row } from "./types";

export interface RowActions {
  onEdit?: (row: Row) => void;
  onDetail?: (row: Row) => void;
}

/** A cell: the column's own rendering, thumbnails of pictures, else the value's text (cut, with a tooltip). */
function cell(def: ListPageDef, column: ListColumn, row: Row): ReactNode {
  if (column.render) return column.render(row);
  if (column.image) return <Thumbnails value={row[column.key]} />;
  return <Ellipsis text={valueText(contractColumns(def.resource)[column.key], row, column.key)} length={column.ellipsis} />;
}

/** The selection column's width (Chakra's `10`; with an expand toggle, more), where the first column sticks. */
const SELECT_WIDTH = "40px";
const EXPAND_SELECT_WIDTH = "72px";
/** Held at the left edge while the table scrolls sideways; the row's background hides what passes under. */
const stickyAt = (left: string) => ({ position: "sticky", left, zIndex: 1, bg: "inherit" }) as const;

export function DataTable({ def, list, actions }: { def: ListPageDef; list: ListPageController; actions: RowActions }) {
  const { t, tx } = useI18n();
  const { ctx, state, send, can } = list;
  const contract = contractColumns(def.resource);
  const keyOf = (row: Row) => String(row[def.rowKey ?? "id"] ?? "");
  const keys = ctx.records.map(keyOf);
  const selected = new Set(ctx.selectedKeys);
  const allSelected = keys.length > 0 && keys.every((k) => selected.has(k));
  const someSelected = keys.some((k) => selected.has(k));
  const loading = state === "loading" || state === "deleting" || state === "deletingBatch";
  const hasActions = can.edit || can.detail || can.remove || !!def.rowActions;
  const selectWidth = def.expand ? EXPAND_SELECT_WIDTH : SELECT_WIDTH;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const sortBy = (column: string) => {
    const current = ctx.sort.column === column ? ctx.sort.order : null;
    // none → ascending → descending → default (antd's cycle)
    const order = current === null ? "asc" : current === "asc" ? "desc" : null;
    send({ type: "SORT", column: order ? column : null, order });
  };
  const remove = async (row: Row) => {
    if (await confirm({ title: t("kit.confirmDeleteTitle"), text: t("kit.confirmDelete") })) send({ type: "DELETE", id: keyOf(row) });
  };

  return (
    <Box>
      {ctx.selectedKeys.length > 0 ? (
        <Flex role="status" align="center" gap="3" px="3" py="2" mb="2" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" rounded="md" data-testid="selection-bar">
          <Text fontSize="sm">{t("kit.selected", { n: ctx.selectedKeys.length })}</Text>
          <Button size="xs" variant="plain" color="brand.fg" onClick={() => send({ type: "CLEAR_SELECTION" })}>
            {t("kit.clear")}
          </Button>
        </Flex>
      ) : null}
      <Box position="relative" overflowX="auto" borderWidth="1px" rounded="md" aria-busy={loading}>
        <Table.Root size="sm" interactive data-testid="list-table">
          <Table.Header>
            <Table.Row bg="bg">
              <Table.ColumnHeader w={selectWidth} minW={selectWidth} {...stickyAt("0")} ps={def.expand ? "10" : undefined}>
                <Checkbox.Root
                  size="sm"
                  checked={allSelected ? true : someSelected ? "indeterminate" : false}
                  onCheckedChange={(e) => send({ type: "SELECT", keys: e.checked === true ? [...new Set([...ctx.selectedKeys, ...keys])] : ctx.selectedKeys.filter((k) => !keys.includes(k)) })}
                  aria-label={t("kit.selectPage")}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
              {def.columns.map((column, index) => {
                const sortable = column.sort ?? !!contract[column.key]?.sort;
                const active = ctx.sort.column === column.key ? ctx.sort.order : null;
                return (
                  <Table.ColumnHeader key={column.key} w={column.width ? `${column.width}px` : undefined} {...(index === 0 ? stickyAt(selectWidth) : {})} aria-sort={active === "asc" ? "ascending" : active === "desc" ? "descending" : sortable ? "none" : undefined}>
                    {sortable ? (
                      <Button variant="plain" size="xs" px="0" fontWeight="semibold" onClick={() => sortBy(column.key)} data-testid={`sort-${column.key}`}>
                        {tx(column.title)}
                        {active === "asc" ? <ArrowUp size={12} aria-hidden /> : active === "desc" ? <ArrowDown size={12} aria-hidden /> : <ArrowUpDown size={12} aria-hidden opacity={0.4} />}
                      </Button>
                    ) : (
                      tx(column.title)
                    )}
                  </Table.ColumnHeader>
                );
              })}
              {hasActions ? <Table.ColumnHeader textAlign="center">{t("kit.actions")}</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ctx.records.map((row) => {
              const key = keyOf(row);
              const open = !!def.expand && expanded.has(key);
              return (
                <Fragment key={key}>
                  <Table.Row
                    data-testid="list-row"
                    data-selected={selected.has(key) ? "true" : undefined}
                    aria-selected={selected.has(key)}
                    bg={selected.has(key) ? "brand.subtle" : "bg"}
                    onClick={(e) => {
                      // clicks on the row's own controls do not toggle it
                      if ((e.target as HTMLElement).closest("button,a,input,label")) return;
                      send({ type: "ROW_CLICK", key });
                    }}
                    cursor="pointer"
                  >
                    <Table.Cell {...stickyAt("0")}>
                      <HStack gap="1">
                        {def.expand ? (
                          <Button size="2xs" variant="ghost" px="0" minW="6" aria-expanded={open} aria-label={open ? t("online.collapse") : t("online.expand")} onClick={() => toggle(key)} data-testid="row-expand">
                            {open ? <ChevronDown size={14} aria-hidden /> : <ChevronRight size={14} aria-hidden />}
                          </Button>
                        ) : null}
                        <Checkbox.Root size="sm" checked={selected.has(key)} onCheckedChange={() => send({ type: "ROW_CLICK", key })} aria-label={t("kit.selectRow")}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </HStack>
                    </Table.Cell>
                    {def.columns.map((column, index) => (
                      <Table.Cell key={column.key} {...(index === 0 ? stickyAt(selectWidth) : {})}>
                        {cell(def, column, row)}
                      </Table.Cell>
                    ))}
                    {hasActions ? (
                      <Table.Cell whiteSpace="nowrap" textAlign="center">
                        <HStack gap="1" justify="center">
                          {can.edit && actions.onEdit && (def.rowEditable?.(row) ?? true) ? (
                            <ActionLink onClick={() => actions.onEdit!(row)}>{t("kit.edit")}</ActionLink>
                          ) : null}
                          {can.detail && actions.onDetail ? <ActionLink onClick={() => actions.onDetail!(row)}>{t("kit.detail")}</ActionLink> : null}
                          {can.remove ? (
                            <ActionLink danger onClick={() => void remove(row)}>
                              {t("kit.delete")}
                            </ActionLink>
                          ) : null}
                          {def.rowActions?.(row, list.reload)}
                        </HStack>
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                  {open ? (
                    <Table.Row data-testid="list-row-expanded" bg="bg.subtle">
                      <Table.Cell colSpan={def.columns.length + (hasActions ? 2 : 1)} px="6" py="3">
                        {def.expand!(row)}
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Body>
        </Table.Root>
        {state === "failed" ? (
          <Flex direction="column" align="center" gap="2" py="8" role="alert" data-testid="list-error">
            <Text color="fg.error">{tx(ctx.error?.text) || t("kit.loadFailed")}</Text>
            <Button size="sm" variant="outline" onClick={() => send({ type: "RETRY" })}>
              {t("kit.retry")}
            </Button>
          </Flex>
        ) : ctx.records.length === 0 && !loading ? (
          <Text textAlign="center" py="8" color="fg.muted" data-testid="list-empty">
            {t("kit.empty")}
          </Text>
        ) : null}
        {loading ? (
          <Flex position="absolute" inset="0" align="center" justify="center" bg="bg/60" data-testid="list-loading">
            <Spinner size="md" color="brand.solid" aria-label={t("kit.loading")} />
          </Flex>
        ) : null}
      </Box>
      {def.paged === false ? null : <Pager page={ctx.page} onChange={(current, pageSize) => send({ type: "PAGE", current, ...(pageSize ? { pageSize } : {}) })} />}
    </Box>
  );
}

/** A row's action: a small text button (red for destructive ones, fg.error: readable at AA). */
export function ActionLink({ children, onClick, danger }: { children: ReactNode; onClick: () => void; danger?: boolean }) {
  return (
    <Button variant="plain" size="xs" px="1" color={danger ? "fg.error" : "brand.fg"} onClick={onClick}>
      {children}
    </Button>
  );
}

