/** 在线表单 inner-table list (OnlCgformInnerTableList, `/online/cgformInnerTableList/<code>`): master rows that open to show their sub rows inline. */
import type { OnlinePage } from "@qt/machines";
import { useMemo } from "react";
import { ListPage } from "../../kit/list/ListPage";
import type { Row } from "../../kit/list/types";
import { onlineListDef } from "../../kit/online/online-list-def";
import { OnlineFormHost } from "../../kit/online/OnlineFormHost";
import { formCodeOf } from "../../kit/online/useOnlineForm";
import { InlineSubRows } from "../../kit/online/SubTables";
import { subTableField } from "../../kit/online/sub-table-field";
import type { PageProps } from "../registry";

function InnerTableList({ page, path }: { page: OnlinePage; path: string }) {
  // rows open to show their sub rows; the record dialog edits them below the master's fields
  const def = useMemo(() => {
    const list = onlineListDef(page, path);
    return { ...list, form: [...list.form, ...page.subs.map((sub) => subTableField(sub, false))], modalWidth: 1000, modalDismissible: false, expand: (row: Row) => <InlineSubRows subs={page.subs} master={row} /> };
  }, [page, path]);
  return <ListPage def={def} path={path} />;
}

export default function OnlCgformInnerTableList({ path }: PageProps) {
  return <OnlineFormHost code={formCodeOf(path)}>{(page) => <InnerTableList page={page} path={path} />}</OnlineFormHost>;
}
