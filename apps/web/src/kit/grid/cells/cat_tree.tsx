/**
 * The category select column (widgets.md §3 category select, §5, §7; type cat_tree): the kit's
 * CategorySelect in a panel under the cell — its tree opens at once, Enter or a click picks (and
 * ends editing; several are checked with `multi`), Escape closes the tree, then the panel. Settings
 * in the column's props: pcode (default '0'), async (default true), condition. The cell shows the
 * categories' names (GET /sys/category/loadDictItem/{ids}); a condition that is no JSON object
 * string shows 组件JTreeSelect-condition传值有误，需要一个json字符串! and cannot be edited.
 */
import { checkTreeCondition } from "@qt/machines";
import { useLayoutEffect, useRef } from "react";
import { useI18n } from "../../../app/i18n";
import { usePickedLabels, type LabelResolver } from "../../pickers/usePickedLabels";
import { CategorySelect } from "../../treeselect/CategorySelect";
import type { GridCellProps, GridCellType } from "../types";
import { CellPopup } from "./CellPopup";
import { CellText } from "./CellText";

const categoryNames: LabelResolver = {
  id: "category-names",
  load: async (api, keys, signal) => {
    const outcome = await api.categories.names(keys, signal);
    if (!outcome.ok) return outcome;
    const names: readonly unknown[] = Array.isArray(outcome.result) ? outcome.result : [];
    return { ...outcome, result: new Map(keys.map((k, i) => [k, typeof names[i] === "string" && names[i] ? (names[i] as string) : k] as const)) };
  },
};

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

function CategoryEditor({ value, column, label, setValue, stopEditing }: GridCellProps) {
  const props = column.props ?? {};
  const multiple = column.multi ?? props.multiple === true;
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // the tree at once: the field's button opens it, and the tree takes the focus
    const field = box.current?.querySelector<HTMLButtonElement>('[data-testid="tree-select-field"]');
    field?.focus();
    field?.click();
  }, []);
  return (
    <CellPopup label={label} onEscape={() => stopEditing({ nextRow: false })} minWidth={220} testId="grid-category-popup">
      <div ref={box}>
        <CategorySelect
          aria-label={label}
          value={value}
          pcode={str(props.pcode)}
          async={props.async !== false}
          condition={str(props.condition)}
          multiple={multiple}
          onChange={(v) => {
            setValue(v);
            if (!multiple) stopEditing({ nextRow: false });
          }}
        />
      </div>
    </CellPopup>
  );
}

function CategoryCell(props: GridCellProps) {
  const { tx } = useI18n();
  const picked = usePickedLabels(props.value, categoryNames);
  const error = checkTreeCondition(str(props.column.props?.condition));
  if (error) {
    return (
      <span className="qt-grid-text qt-grid-error-text" title={tx(error)} data-testid="grid-category-error">
        {tx(error)}
      </span>
    );
  }
  return (
    <>
      <CellText text={picked.labels.join(",")} placeholder={props.placeholder} />
      {props.editing ? <CategoryEditor {...props} /> : null}
    </>
  );
}

export const cat_tree: GridCellType = { Cell: CategoryCell, ownKeys: true };
