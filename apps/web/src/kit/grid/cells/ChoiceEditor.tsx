/**
 * The editor of the select-like cells (select, sel_search, list_multi): the WAI-ARIA combobox
 * pattern — an input in the cell with its listbox under it (in document.body: the grid's
 * scrolling container would clip it). Arrow keys, Home/End move through the options, Enter picks
 * (a multiple choice: Space or a click toggles, Enter ends), Escape ends without a change. Typing
 * filters when the column searches or takes typed values; with allowInput, Enter keeps the typed
 * text when no option is active.
 */
import { dictSearchNotice, filterOptions, splitValues, toggleValue, type LocalizedText } from "@qt/machines";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useI18n } from "../../../app/i18n";
import { useAnchoredPopup } from "../../dropdown/useAnchoredPopup";
import type { ResolvedOption } from "../types";

/** Marks elements outside the grid that belong to its cells (a mouse-up there does not end editing). */
export const GRID_POPUP_ATTRIBUTE = "data-grid-popup";

export interface ChoiceEditorProps {
  options: readonly ResolvedOption[];
  value: unknown;
  multiple?: boolean;
  search?: boolean;
  allowInput?: boolean;
  label: string;
  errorId?: string;
  placeholder?: string;
  setValue: (value: string) => void;
  stopEditing: (options?: { nextRow?: boolean }) => void;
  /** Options searched elsewhere (the async search): each typed text goes there, the options are shown as they come. */
  onType?: (text: string) => void;
  /** The list's notice in place of 没有查询到任何数据 (the async search's hint or loading). */
  notice?: LocalizedText | null;
  /** The value's text when its option is not among the options (the async search). */
  valueText?: string;
}

export function ChoiceEditor({ options, value, multiple = false, search = false, allowInput = false, label, errorId, placeholder, setValue, stopEditing, onType, notice: noticeOverride, valueText }: ChoiceEditorProps) {
  const { tx } = useI18n();
  const listId = useId();
  const typing = search || allowInput;
  const chosen = splitValues(value);
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed === null || onType ? options : filterOptions(options, typed);
  const [active, setActive] = useState(() => Math.max(-1, options.findIndex((o) => o.value === chosen[0])));
  const { anchorRef, popupRef } = useAnchoredPopup<HTMLSpanElement, HTMLDivElement>(
    true,
    () => undefined, // a press elsewhere: the grid moves its active cell or ends editing on mouse-up
    () => stopEditing({ nextRow: false }),
  );
  const inputRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  useEffect(() => {
    popupRef.current?.querySelector("[data-active]")?.scrollIntoView({ block: "nearest" });
  }, [active, popupRef]);

  const pick = (option: ResolvedOption) => {
    if (multiple) return setValue(toggleValue(value, option.value));
    setValue(option.value);
    stopEditing();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(active + 1, last),
      ArrowUp: () => Math.max(active - 1, 0),
      ...(typing ? {} : { Home: () => 0, End: () => last }),
    };
    const option = shown[active];
    if (e.key in moves) setActive(moves[e.key]!());
    else if (e.key === "Enter") {
      if (option && !multiple) pick(option);
      else {
        if (allowInput && !multiple && typed !== null && typed.trim()) setValue(typed.trim());
        stopEditing();
      }
    } else if (e.key === " " && multiple && !typing) {
      if (option) pick(option);
    } else if (e.key === "Tab") stopEditing({ nextRow: false });
    else return;
    // handled here: not by the page, nor by the grid's listener on the document (whose Enter would edit again)
    e.preventDefault();
    e.stopPropagation();
  };

  const text = multiple ? chosen.map((v) => options.find((o) => o.value === v)?.text ?? v).join(", ") : (options.find((o) => o.value === chosen[0])?.text ?? valueText ?? chosen[0] ?? "");
  const notice = noticeOverride !== undefined ? noticeOverride : shown.length ? null : dictSearchNotice("none");

  return (
    <span ref={anchorRef} className="qt-grid-input" style={{ display: "flex", alignItems: "center" }}>
      <input
        ref={inputRef}
        className="qt-grid-input"
        role="combobox"
        aria-label={label}
        aria-expanded
        aria-controls={listId}
        aria-autocomplete={typing ? "list" : "none"}
        aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        readOnly={!typing}
        placeholder={placeholder}
        autoComplete="off"
        value={typed ?? text}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          setActive(allowInput ? -1 : 0);
          onType?.(e.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
      />
      {createPortal(
        <div ref={popupRef} className="qt-grid-listbox" {...{ [GRID_POPUP_ATTRIBUTE]: "" }} data-testid="grid-options">
          <ul id={listId} role="listbox" aria-label={label} aria-multiselectable={multiple || undefined} style={{ margin: 0, padding: 0, listStyle: "none" }}>
            {shown.map((option, i) => {
              const selected = chosen.includes(option.value);
              return (
                <li
                  key={option.value}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={selected}
                  className="qt-grid-option"
                  data-active={i === active ? "" : undefined}
                  onMouseDown={(e) => e.preventDefault()} // the input keeps the focus
                  // a moving pointer, not a list opening under a still one (the keys' active option would move)
                  onMouseMove={() => i !== active && setActive(i)}
                  onClick={() => pick(option)}
                >
                  {multiple ? (
                    <span className="qt-grid-option-mark" aria-hidden>
                      {selected ? "☑" : "☐"}
                    </span>
                  ) : null}
                  {option.text}
                </li>
              );
            })}
          </ul>
          {notice ? <div className="qt-grid-notice">{tx(notice)}</div> : null}
        </div>,
        document.body,
      )}
    </span>
  );
}
