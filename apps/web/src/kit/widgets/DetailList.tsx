/**
 * The detail-list layout (widgets.md §2, §9): read-only label / value pairs in 1 to 4 columns
 * (default 3), an empty value shown as "-"; a wide item spans the whole row. The list kit's 详情
 * and the details modal show records with it.
 */
import { Box, SimpleGrid } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface DetailItem {
  key: string;
  label: string;
  value: ReactNode;
  /** Spans the whole row (a rich value: a rule table, a long text). */
  wide?: boolean;
}

export type DetailColumns = 1 | 2 | 3 | 4;

export const DEFAULT_DETAIL_COLUMNS: DetailColumns = 3;

const isBlank = (v: ReactNode) => v === null || v === undefined || v === "";

export function DetailList({ items, columns = DEFAULT_DETAIL_COLUMNS, testId = "detail-list" }: { items: readonly DetailItem[]; columns?: DetailColumns; testId?: string }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: columns }} gap="4" data-testid={testId} data-columns={columns}>
      {items.map((item) => (
        <Box key={item.key} gridColumn={item.wide ? "1 / -1" : undefined}>
          <Box as="dt" fontSize="sm" color="fg.muted">
            {item.label}
          </Box>
          <Box as="dd" data-testid={`detail-${item.key}`} wordBreak="break-word">
            {isBlank(item.value) ? "-" : item.value}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
