/**
 * 部门管理 (/isystem/depart): the department tree on the left (search by name, 添加一级部门,
 * 添加下级, 删除 of the checked departments or else the selected one, with their sub-departments,
 * after a confirmation); on the right the selected department's 基本信息 (form, org code read-only),
 * 部门角色 (a list-kit page) and 用户 (its users, add existing / remove); 部门权限 opens the
 * department's menus and buttons in a drawer (what its department roles can be given at most).
 */
import { Box, Button, Flex, Grid, Heading, Input, Spinner, Tabs, Text } from "@chakra-ui/react";
import { createDepartsMachine, departOf, departsApi, NO_DEPART_MATCH, type DepartTab } from "@qt/machines";
import { PERMISSIONS } from "@qt/openapi";
import { useActorRef, useSelector } from "@xstate/react";
import { Plus, Search, ShieldCheck, Trash2, X } from "lucide-react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { confirm, notify, notifyMessage } from "../../app/notify";
import { useServices } from "../../app/ServicesContext";
import { RecordModal } from "../../kit/list/RecordModal";
import { l, type FormField } from "../../kit/list/types";
import { NavTree } from "../../kit/nav-tree/NavTree";
import type { PageProps } from "../registry";
import { DepartBasicForm } from "./components/DepartBasicForm";
import { DepartPermissionDrawer, type DepartRef } from "./components/DepartPermissionDrawer";
import { departAddPage } from "./components/depart-form";
import { DepartRoles } from "./components/DepartRoles";
import { DepartUsers } from "./components/DepartUsers";

const PARENT = l("上级部门", "Parent department");

/** The page's state and rules live in its machine (@qt/machines createDepartsMachine); the view holds the search box's text. */
export default function DepartList({ path }: PageProps) {
  const { t } = useI18n();
  const { client } = useServices();
  const can = {
    add: useHasAuth(PERMISSIONS.system.depart.add),
    remove: useHasAuth(PERMISSIONS.system.depart.delete),
    roles: useHasAuth(PERMISSIONS.system.depart.role.list),
    users: useHasAuth(PERMISSIONS.system.depart.list),
    auth: useHasAuth(PERMISSIONS.system.depart.auth),
  };
  const machine = useMemo(() => createDepartsMachine(departsApi(client)), [client]);
  const actor = useActorRef(machine);
  const { keyword, tree, selected, expanded, checked, tab, addParent } = useSelector(actor, (s) => s.context);
  const adding = useSelector(actor, (s) => s.matches({ add: "open" }));
  const [typed, setTyped] = useState("");
  const [authOf, setAuthOf] = useState<DepartRef | null>(null);

  // the machine's effects: toasts, and the delete's confirmation answered back
  useEffect(() => {
    const subscriptions = [
      actor.on("notice", notifyMessage),
      actor.on("chooseFirst", () => notify("warning", t("depart.chooseFirst"))),
      actor.on("confirmDelete", ({ count }) => {
        void confirm({ title: t("kit.confirmDeleteTitle"), text: t("depart.confirmDelete", { n: count }) }).then((ok) => actor.send({ type: ok ? "CONFIRM" : "CANCEL" }));
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, t]);
  const reload = () => actor.send({ type: "RELOAD" });

  const search = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: "SEARCH", keyword: typed });
  };
  const clearSearch = () => {
    setTyped("");
    actor.send({ type: "CLEAR_SEARCH" });
  };

  const parentName = adding && addParent ? (departOf(tree, addParent)?.departName ?? null) : null;
  const addDef = useMemo(() => {
    if (!adding) return null;
    const def = departAddPage(addParent);
    // the parent, shown (not a field of the department: it goes as the fixed parentId)
    const parent: FormField = { key: "parentName", label: PARENT, control: () => <Text py="2" data-testid="depart-parent-name">{parentName}</Text> };
    return parentName ? { ...def, form: [parent, ...def.form] } : def;
  }, [adding, addParent, parentName]);

  return (
    <Grid templateColumns={{ base: "1fr", lg: "minmax(280px, 1fr) 2fr" }} gap="4" alignItems="start" data-testid="depart-page">
      <Box bg="bg" p="4" rounded="md" borderWidth="1px">
        <Flex gap="2" wrap="wrap" mb="3" role="toolbar" aria-label={t("kit.toolbar")}>
          {can.add ? (
            <>
              <Button size="sm" colorPalette="brand" onClick={() => actor.send({ type: "ADD_TOP" })} data-testid="depart-add-top">
                <Plus size={14} aria-hidden /> {t("depart.addTop")}
              </Button>
              <Button size="sm" variant="outline" onClick={() => actor.send({ type: "ADD_CHILD" })} data-testid="depart-add-child">
                <Plus size={14} aria-hidden /> {t("depart.addChild")}
              </Button>
            </>
          ) : null}
          {can.remove ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => actor.send({ type: "DELETE" })} data-testid="depart-delete">
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
        ) : tree === NO_DEPART_MATCH ? (
          <Text role="status" color="fg.muted" fontSize="sm" py="4" textAlign="center" data-testid="depart-no-match">
            {t("depart.noMatch")}
          </Text>
        ) : (
          <NavTree
            nodes={tree.nodes}
            label={t("depart.tree")}
            selectedKey={selected?.id ?? null}
            onSelect={(node) => actor.send({ type: "SELECT", id: node.key })}
            expandedKeys={expanded ?? []}
            onExpandedChange={(keys) => actor.send({ type: "EXPAND", keys })}
            checkable={can.remove}
            checkedKeys={checked}
            onCheckedChange={(keys) => actor.send({ type: "CHECK", keys })}
            testId="depart-tree"
          />
        )}
      </Box>
      <Box bg="bg" p="4" rounded="md" borderWidth="1px" minW="0">
        {selected ? (
          <>
            <Flex gap="2" mb="3" align="center" wrap="wrap">
              <Heading size="md" flex="1" data-testid="depart-selected">
                {selected.departName}
                <Text as="span" ms="2" fontSize="sm" color="fg.muted" fontWeight="normal">
                  {selected.orgCode}
                </Text>
              </Heading>
              {can.auth ? (
                <Button size="sm" variant="outline" onClick={() => setAuthOf(selected)} data-testid="depart-auth">
                  <ShieldCheck size={14} aria-hidden /> {t("depart.auth")}
                </Button>
              ) : null}
            </Flex>
            <Tabs.Root value={tab} onValueChange={(e) => actor.send({ type: "TAB", tab: e.value as DepartTab })} lazyMount unmountOnExit>
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
      {authOf ? <DepartPermissionDrawer key={authOf.id} depart={authOf} onClose={() => setAuthOf(null)} /> : null}
      {addDef ? (
        <RecordModal
          def={addDef}
          pageKey={`${path}/add`}
          form={{ mode: "add", record: null, values: { orgCategory: addParent ? "2" : "1" } }}
          onClose={() => actor.send({ type: "CLOSE_ADD" })}
          onSaved={() => actor.send({ type: "ADDED" })}
        />
      ) : null}
    </Grid>
  );
}
