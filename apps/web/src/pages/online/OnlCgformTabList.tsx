/**
 * 在线表单 tab list (OnlCgformTabList, `/online/cgformTabList/<code>`): the master rows; the record
 * dialog shows the master's fields in its first tab and each sub table in a tab of its own (one-to-
 * many in the editable grid), all saved in one call.
 */
import type { OnlinePage } from "@qt/machines";
import { useMemo } from "react";
import { ListPage } from "../../kit/list/ListPage";
import { onlineListDef } from "../../kit/online/online-list-def";
import { OnlineFormHost } from "../../kit/online/OnlineFormHost";
import { subTableField } from "../../kit/online/sub-table-field";
import { formCodeOf } from "../../kit/online/useOnlineForm";
import type { PageProps } from "../registry";

function TabList({ page, path }: { page: OnlinePage; path: string }) {
  const def = useMemo(() => {
    const list = onlineListDef(page, path);
    return { ...list, form: [...list.form, ...page.subs.map((sub) => subTableField(sub, true))], modalWidth: 1000, modalDismissible: false };
  }, [page, path]);
  return <ListPage def={def} path={path} />;
}

export default function OnlCgformTabList({ path }: PageProps) {
  return <OnlineFormHost code={formCodeOf(path)}>{(page) => <TabList page={page} path={path} />}</OnlineFormHost>;
}
