/**
 * The dictionary search select (widgets.md §5, §7, §8, §9): type to narrow a dictionary's options,
 * pick one. Without `async` every option is loaded once and filtered here; with `async` the server
 * searches (the dictionary search machine: loadDict, page size 10, after `delay` ms — 800 for this
 * widget, 300 for the grid's async search), the list says 请输入搜索内容 on empty text and
 * 没有查询到任何数据 when nothing matched, and an unsuccessful answer is the server's message as
 * a warning. A stored value shows its text (table dictionaries: loadDictItem).
 *
 * The WAI-ARIA combobox pattern: an input with a listbox popup, aria-activedescendant, arrow keys,
 * Home/End, Enter picks, Escape closes (only the list) and restores the text.
 */
import { Box, chakra, CloseButton, Input, InputGroup, Spinner, Text, useFieldContext } from "@chakra-ui/react";
import { createDictSearchMachine, filterOptions, SEARCH_SELECT_DEBOUNCE_MS, dictSearchNotice } from "@qt/machines";
import type { DictOption } from "@qt/sdk";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { useI18n } from "../../app/i18n";
import { notify } from "../../app/notify";
import { useServices } from "../../app/ServicesContext";
import { DropdownPanel } from "../dropdown/DropdownPanel";
import { useAnchoredPopup } from "../dropdown/useAnchoredPopup";
import { useDictOptions } from "../form/useDictOptions";
import type { DictWidgetProps } from "./DictChoices";
import { useDictText } from "./useDictText";

export interface DictSearchSelectProps extends DictWidgetProps {
  /** The server searches as one types (else all options are loaded and filtered here). */
  async?: boolean;
  /** ms of quiet typing before an async search (default 800; the grid's async search: 300). */
  delay?: number;
  /** The input's accessible name outside a Field.Root. */
  "aria-label"?: string;
}

const Li = chakra("li");

export function DictSearchSelect(props: DictSearchSelectProps) {
  const { dictCode = "", name, value, onChange, readOnly, placeholder, async = false, delay = SEARCH_SELECT_DEBOUNCE_MS } = props;
  const { t, tx } = useI18n();
  const field = useFieldContext();
  const ownId = useId();
  const inputId = field?.ids.control ?? ownId;
  const listId = `${inputId}-listbox`;
  const popupId = `${inputId}-popup`;

  const [open, setOpen] = useState(false);
  /** What is typed; null while the input shows the value's text. */
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  /** Texts of options picked here, so the field shows them before any lookup. */
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());

  const { client } = useServices();
  const machine = useMemo(() => createDictSearchMachine(client), [client]);
  const search = useActorRef(machine, { input: { dictCode, delay } });
  useEffect(() => {
    const sub = search.on("warning", (e) => notify("warning", e.text));
    return () => sub.unsubscribe();
  }, [search]);
  useEffect(() => search.send({ type: "CODE", dictCode }), [search, dictCode]);
  const state = useSelector(search, (s) => String(s.value));
  const found = useSelector(search, (s) => s.context.options);

  const all = useDictOptions(async ? undefined : dictCode || undefined);
  const options: DictOption[] = async ? found : filterOptions(all, typed ?? "");
  const stored = value === null || value === undefined ? "" : String(value);
  const lookedUp = useDictText(dictCode || undefined, picked.has(stored) ? "" : stored);
  const valueText = picked.get(stored) ?? (stored ? lookedUp : "");

  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(-1);
    // the next opening starts from empty text again (its hint)
    if (async) search.send({ type: "TYPE", keyword: "" });
  };
  const { anchorRef, popupRef } = useAnchoredPopup(open, close);

  const pick = (option: DictOption) => {
    setPicked((m) => new Map(m).set(option.value, option.text));
    onChange(option.value);
    close();
  };
  const type = (text: string) => {
    setTyped(text);
    setOpen(true);
    setActive(-1);
    if (async) search.send({ type: "TYPE", keyword: text });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (open ? Math.min(active + 1, last) : active),
      ArrowUp: () => Math.max(active - 1, 0),
      Home: () => 0,
      End: () => last,
    };
    if (e.key in moves && (open || e.key === "ArrowDown")) {
      if ((e.key === "Home" || e.key === "End") && !open) return;
      e.preventDefault();
      setOpen(true);
      setActive(moves[e.key]!());
    } else if (e.key === "Enter" && open) {
      e.preventDefault(); // not the form's submit
      const option = options[active];
      if (option) pick(option);
    }
  };

  const busy = async && (state === "waiting" || state === "loading");
  const notice = async ? dictSearchNotice(state) : options.length ? null : dictSearchNotice("none");
  const activeOption = open && active >= 0 ? options[active] : undefined;

  return (
    <Box position="relative" w="full" ref={anchorRef}>
      <InputGroup
        endElementProps={{ pointerEvents: "auto" }}
        endElement={
          stored && !readOnly ? (
            <CloseButton size="xs" aria-label={t("kit.clear")} onClick={() => onChange("")} data-testid="dict-search-clear" />
          ) : undefined
        }
      >
        <Input
          id={inputId}
          name={name}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? (options.length ? listId : popupId) : undefined}
          aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
          aria-label={props["aria-label"]}
          autoComplete="off"
          readOnly={readOnly}
          placeholder={placeholder ?? t("kit.choose")}
          value={typed ?? valueText}
          onChange={(e) => type(e.currentTarget.value)}
          onFocus={(e) => e.currentTarget.select()}
          onClick={() => !readOnly && setOpen(true)}
          onKeyDown={readOnly ? undefined : onKeyDown}
          onBlur={(e) => {
            if (!popupRef.current?.contains(e.relatedTarget as Node | null)) close();
          }}
        />
      </InputGroup>
      {open ? (
        <DropdownPanel ref={popupRef} id={popupId} py="1" maxH="64" data-testid="dict-search-popup">
          {busy ? (
            <Text role="status" px="3" py="2" fontSize="sm" color="fg.muted" display="flex" gap="2" alignItems="center">
              <Spinner size="xs" /> {t("kit.loading")}
            </Text>
          ) : notice ? (
            <Text role="status" px="3" py="2" fontSize="sm" color="fg.muted" data-testid="dict-search-notice">
              {tx(notice)}
            </Text>
          ) : null}
          {options.length && !busy ? (
            <chakra.ul role="listbox" id={listId} aria-labelledby={field?.ids.label} aria-label={field ? undefined : props["aria-label"]} m="0" p="0">
              {options.map((o, i) => (
                <Li
                  key={o.value}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={o.value === stored}
                  listStyleType="none"
                  px="3"
                  py="1.5"
                  fontSize="sm"
                  cursor="pointer"
                  bg={i === active ? "bg.muted" : undefined}
                  fontWeight={o.value === stored ? "semibold" : undefined}
                  // keep the focus in the input
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => pick(o)}
                >
                  {o.text}
                </Li>
              ))}
            </chakra.ul>
          ) : null}
        </DropdownPanel>
      ) : null}
    </Box>
  );
}
