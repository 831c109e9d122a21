/**
 * A tree resource's list screen (分类字典, 作品分类): the tree on the left (roots, then each node's
 * children loaded on its first opening), and on the right the selected node's children as a
 * list-kit page read through the resource's rootList (`tree` of ListPageDef: a search shows the
 * matches at any depth, flat). 新增 adds a child of the selected node (a root under 全部分类); per
 * row 编辑, 添加下级 and 删除 (after a confirmation). Writes go through this page, not the list's own
 * buttons, so that the tree follows every change and a parent that got a child opens.
 */
import { Box, Button, Flex, Grid, Heading, Spinner } from "@chakra-ui/react";
import type { Outcome } from "@qt/sdk";
import { DEFAULT_PAGE_SIZE, TREE_ROOT_PID as TREE_ROOT, treeParentField, type Sort } from "@qt/machines";
import { Plus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n, type TextId } from "../../app/i18n";
import { confirm, notify } from "../../app/notify";
import { useApi } from "../../app/ServicesContext";
import { NavTree, type NavNode } from "../nav-tree/NavTree";
import { useLazyTree } from "../nav-tree/useLazyTree";
import { ActionLink } from "./DataTable";
import { ListPage } from "./ListPage";
import { pageState, type StoredForm } from "./page-state";
import { RecordModal } from "./RecordModal";
import type { FormField, ListPageDef, Row } from "./types";

export interface TreeListDef {
  /** One level's list (columns, search, form); the kit sets `tree`, `key` and the actions. */
  page: ListPageDef;
  /** The form when adding and when editing (default the page's, without the parent field when adding: the node is the parent). */
  form?: (adding: boolean) => readonly FormField[];
  /** Each level's order until the person sorts otherwise (default the resource's). */
  sort?: Sort;
  /** The tree's nodes (default the resource's rootList and childList, each row named by `titleField`). */
  loadRoots?: () => Promise<NavNode[]>;
  loadChildren?: (pid: string) => Promise<NavNode[]>;
  /** The row field naming a node (default `name`). */
  titleField?: string;
  /** The delete confirmation, given `{name}` (default 确定删除吗?). */
  confirmDelete?: TextId;
  /** The tree's texts (default a category tree's: 分类树, 全部分类, 根分类 …). */
  texts?: Partial<Record<TreeText, TextId>>;
  /** Deletes a record (default the resource's `<base>/delete`). */
  remove?: (id: string) => Promise<Outcome<unknown>>;
  /** What the person may do (default the resource's add, edit and delete codes). */
  can?: { add: boolean; edit: boolean; remove: boolean };
}

type TreeText = "tree" | "all" | "roots" | "childrenOf" | "addRoot";

/** The resource's tree calls answer rows: a node per row, a leaf unless it says it has children. */
function nodesOf(def: TreeListDef, rows: readonly Row[] | undefined): NavNode[] {
  const title = def.titleField ?? "name";
  const hasChild = def.page.resource.tree?.hasChildField ?? "hasChild";
  return (rows ?? []).map((row) => ({ key: String(row.id), title: String(row[title] ?? ""), isLeaf: String(row[hasChild] ?? "0") !== "1" }));
}

/** The tree's loaders: the page's own, else the resource's rootList (every root) and childList. */
function useTreeLoaders(def: TreeListDef) {
  const { lists } = useApi();
  const { resource } = def.page;
  const loadRoots = useCallback(async () => {
    if (def.loadRoots) return def.loadRoots();
    const outcome = await lists.treeRoots(resource.base, treeParentField(resource), TREE_ROOT);
    return outcome.ok ? nodesOf(def, outcome.result.records) : [];
  }, [def, resource, lists]);
  const loadChildren = useCallback(
    async (pid: string) => {
      if (def.loadChildren) return def.loadChildren(pid);
      const outcome = await lists.treeChildren(resource.base, pid);
      return outcome.ok ? nodesOf(def, outcome.result.records) : [];
    },
    [def, resource, lists],
  );
  return useLazyTree(loadRoots, loadChildren);
}

interface Editing {
  pid: string;
  form: StoredForm;
}

export function TreeListPage({ def, path }: { def: TreeListDef; path: string }) {
  const { t } = useI18n();
  const resource = def.page.resource;
  const { lists } = useApi();
  const pidField = treeParentField(resource);
  const granted = { add: useHasAuth(`${resource.permission}:add`), edit: useHasAuth(`${resource.permission}:edit`), remove: useHasAuth(`${resource.permission}:delete`) };
  const can = def.can ?? granted;
  const texts = def.texts;
  const text = useCallback((id: TreeText): TextId => texts?.[id] ?? `treeList.${id}`, [texts]);
  const lazy = useTreeLoaders(def);
  const [selected, setSelected] = useState<{ key: string; title: string }>({ key: TREE_ROOT, title: "" });
  const [expanded, setExpanded] = useState<string[]>([TREE_ROOT]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [version, setVersion] = useState(0);

  // 全部分类: the top level, under a node of its own so that it can be selected like the others
  const nodes = useMemo<NavNode[] | null>(() => (lazy.nodes ? [{ key: TREE_ROOT, title: t(text("all")), children: lazy.nodes }] : null), [lazy.nodes, t, text]);
  const changed = () => {
    void lazy.refresh();
    setVersion((v) => v + 1);
  };
  const formOf = (adding: boolean): readonly FormField[] => def.form?.(adding) ?? (adding ? def.page.form.filter((f) => f.key !== pidField) : def.page.form);

  const add = (pid: string) => setEditing({ pid, form: { mode: "add", record: null, values: {} } });
  const edit = (row: Row) => {
    const values: Record<string, unknown> = {};
    for (const field of formOf(false)) values[field.key] = row[field.key] ?? null;
    setEditing({ pid: String(row[pidField] ?? TREE_ROOT), form: { mode: "edit", record: row, values } });
  };
  const remove = async (row: Row) => {
    const name = String(row[def.titleField ?? "name"] ?? "");
    if (!(await confirm({ title: t("kit.confirmDeleteTitle"), text: t(def.confirmDelete ?? "kit.confirmDelete", { name }) }))) return;
    const outcome = await (def.remove ? def.remove(String(row.id)) : lists.remove(resource.base, String(row.id)));
    if (outcome.ok) {
      notify("success", outcome.message);
      changed();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };

  const pid = selected.key;
  // while a search is set, the list holds matches from every level: the heading says so, not the node's name
  const [flat, setFlat] = useState(false);
  const listKey = `${path}/children/${pid}`;
  const page = useMemo<ListPageDef>(() => {
    if (def.sort && !pageState.query(listKey)) pageState.saveQuery(listKey, { search: {}, sort: def.sort, current: 1, pageSize: DEFAULT_PAGE_SIZE, superQuery: null });
    return {
      ...def.page,
      key: listKey,
      tree: { parent: pid, onFlatChange: setFlat },
      actions: { ...def.page.actions, add: false, edit: false, delete: false, batchDelete: false, import: false },
      rowActions: (row) => (
        <>
          {can.edit ? <ActionLink onClick={() => edit(row)}>{t("kit.edit")}</ActionLink> : null}
          {can.add ? <ActionLink onClick={() => add(String(row.id))}>{t("treeList.addChild")}</ActionLink> : null}
          {can.remove ? (
            <ActionLink danger onClick={() => void remove(row)}>
              {t("kit.delete")}
            </ActionLink>
          ) : null}
        </>
      ),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def, pid, listKey, can.add, can.edit, can.remove, t]);

  // the record's parent goes with it (a new record's: the node it was added under)
  const editPage = useMemo(() => (editing ? { ...page, fixedQuery: { ...page.fixedQuery, [pidField]: editing.pid }, form: formOf(editing.form.mode === "add") } : null), [page, editing]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Grid templateColumns={{ base: "1fr", lg: "minmax(260px, 1fr) 2.5fr" }} gap="4" alignItems="start" data-testid="tree-list-page">
      <Box bg="bg" p="4" rounded="md" borderWidth="1px">
        {nodes ? (
          <NavTree
            nodes={nodes}
            label={t(text("tree"))}
            selectedKey={selected.key}
            onSelect={(node) => setSelected({ key: node.key, title: node.title })}
            expandedKeys={expanded}
            onExpandedChange={setExpanded}
            onLoadChildren={lazy.loadChildren}
            testId="tree-list-tree"
          />
        ) : (
          <Spinner size="sm" />
        )}
      </Box>
      <Box minW="0">
        <Flex align="center" gap="3" mb="3" wrap="wrap">
          <Heading size="md" data-testid="tree-list-level">
            {flat ? t("treeList.searchResults") : pid === TREE_ROOT ? t(text("roots")) : t(text("childrenOf"), { name: selected.title })}
          </Heading>
          {can.add ? (
            <Button size="sm" colorPalette="brand" ms="auto" onClick={() => add(pid)} data-testid="tree-list-add">
              <Plus size={14} aria-hidden /> {pid === TREE_ROOT ? t(text("addRoot")) : t("treeList.addChild")}
            </Button>
          ) : null}
        </Flex>
        <ListPage key={`${listKey}:${version}`} def={page} path={listKey} />
      </Box>
      {editing && editPage ? (
        <RecordModal
          def={editPage}
          pageKey={`${path}/form`}
          form={editing.form}
          onClose={() => setEditing(null)}
          onSaved={() => {
            // a new child: its parent opens to show it
            if (editing.form.mode === "add") setExpanded((e) => [...new Set([...e, editing.pid])]);
            setEditing(null);
            changed();
          }}
        />
      ) : null}
    </Grid>
  );
}
