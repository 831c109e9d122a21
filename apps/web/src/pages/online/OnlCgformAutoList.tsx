/** 在线表单 auto list (OnlCgformAutoList, `/online/cgformList/<code>`): a single table's generated list through the list kit. */
import { useMemo } from "react";
import type { OnlinePage } from "@qt/machines";
import { ListPage } from "../../kit/list/ListPage";
import { onlineListDef } from "../../kit/online/online-list-def";
import { OnlineFormHost } from "../../kit/online/OnlineFormHost";
import { formCodeOf } from "../../kit/online/useOnlineForm";
import type { PageProps } from "../registry";

function AutoList({ page, path }: { page: OnlinePage; path: string }) {
  const def = useMemo(() => onlineListDef(page, path), [page, path]);
  return <ListPage def={def} path={path} />;
}

export default function OnlCgformAutoList({ path }: PageProps) {
  return <OnlineFormHost code={formCodeOf(path)}>{(page) => <AutoList page={page} path={path} />}</OnlineFormHost>;
}
