/**
 * A navigation tree: one node selected at a time (what the page beside it shows), optional check
 * boxes (what a batch action takes), children loaded on first opening where the API is lazy. The
 * WAI-ARIA tree pattern: role tree / treeitem, aria-expanded, aria-selected, aria-level,
 * one tab stop (roving tabindex), arrow keys, Home / End, Enter and Space (tree-model.ts).
 * Opening is the page's state (expandedKeys), so a page can open a node it just added to.
 */
import { Box, chakra, Flex, Spinner, Text } from "@chakra-ui/react";
import { ChevronDown, ChevronRight } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { expandable, keyAction, visibleItems, type NavNode, type VisibleItem } from "./tree-model";

export type { NavNode } from "./tree-model";

export interface NavTreeProps {
  nodes: readonly NavNode[];
  /** The tree's accessible name. */
  label: string;
  /** The id of an element naming the tree instead (a field's label). */
  labelledBy?: string;
  /** The tree element's id (a combobox's aria-controls). */
  id?: string;
  selectedKey: string | null;
  onSelect: (node: NavNode) => void;
  expandedKeys: readonly string[];
  onExpandedChange: (keys: string[]) => void;
  /** Loads a lazy node's children (called on opening a node whose children are absent). */
  onLoadChildren?: (node: NavNode) => Promise<void>;
  /** Check boxes for a batch action. */
  checkable?: boolean;
  checkedKeys?: readonly string[];
  onCheckedChange?: (keys: string[]) => void;
  /** The text of a node (default its title). */
  renderTitle?: (node: NavNode) => ReactNode;
  testId?: string;
}

const Ul = chakra("ul");
const Li = chakra("li");

export function NavTree(props: NavTreeProps) {
  const { nodes, label, selectedKey, expandedKeys, onExpandedChange, onLoadChildren, checkable = false, checkedKeys = [], testId } = props;
  const expanded = useMemo(() => new Set(expandedKeys), [expandedKeys]);
  const items = useMemo(() => visibleItems(nodes, expanded), [nodes, expanded]);
  const [focused, setFocused] = useState<string | null>(null);
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const elements = useRef(new Map<string, HTMLLIElement>());

  // the one tab stop: the focused item, else the selected one, else the first
  const visible = (key: string | null) => key !== null && items.some((i) => i.node.key === key);
  const tabStop = visible(focused) ? focused : visible(selectedKey) ? selectedKey : (items[0]?.node.key ?? null);

  const focus = (key: string) => {
    setFocused(key);
    elements.current.get(key)?.focus();
  };
  const setOpen = (node: NavNode, open: boolean) => {
    if (open !== expanded.has(node.key)) onExpandedChange(open ? [...expandedKeys, node.key] : expandedKeys.filter((k) => k !== node.key));
  };
  // open nodes whose children are not loaded yet (opened by a person, or by the page) load them
  const requested = useRef(new Set<string>());
  useEffect(() => {
    if (!onLoadChildren) return;
    for (const { node } of items) {
      if (!expanded.has(node.key) || node.children || node.isLeaf !== false || requested.current.has(node.key)) continue;
      requested.current.add(node.key);
      setLoading((s) => new Set(s).add(node.key));
      void onLoadChildren(node).finally(() => {
        requested.current.delete(node.key);
        setLoading((s) => {
          const next = new Set(s);
          next.delete(node.key);
          return next;
        });
      });
    }
  }, [items, expanded, onLoadChildren]);
  const toggleCheck = (key: string) => {
    const on = !checkedKeys.includes(key);
    props.onCheckedChange?.(on ? [...checkedKeys, key] : checkedKeys.filter((k) => k !== key));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!tabStop) return;
    const action = keyAction(items, tabStop, e.key, expanded, checkable);
    if (!action) return;
    e.preventDefault();
    const item = items.find((i) => i.node.key === action.key);
    if (action.type === "focus") focus(action.key);
    else if (item && (action.type === "expand" || action.type === "collapse")) setOpen(item.node, action.type === "expand");
    else if (item && action.type === "select") props.onSelect(item.node);
    else if (action.type === "check") toggleCheck(action.key);
  };

  const renderItem = (item: VisibleItem): ReactNode => {
    const { node, level } = item;
    const canOpen = expandable(node);
    const open = canOpen && expanded.has(node.key);
    const selected = node.key === selectedKey;
    const busy = loading.has(node.key);
    return (
      <Li
        key={node.key}
        role="treeitem"
        aria-level={level}
        aria-posinset={item.position}
        aria-setsize={item.siblings}
        aria-expanded={canOpen ? open : undefined}
        aria-selected={selected}
        aria-checked={checkable ? checkedKeys.includes(node.key) : undefined}
        aria-busy={busy || undefined}
        tabIndex={node.key === tabStop ? 0 : -1}
        data-key={node.key}
        ref={(el: HTMLLIElement | null) => {
          if (el) elements.current.set(node.key, el);
          else elements.current.delete(node.key);
        }}
        onFocus={() => setFocused(node.key)}
        listStyleType="none"
        outline="none"
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px", rounded: "sm" }}
      >
        <Flex
          data-row
          align="center"
          gap="1"
          minH="8"
          pe="2"
          ps={`${(level - 1) * 18 + 4}px`}
          rounded="sm"
          cursor="pointer"
          bg={selected ? "brand.subtle" : undefined}
          color={selected ? "brand.fg" : undefined}
          _hover={{ bg: selected ? "brand.subtle" : "bg.muted" }}
          onClick={() => {
            setFocused(node.key);
            props.onSelect(node);
          }}
        >
          <Box
            as="span"
            aria-hidden
            display="inline-flex"
            w="4"
            flexShrink={0}
            onClick={(e) => {
              if (!canOpen) return;
              e.stopPropagation();
              setOpen(node, !open);
            }}
            data-testid="tree-toggle"
          >
            {busy ? <Spinner size="xs" /> : canOpen ? open ? <ChevronDown size={14} /> : <ChevronRight size={14} /> : null}
          </Box>
          {checkable ? (
            <input
              type="checkbox"
              tabIndex={-1}
              aria-hidden
              checked={checkedKeys.includes(node.key)}
              onChange={() => toggleCheck(node.key)}
              onClick={(e) => e.stopPropagation()}
              data-testid="tree-check"
            />
          ) : null}
          <Text as="span" fontSize="sm" truncate fontWeight={selected ? "semibold" : undefined}>
            {props.renderTitle ? props.renderTitle(node) : node.title}
          </Text>
        </Flex>
      </Li>
    );
  };

  // flat, with aria-level / posinset / setsize (the tree pattern allows it): a nested group would
  // make each item's text, and so its name, hold its descendants' too
  return (
    <Ul role="tree" id={props.id} aria-label={props.labelledBy ? undefined : label} aria-labelledby={props.labelledBy} m="0" p="0" onKeyDown={onKeyDown} data-testid={testId}>
      {items.map(renderItem)}
    </Ul>
  );
}
