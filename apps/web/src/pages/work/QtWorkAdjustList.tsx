/**
 * 作品调整 (/work/qtWorkAdjustList): change requests for works on shelf — which field, the old value
 * (read by the server from the work) and the new one, and how it was handled. Only a pending
 * request may be edited.
 */
import { qtWorkAdjust } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { createTimeColumn, createTimeSearch, refField, refSearch, shown, T } from "../components/biz-fields";
import type { PageProps } from "../registry";

const FIELD = l("修改项", "Field");
const OLD = l("原值", "Old value");
const NEW = l("新值", "New value");
const REASON = l("理由", "Reason");

export const workAdjustPage: ListPageDef = {
  resource: qtWorkAdjust,
  columns: [
    { key: "workId", title: T.work },
    { key: "field", title: FIELD, width: 90 },
    { key: "oldValue", title: OLD, ellipsis: 20 },
    { key: "newValue", title: NEW, ellipsis: 20 },
    { key: "status", title: T.status, width: 80 },
    { key: "handledBy", title: T.handledBy, width: 100 },
    { key: "handledTime", title: T.handledTime, width: 170 },
    createTimeColumn,
  ],
  search: [refSearch("workId", T.work), { key: "field", label: FIELD }, { key: "status", label: T.status }, { key: "handledTime", label: T.handledTime }, createTimeSearch],
  form: [
    refField("workId", T.work),
    { key: "field", label: FIELD },
    { key: "newValue", label: NEW },
    { key: "reason", label: REASON },
    shown("oldValue", OLD),
    shown("status", T.status),
    shown("handledBy", T.handledBy),
    shown("handledTime", T.handledTime),
  ],
  rowEditable: (row) => row.status === "pending",
  detailColumns: 2,
};

export default function QtWorkAdjustList({ path }: PageProps) {
  return <ListPage def={workAdjustPage} path={path} />;
}
