/**
 * 我的部门 (/isystem/departUserList): the departments the current user heads (queryMyDeptTreeList;
 * none for a user who heads nothing) and their users: all of them at first, a chosen department's
 * (with its sub-departments) once one is selected, where users can be added and taken out as on
 * 部门管理 when the user holds those codes.
 */
import { Box, Button, Grid, Heading, Spinner, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useI18n } from "../../app/i18n";
import { departNodes } from "../../data/system/departs";
import { useLoad } from "../../data/query";
import { NavTree, type NavNode } from "../../kit/nav-tree/NavTree";
import type { PageProps } from "../registry";
import { DepartUsers } from "./components/DepartUsers";

export default function DepartUserList(_props: PageProps) {
  const { t } = useI18n();
  const mine = useLoad(["system", "departs", "mine"], (api, signal) => api.system.departs.mine(signal));
  // result null: the user is no one's superior (identity 1); a failed read shows none either
  const nodes = useMemo(() => (mine.data !== undefined || mine.error ? departNodes(mine.data ?? []) : null), [mine.data, mine.error]);
  // the top level open until the user folds or unfolds
  const [expandedKeys, setExpanded] = useState<string[] | null>(null);
  const expanded = expandedKeys ?? nodes?.map((n) => n.key) ?? [];
  const [selected, setSelected] = useState<NavNode | null>(null);

  return (
    <Grid templateColumns={{ base: "1fr", lg: "minmax(240px, 1fr) 3fr" }} gap="4" alignItems="start" data-testid="my-depart-page">
      <Box bg="bg" p="4" rounded="md" borderWidth="1px">
        {nodes === null ? (
          <Spinner size="sm" />
        ) : nodes.length === 0 ? (
          <Text role="status" color="fg.muted" fontSize="sm" textAlign="center" py="4" data-testid="my-depart-none">
            {t("depart.mine.none")}
          </Text>
        ) : (
          <>
            <Button size="xs" variant={selected ? "outline" : "subtle"} mb="2" onClick={() => setSelected(null)} aria-pressed={!selected}>
              {t("depart.mine.all")}
            </Button>
            <NavTree
              nodes={nodes}
              label={t("depart.mine.tree")}
              selectedKey={selected?.key ?? null}
              onSelect={setSelected}
              expandedKeys={expanded}
              onExpandedChange={setExpanded}
              testId="my-depart-tree"
            />
          </>
        )}
      </Box>
      <Box bg="bg" p="4" rounded="md" borderWidth="1px" minW="0">
        <Heading size="md" mb="3">
          {selected ? selected.title : t("depart.mine.all")}
        </Heading>
        {nodes && nodes.length ? <DepartUsers key={selected?.key ?? ""} departId={selected?.key ?? null} /> : null}
      </Box>
    </Grid>
  );
}
