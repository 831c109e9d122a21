/**
 * The search bar of a list page: the declared fields (text, number, date or number range, the dictionary
 * widgets, a 是/否 select, or a field's own control such as a tree select), 查询 and 重置, and
 * 展开/收起 for the fields past the first few. Enter searches.
 */
import { Button, Field, Flex, HStack, Input, SimpleGrid } from "@chakra-ui/react";
import { reversedRange, searchKind } from "@qt/machines";
import { columns as contractColumns } from "@qt/openapi/build";
import { ChevronDown, ChevronUp, RotateCcw, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useI18n } from "../../app/i18n";
import { FieldControl } from "../form/FieldControl";
import type { ListPageController } from "./useListPage";
import type { ListPageDef } from "./types";

export function SearchBar({ def, list }: { def: ListPageDef; list: ListPageController }) {
  const { t, tx } = useI18n();
  const [expanded, setExpanded] = useState(false);
  // the range a search was refused for: its message shows until the range is put right
  const [refused, setRefused] = useState<string | null>(null);
  const visible = def.searchVisible ?? 3;
  const fields = expanded ? def.search : def.search.slice(0, visible);
  const contract = contractColumns(def.resource);
  if (def.search.length === 0) return null;
  const set = (key: string, value: unknown) => list.setSearch({ ...list.search, [key]: value });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const key = list.submitSearch();
    if (key === null) {
      setRefused(null);
      return;
    }
    const index = def.search.findIndex((field) => field.key === key);
    // rendered now (expanded if it was hidden), then its start focused (the field's root carries the id too)
    flushSync(() => {
      setRefused(key);
      if (index >= visible) setExpanded(true);
    });
    e.currentTarget.querySelector<HTMLElement>(`input[id="search-${key}"]`)?.focus();
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t("kit.search")} data-testid="list-search">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end">
        {fields.map((field) => {
          const kind = searchKind(def.resource, field);
          const id = `search-${field.key}`;
          return (
            // the field's control takes this id, so the label names every kind of control (a search select too)
            <Field.Root key={field.key} ids={{ control: id }} invalid={refused === field.key && reversedRange(kind, list.search[field.key])}>
              <Field.Label>{tx(field.label)}</Field.Label>
              {kind === "dateRange" || kind === "numberRange" ? (
                <HStack gap="1" w="full">
                  {[0, 1].map((i) => {
                    const range = (list.search[field.key] as string[] | undefined) ?? ["", ""];
                    return (
                      <Input
                        key={i}
                        id={i === 0 ? id : `${id}-end`}
                        type={kind === "dateRange" ? "date" : "number"}
                        aria-label={`${tx(field.label)} ${i === 0 ? t("kit.from") : t("kit.to")}`}
                        value={range[i] ?? ""}
                        onChange={(e) => {
                          const next = [range[0] ?? "", range[1] ?? ""];
                          next[i] = e.currentTarget.value;
                          set(field.key, next[0] || next[1] ? next : undefined);
                        }}
                      />
                    );
                  })}
                </HStack>
              ) : field.control ? (
                <field.control name={field.key} value={list.search[field.key]} onChange={(value: unknown) => set(field.key, value === "" ? undefined : value)} record={null} readOnly={false} />
              ) : (
                <FieldControl
                  kind={kind}
                  name={field.key}
                  value={list.search[field.key]}
                  onChange={(value) => set(field.key, value)}
                  dictCode={field.dictCode ?? contract[field.key]?.dict}
                  placeholder={kind === "text" || kind === "number" ? t("kit.enter") : t("kit.choose")}
                  search
                />
              )}
              <Field.ErrorText>{t("kit.rangeReversed")}</Field.ErrorText>
            </Field.Root>
          );
        })}
        <Flex gap="2" wrap="wrap">
          <Button type="submit" colorPalette="brand" size="sm" data-testid="search-submit">
            <Search size={14} aria-hidden /> {t("kit.search")}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setRefused(null);
              list.resetSearch();
            }}
            data-testid="search-reset"
          >
            <RotateCcw size={14} aria-hidden /> {t("kit.reset")}
          </Button>
          {def.search.length > visible ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setExpanded((x) => !x)} aria-expanded={expanded}>
              {expanded ? <ChevronUp size={14} aria-hidden /> : <ChevronDown size={14} aria-hidden />} {expanded ? t("kit.collapse") : t("kit.expand")}
            </Button>
          ) : null}
        </Flex>
      </SimpleGrid>
    </form>
  );
}
