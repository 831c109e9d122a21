/**
 * The input_pop column (widgets.md §3, §9 "Input popover": 200 high, at least 150 wide): a text
 * cell edited in a larger box under it — a textarea that takes the text selected, so a first
 * keystroke replaces it. Enter commits (and goes to the cell below), Shift+Enter breaks the
 * line, Tab commits, Escape drops the edit; a mouse-up outside commits. The text is the
 * model's draft, validated as typed, like the input cell's.
 */
import { textOfValue } from "@qt/machines";
import { useI18n } from "../../../app/i18n";
import type { GridCellProps, GridCellType } from "../types";
import { CellPopup } from "./CellPopup";
import { CellText } from "./CellText";
import { useDraftEditor } from "./TextEditor";
import { CELL_TEXTS } from "./texts";

export const INPUT_POP_HEIGHT = 200;
export const INPUT_POP_WIDTH = 150;

function TextareaEditor({ value, label, errorId, placeholder, edit, stopEditing }: GridCellProps) {
  const { tx } = useI18n();
  const initial = textOfValue(value);
  const { ref, change, escape } = useDraftEditor<HTMLTextAreaElement>(initial, edit);
  const cancel = () => {
    escape();
    stopEditing({ nextRow: false });
  };
  return (
    <CellPopup label={label} onEscape={cancel} minWidth={INPUT_POP_WIDTH} testId="grid-input-pop">
      <textarea
        ref={ref}
        className="qt-grid-textarea"
        style={{ height: INPUT_POP_HEIGHT }}
        aria-label={label}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        placeholder={placeholder}
        title={tx(CELL_TEXTS.textareaHint)}
        defaultValue={initial}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            stopEditing();
          } else if (e.key === "Tab") {
            e.preventDefault();
            stopEditing({ nextRow: false });
          }
        }}
        onChange={(e) => change(e.currentTarget)}
      />
    </CellPopup>
  );
}

function InputPopCell(props: GridCellProps) {
  if (props.editing) return <TextareaEditor {...props} />;
  return <CellText text={textOfValue(props.value)} placeholder={props.placeholder} />;
}

export const input_pop: GridCellType = { Cell: InputPopCell, ownKeys: true };
