/**
 * A table over a tree (the kit's DataTable is flat): the rows of expanded nodes follow their
 * parent, indented by depth. A node with children has a toggle button in its first cell
 * (aria-expanded, named after the row; Enter/Space toggle, → expands, ← collapses), so the tree is
 * usable from the keyboard and announced by screen readers without a custom widget.
 */
import { Box, Flex, IconButton, Spinner, Table, Text } from "@chakra-ui/react";
import { ChevronDown, ChevronRight } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";

export interface TreeColumn<T> {
  key: string;
  title: string;
  /** Pixels; the table lays out the rest. */
  width?: number;
  /** The cell may take several lines (long paths); other cells keep to one. */
  wrap?: boolean;
  render: (row: T) => ReactNode;
}

export interface TreeTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  childrenOf: (row: T) => readonly T[] | undefined;
  /** The first column carries the indentation and the toggle. */
  columns: readonly TreeColumn<T>[];
  expanded: ReadonlySet<string>;
  onToggle: (key: string, open: boolean) => void;
  /** The table's accessible name. */
  label: string;
  /** The toggle's accessible name (its state is aria-expanded). */
  toggleLabel: (row: T) => string;
  actions?: { title: string; render: (row: T) => ReactNode };
  loading?: boolean;
  loadingLabel: string;
  /** Shown instead of rows when there are none (and nothing is loading). */
  empty: ReactNode;
}

const INDENT = 20;

/** The rows on screen, in order: each node, then its children while it is expanded. */
export function visibleRows<T>(rows: readonly T[], rowKey: (row: T) => string, childrenOf: (row: T) => readonly T[] | undefined, expanded: ReadonlySet<string>): Array<{ row: T; depth: number }> {
  const out: Array<{ row: T; depth: number }> = [];
  const walk = (level: readonly T[], depth: number) => {
    for (const row of level) {
      out.push({ row, depth });
      const kids = childrenOf(row);
      if (kids?.length && expanded.has(rowKey(row))) walk(kids, depth + 1);
    }
  };
  walk(rows, 0);
  return out;
}

export function TreeTable<T>({ rows, rowKey, childrenOf, columns, expanded, onToggle, label, toggleLabel, actions, loading, loadingLabel, empty }: TreeTableProps<T>) {
  const shown = visibleRows(rows, rowKey, childrenOf, expanded);
  const [first, ...rest] = columns;
  const onKey = (key: string, open: boolean) => (e: KeyboardEvent) => {
    if (e.key === "ArrowRight" && !open) onToggle(key, true);
    else if (e.key === "ArrowLeft" && open) onToggle(key, false);
    else return;
    e.preventDefault();
  };
  return (
    <Box position="relative" overflowX="auto" borderWidth="1px" rounded="md" aria-busy={loading}>
      <Table.Root size="sm" aria-label={label} data-testid="tree-table">
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} w={column.width ? `${column.width}px` : undefined} whiteSpace="nowrap">
                {column.title}
              </Table.ColumnHeader>
            ))}
            {actions ? <Table.ColumnHeader textAlign="center">{actions.title}</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map(({ row, depth }) => {
            const key = rowKey(row);
            const parent = !!childrenOf(row)?.length;
            const open = parent && expanded.has(key);
            return (
              <Table.Row key={key} data-testid="tree-row" data-key={key} data-depth={depth}>
                {first ? (
                  <Table.Cell whiteSpace="nowrap">
                    <Flex align="center" gap="1" ps={`${depth * INDENT}px`}>
                      {parent ? (
                        <IconButton
                          size="2xs"
                          variant="ghost"
                          aria-label={toggleLabel(row)}
                          aria-expanded={open}
                          onClick={() => onToggle(key, !open)}
                          onKeyDown={onKey(key, open)}
                          data-testid="tree-toggle"
                        >
                          {open ? <ChevronDown size={14} /> : <ChevronRight size={14} />}
                        </IconButton>
                      ) : (
                        <Box w="6" flexShrink={0} aria-hidden />
                      )}
                      {first.render(row)}
                    </Flex>
                  </Table.Cell>
                ) : null}
                {rest.map((column) => (
                  <Table.Cell key={column.key} whiteSpace={column.wrap ? undefined : "nowrap"}>
                    {column.render(row)}
                  </Table.Cell>
                ))}
                {actions ? (
                  <Table.Cell whiteSpace="nowrap" textAlign="center">
                    {actions.render(row)}
                  </Table.Cell>
                ) : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {shown.length === 0 && !loading ? (
        <Text as="div" textAlign="center" py="8" color="fg.muted" data-testid="tree-empty">
          {empty}
        </Text>
      ) : null}
      {loading ? (
        <Flex position="absolute" inset="0" align="center" justify="center" bg="bg/60" data-testid="tree-loading">
          <Spinner size="md" color="brand.solid" aria-label={loadingLabel} />
        </Flex>
      ) : null}
    </Box>
  );
}
