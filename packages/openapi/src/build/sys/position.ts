/** Positions (/sys/position): the CRUD family; the position picker lists them by name. */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { note, TAG } from "./util.js";

export const sysPosition: ResourceDef = {
  base: "/sys/position",
  name: "SysPosition",
  title: "职务",
  table: "sys_position",
  permission: "system:position",
  tag: TAG.position,
  common: "sys",
  fields: {
    code: f.string("职务编码（唯一；用户的 post 存此编码）", { required: true, search: "like", sort: true, maxLength: 100 }),
    name: f.string("职务名称", { required: true, search: "like", sort: true, maxLength: 100 }),
    postRank: f.dict("position_rank", "职级（选择器显示 postRank_dictText）", { search: "eq", nullable: true }),
    companyId: f.ref("sys_depart", "depart_name", "所属公司", { nullable: true }),
    sysOrgCode: f.string("所属部门编码", { readOnly: true, nullable: true }),
    tenantId: f.integer("租户ID", { readOnly: true, nullable: true }),
  },
};

export function addPositions(b: ContractBuilder): void {
  addResource(b, sysPosition);
  note(b, "post", "/sys/position/add", "A code already used is refused.");
}
