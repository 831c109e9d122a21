/**
 * What the tree select and the category select share: a field that opens a tree (at most 400 px
 * high, scrolling) whose children load when a node is first opened; one node picked (single) or
 * several checked (`multiple`, their keys joined with a comma). The field shows the picked nodes'
 * titles; a stored value's titles come from `titles` until the nodes are loaded.
 *
 * Keyboard: the field is a combobox button (Enter / Space / ArrowDown open the tree and focus it);
 * in the tree the arrow keys move and open (nav-tree), Enter picks (single) or Space checks
 * (multiple), Escape closes and returns to the field.
 */
import { Box, chakra, CloseButton, Flex, Spinner, Text, useFieldContext } from "@chakra-ui/react";
import { joinValues, splitValues, TREE_DROPDOWN_MAX_HEIGHT, type LocalizedText, type TreeOption } from "@qt/machines";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { useI18n } from "../../app/i18n";
import { DropdownPanel } from "../dropdown/DropdownPanel";
import { useAnchoredPopup } from "../dropdown/useAnchoredPopup";
import type { WidgetValueProps } from "../form/as-control";
import { NavTree } from "../nav-tree/NavTree";
import { findNode } from "../nav-tree/tree-model";
import { useLazyTree } from "../nav-tree/useLazyTree";
import { useAskedLabels, type LabelResolver } from "../pickers/usePickedLabels";

export interface TreeDropdownProps extends WidgetValueProps {
  loadRoots: () => Promise<TreeOption[]>;
  loadChildren: (key: string) => Promise<TreeOption[]>;
  /** Titles of stored keys. */
  titles: LabelResolver;
  multiple?: boolean;
  placeholder?: string;
  /** A configuration error: shown instead of the tree, nothing is loaded. */
  error?: LocalizedText | null;
  /** The field's accessible name outside a Field.Root (also the tree's). */
  "aria-label"?: string;
  testId?: string;
}

const Button = chakra("button");

export function TreeDropdown(props: TreeDropdownProps) {
  const { value, onChange, readOnly, multiple = false, placeholder, error, name, testId } = props;
  const { t, tx } = useI18n();
  const field = useFieldContext();
  const ownId = useId();
  const buttonId = field?.ids.control ?? ownId;
  const treeId = `${buttonId}-tree`;
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const keys = splitValues(value);
  const stored = joinValues(keys);

  const tree = useLazyTree(
    () => (error ? Promise.resolve([]) : props.loadRoots()),
    (key) => props.loadChildren(key),
  );
  const nodes = tree.nodes ?? [];

  // titles of stored keys not among the loaded nodes (a value set before the tree was opened)
  const looked = useAskedLabels(keys.filter((k) => !findNode(nodes, k)), props.titles, !error).labels;
  const titles = keys.map((k) => findNode(nodes, k)?.title ?? looked.get(k) ?? "");
  const shown = titles.every((x) => x) ? titles.join(", ") : "";

  const closeToField = () => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  };
  const { anchorRef, popupRef } = useAnchoredPopup<HTMLDivElement, HTMLDivElement>(open, () => setOpen(false), closeToField);
  // on opening, the tree takes the focus (its selected or first item)
  const ready = tree.nodes !== null;
  useEffect(() => {
    if (!open || !ready) return;
    const item = popupRef.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]');
    (item ?? popupRef.current)?.focus();
  }, [open, ready, popupRef]);

  const onFieldKey = (e: KeyboardEvent) => {
    if (!open && (e.key === "ArrowDown" || e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      setOpen(true);
    }
  };
  const checkedKeys = useMemo(() => (multiple ? splitValues(stored) : []), [multiple, stored]);

  return (
    <Box w="full" data-testid={testId}>
      <input type="hidden" name={name} value={stored} />
      <Flex ref={anchorRef} align="center" borderWidth="1px" rounded="l2" minH="10" ps="3" pe="1" gap="1" bg={readOnly ? "bg.muted" : undefined} _focusWithin={{ outline: "2px solid", outlineColor: "brand.focusRing" }}>
        <Button
          type="button"
          id={buttonId}
          role="combobox"
          aria-haspopup="tree"
          aria-expanded={open}
          aria-controls={open && nodes.length ? treeId : undefined}
          aria-label={props["aria-label"]}
          disabled={readOnly || !!error}
          onClick={() => setOpen((o) => !o)}
          onKeyDown={onFieldKey}
          flex="1"
          minW="0"
          textAlign="start"
          outline="none"
          truncate
          color={shown ? undefined : "fg.muted"}
          data-testid="tree-select-field"
        >
          {shown || (keys.length ? "…" : (placeholder ?? t("kit.choose")))}
        </Button>
        {stored && !readOnly ? <CloseButton size="xs" aria-label={t("kit.clear")} onClick={() => onChange("")} data-testid="tree-select-clear" /> : null}
        <ChevronDown size={14} aria-hidden />
      </Flex>
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1" data-testid="tree-select-error">
          {tx(error)}
        </Text>
      ) : null}
      {open ? (
        <DropdownPanel
          ref={popupRef}
          p="1"
          maxH={`${TREE_DROPDOWN_MAX_HEIGHT}px`}
          tabIndex={-1}
          outline="none"
          onBlur={(e) => {
            const to = e.relatedTarget as Node | null;
            if (to && !popupRef.current?.contains(to) && !anchorRef.current?.contains(to)) setOpen(false);
          }}
          data-testid="tree-select-popup"
        >
          {tree.nodes === null ? (
            <Flex gap="2" align="center" p="2" fontSize="sm" color="fg.muted" role="status">
              <Spinner size="xs" /> {t("kit.loading")}
            </Flex>
          ) : nodes.length === 0 ? (
            <Text p="2" fontSize="sm" color="fg.muted" role="status">
              {t("kit.empty")}
            </Text>
          ) : (
            <NavTree
                id={treeId}
                nodes={nodes}
                label={props["aria-label"] ?? t("kit.choose")}
                labelledBy={props["aria-label"] ? undefined : field?.ids.label}
                selectedKey={multiple ? null : (keys[0] ?? null)}
                onSelect={(node) => {
                  if (multiple) {
                    onChange(joinValues(keys.includes(node.key) ? keys.filter((k) => k !== node.key) : [...keys, node.key]));
                    return;
                  }
                  onChange(node.key);
                  closeToField();
                }}
                expandedKeys={expanded}
                onExpandedChange={setExpanded}
                onLoadChildren={tree.loadChildren}
                checkable={multiple}
                checkedKeys={checkedKeys}
                onCheckedChange={(k) => onChange(joinValues(k))}
                testId="tree-select-tree"
              />
          )}
        </DropdownPanel>
      ) : null}
    </Box>
  );
}
