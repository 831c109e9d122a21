/**
 * Editable grids in tabs with validate-all (widgets.md §5, issue #8): `validateAll()` validates
 * every grid through its model (each shows its failed cells, the hidden tabs' grids too: the
 * panels stay mounted), activates the first invalid grid's tab, makes its first failed cell the
 * grid's active one (its tooltip shows, the grid's live region reads the cell and its message) and
 * announces the number of failed cells; it returns that grid's index, pane and error map.
 */
import { Tabs } from "@chakra-ui/react";
import type { LocalizedText } from "@qt/machines";
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from "react";
import { useI18n } from "../../app/i18n";
import { notify } from "../../app/notify";
import type { EditableGridHandle } from "./EditableGrid";
import { failedCells, validateGridTabs, type GridTabsValidation } from "./grid-tabs";

export interface GridPane {
  /** The tab's value: the pane validate-all names. */
  value: string;
  title: string | LocalizedText;
  /** The pane's grid, given the ref validate-all reaches it by. */
  grid: (ref: Ref<EditableGridHandle>) => ReactNode;
}

export interface GridTabsHandle {
  validateAll(): GridTabsValidation;
}

export interface GridTabsProps {
  panes: readonly GridPane[];
  /** Default: the first pane. */
  defaultValue?: string;
  ref?: Ref<GridTabsHandle>;
  "data-testid"?: string;
}

type Focus = { pane: string; rowId: string; key: string };

export function GridTabs({ panes, defaultValue, ref, "data-testid": testId }: GridTabsProps) {
  const { t, tx } = useI18n();
  const text = (s: string | LocalizedText) => (typeof s === "string" ? s : tx(s));
  const [value, setValue] = useState(defaultValue ?? panes[0]?.value ?? "");
  const grids = useRef(new Map<string, EditableGridHandle>());
  // one stable ref callback per pane
  const refs = useRef(new Map<string, (handle: EditableGridHandle | null) => void>());
  const refFor = useCallback((pane: string) => {
    let callback = refs.current.get(pane);
    if (!callback) {
      callback = (handle) => void (handle ? grids.current.set(pane, handle) : grids.current.delete(pane));
      refs.current.set(pane, callback);
    }
    return callback;
  }, []);

  // the failed cell to activate once its tab's panel shows
  const [focus, setFocus] = useState<Focus | null>(null);
  useEffect(() => {
    if (!focus || focus.pane !== value) return;
    // the next frame: the panel, hidden until now, has its size
    const frame = requestAnimationFrame(() => {
      grids.current.get(focus.pane)?.focusCell?.(focus.rowId, focus.key);
      setFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focus, value]);

  useImperativeHandle(
    ref,
    () => ({
      validateAll: () => {
        const result = validateGridTabs(panes.map((p) => ({ pane: p.value, grid: grids.current.get(p.value) ?? null })));
        if (result.valid) {
          notify("success", t("gridTabs.valid"));
          return result;
        }
        setValue(result.pane);
        if (result.cell) setFocus({ pane: result.pane, ...result.cell });
        notify("error", t("gridTabs.invalid", { tab: text(panes[result.index]!.title), n: failedCells(result.errors) }));
        return result;
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [panes, t, tx],
  );

  return (
    // the panels stay mounted (no lazy mount, no unmount on exit): a hidden tab's grid keeps its rows and validates
    <Tabs.Root value={value} onValueChange={(e) => setValue(e.value)} variant="line" lazyMount={false} unmountOnExit={false} data-testid={testId}>
      <Tabs.List>
        {panes.map((p) => (
          <Tabs.Trigger key={p.value} value={p.value} data-testid={`grid-tab-${p.value}`}>
            {text(p.title)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {panes.map((p) => (
        <Tabs.Content key={p.value} value={p.value} data-testid={`grid-pane-${p.value}`}>
          {p.grid(refFor(p.value))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
