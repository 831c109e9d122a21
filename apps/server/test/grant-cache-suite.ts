/**
 * The grant cache (src/auth/grant-cache.ts) and the dictionary text cache (src/sys/dict/dict-cache.ts)
 * on one database kind: grants and dictionaries changed behind the app's back (another instance, a
 * SQL tool) apply at the next call, because every table they are made of bumps its version
 * (sys_grants_version, sys_dict_version) through a trigger.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { cachedGrant } from "../src/auth/grant-cache.js";
import { queryRows } from "../src/db/database.js";
import { sysDictVersion, sysGrantsVersion, sysRole, sysUserRole } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import type { TestDbKind } from "./helpers/databases.js";
import { loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { makeUser, SETUP_TIMEOUT, type TestUser } from "./push-helpers.js";

const GRANT_TABLES = [
  "sys_role",
  "sys_permission",
  "sys_permission_data_rule",
  "sys_role_permission",
  "sys_user_role",
  "sys_depart_permission",
  "sys_depart_role",
  "sys_depart_role_permission",
  "sys_depart_role_user",
];

export function defineGrantCacheSuite(kind: TestDbKind): void {
  describe(`grant cache on ${kind}`, () => {
    const clock = manualClock(new Date("2026-11-22T02:00:00.000Z"));
    let t: TestApp;
    let bob: TestUser;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        bob = await makeUser(tdb.database.db, clock, "bob");
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    const version = async () => (await db().select().from(sysGrantsVersion))[0]?.version;

    test("a role given and taken directly in the database applies at the next call", async () => {
      const list = () => t.get("/sys/position/list", { token: bob.token });
      expect((await list()).status).toBe(403);
      expect((await list()).status).toBe(403); // answered from the cache this time

      const [adminRole] = await db().select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, "admin"));
      await db().insert(sysUserRole).values({ id: newId(), userId: bob.id, roleId: adminRole!.id });
      const granted = await list();
      expect(granted.status).toBe(200);
      expect(granted.body.success).toBe(true);
      expect((await list()).status).toBe(200);

      await db().delete(sysUserRole).where(and(eq(sysUserRole.userId, bob.id), eq(sysUserRole.roleId, adminRole!.id)));
      expect((await list()).status).toBe(403);
    });

    test("every statement on a table grants are made of raises the grants version", async () => {
      for (const table of GRANT_TABLES) {
        const before = await version();
        await db().execute(sql.raw(`update "${table}" set id = id where false`));
        expect(await version(), table).toBeGreaterThan(before!);
      }
      // and nothing else does
      const before = await version();
      await queryRows(db(), sql`select count(*) from sys_user`);
      await db().execute(sql`update sys_position set id = id where false`);
      expect(await version()).toBe(before);
    });

    test("a value is loaded once per grants version", async () => {
      let loads = 0;
      const load = async () => ++loads;
      expect(await cachedGrant(db(), "test:once", load)).toBe(1);
      expect(await cachedGrant(db(), "test:once", load)).toBe(1);
      await db().execute(sql`update sys_role set id = id where false`);
      expect(await cachedGrant(db(), "test:once", load)).toBe(2);
      expect(await cachedGrant(db(), "test:once", load)).toBe(2);
    });

    const dictVersion = async () => (await db().select().from(sysDictVersion))[0]?.version;

    test("every statement on sys_dict or sys_dict_item raises the dictionary version, and nothing else does", async () => {
      for (const table of ["sys_dict", "sys_dict_item"]) {
        const before = await dictVersion();
        await db().execute(sql.raw(`update "${table}" set id = id where false`));
        expect(await dictVersion(), table).toBeGreaterThan(before!);
      }
      const before = await dictVersion();
      await db().execute(sql`update sys_role set id = id where false`);
      expect(await dictVersion()).toBe(before);
    });

    test("dictionary texts are answered from memory, and a change made directly in the database shows at the next call", async () => {
      const admin = await loginAdmin(t, db());
      const statusText = async () => (await t.get(`/sys/user/queryById?id=${bob.id}`, { token: admin })).body.result.status_dictText as string;
      const rename = (text: string) =>
        db().execute(sql`update sys_dict_item set item_text = ${text} where item_value = '1' and dict_id = (select id from sys_dict where dict_code = 'user_status')`);
      expect(await statusText()).toBe("正常");
      // With the version trigger off, a change goes unnoticed: the text comes from memory.
      await db().execute(sql`alter table sys_dict_item disable trigger qt_dict_version`);
      try {
        await rename("启用");
      } finally {
        await db().execute(sql`alter table sys_dict_item enable trigger qt_dict_version`);
      }
      expect(await statusText()).toBe("正常");
      // A change with the trigger on (any tool, any instance) is seen at once.
      await rename("在用");
      expect(await statusText()).toBe("在用");
      await rename("正常");
      expect(await statusText()).toBe("正常");
    });
  });
}
