/**
 * Field permissions of online forms (issue #20), on one database kind: rules saved per role (and
 * refused when they name an unknown field or role, a system field, or hide a required field); a
 * clerk whose role hides a field and makes another read-only sees neither the hidden field in
 * columns, search, form, rows, one record or the export, nor can write either; a user with a
 * second role that is less strict gets the least restriction; the admin (no rules) sees all;
 * deleting the form deletes its rules.
 */
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { onlCgformFieldAuth, sysRole, sysRolePermission, sysUserRole, sysPermission } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import type { TestDbKind } from "./helpers/databases.js";
import { createSyncedForm, DEFAULT_FIELDS, FORM_ACTIONS } from "./helpers/online-forms.js";
import { loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { sheetRows } from "./helpers/xlsx.js";
import { makeUser, SETUP_TIMEOUT, type TestUser } from "./push-helpers.js";

type Row = Record<string, unknown>;

export function defineOnlineFieldAuthSuite(kind: TestDbKind): void {
  describe(`online form field permissions on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let code: string;
    let clerk: TestUser;
    let manager: TestUser;
    const roles: Record<string, string> = {};

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        const { db } = tdb.database;
        t = await startTestApp(tdb.database, { clock });
        code = await createSyncedForm(tdb.database, {
          table: "t_staff",
          title: "员工",
          fields: [
            ...DEFAULT_FIELDS,
            ["name", "姓名", "string", 50, { fieldMustInput: "1", dbIsNull: 0, isQuery: 1, sortFlag: "1" }],
            ["phone", "电话", "string", 20, { isQuery: 1 }],
            ["salary", "薪资", "int", 0, { isQuery: 1 }],
          ],
        });
        admin = await loginAdmin(t, db);
        // two roles holding every code of the form; the clerk has one, the manager both
        const codes = await db.select({ id: sysPermission.id, perms: sysPermission.perms }).from(sysPermission);
        const formCodes = codes.filter((c) => FORM_ACTIONS.some((a) => c.perms === `online:t_staff:${a}`));
        for (const name of ["clerk", "manager"]) {
          roles[name] = newId();
          await db.insert(sysRole).values({ id: roles[name]!, roleName: name, roleCode: `fa_${name}`, createTime: clock.now() });
          await db.insert(sysRolePermission).values(formCodes.map((c) => ({ id: newId(), roleId: roles[name]!, permissionId: c.id })));
        }
        clerk = await makeUser(db, clock, "fa_clerk");
        manager = await makeUser(db, clock, "fa_manager");
        await db.insert(sysUserRole).values([
          { id: newId(), userId: clerk.id, roleId: roles.clerk! },
          { id: newId(), userId: manager.id, roleId: roles.clerk! },
          { id: newId(), userId: manager.id, roleId: roles.manager! },
        ]);
        for (const [name, staffPhone, salary] of [["甲", "13800000001", 9000], ["乙", "13800000002", 12000]] as const) {
          const res = await t.post(`/online/cgform/api/form/${code}`, { name, phone: staffPhone, salary }, { token: admin });
          expect(res.body, res.text).toMatchObject({ success: true });
        }
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    const save = (roleId: string, rules: { fieldName: string; mode: string }[]) => t.post(`/online/cgform/api/fieldAuth/${code}`, { roleId, rules }, { token: admin });
    const rulesOf = async (roleId: string) => (await t.get(`/online/cgform/api/fieldAuth/${code}?roleId=${roleId}`, { token: admin })).body.result;
    const rows = async (token: string) => {
      const res = await t.get(`/online/cgform/api/getData/${code}?column=name&order=asc`, { token });
      expect(res.body, res.text).toMatchObject({ success: true });
      return res.body.result.records as Row[];
    };

    test("rules are saved per role, replacing the role's; unknown fields and roles, system fields and a hidden required field are refused, nothing written", async () => {
      for (const [rules, message] of [
        [[{ fieldName: "nope", mode: "hidden" }], "字段「nope」不是表单的字段"],
        [[{ fieldName: "create_by", mode: "hidden" }], "字段「create_by」由系统维护，不能设置权限"],
        [[{ fieldName: "name", mode: "hidden" }], "字段「name」必填且没有默认值，不能隐藏"],
        [[{ fieldName: "phone", mode: "hidden" }, { fieldName: "phone", mode: "readonly" }], "字段「phone」重复设置"],
      ] as const) {
        expect((await save(roles.clerk!, [...rules])).body).toMatchObject({ success: false, message });
      }
      expect((await save("no-such-role", [])).body).toMatchObject({ success: false, message: "角色不存在：no-such-role" });
      expect((await save(roles.clerk!, [{ fieldName: "phone", mode: "everything" }])).status).toBe(400);
      expect(await db().select().from(onlCgformFieldAuth)).toEqual([]);
      // a reader of the form is no designer
      expect((await t.post(`/online/cgform/api/fieldAuth/${code}`, { roleId: roles.clerk, rules: [] }, { token: clerk.token })).status).toBe(403);

      expect((await save(roles.clerk!, [{ fieldName: "name", mode: "readonly" }])).body).toMatchObject({ success: true, message: "保存成功！" });
      expect((await save(roles.clerk!, [{ fieldName: "salary", mode: "hidden" }, { fieldName: "phone", mode: "readonly" }])).body).toMatchObject({ success: true });
      expect((await save(roles.manager!, [{ fieldName: "salary", mode: "readonly" }])).body).toMatchObject({ success: true });
      expect(await rulesOf(roles.clerk!)).toEqual([{ fieldName: "phone", mode: "readonly" }, { fieldName: "salary", mode: "hidden" }]);
      expect(await rulesOf(roles.manager!)).toEqual([{ fieldName: "salary", mode: "readonly" }]);
    });

    test("a hidden field is nowhere for the clerk (columns, search, form, rows, one record, export) and neither it nor a read-only field is written", async () => {
      const get = (path: string) => t.get(`/online/cgform/api/${path}`, { token: clerk.token });
      expect((await get(`getColumns/${code}`)).body.result.columns.map((c: Row) => c.dataIndex)).toEqual(["create_time", "name", "phone"]);
      expect((await get(`getQueryInfo/${code}`)).body.result.map((q: Row) => q.field)).toEqual(["name", "phone"]);
      const items = (await get(`getFormItem/${code}`)).body.result.schema.properties;
      expect(Object.keys(items)).toEqual(["name", "phone"]);
      expect(items.phone.disabled).toBe(true);
      expect(items.name.disabled).toBe(false);
      const listed = await rows(clerk.token);
      expect(listed.map((r) => r.name)).toEqual(["乙", "甲"]);
      expect(listed.every((r) => !("salary" in r))).toBe(true);
      // searching by a hidden field is no search at all (the engine ignores it)
      expect((await get(`getData/${code}?salary=9000`)).body.result.total).toBe(2);
      const one = (await get(`form/${code}/${listed[1]!.id}`)).body.result;
      expect(one).toMatchObject({ name: "甲", phone: "13800000001" });
      expect(one).not.toHaveProperty("salary");
      const sheet = await sheetRows(await fetch(`${t.api}/online/cgform/api/exportXls/${code}`, { headers: { "X-Access-Token": clerk.token } }));
      expect(sheet[0]).toEqual(expect.arrayContaining(["姓名", "电话"]));
      expect(sheet[0]).not.toContain("薪资");

      // writes: the hidden and the read-only field are dropped, the rest saved
      const added = await t.post(`/online/cgform/api/form/${code}`, { name: "丙", phone: "13900000003", salary: 99999 }, { token: clerk.token });
      expect(added.body, added.text).toMatchObject({ success: true });
      const third = (await rows(admin)).find((r) => r.name === "丙")!;
      expect(third).toMatchObject({ phone: null, salary: null });
      const edited = await t.request("PUT", `/online/cgform/api/form/${code}`, { token: clerk.token, body: { id: listed[1]!.id, name: "甲改", phone: "000", salary: 1, update_time: listed[1]!.update_time ?? null } });
      expect(edited.body, edited.text).toMatchObject({ success: true });
      expect((await rows(admin)).find((r) => r.id === listed[1]!.id)).toMatchObject({ name: "甲改", phone: "13800000001", salary: 9000 });
    });

    test("with two roles the least restriction holds; the admin, under no rule, sees and writes everything", async () => {
      const items = (await t.get(`/online/cgform/api/getFormItem/${code}`, { token: manager.token })).body.result.schema.properties;
      // salary: hidden for the clerk role, read-only for the manager role → shown, read-only; phone: read-only for one role, free for the other → free
      expect(Object.keys(items)).toEqual(["name", "phone", "salary"]);
      expect([items.phone.disabled, items.salary.disabled]).toEqual([false, true]);
      expect((await rows(manager.token)).every((r) => "salary" in r)).toBe(true);
      const adminItems = (await t.get(`/online/cgform/api/getFormItem/${code}`, { token: admin })).body.result.schema.properties;
      expect(Object.values(adminItems).map((i) => (i as Row).disabled)).toEqual([false, false, false]);
    });

    test("deleting the form deletes its rules", async () => {
      expect((await db().select().from(onlCgformFieldAuth).where(eq(onlCgformFieldAuth.cgformHeadId, code))).length).toBeGreaterThan(0);
      const res = await t.request("DELETE", `/online/cgform/head/delete?id=${code}`, { token: admin });
      expect(res.body, res.text).toMatchObject({ success: true });
      expect(await db().select().from(onlCgformFieldAuth).where(eq(onlCgformFieldAuth.cgformHeadId, code))).toEqual([]);
    });
  });
}
