/**
 * 部门管理 (/isystem/depart): the department tree on the left (search by name, 添加一级部门,
 * 添加下级, 删除 of the checked departments or else the selected one, with their sub-departments,
 * after a confirmation); on the right the selected department's 基本信息 (form, org code read-only),
 * 部门角色 (a list-kit page) and 用户 (its users, add existing / remove).
 */
import { Box, Button, Flex, Grid, Heading, Input, Spinner, Tabs, Text } from "@chakra-ui/react";
import { PERMISSIONS } from "@qt/openapi";
import { Plus, Search, Trash2, X } from "lucide-react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { confirm, notify } from "../../app/notify";
import { useApi } from "../../app/ServicesContext";
import { NO_MATCH, type DepartRecord, type DepartTree } from "../../data/system/departs";
import { useLoad } from "../../data/query";
import { RecordModal } from "../../kit/list/RecordModal";
import { l, type FormField } from "../../kit/list/types";
import { NavTree } from "../../kit/nav-tree/NavTree";
import type { PageProps } from "../registry";
import { DepartBasicForm } from "./components/DepartBasicForm";
import { departAddPage } from "./components/depart-form";
import { DepartRoles } from "./components/DepartRoles";
import { DepartUsers } from "./components/DepartUsers";

type Tab = "basic" | "roles" | "users";

const PARENT = l("上级部门", "Parent department");

export default function DepartList({ path }: PageProps) {
  const { t } = useI18n();
  const { departs } = useApi().system;
  const can = {
    add: useHasAuth(PERMISSIONS.system.depart.add),
    remove: useHasAuth(PERMISSIONS.system.depart.delete),
    roles: useHasAuth(PERMISSIONS.system.depart.role.list),
    users: useHasAuth(PERMISSIONS.system.depart.list),
  };
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState("");
  const [tree, setTree] = useState<DepartTree | typeof NO_MATCH | null>(null);
  const [selected, setSelected] = useState<DepartRecord | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [adding, setAdding] = useState<{ parentId: string | null } | null>(null);
  const [tab, setTab] = useState<Tab>("basic");

  // a failed read keeps what is shown (the client showed why)
  const { data: loaded, refresh: reload } = useLoad(["system", "departs", "tree", keyword], (api, signal) => api.system.departs.tree(keyword, signal));
  useEffect(() => {
    if (!loaded) return;
    setTree(loaded);
    if (loaded === NO_MATCH) return;
    // first load: the top level open
    setExpanded((e) => e ?? loaded.nodes.map((n) => n.key));
    setChecked((c) => c.filter((k) => loaded.records.has(k)));
    // the selected department as just read; gone from the whole tree means deleted
    setSelected((s) => (s ? (loaded.records.get(s.id) ?? (keyword ? s : null)) : s));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each read; the keyword is the read's
  }, [loaded]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(typed.trim());
  };
  const clearSearch = () => {
    setTyped("");
    setKeyword("");
  };

  const addChild = () => {
    if (!selected) notify("warning", t("depart.chooseFirst"));
    else setAdding({ parentId: selected.id });
  };
  const remove = async () => {
    const ids = checked.length ? checked : selected ? [selected.id] : [];
    if (!ids.length) return notify("warning", t("depart.chooseFirst"));
    if (!(await confirm({ title: t("kit.confirmDeleteTitle"), text: t("depart.confirmDelete", { n: ids.length }) }))) return;
    const outcome = await departs.remove(ids);
    if (outcome.ok) {
      notify("success", outcome.message);
      setChecked([]);
      if (selected && ids.includes(selected.id)) setSelected(null);
      reload();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };

  const parentName = adding?.parentId && tree && tree !== NO_MATCH ? (tree.records.get(adding.parentId)?.departName ?? null) : null;
  const addDef = useMemo(() => {
    if (!adding) return null;
    const def = departAddPage(adding.parentId);
    // the parent, shown (not a field of the department: it goes as the fixed parentId)
    const parent: FormField = { key: "parentName", label: PARENT, control: () => <Text py="2" data-testid="depart-parent-name">{parentName}</Text> };
    return parentName ? { ...def, form: [parent, ...def.form] } : def;
  }, [adding, parentName]);

  return (
    <Grid templateColumns={{ base: "1fr", lg: "minmax(280px, 1fr) 2fr" }} gap="4" alignItems="start" data-testid="depart-page">
      <Box bg="bg" p="4" rounded="md" borderWidth="1px">
        <Flex gap="2" wrap="wrap" mb="3" role="toolbar" aria-label={t("kit.toolbar")}>
          {can.add ? (
            <>
              <Button size="sm" colorPalette="brand" onClick={() => setAdding({ parentId: null })} data-testid="depart-add-top">
                <Plus size={14} aria-hidden /> {t("depart.addTop")}
              </Button>
              <Button size="sm" variant="outline" onClick={addChild} data-testid="depart-add-child">
                <Plus size={14} aria-hidden /> {t("depart.addChild")}
              </Button>
            </>
          ) : null}
          {can.remove ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove()} data-testid="depart-delete">
              <Trash2 size={14} aria-hidden /> {checked.length ? t("depart.deleteChecked", { n: checked.length }) : t("kit.delete")}
            </Button>
          ) : null}
        </Flex>
        <form onSubmit={search} role="search">
          <Flex gap="2" mb="3">
            <Input size="sm" name="keyword" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} placeholder={t("depart.searchPlaceholder")} aria-label={t("depart.searchPlaceholder")} />
            <Button size="sm" type="submit" variant="outline" aria-label={t("kit.search")} data-testid="depart-search">
              <Search size={14} aria-hidden />
            </Button>
            {keyword ? (
              <Button size="sm" variant="ghost" onClick={clearSearch} aria-label={t("depart.clearSearch")} data-testid="depart-search-clear">
                <X size={14} aria-hidden />
              </Button>
            ) : null}
          </Flex>
        </form>
        {tree === null ? (
          <Spinner size="sm" />
        ) : tree === NO_MATCH ? (
          <Text role="status" color="fg.muted" fontSize="sm" py="4" textAlign="center" data-testid="depart-no-match">
            {t("depart.noMatch")}
          </Text>
        ) : (
          <NavTree
            nodes={tree.nodes}
            label={t("depart.tree")}
            selectedKey={selected?.id ?? null}
            onSelect={(node) => setSelected(tree.records.get(node.key) ?? null)}
            expandedKeys={expanded ?? []}
            onExpandedChange={setExpanded}
            checkable={can.remove}
            checkedKeys={checked}
            onCheckedChange={setChecked}
            testId="depart-tree"
          />
        )}
      </Box>
      <Box bg="bg" p="4" rounded="md" borderWidth="1px" minW="0">
        {selected ? (
          <>
            <Heading size="md" mb="3" data-testid="depart-selected">
              {selected.departName}
              <Text as="span" ms="2" fontSize="sm" color="fg.muted" fontWeight="normal">
                {selected.orgCode}
              </Text>
            </Heading>
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} lazyMount unmountOnExit>
              <Tabs.List>
                <Tabs.Trigger value="basic">{t("depart.tabBasic")}</Tabs.Trigger>
                {can.roles ? <Tabs.Trigger value="roles">{t("depart.tabRoles")}</Tabs.Trigger> : null}
                {can.users ? <Tabs.Trigger value="users">{t("depart.tabUsers")}</Tabs.Trigger> : null}
              </Tabs.List>
              <Tabs.Content value="basic">
                <DepartBasicForm key={`${selected.id}:${selected.updateTime ?? ""}`} record={selected} onSaved={reload} />
              </Tabs.Content>
              {can.roles ? (
                <Tabs.Content value="roles">
                  <DepartRoles key={selected.id} departId={selected.id} pagePath={path} />
                </Tabs.Content>
              ) : null}
              {can.users ? (
                <Tabs.Content value="users">
                  <DepartUsers key={selected.id} departId={selected.id} />
                </Tabs.Content>
              ) : null}
            </Tabs.Root>
          </>
        ) : (
          <Text color="fg.muted" py="8" textAlign="center" data-testid="depart-none">
            {t("depart.chooseHint")}
          </Text>
        )}
      </Box>
      {adding && addDef ? (
        <RecordModal
          def={addDef}
          pageKey={`${path}/add`}
          form={{ mode: "add", record: null, values: { orgCategory: adding.parentId ? "2" : "1" } }}
          onClose={() => setAdding(null)}
          onSaved={() => {
            if (adding.parentId) setExpanded((e) => [...new Set([...(e ?? []), adding.parentId!])]);
            setAdding(null);
            reload();
          }}
        />
      ) : null}
    </Grid>
  );
}
