/**
 * Demo data: one account per role (operator, auditor, finance, support), each in its department,
 * and the admin placed in the company (the stock JeecgBoot console warns 您尚未归属部门 at the
 * login of a user without one). Every one has a phone number and an e-mail address, unique, as
 * the stock user form requires.
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
  { username: "operator", realname: "运营小王", role: "operator", depart: "运营部", post: "operator", workNo: "QT0002", phone: "13812340002", email: "operator@example.com" },
  { username: "auditor", realname: "审核小李", role: "auditor", depart: "审核部", post: "auditor", workNo: "QT0003", phone: "13812340003", email: "auditor@example.com" },
  { username: "finance", realname: "财务小张", role: "finance", depart: "财务部", post: "accountant", workNo: "QT0004", phone: "13812340004", email: "finance@example.com" },
  { username: "support", realname: "客服小赵", role: "support", depart: "客服部", post: "support", workNo: "QT0005", phone: "13812340005", email: "support@example.com" },
] as const;

/** What the demo data gives the admin: the company as its department, a phone and an e-mail address. */
export const DEMO_ADMIN = { depart: SEED_DEPARTS[0], workNo: "QT0001", phone: "13812340001", email: "admin@example.com" } as const;

export const demoAccountSeeder: Seeder = {
  name: "user:demo-accounts",
  demo: true,
  async run({ db, clock }) {
    const [admin] = await db.select().from(sysUser).where(eq(sysUser.username, ADMIN_USERNAME)).limit(1);
    if (!admin) return;
    const [companyId, , , companyCode] = DEMO_ADMIN.depart;
    await db.insert(sysUserDepart).values({ id: newId(), userId: admin.id, depId: companyId }).onConflictDoNothing();
    await db
      .update(sysUser)
      .set({ orgCode: admin.orgCode ?? companyCode, workNo: admin.workNo ?? DEMO_ADMIN.workNo, phone: admin.phone ?? DEMO_ADMIN.phone, email: admin.email ?? DEMO_ADMIN.email })
      .where(eq(sysUser.id, admin.id));
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
        phone: account.phone,
        email: account.email,
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
