/**
 * A checkbox tree after the WAI-ARIA tree pattern: nested lists (tree › treeitem + group › …, each
 * group named after and owned by its treeitem), aria-level / setsize / posinset, aria-expanded on
 * nodes with children, aria-checked true / false / mixed, one tab stop (roving
 * tabindex) and the keyboard: ↑ ↓ move, → opens or goes to the first child, ← closes or goes to
 * the parent, Home / End, Space checks, Enter runs the node's action (when it has one).
 *
 * The caller holds the state (checks and open nodes, see tree-logic.ts), so toolbars beside the
 * tree (展开全部, 全部勾选 …) are plain state changes.
 */
import { Box, chakra } from "@chakra-ui/react";
import { Check, ChevronRight, Minus } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { checkMark, expandable, halfChecked, toggleIn, visibleKeys, type CheckMark, type CheckMode, type CheckState, type TreeIndex, type TreeNode } from "./tree-logic";

export interface TreeAction<N extends TreeNode> {
  /** Whether the node offers the action (e.g. a menu with data rules). */
  available: (node: N) => boolean;
  /** The action's button name for the node (its tooltip and accessible name). */
  label: (node: N) => string;
  icon: ReactNode;
  run: (node: N) => void;
}

export interface CheckTreeProps<N extends TreeNode> {
  index: TreeIndex<N>;
  checks: CheckState;
  onChecksChange: (next: CheckState) => void;
  expanded: ReadonlySet<string>;
  onExpandedChange: (next: ReadonlySet<string>) => void;
  /** The tree's accessible name. */
  label: string;
  action?: TreeAction<N>;
  /** How a click checks (default linked; see tree-logic.ts). Lazy nodes (isLeaf false) open like parents. */
  mode?: CheckMode;
  "data-testid"?: string;
}

const ItemList = chakra("ul");
const Item = chakra("li");

export function CheckTree<N extends TreeNode>({ index, checks, onChecksChange, expanded, onExpandedChange, label, action, mode = "linked", ...rest }: CheckTreeProps<N>) {
  const idBase = useId();
  const half = useMemo(() => (mode === "linked" ? halfChecked(index, checks) : new Set<string>()), [index, checks, mode]);
  const visible = useMemo(() => visibleKeys(index, expanded), [index, expanded]);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // the tab stop: the focused node while it is visible, else the first one
  const tabStop = focusKey !== null && visible.includes(focusKey) ? focusKey : (visible[0] ?? null);
  const items = useRef(new Map<string, HTMLDivElement>());
  const moved = useRef(false);

  // keyboard moves focus the new node once it is rendered (it may just have appeared)
  useEffect(() => {
    if (!moved.current || tabStop === null) return;
    moved.current = false;
    items.current.get(tabStop)?.focus();
  }, [tabStop]);

  const moveTo = (key: string | undefined) => {
    if (key === undefined) return;
    moved.current = true;
    setFocusKey(key);
  };
  const setOpen = (key: string, open: boolean) => {
    if (expanded.has(key) === open) return;
    const next = new Set(expanded);
    if (open) next.add(key);
    else next.delete(key);
    onExpandedChange(next);
  };
  const check = (key: string) => onChecksChange(toggleIn(mode, index, checks, key));

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (tabStop === null) return;
    const key = tabStop;
    const at = visible.indexOf(key);
    const branch = expandable(index, key);
    const node = index.nodes.get(key)!;
    switch (e.key) {
      case "ArrowDown":
        moveTo(visible[at + 1]);
        break;
      case "ArrowUp":
        moveTo(visible[at - 1]);
        break;
      case "Home":
        moveTo(visible[0]);
        break;
      case "End":
        moveTo(visible.at(-1));
        break;
      case "ArrowRight":
        if (!branch) return;
        if (expanded.has(key)) moveTo(index.children.get(key)![0]);
        else setOpen(key, true);
        break;
      case "ArrowLeft":
        if (branch && expanded.has(key)) setOpen(key, false);
        else moveTo(index.parent.get(key) ?? undefined);
        break;
      case " ":
        check(key);
        break;
      case "Enter":
        if (!action?.available(node)) return;
        action.run(node);
        break;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
  };

  const renderLevel = (keys: readonly string[]): ReactNode =>
    keys.map((key, i) => {
      const node = index.nodes.get(key)!;
      const branch = expandable(index, key);
      const open = branch && expanded.has(key);
      // an opened lazy node shows its group once its children are loaded
      const kids = index.children.get(key) ?? [];
      const mark = checkMark(checks, half, key);
      const labelId = `${idBase}-label-${key}`;
      const groupId = `${idBase}-group-${key}`;
      const withAction = action?.available(node) ?? false;
      // The treeitem is the row only and owns its group (aria-owns): nested in the DOM list, its
      // children's texts would otherwise count as its visible label (axe label-content-name-mismatch).
      return (
        <Item key={key} role="none" listStyleType="none">
          <Box
            ref={(el: HTMLDivElement | null) => {
              if (el) items.current.set(key, el);
              else items.current.delete(key);
            }}
            role="treeitem"
            aria-labelledby={labelId}
            aria-checked={mark}
            aria-expanded={branch ? open : undefined}
            aria-owns={open && kids.length > 0 ? groupId : undefined}
            aria-level={(index.depth.get(key) ?? 0) + 1}
            aria-setsize={keys.length}
            aria-posinset={i + 1}
            aria-keyshortcuts={withAction ? "Enter" : undefined}
            tabIndex={key === tabStop ? 0 : -1}
            data-key={key}
            onFocus={() => setFocusKey(key)}
            display="flex"
            alignItems="center"
            gap="1.5"
            py="0.5"
            pr="2"
            pl={`${(index.depth.get(key) ?? 0) * 20 + 4}px`}
            rounded="sm"
            outline="none"
            _hover={{ bg: "bg.muted" }}
            _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" }}
            cursor="pointer"
            onClick={() => {
              setFocusKey(key);
              check(key);
            }}
          >
            <Box
              as="span"
              aria-hidden
              data-part="expander"
              display="inline-flex"
              w="4"
              h="4"
              alignItems="center"
              justifyContent="center"
              color="fg.muted"
              visibility={branch ? "visible" : "hidden"}
              transform={open ? "rotate(90deg)" : undefined}
              transition="transform 0.15s"
              onClick={(e) => {
                e.stopPropagation();
                setFocusKey(key);
                if (branch) setOpen(key, !open);
              }}
            >
              <ChevronRight size={14} />
            </Box>
            <CheckBox mark={mark} />
            <Box as="span" id={labelId} fontSize="sm" lineHeight="short">
              {node.title}
            </Box>
            {withAction && action ? (
              <chakra.button
                type="button"
                tabIndex={-1}
                aria-label={action.label(node)}
                title={action.label(node)}
                display="inline-flex"
                alignItems="center"
                color="brand.fg"
                p="0.5"
                rounded="sm"
                _hover={{ bg: "brand.subtle" }}
                onClick={(e) => {
                  e.stopPropagation();
                  setFocusKey(key);
                  action.run(node);
                }}
              >
                {action.icon}
              </chakra.button>
            ) : null}
          </Box>
          {open && kids.length > 0 ? (
            <ItemList role="group" id={groupId} aria-labelledby={labelId} m="0" p="0">
              {renderLevel(kids)}
            </ItemList>
          ) : null}
        </Item>
      );
    });

  const roots = useMemo(() => index.order.filter((k) => index.parent.get(k) === null), [index]);
  return (
    <ItemList role="tree" aria-label={label} aria-multiselectable={mode !== "single"} m="0" p="0" onKeyDown={onKeyDown} data-testid={rest["data-testid"]}>
      {renderLevel(roots)}
    </ItemList>
  );
}

/** The visual checkbox (the state is the treeitem's aria-checked). */
function CheckBox({ mark }: { mark: CheckMark }) {
  const on = mark !== false;
  return (
    <Box
      as="span"
      aria-hidden
      display="inline-flex"
      flexShrink={0}
      w="4"
      h="4"
      alignItems="center"
      justifyContent="center"
      borderWidth="1px"
      rounded="sm"
      borderColor={on ? "brand.solid" : "border.emphasized"}
      bg={on ? "brand.solid" : "bg"}
      color="brand.contrast"
    >
      {mark === true ? <Check size={12} strokeWidth={3} /> : mark === "mixed" ? <Minus size={12} strokeWidth={3} /> : null}
    </Box>
  );
}
