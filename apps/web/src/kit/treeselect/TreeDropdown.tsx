/**
 * What the tree select and the category select share: a field that opens a tree (at most 400 px
 * high, scrolling) whose children load when a node is first opened; one node picked (single) or
 * several checked (`multiple`, their keys joined with a comma). The field shows the picked nodes'
 * titles; a stored value's titles come from `titles` until the nodes are loaded. A refused read is
 * the server's message as an error toast (shell.md §8), and a refused top level shows that message
 * in the open tree's place, never an empty tree (HTTP failures: the client's own toast).
 *
 * Keyboard: the field is a combobox button (Enter / Space / ArrowDown open the tree and focus it);
 * in the tree the arrow keys move and open (nav-tree), Enter picks (single) or Space checks
 * (multiple), Escape closes and returns to the field.
 */
import { Box, chakra, CloseButton, Flex, Spinner, Text, useFieldContext } from "@chakra-ui/react";
import { joinValues, splitValues, toTreeOptions, TREE_DROPDOWN_MAX_HEIGHT, type LocalizedText, type TreeOption } from "@qt/machines";
import type { Outcome } from "@qt/sdk";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { useI18n } from "../../app/i18n";
import { notify } from "../../app/notify";
import { DropdownPanel } from "../dropdown/DropdownPanel";
import { useAnchoredPopup } from "../dropdown/useAnchoredPopup";
import type { WidgetValueProps } from "../form/as-control";
import { NavTree } from "../nav-tree/NavTree";
import { findNode } from "../nav-tree/tree-model";
import { useLazyTree } from "../nav-tree/useLazyTree";
import { useAskedLabels, type LabelResolver } from "../pickers/usePickedLabels";

export interface TreeDropdownProps extends WidgetValueProps {
  /** The top level as the server answers it (nodes in the /sys/dict/loadTreeData shape). */
  loadRoots: () => Promise<Outcome<unknown>>;
  /** A node's children, likewise. */
  loadChildren: (key: string) => Promise<Outcome<unknown>>;
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

  // the server's refusal of the top level, shown where the tree would be
  const [refusal, setRefusal] = useState<LocalizedText | null>(null);
  const level = (outcome: Outcome<unknown>, top: boolean): TreeOption[] => {
    if (top) setRefusal(outcome.ok ? null : outcome.error.text);
    if (outcome.ok) return toTreeOptions(outcome.result);
    if (outcome.error.kind === "business") notify("error", outcome.error.text);
    return [];
  };
  const tree = useLazyTree(
    async () => (error ? [] : level(await props.loadRoots(), true)),
    async (key) => level(await props.loadChildren(key), false),
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
          ) : refusal ? (
            <Text p="2" fontSize="sm" color="fg.error" role="alert" data-testid="tree-select-refused">
              {tx(refusal)}
            </Text>
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
