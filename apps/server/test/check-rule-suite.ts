/**
 * Code check rules (/sys/checkRule) on one database kind (check-rule.pglite / check-rule.postgres
 * run it): the CRUD family with `ruleJson` on the wire as a JSON string, each refusal of a bad rule
 * (nothing written), the unique code, import and export, the permission codes, and checkByCode
 * following an edit at once.
 */
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect } from "vitest";
import { sysCheckRule } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { adminMenuPage, pageReader } from "./helpers/grants.js";
import { manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { errorFileRows, importExcel, workbookOf } from "./helpers/xlsx.js";
import { makeUser, SETUP_TIMEOUT, type TestUser } from "./push-helpers.js";

const SIX_DIGITS = [{ digits: "*", pattern: "\\d{6}", message: "请输入6位数字" }];
const PREFIXED = [
  { digits: 2, pattern: "[A-Z]{2}", message: "前2位须为大写字母" },
  { digits: "*", pattern: ".{2}\\d{3}", message: "须为2位字母加3位数字" },
];

export function defineCheckRuleSuite(kind: TestDbKind): void {
  describe(`code check rules on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let plain: TestUser;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, tdb.database.db);
        plain = await makeUser(tdb.database.db, clock, "rule_plain");
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    const add = (body: Record<string, unknown>, token = admin) => t.post("/sys/checkRule/add", body, { token });
    const edit = (body: Record<string, unknown>, token = admin) => t.request("PUT", "/sys/checkRule/edit", { token, body });
    const stored = async (ruleCode: string) => (await db().select().from(sysCheckRule).where(eq(sysCheckRule.ruleCode, ruleCode)))[0];
    const check = (ruleCode: string, value: string) => t.get(`/sys/checkRule/checkByCode?ruleCode=${ruleCode}&value=${encodeURIComponent(value)}`, { token: admin });
    /** Adds a rule through the API and answers its id. */
    const addRule = async (ruleCode: string, items: unknown[] = SIX_DIGITS): Promise<string> => {
      const res = await add({ ruleName: `规则${ruleCode}`, ruleCode, ruleJson: JSON.stringify(items), ruleDescription: "测试" });
      expect(res.body, res.text).toMatchObject({ success: true, message: "添加成功！" });
      return (await stored(ruleCode))!.id;
    };

    test("add, list, queryById and edit answer ruleJson as a JSON string; checkByCode follows the edit at once", async () => {
      const id = await addRule("crud_rule");
      expect((await stored("crud_rule"))!.ruleJson).toEqual(SIX_DIGITS);

      const list = await t.get("/sys/checkRule/list?ruleCode=crud", { token: admin });
      expect(answerErrors("sysCheckRuleList", list.body)).toEqual([]);
      expect(list.body.result.records).toHaveLength(1);
      const record = list.body.result.records[0];
      expect(record).toMatchObject({ id, ruleName: "规则crud_rule", ruleCode: "crud_rule", ruleDescription: "测试" });
      expect(typeof record.ruleJson).toBe("string");
      expect(JSON.parse(record.ruleJson)).toEqual(SIX_DIGITS);

      const one = await t.get(`/sys/checkRule/queryById?id=${id}`, { token: admin });
      expect(answerErrors("sysCheckRuleQueryById", one.body)).toEqual([]);
      expect(one.body.result.ruleJson).toBe(record.ruleJson);

      expect((await check("crud_rule", "123456")).body).toMatchObject({ success: true, message: "数据校验通过" });
      expect((await check("crud_rule", "AB123")).body).toMatchObject({ success: false, message: "请输入6位数字" });

      // digits given as text ("2") are stored as a number
      const changed = await edit({ id, ruleName: "字母加数字", ruleCode: "crud_rule", ruleJson: JSON.stringify([{ ...PREFIXED[0], digits: "2" }, PREFIXED[1]]), updateTime: record.updateTime ?? null });
      expect(changed.body, changed.text).toMatchObject({ success: true, message: "编辑成功!" });
      expect((await stored("crud_rule"))!).toMatchObject({ ruleName: "字母加数字", ruleJson: PREFIXED });
      expect((await check("crud_rule", "AB123")).body).toMatchObject({ success: true, message: "数据校验通过" });
      expect((await check("crud_rule", "123456")).body).toMatchObject({ success: false, message: "前2位须为大写字母" });
      expect((await check("crud_rule", "AB12")).body).toMatchObject({ success: false, message: "须为2位字母加3位数字" });

      // an edit that leaves ruleJson out keeps it
      expect((await edit({ id, ruleName: "字母加数字", ruleCode: "crud_rule", ruleDescription: "只改描述" })).body.success).toBe(true);
      expect((await stored("crud_rule"))!).toMatchObject({ ruleDescription: "只改描述", ruleJson: PREFIXED });

      expect((await t.request("DELETE", `/sys/checkRule/delete?id=${id}`, { token: admin })).body).toMatchObject({ success: true });
      expect(await stored("crud_rule")).toBeUndefined();
      expect((await check("crud_rule", "AB123")).body).toMatchObject({ success: false, message: "该编码不存在" });
    });

    test("the advanced query looks into the rule text (like), other rules answer without error", async () => {
      const id = await addRule("sq_rule", [{ digits: "*", pattern: "QX\\d{4}", message: "须为QX加4位数字" }]);
      const query = async (rule: string, val: string) => {
        const params = encodeURIComponent(encodeURIComponent(JSON.stringify([{ field: "ruleJson", rule, val }])));
        const res = await t.get(`/sys/checkRule/list?superQueryParams=${params}&superQueryMatchType=and`, { token: admin });
        expect(res.body, res.text).toMatchObject({ success: true });
        return res.body.result.records.map((r: { id: string }) => r.id) as string[];
      };
      expect(await query("like", "QX")).toEqual([id]);
      expect(await query("like", "须为QX")).toEqual([id]);
      expect(await query("right_like", "[{")).toContain(id);
      expect(await query("eq", "QX")).toEqual([]);
      expect(await query("not_empty", "")).toContain(id);
    });

    test("a rule without items (or with an empty ruleJson) lets every value pass", async () => {
      const res = await add({ ruleName: "无规则", ruleCode: "empty_rule" });
      expect(res.body, res.text).toMatchObject({ success: true });
      expect((await stored("empty_rule"))!.ruleJson).toEqual([]);
      expect((await t.get("/sys/checkRule/list?ruleCode=empty_rule", { token: admin })).body.result.records[0].ruleJson).toBe("[]");
      expect((await check("empty_rule", "anything")).body).toMatchObject({ success: true });
    });

    const BAD: Array<[string, string]> = [
      ["not json", "规则 JSON 格式有误：须为 JSON 数组，如 [{\"digits\":\"*\",\"pattern\":\"\\\\d+\",\"message\":\"请输入数字\"}]"],
      [JSON.stringify({ digits: "*", pattern: "a", message: "m" }), "规则 JSON 须为数组（每条规则含 digits、pattern、message）"],
      [JSON.stringify([SIX_DIGITS[0], "x"]), "第 2 条规则：须为含 digits、pattern、message 的对象"],
      [JSON.stringify([SIX_DIGITS[0], { digits: 0, pattern: "a", message: "m" }]), "第 2 条规则：位数须为正整数或 *"],
      [JSON.stringify([{ digits: "2.5", pattern: "a", message: "m" }]), "第 1 条规则：位数须为正整数或 *"],
      [JSON.stringify([{ digits: -1, pattern: "a", message: "m" }]), "第 1 条规则：位数须为正整数或 *"],
      [JSON.stringify([{ pattern: "a", message: "m" }]), "第 1 条规则：位数须为正整数或 *"],
      [JSON.stringify([{ digits: "*", pattern: "", message: "m" }]), "第 1 条规则：规则（正则表达式）不能为空"],
      [JSON.stringify([SIX_DIGITS[0], SIX_DIGITS[0], { digits: 3, pattern: "[a-", message: "m" }]), "第 3 条规则：规则「[a-」不是有效的正则表达式"],
      // compiles without the u flag, not with it (a lone brace)
      [JSON.stringify([{ digits: "*", pattern: "a{", message: "m" }]), "第 1 条规则：规则「a{」不是有效的正则表达式"],
      [JSON.stringify([{ digits: "*", pattern: "a", message: "  " }]), "第 1 条规则：提示文本不能为空"],
      [JSON.stringify([{ digits: "*", pattern: "a" }]), "第 1 条规则：提示文本不能为空"],
    ];

    test("a bad ruleJson is refused naming the item, on add and on edit; nothing is written", async () => {
      const id = await addRule("bad_target");
      const before = await db().select().from(sysCheckRule);
      for (const [ruleJson, message] of BAD) {
        const added = await add({ ruleName: "坏规则", ruleCode: `bad_${newId().slice(-6)}`, ruleJson });
        expect(added.body, ruleJson).toMatchObject({ success: false, message });
        const edited = await edit({ id, ruleName: "改名", ruleCode: "bad_target", ruleJson });
        expect(edited.body, ruleJson).toMatchObject({ success: false, message });
      }
      expect(await db().select().from(sysCheckRule)).toEqual(before);
      expect((await check("bad_target", "123456")).body.success).toBe(true);
    });

    test("ruleJson must be a string on the wire; name and code are required", async () => {
      const before = await db().$count(sysCheckRule);
      expect((await add({ ruleName: "数组", ruleCode: "as_array", ruleJson: SIX_DIGITS })).status).toBe(400);
      expect((await add({ ruleName: "无编码", ruleJson: "[]" })).status).toBe(400);
      expect((await add({ ruleName: "", ruleCode: "no_name", ruleJson: "[]" })).body).toMatchObject({ success: false, message: "规则名称不能为空" });
      expect(await db().$count(sysCheckRule)).toBe(before);
    });

    test("a rule code is unique (the seeded ones too), on add and on edit", async () => {
      const dup = await add({ ruleName: "重复", ruleCode: "common_six_digit", ruleJson: "[]" });
      expect(dup.body).toMatchObject({ success: false, message: "规则编码「common_six_digit」已存在" });
      const id = await addRule("unique_one");
      const clash = await edit({ id, ruleName: "撞编码", ruleCode: "order_no" });
      expect(clash.body).toMatchObject({ success: false, message: "规则编码「order_no」已存在" });
      expect((await stored("unique_one"))!.id).toBe(id);
      const dupCheck = await t.get("/sys/duplicate/check?tableName=sys_check_rule&fieldName=ruleCode&fieldVal=order_no", { token: admin });
      expect(dupCheck.body).toMatchObject({ success: false });
    });

    test("import checks each row's rule: good rows stored, bad ones in the error file; export gives the JSON text", async () => {
      const file = await workbookOf([
        ["规则名称", "规则编码", "规则 JSON", "规则描述"],
        ["导入好", "imp_good", JSON.stringify(SIX_DIGITS), "好"],
        ["导入坏", "imp_bad", JSON.stringify([{ digits: "x", pattern: "a", message: "m" }]), "坏"],
        ["导入空", "imp_empty", null, null],
      ]);
      const res = await importExcel(t, "/sys/checkRule", admin, file);
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, code: 201 });
      expect(answerErrors("sysCheckRuleImportExcel", res.body)).toEqual([]);
      expect(await errorFileRows(t, res.body.result.fileUrl)).toEqual([[3, "第 1 条规则：位数须为正整数或 *"]]);
      expect((await stored("imp_good"))!.ruleJson).toEqual(SIX_DIGITS);
      expect((await stored("imp_empty"))!.ruleJson).toEqual([]);
      expect(await stored("imp_bad")).toBeUndefined();

      const exported = await fetch(`${t.api}/sys/checkRule/exportXls?ruleCode=imp_good`, { headers: { "X-Access-Token": admin } });
      expect(exported.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await exported.arrayBuffer()) as never);
      const sheet = book.worksheets[0]!;
      const header = Array.from(sheet.getRow(1).values as unknown[], (v) => String(v ?? ""));
      const col = header.findIndex((h) => h.startsWith("规则 JSON"));
      expect(col).toBeGreaterThan(0);
      expect(JSON.parse(String(sheet.getRow(2).getCell(col).value))).toEqual(SIX_DIGITS);
    });

    test("the permission codes: a user without them is refused; one with only :list may read, not write", async () => {
      const id = await addRule("perm_rule");
      const refused = async (token: string) => {
        expect((await add({ ruleName: "x", ruleCode: "perm_x", ruleJson: "[]" }, token)).status).toBe(403);
        expect((await edit({ id, ruleName: "x", ruleCode: "perm_rule", ruleJson: "[]" }, token)).status).toBe(403);
        expect((await t.request("DELETE", `/sys/checkRule/delete?id=${id}`, { token })).status).toBe(403);
        expect((await t.request("DELETE", `/sys/checkRule/deleteBatch?ids=${id}`, { token })).status).toBe(403);
        expect((await t.get("/sys/checkRule/exportXls", { token })).status).toBe(403);
      };
      expect((await t.get("/sys/checkRule/list", { token: plain.token })).status).toBe(403);
      expect((await t.get(`/sys/checkRule/queryById?id=${id}`, { token: plain.token })).status).toBe(403);
      await refused(plain.token);
      // checkByCode is every form's validator: any logged-in user
      expect((await t.get("/sys/checkRule/checkByCode?ruleCode=perm_rule&value=123456", { token: plain.token })).body.success).toBe(true);

      const reader = await pageReader(t, db(), clock, admin, "/isystem", "/isystem/checkRule", "system:checkRule:list", "rule_reader");
      const listed = await t.get("/sys/checkRule/list?ruleCode=perm_rule", { token: reader.token });
      expect(listed.body.result.records.map((r: { id: string }) => r.id)).toEqual([id]);
      await refused(reader.token);
      expect((await stored("perm_rule"))!.id).toBe(id);
    });

    test("the menu 编码校验规则 under 系统管理 carries the page's buttons", async () => {
      const { page, codes } = await adminMenuPage(t, admin, "/isystem", "/isystem/checkRule");
      expect(page).toMatchObject({ component: "system/SysCheckRuleList", meta: { title: "编码校验规则" } });
      for (const op of ["list", "add", "edit", "delete", "batch_delete", "import", "export"]) expect(codes).toContain(`system:checkRule:${op}`);
    });
  });
}
