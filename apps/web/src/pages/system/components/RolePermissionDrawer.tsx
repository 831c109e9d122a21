/**
 * 授权 of 角色管理: the role's menus and buttons in a right drawer (650 wide), "角色权限配置".
 * The whole tree (/sys/role/queryTreeList) with the role's grant (queryRolePermission) checked,
 * parent-child linked as JeecgBoot's tree: a checked button brings its menu and the menu's parents
 * into the saved ids (checked + half-checked). 保存 / 保存并关闭 replace the grant
 * (saveRolePermission, with the ids loaded as lastpermissionIds). Menus with data rules carry a
 * button that opens them (RoleDataRuleDialog).
 */
import { Box, Button, Flex, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import type { Schemas } from "@qt/openapi";
import { Filter } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { client } from "../../../app/services";
import { CheckTree, type TreeAction } from "../../../kit/tree/CheckTree";
import { branchKeys, checkAll, EMPTY_CHECKS, fromGranted, grantedKeys, indexTree, type CheckState, type TreeIndex } from "../../../kit/tree/tree-logic";
import { RoleDataRuleDialog } from "./RoleDataRuleDialog";
import { SideDrawer } from "../../../kit/overlay/SideDrawer";

type AuthNode = Schemas["AuthTreeNode"];

export interface RoleRef {
  id: string;
  roleName: string;
  roleCode: string;
}

interface Loaded {
  index: TreeIndex<AuthNode>;
  /** The grant as last loaded or saved: what the server holds. */
  saved: readonly string[];
}

export function RolePermissionDrawer({ role, onClose }: { role: RoleRef; onClose: () => void }) {
  const { t } = useI18n();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [checks, setChecks] = useState<CheckState>(EMPTY_CHECKS);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState<"save" | "close" | null>(null);
  const [rulesOf, setRulesOf] = useState<AuthNode | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    setLoaded(null);
    const [tree, granted] = await Promise.all([
      client.unwrap(client.GET("/sys/role/queryTreeList")),
      client.unwrap(client.GET("/sys/permission/queryRolePermission", { params: { query: { roleId: role.id } } })),
    ]);
    if (!tree.ok || !granted.ok) {
      // HTTP failures are shown by the client; a refusal is the server's to say
      const refusal = [tree, granted].find((o) => !o.ok && o.error.kind === "business");
      if (refusal && !refusal.ok) notify("warning", refusal.error.message);
      setFailed(true);
      return;
    }
    const index = indexTree(tree.result.treeList);
    setLoaded({ index, saved: granted.result });
    setChecks(fromGranted(index, granted.result));
    // the first level open: the menus show, their buttons stay folded
    setExpanded(new Set(index.order.filter((k) => index.parent.get(k) === null && (index.children.get(k)?.length ?? 0) > 0)));
  }, [role.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async (close: boolean) => {
    if (!loaded) return;
    const ids = grantedKeys(loaded.index, checks);
    setSaving(close ? "close" : "save");
    const outcome = await client.unwrap(
      client.POST("/sys/permission/saveRolePermission", { body: { roleId: role.id, permissionIds: ids.join(","), lastpermissionIds: loaded.saved.join(",") } }),
    );
    setSaving(null);
    if (!outcome.ok) {
      if (outcome.error.kind === "business") notify("warning", outcome.error.message);
      return;
    }
    notify("success", outcome.message || t("kit.saved"));
    setLoaded({ ...loaded, saved: ids });
    if (close) onClose();
  };

  const action = useMemo<TreeAction<AuthNode>>(
    () => ({
      available: (node) => node.ruleFlag === 1,
      label: (node) => t("role.dataRules", { name: node.title }),
      icon: <Filter size={14} aria-hidden />,
      run: (node) => setRulesOf(node),
    }),
    [t],
  );

  return (
    <>
      <SideDrawer
        title={t("role.permissionTitle")}
        subtitle={`${role.roleName}（${role.roleCode}）`}
        width={650}
        onClose={onClose}
        // the toolbar stays in view; the tree scrolls
        bodyProps={{ display: "flex", flexDirection: "column", overflow: "hidden" }}
        data={{ "data-testid": "role-permission-drawer", "data-role-code": role.roleCode }}
        footer={
          <HStack gap="2">
      <Button variant="outline" size="sm" onClick={onClose}>
        {t("app.cancel")}
      </Button>
      <Button variant="outline" size="sm" colorPalette="brand" disabled={!loaded || saving !== null} loading={saving === "save"} onClick={() => void save(false)}>
        {t("role.save")}
      </Button>
      <Button size="sm" colorPalette="brand" disabled={!loaded || saving !== null} loading={saving === "close"} onClick={() => void save(true)}>
        {t("role.saveAndClose")}
      </Button>
          </HStack>
        }
      >
              {failed ? (
                <Stack align="center" gap="2" py="8" role="alert">
                  <Text color="fg.error">{t("role.loadFailed")}</Text>
                  <Button size="sm" variant="outline" onClick={() => void load()}>
                    {t("kit.retry")}
                  </Button>
                </Stack>
              ) : !loaded ? (
                <Flex justify="center" py="8">
                  <Spinner aria-label={t("kit.loading")} color="brand.solid" />
                </Flex>
              ) : (
                <Stack gap="3" flex="1" minH="0">
                  <Flex gap="2" wrap="wrap" role="toolbar" aria-label={t("kit.toolbar")}>
                    <Button size="xs" variant="outline" onClick={() => setExpanded(new Set(branchKeys(loaded.index)))}>
                      {t("role.expandAll")}
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => setExpanded(new Set())}>
                      {t("role.collapseAll")}
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => setChecks(checkAll(loaded.index))}>
                      {t("role.checkAll")}
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => setChecks(EMPTY_CHECKS)}>
                      {t("role.uncheckAll")}
                    </Button>
                  </Flex>
                  <Text fontSize="xs" color="fg.muted">
                    {t("role.treeHint")}
                  </Text>
                  <Box borderWidth="1px" rounded="md" p="2" flex="1" minH="0" overflowY="auto">
                    <CheckTree
                      index={loaded.index}
                      checks={checks}
                      onChecksChange={setChecks}
                      expanded={expanded}
                      onExpandedChange={setExpanded}
                      label={t("role.tree")}
                      action={action}
                      data-testid="role-permission-tree"
                    />
                  </Box>
                </Stack>
              )}
      </SideDrawer>
      {rulesOf ? <RoleDataRuleDialog roleId={role.id} menu={{ id: rulesOf.key, title: rulesOf.title }} onClose={() => setRulesOf(null)} /> : null}
    </>
  );
}
