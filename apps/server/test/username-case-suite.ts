/**
 * Usernames are one whatever their case, in the database too (issue #19 class 6), on one database
 * kind (username-case.pglite.test.ts, username-case.postgres.test.ts): concurrent adds, an import
 * and a deleted user's name; on PostgreSQL, writes that lose the race at the case-blind unique index
 * get the message of the check they passed; and the migration that brings the index to a database
 * already holding names that differ only in case.
 */
import fs from "node:fs";
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { migrateDatabase } from "../src/db/migrate.js";
import { sysLog, sysUser } from "../src/db/schema/index.js";
import { violatedUniqueIndex } from "../src/db/unique-violation.js";
import { newId } from "../src/ids.js";
import { sameUsername } from "../src/sys/session/account-rules.js";
import { useAccountFixtures } from "./helpers/account-fixtures.js";
import { startTestApp, type Answer, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { openBareTestDatabase, TEST_DATABASE_URL, type TestDbKind } from "./helpers/databases.js";
import { migrationsBefore } from "./helpers/migrations.js";
import { loginAdmin } from "./helpers/session.js";
import { areasWithSession } from "./helpers/session-areas.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { errorFileRows, importExcel, workbookOf } from "./helpers/xlsx.js";

const PASSWORD = "Zx9#case-blind";
const taken = (username: string) => `登录账号「${username}」已存在`;

function expectRefused(res: Answer, message: string): void {
  expect(res.status, res.text).toBe(200);
  expect(res.body, res.text).toMatchObject({ success: false, message });
}

export function defineUsernameCaseSuite(kind: TestDbKind): void {
  describe(`usernames unique whatever their case on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock, areas: areasWithSession({ smsSender: fx.sender }) });
        admin = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test, db } = suite;
    const fx = useAccountFixtures(suite, { usernamePrefix: "case_fx", password: PASSWORD, firstMobile: 13600000000 });
    const post = (path: string, body: unknown) => t.post(path, body, { token: admin });
    const user = (username: string) => ({ username, realname: "甲", password: PASSWORD });
    /** Every stored spelling of `username`, deleted users included. */
    const spellings = async (username: string) => (await db().select({ username: sysUser.username }).from(sysUser).where(sameUsername(username))).map((r) => r.username);

    test("two concurrent adds of CaseRace and caserace: one account; the other refused with its name, never a 500", async () => {
      const names = ["CaseRace", "caserace"];
      const answers = await Promise.all(names.map((name) => post("/sys/user/add", user(name))));
      const added = answers.findIndex((a) => a.body?.success === true);
      expect(added, answers.map((a) => a.text).join("\n")).toBeGreaterThanOrEqual(0);
      const other = 1 - added;
      expectRefused(answers[other]!, taken(names[other]!));
      expect(await spellings("caserace")).toEqual([names[added]]);
    });

    test("an import with CaseImport and caseimport: the first is imported, the second is an error row", async () => {
      const file = await workbookOf([
        ["登录账号", "真实姓名"],
        ["CaseImport", "甲"],
        ["caseimport", "乙"],
      ]);
      const res = await importExcel(t, "/sys/user", admin, file);
      expect(res.body).toMatchObject({ success: true, code: 201 });
      expect(res.body.result.msg).toBe("总上传行数：2，已导入行数：1，错误行数：1");
      expect(await errorFileRows(t, res.body.result.fileUrl)).toEqual([[3, taken("caseimport")]]);
      expect(await spellings("caseimport")).toEqual(["CaseImport"]);
    });

    test("a deleted user's name stays taken in any case, so its restore never clashes", async () => {
      expect((await post("/sys/user/add", user("CaseGone"))).body.success).toBe(true);
      const [gone] = await db().select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, "CaseGone"));
      expect((await t.request("DELETE", `/sys/user/delete?id=${gone!.id}`, { token: admin })).body.success).toBe(true);
      expectRefused(await post("/sys/user/add", user("casegone")), taken("casegone"));
      expectRefused(await post("/sys/user/addBatch", { rows: [user("CaseOther"), user("caseother")] }), `第 2 行：${taken("caseother")}`);
      const restored = await t.request("PUT", "/sys/user/putRecycleBin", { token: admin, body: { userIds: gone!.id } });
      expect(restored.body, restored.text).toMatchObject({ success: true });
      expect(await spellings("casegone")).toEqual(["CaseGone"]);
      expect(await spellings("caseother")).toEqual([]);
    });

    if (kind === "postgres") {
      /**
       * Runs `write` while another connection holds an uncommitted user `held`, and commits only
       * once `write` waits for it at the unique index: `write` has passed every check in the code
       * by then, so what it answers is the database's refusal.
       */
      const racingWith = async (held: string, write: () => Promise<Answer>): Promise<Answer> => {
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${suite.tdb.database.schema}` });
        await client.connect();
        try {
          await client.query("begin");
          await client.query("insert into sys_user (id, username, realname, password_hash) values ($1, $2, '占位', '!')", [newId(), held]);
          const own = await client.query<{ xid: string }>("select transactionid::text as xid from pg_locks where pid = pg_backend_pid() and locktype = 'transactionid'");
          const answer = write();
          await vi.waitFor(
            async () => {
              const waiting = await client.query("select 1 from pg_locks where locktype = 'transactionid' and transactionid::text = $1 and not granted", [own.rows[0]!.xid]);
              expect(waiting.rowCount, "the write waits at the index").toBe(1);
            },
            { timeout: 10_000, interval: 20 },
          );
          await client.query("commit");
          return await answer;
        } finally {
          await client.end();
        }
      };

      test("an add, a batch row and a registration that lose the race at the index get the message of the check they passed", async () => {
        expectRefused(await racingWith("RACE_ADD", () => post("/sys/user/add", user("race_add"))), taken("race_add"));
        expectRefused(await racingWith("RACE_BATCH", () => post("/sys/user/addBatch", { rows: [user("race_first"), user("race_batch")] })), `第 2 行：${taken("race_batch")}`);
        expect(await spellings("race_first")).toEqual([]);

        const phone = fx.freshMobile();
        expect((await t.post("/sys/sms", { mobile: phone, smsmode: "1" })).body.success).toBe(true);
        const register = { username: "race_reg", password: PASSWORD, phone, smscode: fx.codeFor(phone, "1") };
        expectRefused(await racingWith("RACE_REG", () => t.post("/sys/user/register", register)), "用户名已注册");
        for (const name of ["race_add", "race_batch", "race_reg"]) expect(await spellings(name)).toEqual([name.toUpperCase()]);
      });
    }
  });

  describe(`the migration to case-blind usernames on ${kind}`, () => {
    it("keeps every account: the live, oldest spelling keeps its name, the others get a free suffix, each rename logged", async () => {
      const tdb = await openBareTestDatabase(kind);
      const before = migrationsBefore("0014_username_case");
      try {
        const db = tdb.database.db;
        await migrateDatabase(tdb.database, before);
        const at = (day: string) => new Date(`${day}T00:00:00Z`);
        const users = [
          { id: "u_deleted", username: "CASEY_DUP", delFlag: 1, createTime: at("2019-01-01") },
          { id: "u_keeper", username: "casey_dup", delFlag: 0, createTime: at("2020-01-01") },
          { id: "u_later", username: "Casey_Dup", delFlag: 0, createTime: at("2021-01-01") },
          { id: "u_suffix", username: "casey_dup_2", delFlag: 0, createTime: at("2022-01-01") },
          { id: "u_solo", username: "Solo_User", delFlag: 0, createTime: at("2022-01-01") },
        ];
        await db.insert(sysUser).values(users.map((u) => ({ ...u, realname: u.id, passwordHash: `hash-of-${u.id}` })));

        await migrateDatabase(tdb.database);

        const after = await db.select({ id: sysUser.id, username: sysUser.username, passwordHash: sysUser.passwordHash, delFlag: sysUser.delFlag }).from(sysUser).orderBy(sysUser.id);
        expect(after).toEqual([
          { id: "u_deleted", username: "CASEY_DUP_4", passwordHash: "hash-of-u_deleted", delFlag: 1 },
          { id: "u_keeper", username: "casey_dup", passwordHash: "hash-of-u_keeper", delFlag: 0 },
          { id: "u_later", username: "Casey_Dup_3", passwordHash: "hash-of-u_later", delFlag: 0 },
          { id: "u_solo", username: "Solo_User", passwordHash: "hash-of-u_solo", delFlag: 0 },
          { id: "u_suffix", username: "casey_dup_2", passwordHash: "hash-of-u_suffix", delFlag: 0 },
        ]);
        const logged = await db.select({ content: sysLog.logContent, userid: sysLog.userid, username: sysLog.username }).from(sysLog).where(eq(sysLog.method, "migration 0014_username_case"));
        const note = (old: string, renamed: string) => `用户名不区分大小写：「${old}」与「casey_dup」是同一个名字，已改为「${renamed}」（密码、角色和数据不变），请告知其使用者`;
        expect(logged).toEqual(
          expect.arrayContaining([
            { content: note("Casey_Dup", "Casey_Dup_3"), userid: "Casey_Dup_3", username: "u_later" },
            { content: note("CASEY_DUP", "CASEY_DUP_4"), userid: "CASEY_DUP_4", username: "u_deleted" },
          ]),
        );
        expect(logged).toHaveLength(2);

        // from now on the database itself refuses a second spelling
        const again = await db
          .insert(sysUser)
          .values({ id: "u_again", username: "SOLO_user", realname: "x", passwordHash: "!" })
          .then(() => undefined, (e: unknown) => e);
        expect(violatedUniqueIndex(again)).toBe("uniq_sys_user_username_ci");
        expect(await db.$count(sysUser, eq(sysUser.id, "u_again"))).toBe(0);
      } finally {
        fs.rmSync(before, { recursive: true, force: true });
        await tdb.drop();
      }
    }, 60_000);
  });
}
