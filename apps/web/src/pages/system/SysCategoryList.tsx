/**
 * 分类字典 (/isystem/category): the category tree on the left (children loaded on first opening,
 * loadTreeRoot / loadTreeChildren), and on the right the selected category's children as a
 * list-kit page (searched by name and code, sorted by code). 新增 adds a child of the selected
 * category (a top-level one under 全部分类); left empty, the code is the next free one under it
 * (the server's); per row
 * 编辑, 添加下级 and 删除 (with its descendants, after a confirmation). The tree follows every change.
 */
import { Box, Button, Flex, Grid, Heading, Spinner } from "@chakra-ui/react";
import { DEFAULT_PAGE_SIZE } from "@qt/machines";
import { sysCategory } from "@qt/openapi/build";
import { plainDelete } from "@qt/sdk";
import { Plus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { confirm, notify } from "../../app/notify";
import { client } from "../../app/services";
import { ListPage } from "../../kit/list/ListPage";
import { pageState, type StoredForm } from "../../kit/list/page-state";
import { ActionLink } from "../../kit/list/DataTable";
import { RecordModal } from "../../kit/list/RecordModal";
import { l, type FormField, type ListPageDef, type Row } from "../../kit/list/types";
import { NavTree, type NavNode } from "../../kit/nav-tree/NavTree";
import { useLazyTree } from "../../kit/nav-tree/useLazyTree";
import type { PageProps } from "../registry";

const NAME = l("分类名称", "Name");
const CODE = l("分类编码", "Code");

interface TreeNodeAnswer {
  key?: string;
  title?: string;
  isLeaf?: boolean;
  leaf?: boolean | number;
}
const toNodes = (list: readonly TreeNodeAnswer[] | null | undefined): NavNode[] => (list ?? []).map((n) => ({ key: n.key ?? "", title: n.title ?? "", isLeaf: n.isLeaf ?? (n.leaf === undefined ? true : Boolean(n.leaf)) }));

/** The root's pid: the top-level categories' parent. */
const CATEGORY_ROOT = "0";

/** The form: the code optional when adding (the server gives the next free one), read-only when editing. */
function formOf(adding: boolean): FormField[] {
  return [
    { key: "name", label: NAME },
    adding ? { key: "code", label: CODE, placeholder: l("留空则自动生成（上级编码 + A01、A02 …）", "Leave empty for the next free code (parent's code + A01, A02 …)") } : { key: "code", label: CODE, readOnlyOnEdit: true },
  ];
}

/** The children of `pid` as a list page; writes go through the page's own buttons, so the tree can follow. */
function childrenPage(pid: string, key: string, rowActions: ListPageDef["rowActions"]): ListPageDef {
  return {
    resource: sysCategory,
    key,
    fixedQuery: { pid },
    columns: [
      { key: "name", title: NAME },
      { key: "code", title: CODE },
      { key: "createTime", title: l("创建时间", "Created"), width: 170 },
    ],
    search: [
      { key: "name", label: NAME },
      { key: "code", label: CODE },
    ],
    form: formOf(false),
    actions: { add: false, edit: false, delete: false, batchDelete: false, import: false },
    superQuery: false,
    detailColumns: 2,
    modalWidth: 640,
    rowActions,
  };
}

interface Editing {
  pid: string;
  form: StoredForm;
}

export default function SysCategoryList({ path }: PageProps) {
  const { t } = useI18n();
  const can = { add: useHasAuth("system:category:add"), edit: useHasAuth("system:category:edit"), remove: useHasAuth("system:category:delete") };
  const loadChildren = useCallback(async (pid: string) => {
    const outcome = await client.unwrap(client.GET("/sys/category/loadTreeChildren", { params: { query: { pid } } }));
    return outcome.ok ? toNodes(outcome.result) : [];
  }, []);
  const lazy = useLazyTree(loadRootsOf, loadChildren);
  const [selected, setSelected] = useState<{ key: string; title: string }>({ key: CATEGORY_ROOT, title: "" });
  const [expanded, setExpanded] = useState<string[]>([CATEGORY_ROOT]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [version, setVersion] = useState(0);

  // 全部分类: the top level, under a node of its own so that it can be selected like the others
  const nodes = useMemo<NavNode[] | null>(() => (lazy.nodes ? [{ key: CATEGORY_ROOT, title: t("category.all"), children: lazy.nodes }] : null), [lazy.nodes, t]);
  const changed = () => {
    void lazy.refresh();
    setVersion((v) => v + 1);
  };

  const add = (pid: string) => setEditing({ pid, form: { mode: "add", record: null, values: {} } });
  const remove = async (row: Row) => {
    if (!(await confirm({ title: t("kit.confirmDeleteTitle"), text: t("category.confirmDelete", { name: String(row.name ?? "") }) }))) return;
    const outcome = await plainDelete(client, "/sys/category/delete", { id: String(row.id) });
    if (outcome.ok) {
      notify("success", outcome.message);
      changed();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };

  const pid = selected.key;
  const listKey = `${path}/children/${pid}`;
  const def = useMemo(() => {
    // children read in code order unless the person sorted otherwise
    if (!pageState.query(listKey)) pageState.saveQuery(listKey, { search: {}, sort: { column: "code", order: "asc" }, current: 1, pageSize: DEFAULT_PAGE_SIZE, superQuery: null });
    return childrenPage(pid, listKey, (row) => (
      <>
        {can.edit ? (
          <ActionLink onClick={() => setEditing({ pid, form: { mode: "edit", record: row, values: { name: row.name ?? null, code: row.code ?? null } } })}>{t("kit.edit")}</ActionLink>
        ) : null}
        {can.add ? <ActionLink onClick={() => add(String(row.id))}>{t("category.addChild")}</ActionLink> : null}
        {can.remove ? (
          <ActionLink danger onClick={() => void remove(row)}>
            {t("kit.delete")}
          </ActionLink>
        ) : null}
      </>
    ));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pid, listKey, can.add, can.edit, can.remove, t]);

  const editDef = useMemo(() => (editing ? { ...def, fixedQuery: { pid: editing.pid }, form: formOf(editing.form.mode === "add") } : null), [def, editing]);

  return (
    <Grid templateColumns={{ base: "1fr", lg: "minmax(260px, 1fr) 2.5fr" }} gap="4" alignItems="start" data-testid="category-page">
      <Box bg="bg" p="4" rounded="md" borderWidth="1px">
        {nodes ? (
          <NavTree
            nodes={nodes}
            label={t("category.tree")}
            selectedKey={selected.key}
            onSelect={(node) => setSelected({ key: node.key, title: node.title })}
            expandedKeys={expanded}
            onExpandedChange={setExpanded}
            onLoadChildren={lazy.loadChildren}
            testId="category-tree"
          />
        ) : (
          <Spinner size="sm" />
        )}
      </Box>
      <Box minW="0">
        <Flex align="center" gap="3" mb="3" wrap="wrap">
          <Heading size="md" data-testid="category-level">
            {pid === CATEGORY_ROOT ? t("category.roots") : t("category.childrenOf", { name: selected.title })}
          </Heading>
          {can.add ? (
            <Button size="sm" colorPalette="brand" ms="auto" onClick={() => add(pid)} data-testid="category-add">
              <Plus size={14} aria-hidden /> {pid === CATEGORY_ROOT ? t("category.addRoot") : t("category.addChild")}
            </Button>
          ) : null}
        </Flex>
        <ListPage key={`${listKey}:${version}`} def={def} path={listKey} />
      </Box>
      {editing && editDef ? (
        <RecordModal
          def={editDef}
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

async function loadRootsOf(): Promise<NavNode[]> {
  const outcome = await client.unwrap(client.GET("/sys/category/loadTreeRoot", { params: { query: { async: true, pcode: CATEGORY_ROOT } } }));
  return outcome.ok ? toNodes(outcome.result) : [];
}

