/**
 * The list toolbar's 高级查询 button (widgets.md §2, §4): opens the advanced query builder; while a
 * query is applied to the list (`list.ctx.superQuery`, also when restored after a reload) the
 * button is highlighted and a clear button next to it removes the query. Opening goes through the
 * toolbar's quick-click guard, as the other toolbar actions.
 */
import { Button, Group, IconButton, Text } from "@chakra-ui/react";
import { Filter, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useI18n } from "../../app/i18n";
import type { ListPageDef } from "../list/types";
import type { ListPageController } from "../list/useListPage";
import { QueryBuilder } from "./QueryBuilder";
import { useSuperQuery } from "./useSuperQuery";

/** A toolbar click handler running `run` unless `action` was clicked within the guard's window. */
export type Guarded = (action: string, run: () => void) => () => void;

export interface SuperQueryProps {
  def: ListPageDef;
  list: ListPageController;
  pageKey: string;
  /** The list toolbar's quick-click guard (ListPage). */
  guarded: Guarded;
}

export function SuperQuery({ def, list, pageKey, guarded }: SuperQueryProps) {
  const { t } = useI18n();
  const q = useSuperQuery(def, list, pageKey);
  const button = useRef<HTMLButtonElement>(null);
  const active = !!list.ctx.superQuery;
  // Closing removes the builder with the focus in it: the focus comes back to the button.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !q.isOpen && (document.activeElement === null || document.activeElement === document.body)) button.current?.focus();
    wasOpen.current = q.isOpen;
  }, [q.isOpen]);
  return (
    <>
      <Group attached>
        <Button
          ref={button}
          size="sm"
          variant={active ? "solid" : "outline"}
          colorPalette={active ? "brand" : "gray"}
          onClick={guarded("superQuery", q.open)}
          aria-haspopup="dialog"
          aria-expanded={q.isOpen}
          title={active ? t("superQuery.active") : undefined}
          data-testid="super-query"
          data-active={active ? "true" : undefined}
        >
          <Filter size={14} aria-hidden /> {t("superQuery.button")}
          {active ? <Text as="span" srOnly>{`（${t("superQuery.active")}）`}</Text> : null}
        </Button>
        {active ? (
          <IconButton size="sm" variant="solid" colorPalette="brand" aria-label={t("superQuery.clear")} title={t("superQuery.clear")} onClick={() => {
              q.clear();
              button.current?.focus(); // the clear button goes away with the query
            }}
            data-testid="super-query-clear">
            <X size={14} />
          </IconButton>
        ) : null}
      </Group>
      {q.isOpen ? <QueryBuilder q={q} /> : null}
    </>
  );
}
