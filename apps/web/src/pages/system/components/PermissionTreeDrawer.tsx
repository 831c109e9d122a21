/**
 * A right drawer (650 wide) with a menu / button checkbox tree: the tree and the granted ids are
 * loaded together, parent-child linked as JeecgBoot's tree (a checked button brings its menu and
 * the menu's parents into the saved ids: checked + half-checked). 保存 / 保存并关闭 replace the
 * grant, with the ids last loaded or saved as lastpermissionIds. With data-rule calls, a menu that
 * has data rules carries a button opening them (DataRuleDialog; Enter on the node too). Shared by
 * 角色管理's 授权 (RolePermissionDrawer) and 部门角色's 授权 (DeptRolePermissionDrawer); the callers
 * name the calls.
 */
import { Box, Button, Flex, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import type { Schemas } from "@qt/openapi";
import type { Outcome } from "@qt/sdk";
import { Filter } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { SideDrawer } from "../../../kit/overlay/SideDrawer";
import { CheckTree, type TreeAction } from "../../../kit/tree/CheckTree";
import { branchKeys, checkAll, EMPTY_CHECKS, fromGranted, grantedKeys, indexTree, type CheckState, type TreeIndex } from "../../../kit/tree/tree-logic";
import { DataRuleDialog, type DataRuleCalls } from "./DataRuleDialog";

export type AuthNode = Schemas["AuthTreeNode"];

/** The drawer's server calls; keep them stable (useMemo on what they read): a new object reloads. */
export interface PermissionTreeCalls {
  tree: () => Promise<Outcome<{ treeList: AuthNode[] }>>;
  granted: () => Promise<Outcome<string[]>>;
  /** Replaces the grant by `ids` (comma-joined by the caller's contract); `last` is what was loaded. */
  save: (ids: string, last: string) => Promise<Outcome<unknown>>;
}

interface Loaded {
  index: TreeIndex<AuthNode>;
  /** The grant as last loaded or saved: what the server holds. */
  saved: readonly string[];
}

export interface PermissionTreeDrawerProps {
  title: string;
  subtitle: string;
  hint: string;
  calls: PermissionTreeCalls;
  onClose: () => void;
  /** The grant's data-rule calls; without them no menu offers its rules. */
  dataRules?: DataRuleCalls;
  data: Record<`data-${string}`, string | undefined>;
  treeTestId: string;
}

export function PermissionTreeDrawer({ title, subtitle, hint, calls, onClose, dataRules, data, treeTestId }: PermissionTreeDrawerProps) {
  const { t } = useI18n();
  const [rulesOf, setRulesOf] = useState<AuthNode | null>(null);
  const action = useMemo<TreeAction<AuthNode> | undefined>(
    () =>
      dataRules && {
        available: (node) => node.ruleFlag === 1,
        label: (node) => t("role.dataRules", { name: node.title }),
        icon: <Filter size={14} aria-hidden />,
        run: (node) => setRulesOf(node),
      },
    [dataRules, t],
  );
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [checks, setChecks] = useState<CheckState>(EMPTY_CHECKS);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState<"save" | "close" | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    setLoaded(null);
    const [tree, granted] = await Promise.all([calls.tree(), calls.granted()]);
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
  }, [calls]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async (close: boolean) => {
    if (!loaded) return;
    const ids = grantedKeys(loaded.index, checks);
    setSaving(close ? "close" : "save");
    const outcome = await calls.save(ids.join(","), loaded.saved.join(","));
    setSaving(null);
    if (!outcome.ok) {
      if (outcome.error.kind === "business") notify("warning", outcome.error.message);
      return;
    }
    notify("success", outcome.message || t("kit.saved"));
    setLoaded({ ...loaded, saved: ids });
    if (close) onClose();
  };

  return (
    <>
      <SideDrawer
        title={title}
        subtitle={subtitle}
        width={650}
        onClose={onClose}
        // the toolbar stays in view; the tree scrolls
        bodyProps={{ display: "flex", flexDirection: "column", overflow: "hidden" }}
        data={data}
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
              {hint}
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
                data-testid={treeTestId}
              />
            </Box>
          </Stack>
        )}
      </SideDrawer>
      {rulesOf && dataRules ? <DataRuleDialog calls={dataRules} menu={{ id: rulesOf.key, title: rulesOf.title }} onClose={() => setRulesOf(null)} /> : null}
    </>
  );
}
