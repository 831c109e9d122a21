/**
 * 在线表单 ERP list (OnlCgformErpList, `/online/cgformErpList/<code>`): the master rows above; the
 * one checked master's sub tables in tabs below, each a full generated list of its rows.
 */
import { Box } from "@chakra-ui/react";
import type { OnlinePage } from "@qt/machines";
import { useMemo, useState } from "react";
import { ListPage } from "../../kit/list/ListPage";
import type { Row } from "../../kit/list/types";
import { onlineListDef } from "../../kit/online/online-list-def";
import { OnlineFormHost } from "../../kit/online/OnlineFormHost";
import { formCodeOf } from "../../kit/online/useOnlineForm";
import { SubTableTabs } from "../../kit/online/SubTables";
import type { PageProps } from "../registry";

function ErpList({ page, path }: { page: OnlinePage; path: string }) {
  const [master, setMaster] = useState<Row | null>(null);
  // one checked master shows its sub tables; none or several, the hint
  const def = useMemo(() => ({ ...onlineListDef(page, path), onSelectionChange: (rows: readonly Row[]) => setMaster(rows.length === 1 ? rows[0]! : null) }), [page, path]);
  return (
    <Box display="grid" gap="4">
      <ListPage def={def} path={path} />
      <Box bg="bg" p="4" rounded="md" borderWidth="1px">
        <SubTableTabs key={String(master?.id ?? "")} page={page} master={master} path={path} />
      </Box>
    </Box>
  );
}

export default function OnlCgformErpList({ path }: PageProps) {
  return <OnlineFormHost code={formCodeOf(path)}>{(page) => <ErpList page={page} path={path} />}</OnlineFormHost>;
}
