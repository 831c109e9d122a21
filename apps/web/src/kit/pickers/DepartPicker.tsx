/**
 * 选择部门 (widgets.md §2, 500 wide): the department tree, loaded level by level, with check
 * boxes — one department, or several with 父子关联 switching between linked parent-child checking
 * and unlinked (§4). The field stores department ids (comma-joined) and shows their names.
 */
import { Box, Spinner, Switch } from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "../../app/i18n";
import { CheckTree } from "../tree/CheckTree";
import { conduct, indexTree, unloaded, type CheckState } from "../tree/tree-logic";
import { PickerField, type PickerFieldProps } from "./PickerField";
import { OWN_IDS, type Picked } from "./TablePickerDialog";
import { FormDialog } from "../overlay/FormDialog";
import { PICKER_TEXTS } from "./texts";
import { departNames, useDepartTree } from "./useDepartTree";

export const DEPART_PICKER_WIDTH = 500;

export interface DepartPickerDialogProps {
  multi: boolean;
  /** Start with linked checking (multi only; default unlinked). */
  linked?: boolean;
  initial: readonly Picked<unknown>[];
  onOk: (picked: Picked<unknown>[]) => void;
  onClose: () => void;
}

export function DepartPickerDialog({ multi, linked: startLinked = false, initial, onOk, onClose }: DepartPickerDialogProps) {
  const { t, tx } = useI18n();
  const tree = useDepartTree();
  const index = useMemo(() => indexTree(tree.nodes ?? []), [tree.nodes]);
  const [linked, setLinked] = useState(multi && startLinked);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [checks, setChecks] = useState<CheckState>({ checked: new Set(initial.map((p) => p.key)), pinned: new Set() });
  const mode = !multi ? "single" : linked ? "linked" : "unlinked";

  // opening a department loads its children once
  const requested = useRef(new Set<string>());
  const { loadChildren } = tree;
  useEffect(() => {
    for (const key of expanded) {
      if (!unloaded(index, key) || requested.current.has(key)) continue;
      requested.current.add(key);
      void loadChildren(index.nodes.get(key)!);
    }
  }, [expanded, index, loadChildren]);
  // linked: children that arrive under a checked department come in checked
  useEffect(() => {
    if (mode !== "linked") return;
    setChecks((current) => {
      const next = conduct(index, current.checked);
      return next.checked.size === current.checked.size ? current : next;
    });
  }, [index, mode]);

  const ok = () => {
    const names = new Map(initial.map((p) => [p.key, p.label]));
    // tree order for what is loaded, then stored ids not loaded yet
    const keys = [...index.order.filter((k) => checks.checked.has(k)), ...[...checks.checked].filter((k) => !index.nodes.has(k))];
    onOk(keys.map((key) => ({ key, label: index.nodes.get(key)?.title ?? names.get(key) ?? key })));
  };

  return (
    <FormDialog title={tx(PICKER_TEXTS.departTitle)} width={DEPART_PICKER_WIDTH} onClose={onClose} onSubmit={ok} testId="depart-picker">
      {multi ? (
        <Switch.Root size="sm" mb="3" colorPalette="brand" ids={OWN_IDS} checked={linked} onCheckedChange={(e) => setLinked(e.checked)} data-testid="depart-picker-linked">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{tx(PICKER_TEXTS.linked)}</Switch.Label>
        </Switch.Root>
      ) : null}
      {/* Enter in the tree confirms, as in the dialog's other fields */}
      <Box borderWidth="1px" rounded="md" p="2" maxH="420px" overflowY="auto" onKeyDown={(e) => e.key === "Enter" && !e.defaultPrevented && (e.preventDefault(), ok())}>
        {tree.nodes === null ? (
          <Spinner size="sm" aria-label={t("kit.loading")} />
        ) : (
          <CheckTree
            index={index}
            checks={checks}
            onChecksChange={setChecks}
            expanded={expanded}
            onExpandedChange={setExpanded}
            label={tx(PICKER_TEXTS.departTree)}
            mode={mode}
            data-testid="depart-picker-tree"
          />
        )}
      </Box>
    </FormDialog>
  );
}

export interface DepartPickerProps extends PickerFieldProps {
  /** Several departments (default one). */
  multi?: boolean;
  /** Start the dialog with linked checking (multi only). */
  linked?: boolean;
}

/** The field: department ids comma-joined, names shown; usable as a list-kit form or search control. */
export function DepartPicker({ multi = false, linked, ...field }: DepartPickerProps) {
  const { tx } = useI18n();
  return <PickerField field={field} title={tx(PICKER_TEXTS.departTitle)} resolve={departNames} testId="depart-picker" dialog={(hooks) => <DepartPickerDialog multi={multi} linked={linked} {...hooks} />} />;
}
