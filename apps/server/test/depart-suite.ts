/**
 * Departments, categories (with the China area data) and check rules (helper C), on one database
 * kind: depart.pglite.test.ts and depart.postgres.test.ts run exactly these tests.
 */
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { hashPassword } from "../src/auth/password.js";
import { sysCategory, sysDepart, sysUser, sysUserDepart, sysUserRole } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { roleId } from "../src/sys/permission/seed-menus.js";
import { startTestApp, type Answer, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { answerErrors, expectOk } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { login, loginAdmin } from "./helpers/session.js";
import { errorFileRows, importExcel, workbookOf } from "./helpers/xlsx.js";

const COMPANY = "d0000000000000000000000000000001";
const TECH = "d0000000000000000000000000000006";

export function defineDepartSuite(kind: TestDbKind): void {
  describe(`departments and categories on ${kind}`, () => {
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

    const ok = (res: Answer, operationId: string) => expectOk(res, operationId).result;
    const refused = (res: Answer, message: string | RegExp) => {
      expect(res.body?.success, res.text).toBe(false);
      expect(res.body.message).toMatch(message);
    };
    const get = (p: string) => t.get(p, { token: admin });
    const post = (p: string, body: unknown) => t.post(p, body, { token: admin });
    const put = (p: string, body: unknown) => t.request("PUT", p, { token: admin, body });
    const del = (p: string) => t.request("DELETE", p, { token: admin });
    const titles = (nodes: Array<{ title: string }>) => nodes.map((n) => n.title);

    test("queryTreeList, queryIdTree and the lazy tree of the seeded company", async () => {
      const tree = ok(await get("/sys/sysDepart/queryTreeList"), "sysSysDepartQueryTreeList");
      expect(titles(tree)).toEqual(["青藤设计素材平台"]);
      expect(titles(tree[0].children)).toEqual(["运营部", "审核部", "财务部", "客服部", "技术部"]);
      expect(titles(tree[0].children[4].children)).toEqual(["研发组", "运维组"]);
      const idTree = ok(await get("/sys/sysDepart/queryIdTree"), "sysSysDepartQueryIdTree");
      expect(idTree[0]).toMatchObject({ key: COMPANY, value: COMPANY, title: "青藤设计素材平台" });

      const roots = ok(await get("/sys/sysDepart/queryDepartTreeSync"), "sysSysDepartQueryDepartTreeSync");
      expect(roots).toEqual([expect.objectContaining({ id: COMPANY, isLeaf: false })]);
      expect(roots[0].children).toBeUndefined();
      const children = ok(await get(`/sys/sysDepart/queryDepartTreeSync?pid=${COMPANY}`), "sysSysDepartQueryDepartTreeSync");
      expect(children.map((c: { title: string; isLeaf: boolean }) => [c.title, c.isLeaf])).toEqual([
        ["运营部", true],
        ["审核部", true],
        ["财务部", true],
        ["客服部", true],
        ["技术部", false],
      ]);
      const echo = ok(await get("/sys/sysDepart/queryDepartTreeSync?ids=A01A02&primaryKey=orgCode"), "sysSysDepartQueryDepartTreeSync");
      expect(titles(echo)).toEqual(["审核部"]);
    });

    test("searchBy (literal keyword) and queryMyDeptTreeList (identity quirk)", async () => {
      expect(titles(ok(await get(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent("运营")}`), "sysSysDepartSearchBy"))).toEqual(["运营部"]);
      refused(await get(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent("%")}`), "未查询匹配数据！");
      const [adminRow] = await db().select().from(sysUser).where(eq(sysUser.username, "admin"));
      await db().update(sysUser).set({ userIdentity: 2, departIds: TECH }).where(eq(sysUser.id, adminRow!.id));
      const mine = await get("/sys/sysDepart/queryMyDeptTreeList");
      const tree = ok(mine, "sysSysDepartQueryMyDeptTreeList");
      expect(mine.body.message).toBe("2");
      expect(titles(tree)).toEqual(["技术部"]);
      expect(titles(tree[0].children)).toEqual(["研发组", "运维组"]);
      await db().update(sysUser).set({ userIdentity: 1, departIds: null }).where(eq(sysUser.id, adminRow!.id));
      const none = await get("/sys/sysDepart/queryMyDeptTreeList");
      expect(ok(none, "sysSysDepartQueryMyDeptTreeList")).toBeNull();
      expect(none.body.message).toBe("1");
    });

    test("add generates org codes from the parent; edit keeps the parent; list through the engine", async () => {
      ok(await post("/sys/sysDepart/add", { departName: "华东分公司", orgCategory: "1" }), "sysSysDepartAdd");
      ok(await post("/sys/sysDepart/add", { departName: "测试组", orgCategory: "2", parentId: TECH, orgCode: "HACK" }), "sysSysDepartAdd");
      const [branch] = await db().select().from(sysDepart).where(eq(sysDepart.departName, "华东分公司"));
      const [qa] = await db().select().from(sysDepart).where(eq(sysDepart.departName, "测试组"));
      expect(branch).toMatchObject({ orgCode: "A02", orgType: "1", parentId: "0" });
      expect(qa).toMatchObject({ orgCode: "A01A05A03", orgType: "2", parentId: TECH });
      refused(await post("/sys/sysDepart/add", { departName: "孤儿", orgCategory: "2", parentId: "nope" }), "上级部门不存在");
      refused(await post("/sys/sysDepart/add", { departName: " ", orgCategory: "2" }), /不能为空/);

      ok(await put("/sys/sysDepart/edit", { id: qa!.id, departName: "质量组", orgCategory: "2", parentId: "0" }), "sysSysDepartEdit");
      const edited = ok(await get(`/sys/sysDepart/queryById?id=${qa!.id}`), "sysSysDepartQueryById");
      expect(edited).toMatchObject({ departName: "质量组", parentId: TECH, orgCode: "A01A05A03" });
      const list = ok(await get(`/sys/sysDepart/list?departName=${encodeURIComponent("*组*")}&column=orgCode&order=asc`), "sysSysDepartList");
      expect(list.records.map((r: { departName: string }) => r.departName)).toEqual(["研发组", "运维组", "质量组"]);
    });

    test("users of a department: list with sub-departments, add, remove (with the current department)", async () => {
      const [fin] = await db().select().from(sysUser).where(eq(sysUser.username, "finance"));
      const [sup] = await db().select().from(sysUser).where(eq(sysUser.username, "support"));
      const users = (res: Answer) => ok(res, "sysUserDepartUserList").records.map((u: { username: string }) => u.username);
      expect(users(await get(`/sys/user/departUserList?depId=${COMPANY}`))).toEqual(["admin", "auditor", "finance", "operator", "support"]); // the admin is in the company itself
      ok(await post("/sys/user/editSysDepartWithUser", { depId: TECH, userIdList: [fin!.id, sup!.id] }), "sysUserEditSysDepartWithUser");
      ok(await post("/sys/user/editSysDepartWithUser", { depId: TECH, userIdList: [fin!.id] }), "sysUserEditSysDepartWithUser"); // skipped
      refused(await post("/sys/user/editSysDepartWithUser", { depId: TECH, userIdList: ["nobody"] }), "用户不存在或已被删除");
      const page = ok(await get(`/sys/user/departUserList?depId=${TECH}&realname=${encodeURIComponent("财务")}`), "sysUserDepartUserList");
      expect(page.records).toEqual([expect.objectContaining({ username: "finance", orgCodeTxt: "财务部,技术部" })]);
      ok(await del(`/sys/user/deleteUserInDepart?depId=${TECH}&userId=${fin!.id}`), "sysUserDeleteUserInDepart");
      refused(await del(`/sys/user/deleteUserInDepart?depId=${TECH}&userId=${fin!.id}`), "当前选中部门与用户无关联关系!");
      ok(await del(`/sys/user/deleteUserInDepartBatch?depId=d0000000000000000000000000000005&userIds=${sup!.id},`), "sysUserDeleteUserInDepartBatch");
      const [after] = await db().select().from(sysUser).where(eq(sysUser.id, sup!.id));
      expect(after!.orgCode).toBeNull(); // 客服部 was its current department
      expect(users(await get(`/sys/user/departUserList?depId=${TECH}`))).toEqual(["support"]);
    });

    test("delete removes the subtree with its user relations; deleteBatch too", async () => {
      const [op] = await db().select().from(sysUser).where(eq(sysUser.username, "operator"));
      await db().insert(sysUserDepart).values({ id: "x1", userId: op!.id, depId: "d0000000000000000000000000000007" });
      ok(await del(`/sys/sysDepart/delete?id=${TECH}`), "sysSysDepartDelete");
      const left = await db().select().from(sysDepart);
      expect(left.map((d) => d.departName)).not.toEqual(expect.arrayContaining(["技术部"]));
      expect(left.some((d) => d.orgCode.startsWith("A01A05"))).toBe(false);
      expect(await db().select().from(sysUserDepart).where(eq(sysUserDepart.id, "x1"))).toEqual([]);
      refused(await del(`/sys/sysDepart/delete?id=${TECH}`), "部门不存在或已被删除");
      const [branch] = await db().select().from(sysDepart).where(eq(sysDepart.departName, "华东分公司"));
      ok(await del(`/sys/sysDepart/deleteBatch?ids=${branch!.id},`), "sysSysDepartDeleteBatch");
    });

    test("importExcel: codes from the parent (by id, name or the file's org code), bad rows in the error file", async () => {
      const file = await workbookOf([
        ["机构编码", "departName", "orgCategory", "上级部门", "parentId"],
        ["Z01A01", "导入子部门", "部门", null, null], // before its parent: linked by the file's code
        ["Z01", "导入公司", "公司", null, null],
        [null, "按名挂靠", "部门", "导入公司", null],
        [null, "坏上级", "部门", "不存在的部门", null],
        ["Q09A01", "孤儿编码", "部门", null, null],
        [null, "", "部门", null, null],
        [null, "按ID挂靠", "部门", null, COMPANY],
        [null, "坏ID", "部门", null, "nope"],
      ]);
      const before = await db().$count(sysDepart);
      const res = await importExcel(t, "/sys/sysDepart", admin, file);
      expect(res.body).toMatchObject({ success: true, code: 201, message: "文件导入成功，但有错误。" });
      expect(answerErrors("sysSysDepartImportExcel", res.body)).toEqual([]);
      expect(res.body.result.msg).toBe("总上传行数：8，已导入行数：4，错误行数：4");
      expect(await db().$count(sysDepart)).toBe(before + 4);

      const byName = async (name: string) => (await db().select().from(sysDepart).where(eq(sysDepart.departName, name)))[0]!;
      const company = await byName("导入公司");
      expect(company).toMatchObject({ parentId: "0", orgType: "1" });
      expect(company.orgCode).toMatch(/^[A-Z]\d\d$/);
      for (const name of ["导入子部门", "按名挂靠"]) {
        const child = await byName(name);
        expect(child).toMatchObject({ parentId: company.id, orgType: "2" });
        expect(child.orgCode).toMatch(new RegExp(`^${company.orgCode}[A-Z]\\d\\d$`));
      }
      const [sub, named] = [await byName("导入子部门"), await byName("按名挂靠")];
      expect(sub.orgCode).not.toBe(named.orgCode);
      const byId = await byName("按ID挂靠");
      expect(byId.parentId).toBe(COMPANY);
      expect(byId.orgCode).toMatch(/^A01[A-Z]\d\d$/);

      expect(await errorFileRows(t, res.body.result.fileUrl)).toEqual([
        [5, "上级部门「不存在的部门」不存在"],
        [6, "上级部门（机构编码 Q09）不存在"],
        [7, expect.stringMatching(/不能为空/)],
        [9, "上级部门不存在"],
      ]);
    });

    test("categories: the select's tree calls over the seeded design tree", async () => {
      const roots = ok(await get("/sys/category/loadTreeRoot?async=true&pcode=0"), "sysCategoryLoadTreeRoot");
      expect(titles(roots)).toEqual(expect.arrayContaining(["中国", "平面设计", "电商设计"]));
      const whole = ok(await get("/sys/category/loadTreeRoot?async=false&pcode=A01"), "sysCategoryLoadTreeRoot");
      expect(titles(whole)).toEqual(["海报", "名片", "宣传单"]);
      const kids = ok(await get("/sys/category/loadTreeChildren?pid=catA02"), "sysCategoryLoadTreeChildren");
      expect(kids.map((k: { title: string; leaf: boolean }) => [k.title, k.leaf])).toEqual([["主图", true], ["详情页", true], ["店铺首页", true]]);
      expect(ok(await get("/sys/category/loadOne?field=code&val=A03"), "sysCategoryLoadOne")).toMatchObject({ id: "catA03", name: "UI设计", hasChild: "1" });
      refused(await get("/sys/category/loadOne?field=code&val=ZZZ"), "查询无果");
      expect((await get("/sys/category/loadOne?field=pid%3B%20drop&val=x")).status).toBe(400);

      const data = ok(await get(`/sys/category/loadTreeData?pcode=A01&condition=${encodeURIComponent('{"code":"A01A02"}')}`), "sysCategoryLoadTreeData");
      expect(titles(data)).toEqual(["名片"]);
      refused(await get(`/sys/category/loadTreeData?pcode=A01&condition=${encodeURIComponent('{"1=1; --":"x"}')}`), /不支持字段/);
      refused(await get("/sys/category/loadTreeData"), "加载分类字典树参数有误.[null]!");

      expect(ok(await get("/sys/category/loadDictItem/?ids=catA01A01,nope,catA02"), "sysCategoryLoadDictItem")).toEqual(["海报", "电商设计"]);
      expect(ok(await get("/sys/category/loadDictItem?ids=catA01A01,nope&delNotExist=false"), "sysCategoryLoadDictItem")).toEqual(["海报", "nope"]);
      expect(ok(await get("/sys/category/loadDictItem/catA03A01,catA03A02"), "sysCategoryLoadDictItemByPath")).toEqual(["图标", "APP界面"]);
      const all = ok(await get("/sys/category/loadAllData?code=A04"), "sysCategoryLoadAllData");
      expect(all.map((o: { text: string }) => o.text)).toEqual(["办公文档", "PPT模板", "简历模板"]);
      refused(await get("/sys/category/loadAllData?code=QQ"), "无数据,参数有误.[QQ]");
    });

    test("categories: CRUD through the engine (code prefix, hasChild, subtree delete), rootList, childList", async () => {
      refused(await get("/sys/category/checkCode?pid=catA01&code=B01"), '编码不符合规范,须以"A01"开头!');
      ok(await get("/sys/category/checkCode?pid=catA01&code=A01A09"), "sysCategoryCheckCode");
      refused(await post("/sys/category/add", { pid: "catA01A01", name: "竖版", code: "B99" }), '编码不符合规范,须以"A01A01"开头!');
      refused(await post("/sys/category/add", { pid: "catA01", name: "重复", code: "A01A01" }), /已存在/);
      ok(await post("/sys/category/add", { pid: "catA01A01", name: "竖版海报", code: "A01A01A01" }), "sysCategoryAdd");
      const [parent] = await db().select().from(sysCategory).where(eq(sysCategory.id, "catA01A01"));
      expect(parent!.hasChild).toBe("1");
      const child = ok(await get("/sys/category/childList?pid=catA01A01"), "sysCategoryChildList");
      expect(child.map((c: { name: string }) => c.name)).toEqual(["竖版海报"]);
      const batch = ok(await get("/sys/category/getChildListBatch?parentIds=catA01,catA02"), "sysCategoryGetChildListBatch");
      expect(batch.total).toBe(6);

      const rootList = ok(await get("/sys/category/rootList?pageSize=100&column=code&order=asc"), "sysCategoryRootList");
      expect(rootList.records.map((r: { code: string }) => r.code)).toEqual(["86", "A01", "A02", "A03", "A04"]);
      const searched = ok(await get(`/sys/category/rootList?name=${encodeURIComponent("*海报*")}`), "sysCategoryRootList");
      expect(searched.records.map((r: { name: string }) => r.name).sort()).toEqual(["海报", "竖版海报"]);

      // without a code: the next free one under the parent (the area root's 86 does not count)
      ok(await post("/sys/category/add", { pid: "catA01A01", name: "横版海报" }), "sysCategoryAdd");
      ok(await post("/sys/category/add", { name: "新顶级", code: "" }), "sysCategoryAdd");
      const codeOf = async (name: string) => (await db().select({ code: sysCategory.code }).from(sysCategory).where(eq(sysCategory.name, name)))[0]?.code;
      expect([await codeOf("横版海报"), await codeOf("新顶级")]).toEqual(["A01A01A02", "A05"]);
      refused(await put("/sys/category/edit", { id: "catA01A01", name: "海报", code: " " }), "错误,类型编码为空!");

      ok(await put("/sys/category/edit", { id: "catA01A01", name: "海报设计", code: "A01A01", pid: "0" }), "sysCategoryEdit");
      expect((await db().select().from(sysCategory).where(eq(sysCategory.id, "catA01A01")))[0]).toMatchObject({ name: "海报设计", pid: "catA01" });

      ok(await del("/sys/category/delete?id=catA01"), "sysCategoryDelete");
      const gone = await db().select().from(sysCategory).where(eq(sysCategory.pid, "catA01A01"));
      expect(gone).toEqual([]);
      expect(await db().select().from(sysCategory).where(eq(sysCategory.id, "catA01A01"))).toEqual([]);
    });

    test("China area data under code 86: provinces → cities → districts", async () => {
      const provinces = ok(await get("/sys/category/loadTreeRoot?async=true&pcode=86"), "sysCategoryLoadTreeRoot");
      expect(provinces).toHaveLength(31);
      expect(provinces[0]).toMatchObject({ key: "area11", title: "北京市", leaf: false });
      const cities = ok(await get("/sys/category/loadTreeChildren?pid=area44"), "sysCategoryLoadTreeChildren");
      expect(titles(cities)).toContain("广州市");
      const districts = ok(await get("/sys/category/loadTreeData?pid=area4401"), "sysCategoryLoadTreeData");
      expect(titles(districts)).toContain("天河区");
      expect(ok(await get("/sys/category/loadDictItem?ids=area110105"), "sysCategoryLoadDictItem")).toEqual(["朝阳区"]);
      expect(await db().$count(sysCategory, eq(sysCategory.hasChild, "0"))).toBeGreaterThan(3000);
    });

    test("departments and categories are tenant-scoped: what tenant A adds is invisible with tenant B's header", async () => {
      // An administrator of two tenants (2001, 2002), choosing one by header per call.
      const id = newId();
      await db().insert(sysUser).values({ id, username: "twotenants", realname: "双租户", passwordHash: await hashPassword("Tenant#123"), relTenantIds: "2001,2002", userIdentity: 2, departIds: "" });
      await db().insert(sysUserRole).values({ id: newId(), userId: id, roleId: roleId("admin") });
      const token = (await login(t, db(), "twotenants", "Tenant#123")).body.result.token as string;
      const as = (tenant: string) => ({ token, headers: { "X-Tenant-Id": tenant } });

      ok(await t.post("/sys/sysDepart/add", { departName: "甲租户总部", orgCategory: "1" }, as("2001")), "sysSysDepartAdd");
      const [hq] = await db().select().from(sysDepart).where(eq(sysDepart.departName, "甲租户总部"));
      expect(hq!.tenantId).toBe(2001);
      ok(await t.post("/sys/sysDepart/add", { departName: "甲租户研发", orgCategory: "2", parentId: hq!.id }, as("2001")), "sysSysDepartAdd");
      refused(await t.post("/sys/sysDepart/add", { departName: "越界", orgCategory: "2", parentId: hq!.id }, as("2002")), "上级部门不存在");

      const names = (nodes: Array<{ title: string; children?: unknown[] }>): string[] =>
        nodes.flatMap((n) => [n.title, ...names((n.children ?? []) as Array<{ title: string }>)]);
      const seen = async (tenant: string) => {
        const search = await t.get(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent("甲租户")}`, as(tenant));
        const list = ok(await t.get("/sys/sysDepart/list?pageSize=100", as(tenant)), "sysSysDepartList");
        return {
          tree: names(ok(await t.get("/sys/sysDepart/queryTreeList", as(tenant)), "sysSysDepartQueryTreeList")),
          idTree: names(ok(await t.get("/sys/sysDepart/queryIdTree", as(tenant)), "sysSysDepartQueryIdTree")),
          lazy: names(ok(await t.get("/sys/sysDepart/queryDepartTreeSync", as(tenant)), "sysSysDepartQueryDepartTreeSync")),
          echo: names(ok(await t.get(`/sys/sysDepart/queryDepartTreeSync?ids=${hq!.id}`, as(tenant)), "sysSysDepartQueryDepartTreeSync")),
          search: search.body.success ? names(search.body.result) : [],
          list: list.records.map((r: { departName: string }) => r.departName),
          byId: (await t.get(`/sys/sysDepart/queryById?id=${hq!.id}`, as(tenant))).body.success as boolean,
        };
      };
      expect(await seen("2001")).toEqual({
        tree: ["甲租户总部", "甲租户研发"],
        idTree: ["甲租户总部", "甲租户研发"],
        lazy: ["甲租户总部"],
        echo: ["甲租户总部"],
        search: ["甲租户总部", "甲租户研发"],
        list: expect.arrayContaining(["甲租户总部", "甲租户研发"]),
        byId: true,
      });
      expect(await seen("2002")).toEqual({ tree: [], idTree: [], lazy: [], echo: [], search: [], list: [], byId: false });
      // The no-tenant administrator does not see them either, and they do not see its departments.
      expect(names(ok(await get("/sys/sysDepart/queryTreeList"), "sysSysDepartQueryTreeList"))).not.toContain("甲租户总部");
      refused(await t.request("DELETE", `/sys/sysDepart/delete?id=${hq!.id}`, as("2002")), "部门不存在或已被删除");
      // A header naming a tenant the user does not belong to is refused, not widened.
      expect((await t.get("/sys/sysDepart/queryTreeList", as("2003"))).status).toBe(403);
      // The department's users: listed and managed only under its own tenant.
      ok(await t.post("/sys/user/editSysDepartWithUser", { depId: hq!.id, userIdList: [id] }, as("2001")), "sysUserEditSysDepartWithUser");
      refused(await t.post("/sys/user/editSysDepartWithUser", { depId: hq!.id, userIdList: [id] }, as("2002")), "部门不存在");
      const departUsers = async (tenant: string) =>
        ok(await t.get(`/sys/user/departUserList?depId=${hq!.id}`, as(tenant)), "sysUserDepartUserList").records.map((u: { username: string }) => u.username);
      expect(await departUsers("2001")).toEqual(["twotenants"]);
      expect(await departUsers("2002")).toEqual([]);
      refused(await t.request("DELETE", `/sys/user/deleteUserInDepart?depId=${hq!.id}&userId=${id}`, as("2002")), "当前选中部门与用户无关联关系!");
      expect(await departUsers("2001")).toEqual(["twotenants"]);

      // Categories: tenant A's own rows stay with it; the platform's (area data) are read by all.
      ok(await t.post("/sys/category/add", { pid: "0", name: "甲租户分类", code: "T2001" }, as("2001")), "sysCategoryAdd");
      const [cat] = await db().select().from(sysCategory).where(eq(sysCategory.code, "T2001"));
      expect(cat!.tenantId).toBe(2001);
      ok(await t.post("/sys/category/add", { pid: cat!.id, name: "甲租户子类", code: "T2001A01" }, as("2001")), "sysCategoryAdd");
      const catSeen = async (tenant: string) => ({
        roots: titles(ok(await t.get("/sys/category/loadTreeRoot?async=true&pcode=0", as(tenant)), "sysCategoryLoadTreeRoot")).includes("甲租户分类"),
        children: titles(ok(await t.get(`/sys/category/loadTreeChildren?pid=${cat!.id}`, as(tenant)), "sysCategoryLoadTreeChildren")),
        data: titles(ok(await t.get("/sys/category/loadTreeData?pcode=T2001", as(tenant)), "sysCategoryLoadTreeData")),
        one: (await t.get("/sys/category/loadOne?field=code&val=T2001", as(tenant))).body.success as boolean,
        names: ok(await t.get(`/sys/category/loadDictItem?ids=${cat!.id},area11`, as(tenant)), "sysCategoryLoadDictItem"),
      });
      expect(await catSeen("2001")).toEqual({ roots: true, children: ["甲租户子类"], data: ["甲租户子类"], one: true, names: ["甲租户分类", "北京市"] });
      expect(await catSeen("2002")).toEqual({ roots: false, children: [], data: [], one: false, names: ["北京市"] });
      refused(await t.post("/sys/category/add", { pid: cat!.id, name: "越界", code: "T2001A02" }, as("2002")), "父级分类不存在");
    });

    test("checkRule/checkByCode: the rule's message on failure, never a stranger's rule", async () => {
      ok(await get("/sys/checkRule/checkByCode?ruleCode=common_six_digit&value=123456"), "sysCheckRuleCheckByCode");
      refused(await get("/sys/checkRule/checkByCode?ruleCode=common_six_digit&value=12345a"), "请输入6位数字");
      ok(await get("/sys/checkRule/checkByCode?ruleCode=order_no&value=QT000001"), "sysCheckRuleCheckByCode");
      refused(await get("/sys/checkRule/checkByCode?ruleCode=order_no&value=qt000001"), "前2位须为大写字母");
      refused(await get("/sys/checkRule/checkByCode?ruleCode=order_no&value=QT00000X"), "后6位须为数字");
      refused(await get("/sys/checkRule/checkByCode?ruleCode=order_no&value=QT1"), "单号须为8位");
      refused(await get("/sys/checkRule/checkByCode?ruleCode=nope&value=1"), "该编码不存在");
    });
  });
}
