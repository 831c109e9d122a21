/**
 * The `admin` account on first start: with ADMIN_PASSWORD when set, otherwise a random password
 * that is shown once (start banner) and written to `<DATA_DIR>/initial-admin-password`; a
 * generated password must be changed at the first login (`must_change_password`).
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { sysUser } from "../db/schema/index.js";
import { generatePassword, hashPassword } from "./password.js";

/** JeecgBoot's id of `admin`, kept so that data copied from a JeecgBoot install lines up. */
export const ADMIN_ID = "e9ca23d68d884d4ebb19d07889727dae";
export const ADMIN_USERNAME = "admin";
export const INITIAL_PASSWORD_FILE = "initial-admin-password";

export type AdminSeed =
  | { created: false }
  | { created: true; source: "env" }
  | { created: true; source: "generated"; password: string; passwordFile: string | null };

export async function seedAdmin(
  database: Database,
  options: { adminPassword: string | undefined; dataDir: string; clock: Clock; writePasswordFile?: boolean },
): Promise<AdminSeed> {
  return database.withAdvisoryLock("qt:seed:admin", async () => {
    const existing = await database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, ADMIN_USERNAME)).limit(1);
    if (existing.length) return { created: false } as const;
    const generated = options.adminPassword === undefined;
    const password = options.adminPassword ?? generatePassword();
    const now = options.clock.now();
    await database.db.insert(sysUser).values({
      id: ADMIN_ID,
      username: ADMIN_USERNAME,
      realname: "管理员",
      passwordHash: await hashPassword(password),
      status: 1,
      delFlag: 0,
      userIdentity: 2,
      mustChangePassword: generated,
      createBy: "system",
      createTime: now,
    });
    if (!generated) return { created: true, source: "env" } as const;
    let passwordFile: string | null = null;
    if (options.writePasswordFile !== false) {
      fs.mkdirSync(options.dataDir, { recursive: true });
      passwordFile = path.join(options.dataDir, INITIAL_PASSWORD_FILE);
      fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    }
    return { created: true, source: "generated", password, passwordFile } as const;
  });
}
