/** 租户管理 (/isystem/tenant): tenants through the list kit — number, name, validity period, status. */
import { sysTenant } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import type { PageProps } from "../registry";

const ID = l("租户编号", "Tenant number");
const NAME = l("租户名称", "Tenant name");
const BEGIN = l("开始时间", "Starts");
const END = l("结束时间", "Ends");
const STATUS = l("状态", "Status");

export const tenantPage: ListPageDef = {
  resource: sysTenant,
  columns: [
    { key: "id", title: ID, width: 110 },
    { key: "name", title: NAME },
    { key: "beginDate", title: BEGIN },
    { key: "endDate", title: END },
    { key: "status", title: STATUS, width: 90 },
    { key: "createTime", title: l("创建时间", "Created") },
  ],
  search: [
    { key: "name", label: NAME },
    { key: "status", label: STATUS },
  ],
  form: [
    { key: "id", label: ID, readOnlyOnEdit: true, placeholder: l("留空则自动分配", "Leave empty to assign one") },
    { key: "name", label: NAME },
    { key: "beginDate", label: BEGIN },
    { key: "endDate", label: END },
    { key: "status", label: STATUS, kind: "radio" },
  ],
  detailColumns: 2,
};

export default function TenantList({ path }: PageProps) {
  return <ListPage def={tenantPage} path={path} />;
}
