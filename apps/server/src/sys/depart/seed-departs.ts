/** Demo data: a company with its departments, and the positions (stable ids and org codes). */
import type { Seeder } from "../../db/seed.js";
import { sysDepart, sysPosition } from "../../db/schema/index.js";

/** The seeded departments: [id, parent id, name, org code, category (1 公司 2 部门)]. */
export const SEED_DEPARTS = [
  ["d0000000000000000000000000000001", "0", "青藤设计素材平台", "A01", "1"],
  ["d0000000000000000000000000000002", "d0000000000000000000000000000001", "运营部", "A01A01", "2"],
  ["d0000000000000000000000000000003", "d0000000000000000000000000000001", "审核部", "A01A02", "2"],
  ["d0000000000000000000000000000004", "d0000000000000000000000000000001", "财务部", "A01A03", "2"],
  ["d0000000000000000000000000000005", "d0000000000000000000000000000001", "客服部", "A01A04", "2"],
  ["d0000000000000000000000000000006", "d0000000000000000000000000000001", "技术部", "A01A05", "2"],
  ["d0000000000000000000000000000007", "d0000000000000000000000000000006", "研发组", "A01A05A01", "2"],
  ["d0000000000000000000000000000008", "d0000000000000000000000000000006", "运维组", "A01A05A02", "2"],
] as const;

export const departIdOf = (name: string): string => SEED_DEPARTS.find((d) => d[2] === name)![0];

export const departSeeder: Seeder = {
  name: "depart:departments-and-positions",
  demo: true,
  async run({ db, clock }) {
    const createTime = clock.now();
    await db.insert(sysDepart).values(
      SEED_DEPARTS.map(([id, parentId, departName, orgCode, orgCategory], i) => ({
        id,
        parentId,
        departName,
        orgCode,
        orgCategory,
        orgType: parentId === "0" ? "1" : "2",
        departOrder: i,
        createBy: "system",
        createTime,
      })),
    );
    const companyId = SEED_DEPARTS[0][0];
    await db.insert(sysPosition).values(
      [
        ["p0000000000000000000000000000001", "ceo", "总经理", "5"],
        ["p0000000000000000000000000000002", "manager", "部门经理", "4"],
        ["p0000000000000000000000000000003", "operator", "运营专员", "2"],
        ["p0000000000000000000000000000004", "auditor", "审核专员", "2"],
        ["p0000000000000000000000000000005", "accountant", "会计", "3"],
        ["p0000000000000000000000000000006", "support", "客服专员", "1"],
        ["p0000000000000000000000000000007", "engineer", "工程师", "3"],
      ].map(([id, code, name, postRank]) => ({ id: id!, code: code!, name: name!, postRank, companyId, createBy: "system", createTime })),
    );
  },
};
