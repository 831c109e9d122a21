/**
 * 审核失败 (/work/qtWorkFailList): the rejections of the work audit (written by the audit flows;
 * a manual record may be added) — work, reason, auditor, time and whether it was resubmitted.
 */
import { qtWorkFail } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { refField, refSearch, shown, T } from "../components/biz-fields";
import type { PageProps } from "../registry";

const REASON_CODE = l("原因分类", "Reason");
const REASON = l("原因说明", "Explanation");
const FAIL_TIME = l("驳回时间", "Rejected at");
const RESUBMITTED = l("已重新提交", "Resubmitted");

export const workFailPage: ListPageDef = {
  resource: qtWorkFail,
  columns: [
    { key: "workId", title: T.work },
    { key: "reasonCode", title: REASON_CODE, width: 110 },
    { key: "reason", title: REASON },
    { key: "auditBy", title: T.auditBy, width: 100 },
    { key: "failTime", title: FAIL_TIME, width: 170 },
    { key: "resubmitted", title: RESUBMITTED, width: 90 },
  ],
  search: [refSearch("workId", T.work), { key: "reasonCode", label: REASON_CODE }, { key: "resubmitted", label: RESUBMITTED }, { key: "failTime", label: FAIL_TIME }],
  form: [
    refField("workId", T.work),
    { key: "reasonCode", label: REASON_CODE },
    { key: "reason", label: REASON },
    shown("auditBy", T.auditBy),
    shown("failTime", FAIL_TIME),
    shown("resubmitted", RESUBMITTED),
  ],
  detailColumns: 2,
};

export default function QtWorkFailList({ path }: PageProps) {
  return <ListPage def={workFailPage} path={path} />;
}
