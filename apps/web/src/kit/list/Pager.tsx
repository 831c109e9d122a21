/**
 * Paging under a table (widgets.md §9): the total text (a-b 共N条), previous / pages / next, the
 * page size (10/20/30 unless told) and the quick jumper. Used by the list kit and the pickers.
 */
import { Button, Field, Flex, HStack, IconButton, Input, NativeSelect, Text } from "@chakra-ui/react";
import { PAGE_SIZE_OPTIONS, totalText, type Paging } from "@qt/machines";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useI18n } from "../../app/i18n";

export interface PagerProps {
  page: Paging;
  /** A new page (and page size, when it changed: the page is then 1). */
  onChange: (current: number, pageSize?: number) => void;
  /** Page sizes offered (default 10/20/30). */
  sizes?: readonly number[];
}

export function Pager({ page, onChange, sizes = PAGE_SIZE_OPTIONS }: PagerProps) {
  const { t, tx } = useI18n();
  const { current, pageSize, total } = page;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState("");
  const go = (n: number) => onChange(Math.min(Math.max(1, n), pages));
  const numbers = pageNumbers(current, pages);
  return (
    <Flex as="nav" aria-label={t("kit.pagination")} align="center" justify="flex-end" gap="2" wrap="wrap" mt="3" fontSize="sm" data-testid="pager">
      <Text data-testid="pager-total">{tx(totalText(page))}</Text>
      <IconButton size="xs" variant="outline" aria-label={t("kit.prevPage")} disabled={current <= 1} onClick={() => go(current - 1)}>
        <ChevronLeft size={14} />
      </IconButton>
      {numbers.map((n, i) =>
        n === null ? (
          <Text key={`gap-${i}`} aria-hidden>
            …
          </Text>
        ) : (
          <Button key={n} size="xs" variant={n === current ? "solid" : "outline"} colorPalette={n === current ? "brand" : undefined} aria-current={n === current ? "page" : undefined} onClick={() => go(n)}>
            {n}
          </Button>
        ),
      )}
      <IconButton size="xs" variant="outline" aria-label={t("kit.nextPage")} disabled={current >= pages} onClick={() => go(current + 1)}>
        <ChevronRight size={14} />
      </IconButton>
      {/* each control in a Field.Root of its own: a pager in a dialog opened from a form field would take that field's id */}
      <Field.Root w="auto">
        <NativeSelect.Root size="xs" w="auto">
          <NativeSelect.Field aria-label={t("kit.pageSize")} value={String(pageSize)} onChange={(e) => onChange(1, Number(e.currentTarget.value))} data-testid="page-size">
            {sizes.map((size) => (
              <option key={size} value={size}>
                {t("kit.perPage", { n: size })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <HStack gap="1">
        <Text>{t("kit.jumpTo")}</Text>
        <Field.Root w="auto">
          <Input
            size="xs"
            w="12"
            inputMode="numeric"
            aria-label={t("kit.jumpToPage")}
            value={jump}
            onChange={(e) => setJump(e.currentTarget.value.replace(/\D/g, ""))}
            onKeyDown={(e) => {
              if (e.key === "Enter" && jump) {
                e.preventDefault(); // in a dialog's form: jump, do not submit
                go(Number(jump));
                setJump("");
              }
            }}
            data-testid="page-jump"
          />
        </Field.Root>
        <Text>{t("kit.page")}</Text>
      </HStack>
    </Flex>
  );
}

/** Page numbers around the current one, with gaps (null) — antd shows at most 5 around it. */
function pageNumbers(current: number, pages: number): Array<number | null> {
  const out: Array<number | null> = [];
  const from = Math.max(1, current - 2);
  const to = Math.min(pages, current + 2);
  if (from > 1) out.push(1, ...(from > 2 ? [null] : []));
  for (let n = from; n <= to; n++) out.push(n);
  if (to < pages) out.push(...(to < pages - 1 ? [null] : []), pages);
  return out;
}
