/**
 * The editable grid's two save calls (issue #8 "Where it is used") on one database kind:
 * /sys/user/addBatch (the user list's 批量添加) and /sys/dictItem/saveBatch (the dictionary items
 * grid) — all or nothing, refusals naming the row and changing nothing, the permission checked.
 * grid-batch.pglite.test.ts and grid-batch.postgres.test.ts run exactly these tests.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect } from "vitest";
import { verifyPassword } from "../src/auth/password.js";
import { sysDictItem, sysRole, sysUser, sysUserDepart, sysUserRole } from "../src/db/schema/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { expectOk, expectRefused } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { login, loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";

const OPERATIONS_DEPART = "d0000000000000000000000000000002"; // 运营部 A01A01
const DEV_GROUP = "d0000000000000000000000000000007"; // 研发组 A01A05A01

export function defineGridBatchSuite(kind: TestDbKind): void {
  describe(`grid batch saves on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test, db } = suite;

    const post = (p: string, body: unknown, token = admin) => t.post(p, body, { token });
    const usersNamed = (names: string[]) => db().select().from(sysUser).where(inArray(sysUser.username, names));

    /** A logged-in user without any role (no permission at all). */
    const plainUser = async (username: string): Promise<string> => {
      expectOk(await post("/sys/user/add", { username, realname: username, password: "Passw0rd!" }), "sysUserAdd");
      await db().update(sysUser).set({ mustChangePassword: false }).where(eq(sysUser.username, username));
      const res = await login(t, db(), username, "Passw0rd!");
      expect(res.body.success, res.text).toBe(true);
      return res.body.result.token as string;
    };

    test("addBatch adds every row as add does: hashed passwords, roles, departments; the users are listed and can log in", async () => {
      const [role] = await db().select().from(sysRole).where(eq(sysRole.roleCode, "auditor"));
      const body = expectOk(
        await post("/sys/user/addBatch", {
          rows: [
            { username: "batch_a1", realname: "批量甲", password: "Batch#row1x", sex: 1, phone: "13900000001", email: "a1@example.com", selectedroles: role!.id, selecteddeparts: OPERATIONS_DEPART },
            { username: "batch_a2", realname: "批量乙", password: "Passw0rd2", selecteddeparts: `${DEV_GROUP},${OPERATIONS_DEPART}` },
          ],
        }),
        "sysUserAddBatch",
      );
      expect(body.message).toBe("添加成功！");
      const rows = await usersNamed(["batch_a1", "batch_a2"]);
      expect(rows).toHaveLength(2);
      const a1 = rows.find((r) => r.username === "batch_a1")!;
      const a2 = rows.find((r) => r.username === "batch_a2")!;
      expect(a1).toMatchObject({ realname: "批量甲", sex: 1, phone: "13900000001", email: "a1@example.com", status: 1, orgCode: "A01A01", mustChangePassword: true });
      expect(a1.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword("Passw0rd2", a2.passwordHash)).toBe(true);
      expect((await db().select().from(sysUserRole).where(eq(sysUserRole.userId, a1.id))).map((r) => r.roleId)).toEqual([role!.id]);
      expect((await db().select().from(sysUserDepart).where(eq(sysUserDepart.userId, a2.id))).map((r) => r.depId).sort()).toEqual([DEV_GROUP, OPERATIONS_DEPART].sort());

      const list = expectOk(await t.get("/sys/user/list?username=batch_a*&column=username&order=asc", { token: admin }), "sysUserList").result;
      expect(list.records.map((u: { username: string }) => u.username)).toEqual(["batch_a1", "batch_a2"]);
      expect(JSON.stringify(list)).not.toMatch(/argon2/);
      const logged = await login(t, db(), "batch_a2", "Passw0rd2");
      expect(logged.body.success, logged.text).toBe(true);
      expect(logged.body.result.userInfo).toMatchObject({ username: "batch_a2", mustChangePassword: true });
    });

    test("addBatch refusals name the row and add nothing", async () => {
      const good = { username: "batch_ok", realname: "好的", password: "Passw0rd!" };
      const nothingAdded = async () => expect(await usersNamed(["batch_ok", "batch_b2", "batch_b3"])).toEqual([]);
      // a username already taken
      expectRefused(await post("/sys/user/addBatch", { rows: [good, { username: "operator", realname: "重名", password: "Passw0rd!" }] }), "第 2 行：登录账号「operator」已存在");
      await nothingAdded();
      // the same username (or phone) twice in the batch
      expectRefused(await post("/sys/user/addBatch", { rows: [good, { username: "batch_ok", realname: "又一个", password: "Passw0rd!" }] }), "第 2 行：登录账号「batch_ok」已存在");
      expectRefused(
        await post("/sys/user/addBatch", {
          rows: [
            { ...good, phone: "13900000009" },
            { username: "batch_b2", realname: "乙", password: "Passw0rd!" },
            { username: "batch_b3", realname: "丙", password: "Passw0rd!", phone: "13900000009" },
          ],
        }),
        "第 3 行：手机号「13900000009」已存在",
      );
      // the add rules, row by row
      expectRefused(await post("/sys/user/addBatch", { rows: [good, { username: "batch_b2", realname: "乙", password: "short" }] }), "第 2 行：密码至少 8 位");
      expectRefused(await post("/sys/user/addBatch", { rows: [{ username: "b!", realname: "乙", password: "Passw0rd!" }, good] }), "第 1 行：登录账号须为 4–18 位字母、数字或下划线");
      expectRefused(await post("/sys/user/addBatch", { rows: [good, { username: "batch_b2", realname: "乙", password: "Passw0rd!", selecteddeparts: "nope" }] }), "第 2 行：所选部门不存在");
      expectRefused(await post("/sys/user/addBatch", { rows: [good, { username: "batch_b2", realname: " ", password: "Passw0rd!" }] }), "第 2 行：真实姓名不能为空");
      await nothingAdded();
      // an empty batch is no batch (the contract's minItems)
      expect((await post("/sys/user/addBatch", { rows: [] })).status).toBe(400);
    });

    test("addBatch needs system:user:add (403, nothing added)", async () => {
      const token = await plainUser("batch_nobody");
      const res = await post("/sys/user/addBatch", { rows: [{ username: "batch_c1", realname: "丙", password: "Passw0rd!" }] }, token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 510 });
      expect(await usersNamed(["batch_c1"])).toEqual([]);
    });

    // ---- dictionary items ---------------------------------------------------------------------

    const newDict = async (code: string, values: string[]): Promise<{ dictId: string; ids: Record<string, string> }> => {
      expectOk(await post("/sys/dict/add", { dictName: `字典${code}`, dictCode: code }), "sysDictAdd");
      const dict = expectOk(await t.get(`/sys/dict/list?dictCode=${code}`, { token: admin }), "sysDictList").result.records[0] as { id: string };
      for (const [i, v] of values.entries()) expectOk(await post("/sys/dictItem/add", { dictId: dict.id, itemText: `文本${v}`, itemValue: v, sortOrder: i + 1, status: 1 }), "sysDictItemAdd");
      const items = await db().select().from(sysDictItem).where(eq(sysDictItem.dictId, dict.id));
      return { dictId: dict.id, ids: Object.fromEntries(items.map((r) => [r.itemValue, r.id])) };
    };
    const itemsOf = async (dictId: string) =>
      (await db().select().from(sysDictItem).where(eq(sysDictItem.dictId, dictId)).orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.itemValue))).map((r) => ({
        id: r.id,
        itemText: r.itemText,
        itemValue: r.itemValue,
        description: r.description,
        sortOrder: r.sortOrder,
        status: r.status,
      }));

    test("saveBatch edits, adds and deletes in one call; two saved values may swap; the dictionaries answer the new items", async () => {
      const { dictId, ids } = await newDict("grid_colors", ["red", "green", "blue", "gray"]);
      expectOk(
        await post("/sys/dictItem/saveBatch", {
          dictId,
          rows: [
            { id: ids.red, itemText: "红色", itemValue: "red", description: "主色", sortOrder: 1, status: 1 },
            { id: ids.green, itemText: "文本green", itemValue: "blue", sortOrder: 2, status: 0 },
            { id: ids.blue, itemText: "文本blue", itemValue: "green", sortOrder: 3, status: 1 },
            { itemText: "黄色", itemValue: "yellow", sortOrder: 4 },
          ],
          deletedIds: [ids.gray],
        }),
        "sysDictItemSaveBatch",
      );
      const after = await itemsOf(dictId);
      expect(after).toEqual([
        { id: ids.red, itemText: "红色", itemValue: "red", description: "主色", sortOrder: 1, status: 1 },
        { id: ids.green, itemText: "文本green", itemValue: "blue", description: null, sortOrder: 2, status: 0 },
        { id: ids.blue, itemText: "文本blue", itemValue: "green", description: null, sortOrder: 3, status: 1 },
        { id: expect.any(String), itemText: "黄色", itemValue: "yellow", description: null, sortOrder: 4, status: 1 },
      ]);
      // what every widget reads (enabled items only)
      const all = expectOk(await t.get("/sys/dict/queryAllDictItems", { token: admin }), "sysDictQueryAllDictItems").result as Record<string, Array<{ value: string; text: string }>>;
      expect(all.grid_colors!.map((o) => [o.value, o.text])).toEqual([
        ["red", "红色"],
        ["green", "文本blue"],
        ["yellow", "黄色"],
      ]);
      const listed = expectOk(await t.get(`/sys/dictItem/list?dictId=${dictId}&column=sortOrder&order=asc`, { token: admin }), "sysDictItemList").result;
      expect(listed.records.map((r: { itemValue: string }) => r.itemValue)).toEqual(["red", "blue", "green", "yellow"]);
    });

    test("saveBatch refusals name the row and change nothing", async () => {
      const { dictId, ids } = await newDict("grid_sizes", ["s", "m", "l"]);
      const { ids: other } = await newDict("grid_other", ["x"]);
      const before = await itemsOf(dictId);
      const save = (rows: unknown[], deletedIds: string[] = []) => post("/sys/dictItem/saveBatch", { dictId, rows, deletedIds });
      const keep = [
        { id: ids.s, itemText: "小", itemValue: "s", sortOrder: 1, status: 1 },
        { id: ids.m, itemText: "中", itemValue: "m", sortOrder: 2, status: 1 },
      ];
      // the same value twice in the grid
      expectRefused(await save([...keep, { itemText: "大", itemValue: "m" }], [ids.l!]), "第 3 行：字典项值「m」已存在");
      // a value an item not in the grid (neither sent nor deleted) still holds
      expectRefused(await save([keep[0], { itemText: "大号", itemValue: "l" }]), "第 2 行：字典项值「l」已存在");
      // empty texts, ids of another dictionary or deleted in the same call
      expectRefused(await save([...keep, { itemText: " ", itemValue: "xl" }]), "第 3 行：名称不能为空");
      expectRefused(await save([...keep, { id: other.x, itemText: "x", itemValue: "x" }]), "第 3 行：未找到对应数据");
      expectRefused(await save(keep, [other.x!]), "未找到对应数据");
      expectRefused(await save(keep, [ids.m!]), "第 2 行：未找到对应数据");
      expectRefused(await post("/sys/dictItem/saveBatch", { dictId: "nope", rows: [] }), "字典不存在");
      expect(await itemsOf(dictId)).toEqual(before);
    });

    test("saveBatch needs system:dictItem:edit (403, nothing changed)", async () => {
      const { dictId, ids } = await newDict("grid_perm", ["a"]);
      const before = await itemsOf(dictId);
      const token = await plainUser("dict_nobody");
      const res = await post("/sys/dictItem/saveBatch", { dictId, rows: [{ itemText: "b", itemValue: "b" }], deletedIds: [ids.a] }, token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 510 });
      expect(await itemsOf(dictId)).toEqual(before);
    });
  });
}
