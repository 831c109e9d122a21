/**
 * Demo data: one account per role (operator, auditor, finance, support), each in its department.
 * They follow the admin's password rule by taking the admin's password as just seeded: the
 * ADMIN_PASSWORD when set, otherwise the generated one shown in the banner and written to
 * DATA_DIR/initial-admin-password, which (like the admin's) must then be changed at first login.
 */
import { eq, inArray } from "drizzle-orm";
import { ADMIN_USERNAME } from "../../auth/admin-seed.js";
import type { Seeder } from "../../db/seed.js";
import { sysRole, sysUser, sysUserDepart, sysUserRole } from "../../db/schema/index.js";
import { newId } from "../../ids.js";
import { departIdOf, SEED_DEPARTS } from "../depart/seed-departs.js";

export const DEMO_ACCOUNTS = [
  { username: "operator", realname: "运营小王", role: "operator", depart: "运营部", post: "operator", workNo: "QT0002" },
  { username: "auditor", realname: "审核小李", role: "auditor", depart: "审核部", post: "auditor", workNo: "QT0003" },
  { username: "finance", realname: "财务小张", role: "finance", depart: "财务部", post: "accountant", workNo: "QT0004" },
  { username: "support", realname: "客服小赵", role: "support", depart: "客服部", post: "support", workNo: "QT0005" },
] as const;

export const demoAccountSeeder: Seeder = {
  name: "user:demo-accounts",
  demo: true,
  async run({ db, clock }) {
    const [admin] = await db.select().from(sysUser).where(eq(sysUser.username, ADMIN_USERNAME)).limit(1);
    if (!admin) return;
    const roles = await db
      .select({ id: sysRole.id, code: sysRole.roleCode })
      .from(sysRole)
      .where(inArray(sysRole.roleCode, DEMO_ACCOUNTS.map((a) => a.role)));
    const createTime = clock.now();
    for (const account of DEMO_ACCOUNTS) {
      const id = newId();
      const departId = departIdOf(account.depart);
      await db.insert(sysUser).values({
        id,
        username: account.username,
        realname: account.realname,
        passwordHash: admin.passwordHash,
        mustChangePassword: admin.mustChangePassword,
        orgCode: SEED_DEPARTS.find((d) => d[0] === departId)![3],
        post: account.post,
        workNo: account.workNo,
        userIdentity: 1,
        status: 1,
        createBy: "system",
        createTime,
      });
      await db.insert(sysUserDepart).values({ id: newId(), userId: id, depId: departId });
      const role = roles.find((r) => r.code === account.role);
      if (role) await db.insert(sysUserRole).values({ id: newId(), userId: id, roleId: role.id });
    }
  },
};
