/**
 * 菜单管理 (/isystem/permission): the menu tree (/sys/permission/list answers it whole) as a tree
 * table — 菜单名称, 菜单类型, 图标, 组件, 路径 (a button's 授权标识), 排序 — with 新增菜单 and per row
 * 编辑 / 添加下级 / 删除 (with confirmation; the subtree goes with it) / 数据规则 (menus only, in a
 * drawer). Add and edit use the list kit's record modal; the fields shown follow the type chosen.
 * A menu has a Chinese name and an English one (英文名称, optional: English users see the Chinese
 * name without it); the tree shows the server's `title`, the name in the console's language.
 * The side menu shows a change at the next permission load (a page reload), as in JeecgBoot.
 */
import { Box, Button, Code, Flex, HStack, Text } from "@chakra-ui/react";
import { requiredRule } from "@qt/machines";
import { PERMISSIONS } from "@qt/openapi";
import { sysPermission } from "@qt/openapi/build";
import { ChevronsDownUp, ChevronsUpDown, Plus } from "lucide-react";
import { Fragment, useMemo, useRef, useState, type ReactNode } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { confirm, notify } from "../../app/notify";
import { useApi } from "../../app/ServicesContext";
import { useLoad } from "../../data/query";
import type { MenuNode } from "../../data/system/permissions";
import { MenuIcon } from "../../layouts/MenuIcon";
import { pageState, type StoredForm } from "../../kit/list/page-state";
import { ActionLink } from "../../kit/list/DataTable";
import { RecordModal } from "../../kit/list/RecordModal";
import { l, type FormField, type ListPageDef, type Row } from "../../kit/list/types";
import type { PageProps } from "../registry";
import { DataRulesDrawer, type MenuRef } from "./components/DataRulesDrawer";
import { ChoiceControl, isButton, MENU_TYPES, ParentMenuSelect, pathTo, SwitchControl } from "./components/permission-controls";
import { TreeTable, type TreeColumn } from "./components/TreeTable";

const typeOf = (values: Readonly<Record<string, unknown>>) => Number(values.menuType ?? 0);
const menuOnly = (values: Readonly<Record<string, unknown>>) => typeOf(values) !== 2;
const buttonOnly = (values: Readonly<Record<string, unknown>>) => typeOf(values) === 2;
const required = (zh: string, en: string) => [requiredRule(l(zh, en), "blur")];

const TYPE_CHOICES = MENU_TYPES.map((type) => ({ value: String(type), text: `permission.type.${type}` as const }));
const PERMS_TYPE_CHOICES = [
  { value: "1", text: "permission.permsType.1" },
  { value: "2", text: "permission.permsType.2" },
] as const;
const STATUS_CHOICES = [
  { value: "1", text: "permission.status.1" },
  { value: "0", text: "permission.status.0" },
] as const;

/**
 * The add/edit form: what a menu needs, or what a button needs (`visible` by the type chosen).
 * `onParent` hears the parent chosen.
 */
function menuForm(tree: readonly MenuNode[], onParent: (id: string | null) => void): FormField[] {
  const flag = (key: string, zh: string, en: string): FormField => ({ key, label: l(zh, en), control: SwitchControl, visible: menuOnly });
  return [
    { key: "menuType", label: l("菜单类型", "Type"), control: (props) => <ChoiceControl {...props} options={TYPE_CHOICES} numeric /> },
    { key: "name", label: l("名称", "Name") },
    { key: "nameEn", label: l("英文名称", "English name"), placeholder: l("英文界面显示；不填则显示名称", "Shown in English; the name when empty") },
    {
      key: "parentId",
      label: l("上级菜单", "Parent menu"),
      control: (props) => (
        <ParentMenuSelect
          {...props}
          tree={tree}
          onChange={(id) => {
            onParent(id as string | null);
            props.onChange(id);
          }}
        />
      ),
      visible: (values) => typeOf(values) !== 0,
      rules: [requiredRule(l("请选择上级菜单!", "Please choose the parent menu!"), "change")],
    },
    { key: "url", label: l("菜单路径", "Path"), visible: menuOnly, rules: required("请输入菜单路径!", "Please enter the path!"), placeholder: l("如 /isystem/user", "e.g. /isystem/user") },
    { key: "component", label: l("前端组件", "Component"), visible: menuOnly, placeholder: l("如 system/UserList", "e.g. system/UserList") },
    { key: "componentName", label: l("组件名称", "Component name"), visible: menuOnly },
    { key: "redirect", label: l("默认跳转地址", "Redirect"), visible: (values) => typeOf(values) === 0 },
    { key: "perms", label: l("授权标识", "Permission code"), visible: buttonOnly, rules: required("请输入授权标识!", "Please enter the permission code!"), placeholder: l("多个用逗号分隔，如 system:user:add", "Comma-separated, e.g. system:user:add") },
    { key: "permsType", label: l("授权策略", "Strategy"), visible: buttonOnly, control: (props) => <ChoiceControl {...props} options={PERMS_TYPE_CHOICES} /> },
    { key: "status", label: l("状态", "Status"), visible: buttonOnly, control: (props) => <ChoiceControl {...props} options={STATUS_CHOICES} /> },
    { key: "icon", label: l("菜单图标", "Icon"), visible: menuOnly, placeholder: l("如 setting", "e.g. setting") },
    { key: "sortNo", label: l("排序", "Order"), kind: "number" },
    flag("route", "是否路由菜单", "Route"),
    flag("hidden", "隐藏路由", "Hidden"),
    flag("hideTab", "隐藏Tab", "No tab"),
    flag("keepAlive", "是否缓存路由", "Keep alive"),
    flag("alwaysShow", "聚合路由", "Always show"),
    flag("internalOrExternal", "外部打开", "Open outside"),
  ];
}

/** A new record's starting values: a top-level menu, or a submenu under `parent`. */
function newValues(form: readonly FormField[], parent: MenuNode | null): Record<string, unknown> {
  const values: Record<string, unknown> = Object.fromEntries(form.map((f) => [f.key, null]));
  return {
    ...values,
    menuType: parent ? 1 : 0,
    parentId: parent?.id ?? null,
    sortNo: (parent?.children?.length ?? 0) + 1,
    route: true,
    hidden: false,
    hideTab: false,
    keepAlive: false,
    alwaysShow: false,
    internalOrExternal: false,
    permsType: "1",
    status: "1",
  };
}

const NO_MENUS: MenuNode[] = [];

/** The name in the console's language, as the server titled the node (Accept-Language). */
const titleOf = (row: MenuNode): string => row.title ?? row.name ?? "";

/** The menu tree; a failure says the server's refusal, if any. */
function useMenuTree() {
  const menus = useLoad(["system", "permissions", "tree"], (api, signal) => api.system.permissions.tree(signal));
  const state = menus.fetching ? "loading" : menus.error ? "failed" : "loaded";
  const error = menus.error?.kind === "business" ? menus.error.message : null;
  return { tree: menus.data ?? NO_MENUS, state, error, reload: menus.refresh };
}

/** A path or code that may break after its separators (`layouts/` `RouteView`, `system:` `user:` `add`). */
function breakable(text: string | null | undefined): ReactNode {
  if (!text) return null;
  return text.split(/(?<=[/:,])/).map((part, i) => (
    <Fragment key={i}>
      {i ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/** Every id of a node that has children. */
function parentIds(tree: readonly MenuNode[]): string[] {
  return tree.flatMap((node) => (node.children?.length ? [node.id, ...parentIds(node.children)] : []));
}

export default function PermissionList({ path }: PageProps) {
  const { t } = useI18n();
  const { permissions } = useApi().system;
  const { tree, state, error, reload } = useMenuTree();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [form, setForm] = useState<StoredForm | null>(() => pageState.form(path));
  const [rules, setRules] = useState<MenuRef | null>(null);
  const can = {
    add: useHasAuth(PERMISSIONS.system.permission.add),
    edit: useHasAuth(PERMISSIONS.system.permission.edit),
    remove: useHasAuth(PERMISSIONS.system.permission.delete),
    rules: useHasAuth(PERMISSIONS.system.permission.list),
  };

  // the parent chosen in the open form, so that the saved row shows under its expanded parents
  const chosenParent = useRef<string | null>((form?.values.parentId as string | null | undefined) ?? null);
  const fields = useMemo(() => menuForm(tree, (id) => (chosenParent.current = id)), [tree]);
  const def = useMemo<ListPageDef>(() => ({ resource: sysPermission, columns: [], search: [], form: fields, modalWidth: 800 }), [fields]);

  const open = (mode: "add" | "edit", record: MenuNode | null, parent: MenuNode | null = null) => {
    const values = mode === "edit" && record ? Object.fromEntries(fields.map((f) => [f.key, (record as Row)[f.key] ?? null])) : newValues(fields, parent);
    chosenParent.current = (values.parentId as string | null) ?? null;
    setForm({ mode, record: record as Row | null, values });
  };
  const toggle = (key: string, isOpen: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });
  const saved = () => {
    const parent = chosenParent.current;
    if (parent) setExpanded((current) => new Set([...current, ...pathTo(tree, parent)]));
    setForm(null);
    reload();
  };
  const remove = async (row: MenuNode) => {
    if (!(await confirm({ title: t("kit.confirmDeleteTitle"), text: t("permission.confirmDelete", { name: titleOf(row) }) }))) return;
    const outcome = await permissions.remove(row.id);
    if (outcome.ok) notify("success", outcome.message || t("kit.saved"));
    else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
    reload();
  };

  const columns: TreeColumn<MenuNode>[] = [
    { key: "name", title: t("permission.name"), render: (row) => <Text as="span">{titleOf(row)}</Text> },
    { key: "menuType", title: t("permission.menuType"), width: 110, render: (row) => t(`permission.type.${Number(row.menuType) as 0 | 1 | 2}`) },
    {
      key: "icon",
      title: t("permission.icon"),
      width: 130,
      render: (row) =>
        row.icon ? (
          <HStack gap="1">
            <MenuIcon name={row.icon} size={14} />
            <Text as="span">{row.icon}</Text>
          </HStack>
        ) : null,
    },
    { key: "component", title: t("permission.component"), wrap: true, render: (row) => breakable(row.component) },
    {
      key: "url",
      title: `${t("permission.url")} / ${t("permission.perms")}`,
      wrap: true,
      render: (row) =>
        isButton(row) ? (
          <Code size="sm" data-testid="perms">
            {breakable(row.perms)}
          </Code>
        ) : (
          breakable(row.url)
        ),
    },
    { key: "sortNo", title: t("permission.sortNo"), width: 70, render: (row) => row.sortNo },
  ];

  const actions = (row: MenuNode): ReactNode => (
    <HStack gap="1" justify="center">
      {can.edit ? <ActionLink onClick={() => open("edit", row)}>{t("kit.edit")}</ActionLink> : null}
      {can.add && !isButton(row) ? <ActionLink onClick={() => open("add", null, row)}>{t("permission.addChild")}</ActionLink> : null}
      {can.remove ? (
        <ActionLink danger onClick={() => void remove(row)}>
          {t("kit.delete")}
        </ActionLink>
      ) : null}
      {can.rules && !isButton(row) ? <ActionLink onClick={() => setRules({ id: row.id, name: titleOf(row) })}>{t("permission.dataRules")}</ActionLink> : null}
    </HStack>
  );

  return (
    <Box data-testid="permission-page">
      <Box bg="bg" p="4" rounded="md" borderWidth="1px">
        <Flex gap="2" mb="3" wrap="wrap" role="toolbar" aria-label={t("kit.toolbar")}>
          {can.add ? (
            <Button size="sm" colorPalette="brand" onClick={() => open("add", null)} data-testid="permission-add">
              <Plus size={14} aria-hidden /> {t("permission.add")}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => setExpanded(new Set(parentIds(tree)))}>
            <ChevronsUpDown size={14} aria-hidden /> {t("permission.expandAll")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setExpanded(new Set())}>
            <ChevronsDownUp size={14} aria-hidden /> {t("permission.collapseAll")}
          </Button>
        </Flex>
        {state === "failed" ? (
          <Flex direction="column" align="center" gap="2" py="8" role="alert" data-testid="permission-error">
            <Text color="fg.error">{error ?? t("permission.loadFailed")}</Text>
            <Button size="sm" variant="outline" onClick={reload}>
              {t("kit.retry")}
            </Button>
          </Flex>
        ) : (
          <TreeTable
            rows={tree}
            rowKey={(row) => row.id}
            childrenOf={(row) => row.children}
            columns={columns}
            expanded={expanded}
            onToggle={toggle}
            label={t("permission.tree")}
            toggleLabel={(row) => t("permission.toggle", { name: titleOf(row) })}
            actions={can.edit || can.add || can.remove || can.rules ? { title: t("kit.actions"), render: actions } : undefined}
            loading={state === "loading"}
            loadingLabel={t("kit.loading")}
            empty={t("kit.empty")}
          />
        )}
      </Box>
      {form ? <RecordModal def={def} pageKey={path} form={form} onClose={() => setForm(null)} onSaved={saved} /> : null}
      {rules ? <DataRulesDrawer menu={rules} pagePath={path} onClose={() => setRules(null)} /> : null}
    </Box>
  );
}

