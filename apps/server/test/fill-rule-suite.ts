/**
 * Fill rules (/sys/fillRule) on one database kind (fill-rule.pglite / fill-rule.postgres run it):
 * the CRUD family with `ruleParams` on the wire as a JSON string, each refusal (unknown class, bad
 * parameters, an array, a duplicate or changed code; nothing written), the sequence's value (prefix,
 * date in the server's zone, padding, a new period starting at 1, growing past its width),
 * concurrent calls getting distinct consecutive values, the stock class names, import, and the
 * permission codes (CRUD and 功能测试 need them, generating a value for a form does not).
 */
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { sysCategory, sysDepart, sysFillRule, sysFillRuleSeq } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { generateFillValue } from "../src/sys/fillrule/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { adminMenuPage, pageReader } from "./helpers/grants.js";
import { DAY, manualClock, MINUTE } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { errorFileRows, importExcel, workbookOf } from "./helpers/xlsx.js";
import { makeUser, SETUP_TIMEOUT, type TestUser } from "./push-helpers.js";

const HOUR = 60 * MINUTE;
const ORDER_RULE = "org.jeecg.modules.system.rule.OrderNumberRule";

export function defineFillRuleSuite(kind: TestDbKind): void {
  describe(`fill rules on ${kind}`, () => {
    // 2026-11-22 10:00 in the server's zone (Asia/Shanghai)
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let plain: TestUser;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, tdb.database.db);
        plain = await makeUser(tdb.database.db, clock, "fill_plain");
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    const add = (body: Record<string, unknown>, token = admin) => t.post("/sys/fillRule/add", body, { token });
    const edit = (body: Record<string, unknown>, token = admin) => t.request("PUT", "/sys/fillRule/edit", { token, body });
    const stored = async (ruleCode: string) => (await db().select().from(sysFillRule).where(eq(sysFillRule.ruleCode, ruleCode)))[0];
    const execute = (ruleCode: string, formData: Record<string, unknown> = {}, token = admin) =>
      t.request("PUT", `/sys/fillRule/executeRuleByCode/${ruleCode}`, { token, body: formData });
    const valueOf = async (ruleCode: string, formData: Record<string, unknown> = {}, token = admin): Promise<string> => {
      const res = await execute(ruleCode, formData, token);
      expect(res.body, res.text).toMatchObject({ success: true });
      expect(answerErrors("sysFillRuleExecuteRuleByCode", res.body)).toEqual([]);
      return res.body.result as string;
    };
    /** Adds a sequence rule through the API and answers its id. */
    const addRule = async (ruleCode: string, params: Record<string, unknown>, ruleClass = "sequence"): Promise<string> => {
      const res = await add({ ruleName: `规则${ruleCode}`, ruleCode, ruleClass, ruleParams: JSON.stringify(params) });
      expect(res.body, res.text).toMatchObject({ success: true, message: "添加成功！" });
      return (await stored(ruleCode))!.id;
    };

    test("add, list, queryById and edit answer ruleParams as a JSON string; the code cannot change", async () => {
      const params = { prefix: "QT", datePattern: "yyyyMMdd", digits: 5, reset: "day" };
      const id = await addRule("crud_rule", params);
      expect((await stored("crud_rule"))!.ruleParams).toEqual(params);

      const list = await t.get("/sys/fillRule/list?ruleCode=crud", { token: admin });
      expect(answerErrors("sysFillRuleList", list.body)).toEqual([]);
      expect(list.body.result.records).toHaveLength(1);
      const record = list.body.result.records[0];
      expect(record).toMatchObject({ id, ruleName: "规则crud_rule", ruleCode: "crud_rule", ruleClass: "sequence" });
      expect(JSON.parse(record.ruleParams)).toEqual(params);
      const one = await t.get(`/sys/fillRule/queryById?id=${id}`, { token: admin });
      expect(answerErrors("sysFillRuleQueryById", one.body)).toEqual([]);
      expect(one.body.result.ruleParams).toBe(record.ruleParams);

      expect(await valueOf("crud_rule")).toBe("QT2026112200001");
      const changed = await edit({ id, ruleName: "改名", ruleCode: "crud_rule", ruleClass: "sequence", ruleParams: '{"prefix":"ZZ","digits":"3"}' });
      expect(changed.body, changed.text).toMatchObject({ success: true, message: "编辑成功!" });
      expect((await stored("crud_rule"))!).toMatchObject({ ruleName: "改名", ruleParams: { prefix: "ZZ", digits: "3" } });
      // the counter goes on after an edit
      expect(await valueOf("crud_rule")).toBe("ZZ20261122002");
      // an edit leaving the params out keeps them
      expect((await edit({ id, ruleName: "再改名", ruleCode: "crud_rule", ruleClass: "sequence" })).body.success).toBe(true);
      expect((await stored("crud_rule"))!).toMatchObject({ ruleName: "再改名", ruleClass: "sequence", ruleParams: { prefix: "ZZ", digits: "3" } });

      const renamed = await edit({ id, ruleName: "x", ruleCode: "other_code", ruleClass: "sequence" });
      expect(renamed.body).toMatchObject({ success: false, message: "规则编码不能修改" });
      expect((await stored("crud_rule"))!.ruleName).toBe("再改名");

      expect((await t.request("DELETE", `/sys/fillRule/delete?id=${id}`, { token: admin })).body).toMatchObject({ success: true });
      expect(await stored("crud_rule")).toBeUndefined();
      expect((await execute("crud_rule")).body).toMatchObject({ success: false, message: "填值规则不存在：crud_rule" });
    });

    const BAD: Array<[string, string | undefined, string]> = [
      ["com.example.Evil", "{}", "规则实现类不存在：com.example.Evil"],
      ["sequence", "[1,2]", "规则参数须为 JSON 对象（不能是数组）"],
      ["sequence", "not json", '规则参数须为 JSON 对象，如 {"prefix":"CN"}'],
      ["sequence", '{"prefix":"ABCDEFGHIJKLMNOPQRSTU"}', "前缀须为不超过 20 个字符的文本（不含控制字符）"],
      ["sequence", '{"prefix":"A\\u0007"}', "前缀须为不超过 20 个字符的文本（不含控制字符）"],
      ["sequence", '{"datePattern":"yyyy-MM-dd"}', "日期格式须为以下之一：yyyy、yyyyMM、yyyyMMdd、yyMMdd、yyyyMMddHH、yyyyMMddHHmm、yyyyMMddHHmmss（或留空）"],
      ["sequence", '{"digits":0}', "序号位数须为 1–12 的整数"],
      ["sequence", '{"digits":13}', "序号位数须为 1–12 的整数"],
      ["sequence", '{"digits":2.5}', "序号位数须为 1–12 的整数"],
      ["sequence", '{"reset":"hour"}', "重置周期须为 day、month、year、never 之一"],
      ["sequence", '{"datePattern":"yyyyMM","reset":"day"}', "日期格式须包含重置周期（按日重置须含日，按月须含月，按年须含年），否则不同周期会生成相同的值"],
      ["sequence", '{"datePattern":"","reset":"year"}', "日期格式须包含重置周期（按日重置须含日，按月须含月，按年须含年），否则不同周期会生成相同的值"],
      ["sequence", '{"prefix":"A","parentId":"1"}', "规则参数 parentId 不适用于该规则（可用：prefix、datePattern、digits、reset）"],
      ["org.jeecg.modules.system.rule.CategoryCodeRule", '{"pid":3}', "规则参数 pid 须为不超过 64 个字符的文本"],
    ];

    test("an unknown class or bad parameters are refused with the reason, on add and on edit; nothing is written", async () => {
      const id = await addRule("bad_target", { prefix: "OK", datePattern: "", digits: 2, reset: "never" });
      const before = await db().select().from(sysFillRule);
      for (const [ruleClass, ruleParams, message] of BAD) {
        const added = await add({ ruleName: "坏规则", ruleCode: `bad_${newId().slice(-6)}`, ruleClass, ruleParams });
        expect(added.body, `${ruleClass} ${ruleParams}`).toMatchObject({ success: false, message });
        const edited = await edit({ id, ruleName: "改名", ruleCode: "bad_target", ruleClass, ruleParams });
        expect(edited.body, `${ruleClass} ${ruleParams}`).toMatchObject({ success: false, message });
      }
      // a new class is checked against the stored params when they are left out
      const classOnly = await edit({ id, ruleName: "改名", ruleCode: "bad_target", ruleClass: "org.jeecg.modules.system.rule.OrgCodeRule" });
      expect(classOnly.body).toMatchObject({ success: false, message: "规则参数 datePattern、digits、prefix、reset 不适用于该规则（可用：parentId）" });
      expect(await db().select().from(sysFillRule)).toEqual(before);
      expect(await valueOf("bad_target")).toBe("OK01");

      // ruleParams is a string on the wire; name, code and class are required
      expect((await add({ ruleName: "对象", ruleCode: "as_object", ruleClass: "sequence", ruleParams: { prefix: "A" } })).status).toBe(400);
      expect((await add({ ruleName: "无类", ruleCode: "no_class" })).status).toBe(400);
      expect((await add({ ruleName: "", ruleCode: "no_name", ruleClass: "sequence" })).body).toMatchObject({ success: false, message: "规则名称不能为空" });
      expect(await db().$count(sysFillRule)).toBe(before.length);
    });

    test("a rule code is unique (the seeded ones too)", async () => {
      const dup = await add({ ruleName: "重复", ruleCode: "shop_order_num", ruleClass: "sequence", ruleParams: "{}" });
      expect(dup.body).toMatchObject({ success: false, message: expect.stringContaining("shop_order_num") });
      const dupCheck = await t.get("/sys/duplicate/check?tableName=sys_fill_rule&fieldName=ruleCode&fieldVal=shop_order_num", { token: admin });
      expect(dupCheck.body).toMatchObject({ success: false });
      const free = await t.get("/sys/duplicate/check?tableName=sys_fill_rule&fieldName=ruleCode&fieldVal=free_code", { token: admin });
      expect(free.body).toMatchObject({ success: true });
    });

    test("a sequence: prefix, date in the server's zone, zero padding; a new day starts at 1; past the width it grows", async () => {
      await addRule("daily", { prefix: "D-", datePattern: "yyMMdd", digits: 3, reset: "day" });
      await addRule("monthly", { prefix: "", datePattern: "yyyyMM", digits: 2, reset: "month" });
      await addRule("forever", { prefix: "F", datePattern: "", digits: 1, reset: "never" });
      // the sessions' clock stays; generateFillValue (what the calls run) takes this one
      const day = manualClock(clock.now());
      const gen = (ruleCode: string) => generateFillValue(db(), day, ruleCode);
      expect([await gen("daily"), await gen("daily")]).toEqual(["D-261122001", "D-261122002"]);
      expect(await gen("monthly")).toBe("20261101");
      // 23:30 in Shanghai is still the 22nd; half an hour later (16:00 UTC) it is the 23rd
      day.advance(13 * HOUR + 30 * MINUTE);
      expect(await gen("daily")).toBe("D-261122003");
      day.advance(HOUR);
      expect(await gen("daily")).toBe("D-261123001");
      expect(await gen("monthly")).toBe("20261102");
      day.advance(10 * DAY);
      expect(await gen("monthly")).toBe("20261201");
      expect(await gen("daily")).toBe("D-261203001");
      const forever: string[] = [];
      for (let i = 0; i < 11; i++) forever.push(await gen("forever"));
      expect(forever).toEqual(["F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11"]);
      // the counters are rows per rule and period
      const seq = await db().select().from(sysFillRuleSeq).where(eq(sysFillRuleSeq.ruleCode, "daily"));
      expect(seq.map((r) => [r.period, r.value]).sort()).toEqual([["20261122", 3], ["20261123", 1], ["20261203", 1]]);
    });

    test("50 concurrent executeRuleByCode calls get 50 distinct consecutive values", async () => {
      await addRule("busy", { prefix: "B", datePattern: "", digits: 4, reset: "never" });
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => execute("busy", { n: i }, i % 2 ? admin : plain.token)));
      for (const a of answers) expect(a.body, a.text).toMatchObject({ success: true });
      const values = answers.map((a) => a.body.result as string).sort();
      expect(values).toEqual(Array.from({ length: 50 }, (_, i) => `B${String(i + 1).padStart(4, "0")}`));
    });

    test("the stock class names: OrderNumberRule is a daily CN sequence; category and department codes come from their parents", async () => {
      expect(await valueOf("shop_order_num")).toBe("CN202611220001");
      await addRule("order_custom", { prefix: "SO" }, ` ${ORDER_RULE}`);
      expect((await stored("order_custom"))!.ruleClass).toBe(ORDER_RULE);
      expect(await valueOf("order_custom")).toBe("SO202611220001");

      const catId = newId();
      await db().insert(sysCategory).values([
        { id: catId, pid: "0", name: "填值父类", code: "X77", hasChild: "1", createTime: clock.now() },
        { id: newId(), pid: catId, name: "填值子类", code: "X77A01", createTime: clock.now() },
      ]);
      expect(await valueOf("category_code_rule", { pid: catId })).toBe("X77A02");
      expect((await execute("category_code_rule", { pid: "nope" })).body).toMatchObject({ success: false, message: "父级分类不存在" });

      const departId = newId();
      await db().insert(sysDepart).values([
        { id: departId, parentId: "0", departName: "填值部门", orgCode: "Y55", createTime: clock.now() },
        { id: newId(), parentId: departId, departName: "填值子部门", orgCode: "Y55A03", orgType: "2", createTime: clock.now() },
      ]);
      expect(await valueOf("org_num_role", { parentId: departId })).toBe("Y55A04");

      // generateFillValue is what other modules call
      expect(await generateFillValue(db(), clock, "category_code_rule", { pid: catId })).toBe("X77A02");
      await expect(generateFillValue(db(), clock, "no_such_rule")).rejects.toThrow("填值规则不存在：no_such_rule");
    });

    test("executeRuleByCodeBatch: each rule's formData over the common one; an unknown code moves no counter", async () => {
      await addRule("batch_a", { prefix: "A", datePattern: "", digits: 2, reset: "never" });
      const catId = newId();
      await db().insert(sysCategory).values({ id: catId, pid: "0", name: "批量父类", code: "X78", createTime: clock.now() });
      const batch = (rules: unknown[]) =>
        t.request("PUT", "/sys/fillRule/executeRuleByCodeBatch", { token: plain.token, body: { commonFormData: { pid: catId }, rules } });
      const res = await batch([{ ruleCode: "batch_a" }, { ruleCode: "category_code_rule" }, { ruleCode: "batch_a", formData: {} }]);
      expect(res.body, res.text).toMatchObject({ success: true });
      expect(answerErrors("sysFillRuleExecuteRuleByCodeBatch", res.body)).toEqual([]);
      expect(res.body.result).toEqual([
        { ruleCode: "batch_a", result: "A01" },
        { ruleCode: "category_code_rule", result: "X78A01" },
        { ruleCode: "batch_a", result: "A02" },
      ]);
      expect((await batch(Array.from({ length: 101 }, () => ({ ruleCode: "batch_a" })))).status).toBe(400);
      const refused = await batch([{ ruleCode: "batch_a" }, { ruleCode: "missing_rule" }]);
      expect(refused.body).toMatchObject({ success: false, message: "填值规则不存在：missing_rule" });
      expect(await valueOf("batch_a")).toBe("A03");
    });

    test("import checks each row's class and parameters: good rows stored, bad ones in the error file", async () => {
      const file = await workbookOf([
        ["规则名称", "规则编码", "规则实现类", "规则参数"],
        ["导入好", "imp_good", "sequence", '{"prefix":"I"}'],
        ["导入坏", "imp_bad", "java.lang.Runtime", "{}"],
        ["导入数组", "imp_array", "sequence", "[]"],
      ]);
      const res = await importExcel(t, "/sys/fillRule", admin, file);
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, code: 201 });
      expect(await errorFileRows(t, res.body.result.fileUrl)).toEqual([
        [3, "规则实现类不存在：java.lang.Runtime"],
        [4, "规则参数须为 JSON 对象（不能是数组）"],
      ]);
      expect((await stored("imp_good"))!.ruleParams).toEqual({ prefix: "I" });
      expect(await stored("imp_bad")).toBeUndefined();
    });

    test("the permission codes: CRUD and 功能测试 need them; any logged-in user may generate a value", async () => {
      const id = await addRule("perm_rule", { prefix: "P", datePattern: "", digits: 3, reset: "never" });
      const refused = async (token: string) => {
        expect((await add({ ruleName: "x", ruleCode: "perm_x", ruleClass: "sequence" }, token)).status).toBe(403);
        expect((await edit({ id, ruleName: "x", ruleCode: "perm_rule", ruleClass: "sequence" }, token)).status).toBe(403);
        expect((await t.request("DELETE", `/sys/fillRule/delete?id=${id}`, { token })).status).toBe(403);
        expect((await t.request("DELETE", `/sys/fillRule/deleteBatch?ids=${id}`, { token })).status).toBe(403);
        expect((await t.get("/sys/fillRule/exportXls", { token })).status).toBe(403);
        expect((await t.get("/sys/fillRule/testFillRule?ruleCode=perm_rule", { token })).status).toBe(403);
      };
      expect((await t.get("/sys/fillRule/list", { token: plain.token })).status).toBe(403);
      expect((await t.get(`/sys/fillRule/queryById?id=${id}`, { token: plain.token })).status).toBe(403);
      await refused(plain.token);
      expect(await valueOf("perm_rule", {}, plain.token)).toBe("P001");
      expect((await execute("perm_rule", {}, "not-a-token")).status).toBe(401);

      const tested = await t.get("/sys/fillRule/testFillRule?ruleCode=perm_rule", { token: admin });
      expect(tested.body).toMatchObject({ success: true, result: "P002" });
      expect(answerErrors("sysFillRuleTestFillRule", tested.body)).toEqual([]);

      const reader = await pageReader(t, db(), clock, admin, "/isystem", "/isystem/fillRule", "system:fillRule:list", "fill_reader");
      const listed = await t.get("/sys/fillRule/list?ruleCode=perm_rule", { token: reader.token });
      expect(listed.body.result.records.map((r: { id: string }) => r.id)).toEqual([id]);
      await refused(reader.token);
      expect((await stored("perm_rule"))!.id).toBe(id);
    });

    test("the menu 填值规则 under 系统管理 carries the page's buttons, 功能测试 included", async () => {
      const { page, codes } = await adminMenuPage(t, admin, "/isystem", "/isystem/fillRule");
      expect(page).toMatchObject({ component: "system/SysFillRuleList", meta: { title: "填值规则" } });
      for (const op of ["list", "add", "edit", "delete", "batch_delete", "import", "export", "test"]) expect(codes).toContain(`system:fillRule:${op}`);
    });
  });
}
