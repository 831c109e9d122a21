/** Tenants (/sys/tenant): the CRUD family (ids are integers, as in JeecgBoot) and the tenant selects. */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { arr, int, nullable, obj, ref } from "../schema.js";
import { note, q, TAG } from "./util.js";

export const sysTenant: ResourceDef = {
  base: "/sys/tenant",
  name: "SysTenant",
  title: "租户",
  table: "sys_tenant",
  permission: "system:tenant",
  tag: TAG.tenant,
  common: "none",
  defaultSort: "id",
  fields: {
    id: f.integer("租户编号（整数；新增时可指定，空则自动分配）", { search: "eq", sort: true }),
    name: f.string("租户名称", { required: true, search: "like", sort: true, maxLength: 100 }),
    beginDate: f.datetime("开始时间", { nullable: true }),
    endDate: f.datetime("结束时间（过期后其用户不能再选择该租户）", { nullable: true }),
    status: f.integer("状态（1 正常 0 冻结）", { dict: "tenant_status", search: "eq" }),
    createBy: f.string("创建人", { readOnly: true, nullable: true }),
    createTime: f.datetime("创建时间", { readOnly: true, sort: true, search: "range" }),
    updateBy: f.string("更新人", { readOnly: true, nullable: true }),
    updateTime: f.datetime("更新时间", { readOnly: true, sort: true, nullable: true }),
  },
};

export function addTenants(b: ContractBuilder): void {
  addResource(b, sysTenant);
  note(b, "post", "/sys/tenant/add", "An id already used is refused.");
  note(b, "delete", "/sys/tenant/delete", "Refused while users belong to the tenant.");
  note(b, "delete", "/sys/tenant/deleteBatch", "All or nothing: refused when one of the tenants still has users.");

  const T = TAG.tenant;
  b.op({
    method: "get", path: "/sys/tenant/queryList", tag: T, summary: "租户（选择用）",
    description: "The valid tenants (status 1, not expired), or those of `ids` (the user form's tenant select). Any logged-in user.",
    query: { ids: q("租户ID，逗号分隔") },
    result: arr(ref("SysTenant")),
  });
  b.op({
    method: "get", path: "/sys/tenant/getCurrentUserTenant", tag: T, summary: "当前用户的租户",
    description: "The tenants the caller belongs to and the current one. Any logged-in user.",
    result: obj({ list: arr(ref("SysTenant")), tenantId: nullable(int("当前租户")) }, ["list"]),
  });
}
