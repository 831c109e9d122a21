/**
 * The whole contract against the real server on one database kind: every operation of
 * packages/openapi/openapi.json is called once, as the administrator, with valid input, and its
 * answer is checked against the operation's 200 schema (Ajv 2020, independent of the server's own
 * schema handling). Operations without a handler answer HTTP 501 `未实现: <operationId>`; their set
 * must equal UNIMPLEMENTED below, so implementing one forces updating the list.
 *
 * Input comes from the schemas (required parameters and properties, examples, enums, unique texts,
 * ids resolved by parameter name) unless the table of hand-written input (`special`) says otherwise.
 * Destructive calls (logout, force logout, freezing, password changes, deletes) act on sessions,
 * users and rows made for them, so the order of the calls does not matter for the others.
 */
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect } from "vitest";
import { signRequest } from "@qt/sdk";
import { onlCgformField, onlCgformHead, onlCgreportHead, qtCashShare, qtMoneyLog, qtPayRecord, qtScoreLog, qtWithout, qtWork, sysQuartzJobLog, sysUser } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { onlineSchema } from "../src/online/forms/physical.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import { callUrl, contractOperations, isUniqueText, sampleValue, uniqueText, type OperationInfo } from "./helpers/contract-calls.js";
import { TEST_ADMIN_PASSWORD, type TestDbKind } from "./helpers/databases.js";
import { captcha, login, loginAdmin } from "./helpers/session.js";
import { createSyncedForm, DEFAULT_FIELDS } from "./helpers/online-forms.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { makeUser, SETUP_TIMEOUT } from "./push-helpers.js";
import { areasWithSession, recordingSmsSender } from "./helpers/session-areas.js";

/** The operations without a handler (HTTP 501): none. */
export const UNIMPLEMENTED: readonly string[] = [];

/**
 * Logins through services this server has no configuration for: they answer HTTP 200 with
 * success:false and this message (documented in the contract), whatever the input.
 */
export const NOT_CONFIGURED: Readonly<Record<string, string>> = {
  sysThirdLoginGetLoginUser: "第三方登录未配置：github",
  sysCasClientValidateLogin: "CAS 单点登录未配置",
  sysThirdLoginRender: "第三方登录未配置：github",
  sysThirdLoginBindingThirdPhone: "第三方账号绑定未配置",
  sysThirdUserCheckPassword: "第三方账号绑定未配置",
  sysThirdUserCreate: "第三方账号绑定未配置",
  sysThirdAppSyncUserToApp: "钉钉同步未配置",
  sysThirdAppSyncUserToLocal: "企业微信同步未配置",
  sysThirdAppSyncDepartToApp: "钉钉同步未配置",
  sysThirdAppSyncDepartToLocal: "企业微信同步未配置",
};

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PASSWORD = "Passw0rd!x";
/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

type Values = Record<string, string>;

/** One call: what the default (schema-derived) input is replaced or completed with. */
interface Call {
  params?: Values;
  query?: Values;
  /** JSON body (replaces the derived one). */
  body?: unknown;
  /** Properties merged over the derived JSON body. */
  bodyPatch?: Record<string, unknown>;
  form?: FormData;
  /** Another session's token (default: the administrator's; "" for none). */
  token?: string;
  headers?: Values;
}

interface Answered {
  status: number;
  contentType: string;
  text: string;
  bytes: Buffer;
  body: unknown;
}

export function defineContractSuite(kind: TestDbKind): void {
  describe(`the contract on ${kind}`, () => {
    const clock = manualClock();
    const { sent: sms, sender } = recordingSmsSender();
    let t: TestApp;
    let admin: string;
    /** A synced online form (helpers/online-forms.ts) for the data calls. */
    let onlineForm = "";
    let onlineTree = "";

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        const areas = areasWithSession({ smsSender: sender });
        t = await startTestApp(tdb.database, { clock, areas });
        onlineForm = await createSyncedForm(tdb.database, { table: "t_contract", title: "契约表单", fields: [...DEFAULT_FIELDS, ["title", "标题", "string", 50, { fieldMustInput: "1", isQuery: 1 }]], head: { tableType: 2 }, grantToRole: "admin" });
        onlineTree = await createSyncedForm(tdb.database, { table: "t_contract_tree", title: "契约树", fields: [...DEFAULT_FIELDS, ["pid", "上级", "string", 36], ["has_child", "有下级", "string", 3]], head: { isTree: "Y", treeParentIdField: "pid", treeIdField: "has_child" }, grantToRole: "admin" });
        await createSyncedForm(tdb.database, { table: "t_contract_item", title: "契约明细", fields: [...DEFAULT_FIELDS, ["contract_id", "契约", "string", 36, { mainTable: "t_contract", mainField: "id" }]], head: { tableType: 3, relationType: 0 } });
        admin = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    // ---- calls -------------------------------------------------------------------------------

    const send = async (method: string, url: string, init: { token?: string | null; body?: unknown; form?: FormData; headers?: Values } = {}): Promise<Answered> => {
      const headers: Values = { ...init.headers };
      const token = init.token === undefined ? admin : init.token;
      if (token) headers["X-Access-Token"] = token;
      let body: string | FormData | undefined;
      if (init.form) body = init.form;
      else if (init.body !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(init.body);
      }
      const res = await fetch(`${t.api}${url}`, { method, headers, body });
      const bytes = Buffer.from(await res.arrayBuffer());
      const text = bytes.toString("utf8");
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: res.status, contentType: res.headers.get("content-type") ?? "", text, bytes, body: parsed };
    };
    const okResult = async <T = any>(method: string, url: string, init: Parameters<typeof send>[2] = {}): Promise<T> => {
      const res = await send(method, url, init);
      const body = res.body as { success?: boolean; result?: T } | undefined;
      if (res.status !== 200 || !body?.success) throw new Error(`${method} ${url} failed: ${res.status} ${res.text.slice(0, 300)}`);
      return body.result as T;
    };

    // ---- rows made for the calls ------------------------------------------------------------

    const operations = contractOperations();
    const byPathMethod = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));
    const opOf = (method: string, path: string) => byPathMethod.get(`${method} ${path}`);
    /** `/sys/user` for `/sys/user/queryById`. */
    const familyOf = (path: string) => path.slice(0, path.lastIndexOf("/"));

    /** Extra add input per family, where the schema does not say what is valid (dictionaries, references). */
    const addInput: Record<string, () => Promise<Record<string, unknown>>> = {
      "/sys/user": async () => ({ username: uniqueText("u"), realname: uniqueText("用户"), password: PASSWORD }),
      "/sys/role": async () => ({ roleCode: uniqueText("r") }),
      "/sys/permission": async () => ({ menuType: 0, url: `/${uniqueText("p")}`, component: "layouts/RouteView" }),
      "/sys/sysDepart": async () => ({ orgCategory: "1" }),
      "/sys/sysDepartRole": async () => ({ departId: await rowOf("/sys/sysDepart") }),
      "/sys/dictItem": async () => ({ dictId: await rowOf("/sys/dict") }),
      "/sys/category": async () => ({ pid: "0", code: uniqueText("C").toUpperCase() }),
      "/sys/annountCement": async () => ({ priority: "L", msgCategory: "1", msgType: "ALL" }),
      "/sys/tenant": async () => ({ id: nextTenant++, status: 1 }),
      "/sys/checkRule": async () => ({ ruleJson: JSON.stringify([{ digits: "*", pattern: "\\d+", message: "请输入数字" }]) }),
      "/sys/fillRule": async () => ({ ruleClass: "sequence", ruleParams: JSON.stringify({ prefix: "C", datePattern: "", digits: 4, reset: "never" }) }),
      "/sys/quartzJob": async () => ({ jobClassName: "org.jeecg.modules.quartz.job.SampleJob", cronExpression: "0 0 3 * * ? 2099", status: 0, description: uniqueText("job") }),
      // business (DOMAIN.md): dictionary values, and references to platform users, works, slots…
      "/user/qtUser": async () => ({ gender: "1", vipLevelId: null, isDesigner: "1", designerLevel: "junior", shareRatio: 70, status: "normal" }),
      "/vip/qtVipLevel": async () => ({ discount: 90, commercialUse: "1", status: "1" }),
      "/work/qtWorkType": async () => ({ pid: "0", code: uniqueText("T") }),
      "/work/qtWork": async () => ({ workTypeId: await rowOf("/work/qtWorkType"), designerId: await rowOf("/user/qtUser"), format: "psd", isFree: "0", price: "9.90" }),
      "/work/qtWorkOrder": async () => ({ userId: await newRow("/user/qtUser"), workId: await shelvedWork() }),
      "/work/qtWorkCollection": async () => ({ userId: await newRow("/user/qtUser"), workId: await newRow("/work/qtWork") }),
      "/work/qtWorkExam": async () => ({ userId: await rowOf("/user/qtUser") }),
      "/work/qtWorkGuide": async () => ({ status: "1" }),
      "/work/qtWorkAdjust": async () => ({ workId: await rowOf("/work/qtWork"), field: "title", newValue: uniqueText("新标题") }),
      "/work/qtWorkFail": async () => ({ workId: await rowOf("/work/qtWork"), reasonCode: "quality", reason: uniqueText("原因") }),
      "/feedback/qtFeedback": async () => ({ userId: await rowOf("/user/qtUser"), channel: "user", type: "bug", status: "new" }),
      "/notice/qtNotice": async () => ({ target: "all", userIds: null, publishStatus: "0" }),
      "/notice/qtNoticeRead": async () => ({ noticeId: await rowOf("/notice/qtNotice"), userId: await newRow("/user/qtUser") }),
      "/ads/qtAd": async () => ({ code: uniqueText("ad"), position: "home_banner", status: "1" }),
      "/ads/qtAdItem": async () => ({ adId: await rowOf("/ads/qtAd"), startTime: null, endTime: null, status: "1" }),
      "/article/qtArticle": async () => ({ kind: "news", publishStatus: "0" }),
      "/config/qtConfig": async () => ({ configKey: uniqueText("key") }),
      // the apply flow: a designer (as added above) with the balance to withdraw from
      "/without/qtWithout": async () => {
        const userId = await newRow("/user/qtUser");
        await okResult("POST", "/user/qtUser/adjustBalance", { body: { userId, amount: "1000.00", remark: "合同测试" } });
        return { userId, amount: "200.00", accountType: "alipay" };
      },
    };
    /** A ledger row of a platform user, as the flows write them. */
    const ledgerRow = async (kind: "scoreLog" | "cashShare" | "moneyLog" | "payRecord"): Promise<string> => {
      const id = uniqueText("l");
      const userId = await rowOf("/user/qtUser");
      if (kind === "scoreLog") await db().insert(qtScoreLog).values({ id, userId, change: 5, reason: "signin", balanceAfter: 5 });
      if (kind === "moneyLog") await db().insert(qtMoneyLog).values({ id, userId, type: "adjust", amount: "5.00", balanceAfter: "5.00" });
      if (kind === "payRecord") await db().insert(qtPayRecord).values({ id, payNo: uniqueText("P"), userId, purpose: "work", channel: "balance", amount: "5.00", status: "success" });
      if (kind === "cashShare") {
        await db().insert(qtCashShare).values({ id, orderId: uniqueText("o"), workId: await rowOf("/work/qtWork"), designerId: userId, orderAmount: "10.00", ratio: "70", amount: "7.00" });
      }
      return id;
    };
    /** A withdrawal in `status`, as the apply and audit flows leave it. */
    const withdrawal = async (status: "pending" | "rejected"): Promise<string> => {
      const id = uniqueText("w");
      await db().insert(qtWithout).values({ id, userId: await rowOf("/user/qtUser"), amount: "100.00", accountType: "alipay", accountNo: "a@example.com", accountName: "张三", status });
      return id;
    };
    /** A work that the audit flows put on shelf (orders need one). */
    const shelvedWork = async () => {
      const id = await newRow("/work/qtWork");
      await db().update(qtWork).set({ auditStatus: "approved", shelfStatus: "on" }).where(eq(qtWork.id, id));
      return id;
    };
    let nextTenant = 7001;

    /** The input of a new row of `family`. */
    const addBody = async (family: string): Promise<Record<string, unknown>> => {
      const add = opOf("POST", `${family}/add`);
      if (!add || typeof add.body !== "object") throw new Error(`no add operation for ${family}`);
      return { ...(sampleValue(add.body) as Record<string, unknown>), ...(await addInput[family]?.()) };
    };
    const added = new Map<string, Record<string, unknown>>();

    /**
     * A new row of `family` made through its add operation; its id found through its list. Families
     * of the business issue without a handler (or without an add) get "0": their calls answer 501.
     */
    const newRow = async (family: string): Promise<string> => {
      if (!opOf("POST", `${family}/add`)) return "0";
      const body = await addBody(family);
      const res = await send("POST", `${family}/add`, { body });
      if (res.status === 501) return "0";
      if (!(res.body as { success?: boolean } | undefined)?.success) throw new Error(`${family}/add failed: ${res.text}`);
      const id = await findRow(family, body);
      added.set(id, body);
      return id;
    };

    /** The id of the listed record holding the unique texts of `body`. */
    const findRow = async (family: string, body: Record<string, unknown>): Promise<string> => {
      const list = opOf("GET", `${family}/list`);
      const texts = Object.entries(body).filter(([, v]) => isUniqueText(v)) as Array<[string, string]>;
      // rows of two references only (orders, collections, reads) are found by their references, made for them
      const marks = texts.length ? texts : (Object.entries(body).filter(([k, v]) => k.endsWith("Id") && typeof v === "string" && v) as Array<[string, string]>);
      if (!marks.length) throw new Error(`${family}: no unique text in the add input to find the row by`);
      // Filtered by a unique text where the list can filter by its field (some lists show one level of a tree only).
      const filter = marks.find(([key]) => list?.queryNames.includes(key));
      const listed = await okResult("GET", `${family}/list?pageSize=1000${filter ? `&${filter[0]}=${encodeURIComponent(filter[1])}` : ""}`);
      const found = findRecord(listed, marks, !texts.length);
      if (found) return found;
      throw new Error(`${family}: the added row (${JSON.stringify(marks)}) is not in ${list ? "its list" : "any list"}: ${JSON.stringify(listed).slice(0, 400)}`);
    };

    const findRecord = (node: unknown, marks: Array<[string, string]>, all = false): string | undefined => {
      if (Array.isArray(node)) {
        for (const item of node) {
          const found = findRecord(item, marks, all);
          if (found) return found;
        }
        return undefined;
      }
      if (!node || typeof node !== "object") return undefined;
      const record = node as Record<string, unknown>;
      const match = ([k, v]: [string, string]) => record[k] === v;
      if ((typeof record.id === "string" || typeof record.id === "number") && (all ? marks.every(match) : marks.some(match))) return String(record.id);
      for (const value of Object.values(record)) {
        const found = findRecord(value, marks, all);
        if (found) return found;
      }
      return undefined;
    };

    const rows = new Map<string, Promise<string>>();
    /** The family's row shared by read and edit calls (made once). */
    const rowOf = (family: string): Promise<string> => {
      let row = rows.get(family);
      if (!row) {
        row = newRow(family);
        rows.set(family, row);
      }
      return row;
    };

    let mobiles = 0;
    /** A mobile number no user has. */
    const newMobile = () => `139${String(10_000_000 + ++mobiles)}`;

    /**
     * A plain active user with a session of its own, written straight to the database (no password
     * hashing: most calls only need an id, a name or a token to act on).
     */
    const plainUser = async (phone: string | null = null) => {
      const u = await makeUser(db(), clock, uniqueText("u"));
      if (phone) await db().update(sysUser).set({ phone }).where(eq(sysUser.id, u.id));
      return { ...u, phone };
    };
    /** A user / dictionary made for the call and deleted (in its recycle bin): its id. */
    const deletedUser = async () => {
      const { id } = await plainUser();
      await okResult("DELETE", `/sys/user/delete?id=${id}`);
      return id;
    };
    const deletedDict = async () => {
      const id = await newRow("/sys/dict");
      await okResult("DELETE", `/sys/dict/delete?id=${id}`);
      return id;
    };
    let sharedUser: ReturnType<typeof plainUser> | undefined;
    const user = () => (sharedUser ??= plainUser());

    /** A user added through /sys/user/add with a known password, logged in through /sys/login. */
    const userWithPassword = async () => {
      const username = uniqueText("u");
      await okResult("POST", "/sys/user/add", { body: { username, realname: `用户${username}`, password: PASSWORD } });
      const res = await login(t, db(), username, PASSWORD);
      if (!(res.body as { success?: boolean }).success) throw new Error(`login of ${username} failed: ${res.text}`);
      return { username, token: res.body.result.token as string, password: PASSWORD };
    };

    /** Asks /sys/sms for a code (smsmode: 0 login, 1 register, 2 forgotten password) and reads it from the recording sender. */
    const smsCode = async (mobile: string, smsmode: string) => {
      await okResult("POST", "/sys/sms", { token: null, body: { mobile, smsmode } });
      const sent = sms.findLast((m) => m.mobile === mobile && m.purpose === smsmode);
      if (!sent) throw new Error(`no SMS (mode ${smsmode}) was sent to ${mobile}`);
      return sent.code;
    };
    /** A user's forgotten-password recovery key (sms mode 2, then /sys/user/phoneVerification). */
    const recoveryKey = async () => {
      const u = await plainUser(newMobile());
      const smscode = await smsCode(u.phone!, "2");
      const verified = await okResult<{ username: string; smscode: string }>("POST", "/sys/user/phoneVerification", { token: null, body: { phone: u.phone, smscode } });
      return { username: verified.username, phone: u.phone!, smscode: verified.smscode, password: "N3wPassw0rd9" };
    };

    /** Values of well-known parameter and property names. */
    const byName: Record<string, () => Promise<string>> = {
      userId: async () => (await user()).id,
      userid: async () => (await user()).id,
      userIds: async () => (await user()).id,
      roleId: () => rowOf("/sys/role"),
      departId: () => rowOf("/sys/sysDepart"),
      depId: () => rowOf("/sys/sysDepart"),
      permissionId: () => rowOf("/sys/permission"),
      parentId: () => rowOf("/sys/permission"),
      parentIds: () => rowOf("/sys/permission"),
      dictId: () => rowOf("/sys/dict"),
      pid: () => rowOf("/sys/category"),
      anntId: () => rowOf("/sys/annountCement"),
    };

    // ---- hand-written input ------------------------------------------------------------------

    const excel = async (header: string[], rowsOf: unknown[][]): Promise<Buffer> => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet("Sheet1");
      sheet.addRow(header);
      for (const r of rowsOf) sheet.addRow(r);
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const fileForm = (data: Buffer, name: string, type: string, fields: Values = {}) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append("file", new Blob([new Uint8Array(data)], { type }), name);
      return form;
    };
    /** An import workbook: one row shaped like the family's add input. */
    const importForm = async (family: string): Promise<FormData> => {
      const add = opOf("POST", `${family}/add`);
      const input: Record<string, unknown> = add && typeof add.body === "object" ? { ...(sampleValue(add.body) as Record<string, unknown>), ...(await addInput[family]?.()) } : { name: uniqueText() };
      delete input.id;
      const keys = Object.keys(input);
      return fileForm(await excel(keys, [keys.map((k) => input[k])]), `${family.split("/").pop()}.xlsx`, XLSX);
    };
    let uploaded: Promise<string> | undefined;
    const uploadedPath = () =>
      (uploaded ??= okResult<string>("POST", "/sys/common/upload", { form: fileForm(PNG, "dot.png", "image/png", { biz: "contract" }) }).then((r) => r));

    const special: Record<string, () => Promise<Call>> = {
      sysLogin: async () => {
        const { checkKey, code } = await captchaOf();
        return { body: { username: "admin", password: TEST_ADMIN_PASSWORD, captcha: code, checkKey } };
      },
      sysSms: async () => ({ body: { mobile: (await plainUser(newMobile())).phone!, smsmode: "0" } }),
      sysPhoneLogin: async () => {
        const last = sms.findLast((m) => m.purpose === "0");
        if (!last) throw new Error("no login SMS code was sent (sysSms)");
        return { body: { mobile: last.mobile, captcha: last.code } };
      },
      sysLogout: async () => ({ token: (await plainUser()).token }),
      sysOnlineForceLogout: async () => ({ body: { userId: (await plainUser()).id } }),
      selectDepart: async () => ({ body: { orgCode: await adminOrgCode() } }),
      selectDepartPost: async () => ({ body: { orgCode: await adminOrgCode() } }),
      updatePassword: () => ownPassword(),
      updatePasswordPost: () => ownPassword(),
      sysCommonUpload: async () => ({ form: fileForm(PNG, "dot.png", "image/png", { biz: "contract" }) }),
      sysCommonStatic: async () => ({ params: { filePath: await uploadedPath() } }),
      sysCommonPdfPdfPreviewIframe: async () => ({}),
      sysDuplicateCheck: async () => ({ query: { tableName: "sys_user", fieldName: "username", fieldVal: uniqueText("u") } }),
      sysCheckRuleCheckByCode: async () => ({ query: { ruleCode: "common_six_digit", value: "123456" } }),
      sysFillRuleTestFillRule: async () => ({ query: { ruleCode: "shop_order_num" } }),
      sysFillRuleExecuteRuleByCode: async () => ({ params: { ruleCode: "shop_order_num" }, body: { name: "x" } }),
      sysFillRuleExecuteRuleByCodeBatch: async () => ({ body: { commonFormData: {}, rules: [{ ruleCode: "shop_order_num", formData: {} }, { ruleCode: "category_code_rule" }] } }),
      sysDictGetDictItems: () => signed("/sys/dict/getDictItems/sex"),
      sysDictLoadDictItem: () => signed("/sys/dict/loadDictItem/sex?key=1"),
      sysDictLoadDict: () => signed("/sys/dict/loadDict/sex"),
      sysDictLoadTreeData: () => signed("/sys/dict/loadTreeData?tableName=sys_category&text=name&code=id&pidField=pid&pid=0"),
      sysUserAddBatch: async () => ({ body: { rows: [await addBody("/sys/user"), await addBody("/sys/user")] } }),
      sysDictItemSaveBatch: async () => ({ body: { dictId: await rowOf("/sys/dict"), rows: [{ itemText: uniqueText("t"), itemValue: uniqueText("v") }], deletedIds: [] } }),
      sysUserFrozenBatch: async () => ({ body: { ids: (await plainUser()).id, status: "2" } }),
      // recycle bins: rows deleted for the call
      sysUserPutRecycleBin: async () => ({ body: { userIds: await deletedUser() } }),
      sysUserDeleteRecycleBin: async () => ({ query: { userIds: await deletedUser() } }),
      sysDictBack: async () => ({ params: { id: await deletedDict() } }),
      sysDictDeletePhysic: async () => ({ params: { id: await deletedDict() } }),
      sysUserRecycleBin: async () => (await deletedUser(), {}),
      sysDictDeleteList: async () => (await deletedDict(), {}),
      sysUserChangePassword: async () => ({ body: { username: (await plainUser()).username, password: "N3wPassw0rd!", confirmpassword: "N3wPassw0rd!" } }),
      sysUserQueryUserByDepId: async () => ({ query: { id: await rowOf("/sys/sysDepart") } }),
      sysUserAddSysUserRole: async () => ({ body: { roleId: await rowOf("/sys/role"), userIdList: [(await plainUser()).id] } }),
      sysUserDeleteUserRole: async () => {
        const [roleId, u] = [await rowOf("/sys/role"), await plainUser()];
        await okResult("POST", "/sys/user/addSysUserRole", { body: { roleId, userIdList: [u.id] } });
        return { query: { roleId, userId: u.id } };
      },
      sysUserDeleteUserRoleBatch: async () => {
        const [roleId, u] = [await rowOf("/sys/role"), await plainUser()];
        await okResult("POST", "/sys/user/addSysUserRole", { body: { roleId, userIdList: [u.id] } });
        return { query: { roleId, userIds: u.id } };
      },
      sysUserEditSysDepartWithUser: async () => ({ body: { depId: await rowOf("/sys/sysDepart"), userIdList: [(await plainUser()).id] } }),
      sysUserDeleteUserInDepart: async () => {
        const [depId, u] = [await rowOf("/sys/sysDepart"), await plainUser()];
        await okResult("POST", "/sys/user/editSysDepartWithUser", { body: { depId, userIdList: [u.id] } });
        return { query: { depId, userId: u.id } };
      },
      sysUserDeleteUserInDepartBatch: async () => {
        const [depId, u] = [await rowOf("/sys/sysDepart"), await plainUser()];
        await okResult("POST", "/sys/user/editSysDepartWithUser", { body: { depId, userIdList: [u.id] } });
        return { query: { depId, userIds: u.id } };
      },
      sysRoleLoadDatarule: async () => ({ params: await roleWithRules() }),
      sysRoleSaveDatarule: async () => ({ body: { ...(await roleWithRules()), dataRuleIds: await newRule() } }),
      sysPermissionCheckPermDuplication: async () => ({ query: { url: `/${uniqueText("p")}`, alwaysShow: "false" } }),
      sysPermissionSaveRolePermission: async () => ({ body: { roleId: await rowOf("/sys/role"), permissionIds: await rowOf("/sys/permission") } }),
      sysPermissionSaveDepartPermission: async () => ({ body: { departId: await rowOf("/sys/sysDepart"), permissionIds: await rowOf("/sys/permission") } }),
      sysSysDepartPermissionSaveDeptRolePermission: async () => ({ body: { roleId: await rowOf("/sys/sysDepartRole"), permissionIds: await rowOf("/sys/permission") } }),
      sysSysDepartPermissionQueryDeptRolePermission: async () => ({ query: { roleId: await rowOf("/sys/sysDepartRole") } }),
      sysSysDepartRoleDeptRoleUserAdd: async () => ({ body: { userId: (await user()).id, newRoleId: await rowOf("/sys/sysDepartRole") } }),
      sysSysDepartRoleLoadDatarule: async () => ({ params: { ...(await departWithRules()), roleId: await rowOf("/sys/sysDepartRole") } }),
      sysSysDepartRoleSaveDatarule: async () => ({ body: { permissionId: await rowOf("/sys/permission"), roleId: await rowOf("/sys/sysDepartRole"), dataRuleIds: "" } }),
      // business flows: rows in the state each flow starts from
      userQtUserAdjustBalance: async () => ({ body: { userId: await newRow("/user/qtUser"), amount: "50.00", remark: "合同测试" } }),
      userQtUserAdjustScore: async () => ({ body: { userId: await newRow("/user/qtUser"), change: 5, reason: "adjust" } }),
      withoutQtWithoutApply: async () => ({ body: { ...(await addInput["/without/qtWithout"]!()), accountNo: "a@example.com", accountName: "张三" } }),
      workQtWorkOrderPay: async () => ({ body: { id: await newRow("/work/qtWorkOrder"), payType: "alipay", tradeNo: uniqueText("T") } }),
      workQtWorkOrderRefund: async () => {
        const id = await newRow("/work/qtWorkOrder");
        await okResult("POST", "/work/qtWorkOrder/pay", { body: { id, payType: "alipay", tradeNo: uniqueText("T") } });
        return { body: { id } };
      },
      sysPermissionAddPermissionRule: async () => ({ bodyPatch: { ruleConditions: "=", ruleColumn: "createBy", ruleValue: "#{sys_user_code}" } }),
      sysPermissionEditPermissionRule: () => editedRule(),
      sysPermissionEditPermissionRulePost: () => editedRule(),
      sysPermissionDeletePermissionRule: async () => ({ query: { id: await newRule() } }),
      sysSysDepartSearchBy: async () => ({ query: { keyWord: String(added.get(await rowOf("/sys/sysDepart"))?.departName) } }),
      sysDictItemDictItemCheck: async () => ({ query: { itemValue: uniqueText("v"), dictId: await rowOf("/sys/dict") } }),
      sysCategoryCheckCode: async () => ({ query: { pid: "0", code: uniqueText("C").toUpperCase() } }),
      sysCategoryLoadTreeData: async () => ({ query: { pcode: "A01" } }),
      sysCategoryLoadTreeRoot: async () => ({ query: { async: "true", pcode: "A01" } }),
      sysCategoryLoadOne: async () => ({ query: { field: "code", val: "A01" } }),
      sysCategoryLoadAllData: async () => ({ query: { code: "A01" } }),
      sysCategoryLoadDictItem: async () => ({ query: { ids: await rowOf("/sys/category") } }),
      sysCategoryLoadDictItemByPath: async () => ({ params: { ids: await rowOf("/sys/category") } }),
      sysSysAnnouncementSendEditByAnntIdAndUserId: async () => ({ body: { anntId: await releasedAnnouncement() } }),
      sysAnnountCementDoReleaseData: async () => ({ query: { id: await newRow("/sys/annountCement") } }),
      sysAnnountCementDoReovkeData: async () => ({ query: { id: await releasedAnnouncement() } }),
      sysQuartzJobExecute: async () => ({ query: { id: await newRow("/sys/quartzJob") } }),
      sysQuartzJobLogDelete: async () => ({ query: { id: await jobLog() } }),
      sysQuartzJobLogDeleteBatch: async () => ({ query: { ids: await jobLog() } }),
      sysLogDelete: async () => ({ query: { id: await logId() } }),
      sysLogDeleteBatch: async () => ({ query: { ids: await logId() } }),
      // business ledgers and withdrawals: rows the flows write, written here directly
      userQtScoreLogQueryById: async () => ({ query: { id: await ledgerRow("scoreLog") } }),
      userQtCashShareQueryById: async () => ({ query: { id: await ledgerRow("cashShare") } }),
      moneyQtMoneyLogQueryById: async () => ({ query: { id: await ledgerRow("moneyLog") } }),
      payQtPayRecordQueryById: async () => ({ query: { id: await ledgerRow("payRecord") } }),
      withoutQtWithoutQueryById: async () => ({ query: { id: await withdrawal("pending") } }),
      withoutQtWithoutEdit: async () => {
        const id = await withdrawal("pending");
        return { body: { id, version: 1, userId: await rowOf("/user/qtUser"), amount: "100.00", accountType: "bank", accountNo: uniqueText("acc"), accountName: "张三" } };
      },
      withoutQtWithoutDelete: async () => ({ query: { id: await withdrawal("rejected") } }),
      withoutQtWithoutDeleteBatch: async () => ({ query: { ids: `${await withdrawal("rejected")},${await withdrawal("rejected")}` } }),
      onlineCgformApiGetColumns: async () => ({ params: { code: onlineForm } }),
      onlineCgformApiGetData: async () => ({ params: { code: onlineForm } }),
      onlineCgformApiGetTreeData: async () => ({ params: { code: onlineTree }, query: { hasQuery: "false" } }),
      onlineCgformApiGetQueryInfo: async () => ({ params: { code: onlineForm } }),
      onlineCgformApiGetFormItem: async () => ({ params: { code: onlineForm } }),
      onlineCgformApiFormGet: async () => ({ params: { code: onlineForm, id: await onlineRow() } }),
      onlineCgformApiFormAdd: async () => ({ params: { code: onlineForm }, body: { title: uniqueText("t") } }),
      onlineCgformApiFormEdit: async () => ({ params: { code: onlineForm }, body: { id: await onlineRow(), title: uniqueText("t") } }),
      onlineCgformApiFormDelete: async () => ({ params: { code: onlineForm, id: await onlineRow() } }),
      onlineCgformApiSubformList: async () => ({ params: { table: "t_contract_item", mainId: await onlineRow() } }),
      onlineCgformApiSubform: async () => ({ params: { table: "t_contract_item", mainId: await onlineRow() } }),
      onlineCgformApiExportXls: async () => ({ params: { code: onlineForm }, query: { paramsStr: "{}" } }),
      onlineCgformApiImportXls: async () => ({ params: { code: onlineForm }, form: fileForm(await excel(["title"], [[uniqueText("imp")]]), "online.xlsx", XLSX) }),
      onlineCgreportApiGetRpColumns: async () => ({ params: { code: (await report()).code } }),
      onlineCgreportApiGetQueryInfo: async () => ({ params: { cgRpConfigId: (await report()).id } }),
      onlineCgreportApiGetData: async () => ({ params: { cgRpConfigId: (await report()).id } }),
      onlineCgformApiDoDbSynch: async () => ({ params: { code: await unsyncedForm(), synMethod: "normal" } }),
      onlineCgformApiSyncPreview: async () => ({ params: { code: await unsyncedForm() } }),
      onlineCgformApiFieldAuthGet: async () => ({ params: { code: onlineForm }, query: { roleId: await rowOf("/sys/role") } }),
      onlineCgformApiFieldAuthSave: async () => ({ params: { code: onlineForm }, body: { roleId: await rowOf("/sys/role"), rules: [] } }),
      onlineCgformHeadTransTables: async () => ({ params: { tables: await onlineTable() } }),
      // the online form designer: whole definitions and forms made through it
      onlineCgformHeadQueryById: async () => ({ query: { id: await designedForm() } }),
      onlineCgformFieldListByHeadId: async () => ({ query: { headId: await designedForm() } }),
      onlineCgformIndexListByHeadId: async () => ({ query: { headId: await designedForm() } }),
      onlineCgformApiAddAll: async () => ({ body: onlineDefinition(uniqueText("form")) }),
      onlineCgformApiEditAll: async () => {
        const table = uniqueText("form");
        const id = await designedForm(table);
        const fields = await okResult<unknown[]>("GET", `/online/cgform/field/listByHeadId?headId=${id}`);
        return { body: { head: { ...onlineDefinition(table).head, id, tableTxt: "改过" }, fields, indexs: [], deleteFieldIds: [], deleteIndexIds: [] } };
      },
      onlineCgformHeadDelete: async () => ({ query: { id: await designedForm() } }),
      onlineCgformHeadRemoveRecord: async () => ({ query: { id: await designedForm() } }),
      onlineCgformHeadDeleteBatch: async () => ({ query: { ids: `${await designedForm()},${await designedForm()},`, flag: "1" } }),
      onlineCgformHeadCopyOnline: async () => ({ query: { code: await designedForm() } }),
      onlineCgformHeadAddToMenu: async () => ({ body: { id: await designedForm(), name: "契约测试菜单", nameEn: "Contract menu", icon: "table" } }),
      onlineCgformHeadExportDefinition: async () => ({ query: { id: await designedForm() } }),
      onlineCgformHeadImportDefinition: async () => ({ body: { format: "qt-online-form", version: 1, ...onlineDefinition(uniqueText("form")) } }),
      onlineCgformHeadImportDefinitionFile: async () => {
        const form = new FormData();
        const file = JSON.stringify({ format: "qt-online-form", version: 1, ...onlineDefinition(uniqueText("form")) });
        form.append("file", new Blob([file], { type: "application/json" }), "form.json");
        return { form };
      },
      sysThirdLoginGetLoginUser: async () => ({ params: { token: uniqueText(), thirdType: "github" } }),
      // the stock console's calls (contract sys/stock.ts)
      sysThirdLoginRender: async () => ({ params: { source: "github" } }),
      sysThirdAppSyncUserToApp: async () => ({ params: { thirdApp: "dingtalk" } }),
      sysThirdAppSyncUserToLocal: async () => ({ params: { thirdApp: "wechatEnterprise" } }),
      sysThirdAppSyncDepartToApp: async () => ({ params: { thirdApp: "dingtalk" } }),
      sysThirdAppSyncDepartToLocal: async () => ({ params: { thirdApp: "wechatEnterprise" } }),
      sysSysDepartQueryParentName: async () => ({ query: { parentId: await rowOf("/sys/sysDepart") } }),
      sysCommonTransitRESTful: async () => ({ query: { url: "/sys/role/queryall" } }),
      sysCommonTransitRESTfulPost: async () => ({ query: { url: "/sys/role/add" }, body: { roleName: uniqueText("转发"), roleCode: uniqueText("r") } }),
      sysUserRegister: async () => {
        const phone = newMobile();
        return { token: "", body: { username: uniqueText("reg"), password: "Passw0rd9", phone, smscode: await smsCode(phone, "1") } };
      },
      sysUserPhoneVerification: async () => {
        const u = await plainUser(newMobile());
        return { token: "", body: { phone: u.phone, smscode: await smsCode(u.phone!, "2") } };
      },
      sysUserPasswordChange: async () => {
        const { username, password, smscode, phone } = await recoveryKey();
        return { token: "", query: { username, password, smscode, phone } };
      },
      sysUserPasswordChangePost: async () => ({ token: "", body: await recoveryKey() }),
    };

    const captchaOf = () => captcha(t, db());
    /** The administrator's department (the seeded administrator has none: one is given). */
    let adminDepart: Promise<void> | undefined;
    const adminOrgCode = async () => {
      adminDepart ??= (async () => {
        const info = await okResult<{ userInfo: { id: string } }>("GET", "/sys/user/getUserInfo");
        await okResult("POST", "/sys/user/editSysDepartWithUser", { body: { depId: await rowOf("/sys/sysDepart"), userIdList: [info.userInfo.id] } });
      })();
      await adminDepart;
      const departs = await okResult<{ list?: Array<{ orgCode: string }> }>("GET", "/sys/user/getCurrentUserDeparts");
      const orgCode = departs.list?.[0]?.orgCode;
      if (!orgCode) throw new Error("the administrator has no department");
      return orgCode;
    };
    const ownPassword = async (): Promise<Call> => {
      const u = await userWithPassword();
      return { token: u.token, body: { username: u.username, oldpassword: u.password, password: "N3wPassw0rd!", confirmpassword: "N3wPassw0rd!" } };
    };
    const signed = async (url: string): Promise<Call> => {
      const [path, search] = url.split("?");
      const query = Object.fromEntries(new URLSearchParams(search ?? ""));
      const sign = await signRequest(`${t.config.apiBase}${url}`);
      const params = Object.fromEntries([...path!.matchAll(/\/getDictItems\/(.+)$|\/loadDictItem\/(.+)$|\/loadDict\/(.+)$/g)].flatMap((m) => [["dictCode", m[1] ?? m[2] ?? m[3]!]]));
      return { params, query, headers: { "X-Sign": sign, "X-TIMESTAMP": String(clock.now().getTime()) } };
    };
    const newRule = async () => {
      const permissionId = await rowOf("/sys/permission");
      const ruleName = uniqueText("rule");
      await okResult("POST", "/sys/permission/addPermissionRule", { body: { permissionId, ruleName, ruleColumn: "createBy", ruleConditions: "=", ruleValue: "#{sys_user_code}" } });
      const rules = await okResult<Array<{ id: string; ruleName: string }>>("GET", `/sys/permission/getPermRuleListByPermId?permissionId=${permissionId}`);
      const rule = rules.find((r) => r.ruleName === ruleName);
      if (!rule) throw new Error("the added rule is not listed");
      return rule.id;
    };
    /** The shared role granted the shared menu, which has a data rule. */
    let granted: Promise<{ roleId: string; permissionId: string }> | undefined;
    const roleWithRules = () =>
      (granted ??= (async () => {
        const [roleId, permissionId] = [await rowOf("/sys/role"), await rowOf("/sys/permission")];
        await newRule();
        await okResult("POST", "/sys/permission/saveRolePermission", { body: { roleId, permissionIds: permissionId } });
        return { roleId, permissionId };
      })());
    /** The shared department granted the shared menu and a data rule of it. */
    let departGranted: Promise<{ departId: string; permissionId: string }> | undefined;
    const departWithRules = () =>
      (departGranted ??= (async () => {
        const [departId, permissionId] = [await rowOf("/sys/sysDepart"), await rowOf("/sys/permission")];
        const ruleId = await newRule();
        await okResult("POST", "/sys/permission/saveDepartPermission", { body: { departId, permissionIds: permissionId } });
        await okResult("POST", "/sys/sysDepartPermission/datarule", { body: { departId, permissionId, dataRuleIds: ruleId } });
        return { departId, permissionId };
      })());
    const editedRule = async (): Promise<Call> => ({
      body: { id: await newRule(), permissionId: await rowOf("/sys/permission"), ruleName: uniqueText("rule"), ruleColumn: "createBy", ruleConditions: "=", ruleValue: "#{sys_user_code}" },
    });
    const releasedAnnouncement = async () => {
      const id = await newRow("/sys/annountCement");
      await okResult("GET", `/sys/annountCement/doReleaseData?id=${id}`);
      return id;
    };
    const jobLog = async () => {
      const id = await newRow("/sys/quartzJob");
      await okResult("GET", `/sys/quartzJob/execute?id=${id}`);
      for (let i = 0; i < 100; i++) {
        const [row] = await db().select().from(sysQuartzJobLog).limit(1);
        if (row) return row.id;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error("executing a job left no job log");
    };
    const logId = async () => {
      const page = await okResult<{ records: Array<{ id: string }> }>("GET", "/sys/log/list?logType=1&pageSize=1");
      if (!page.records[0]) throw new Error("no login log");
      return page.records[0].id;
    };
    /** A new row of the online form: its id. */
    const onlineRow = async () => {
      const title = uniqueText("row");
      await okResult("POST", `/online/cgform/api/form/${onlineForm}`, { body: { title } });
      const page = await okResult<{ records: Array<{ id: string }> }>("GET", `/online/cgform/api/getData/${onlineForm}?title=${title}`);
      if (!page.records[0]) throw new Error("the online row was not added");
      return page.records[0].id;
    };
    /** A new online form (head + key field) not synced yet: its code. */
    const unsyncedForm = async () => {
      const id = newId();
      await db().insert(onlCgformHead).values({ id, tableName: `c_${id.slice(0, 12)}`, tableTxt: "契约测试表单" });
      await db().insert(onlCgformField).values({ id: newId(), cgformHeadId: id, dbFieldName: "id", dbType: "string", dbLength: 36, dbIsKey: 1, dbIsNull: 0 });
      return id;
    };
    /** A table of the online schema that no form uses yet: its name. */
    const onlineTable = async () => {
      const name = `t_${newId().slice(0, 12)}`;
      const schema = onlineSchema(suite.tdb.database);
      await db().execute(sql.raw(`create schema if not exists "${schema}"`));
      await db().execute(sql.raw(`create table "${schema}"."${name}" ("id" varchar(32) primary key)`));
      return name;
    };
    /** A whole designer definition: key, a text field, an index on it. */
    const onlineDefinition = (table: string) => ({
      head: { tableName: table, tableTxt: `表单${table}`, tableType: 1 },
      fields: [
        { dbFieldName: "id", dbFieldTxt: "主键", dbType: "string", dbLength: 36, dbIsKey: "1", dbIsNull: "0" },
        { dbFieldName: "name", dbFieldTxt: "名称", dbType: "string", dbLength: 100 },
      ],
      indexs: [{ indexName: `idx_${table}`, indexField: "name", indexType: "normal" }],
    });
    const designedForm = (table = uniqueText("form")) => okResult<string>("POST", "/online/cgform/api/addAll", { body: onlineDefinition(table) });
    const report = async () => {
      const [head] = await db().select().from(onlCgreportHead).limit(1);
      if (!head) throw new Error("no online report seeded");
      return head;
    };

    // ---- the default input -------------------------------------------------------------------

    const valueFor = async (op: OperationInfo, name: string, schema: Record<string, unknown>): Promise<unknown> => {
      const family = familyOf(op.path);
      const last = op.path.split("/").pop();
      if (name === "id") return last === "delete" ? newRow(family) : rowOf(family);
      if (name === "ids") return last === "deleteBatch" ? `${await newRow(family)},${await newRow(family)}` : rowOf(family);
      const known = byName[name];
      if (known) return known();
      return sampleValue(schema);
    };

    /** The schema-derived input of `op`, for the parts the hand-written input does not give. */
    const defaultCall = async (op: OperationInfo, given: Call): Promise<Call> => {
      const family = familyOf(op.path);
      const last = op.path.split("/").pop();
      const call: Call = { ...given };
      if (!given.params) {
        call.params = {};
        for (const p of op.pathParams) call.params[p.name] = p.name === "dictCode" ? "sex" : String(await valueFor(op, p.name, p.schema));
      }
      if (!given.query) {
        call.query = {};
        for (const p of op.requiredQuery) call.query[p.name] = String(await valueFor(op, p.name, p.schema));
      }
      if (op.body === "multipart" && !given.form) call.form = await importForm(family);
      if (typeof op.body === "object" && given.body === undefined) {
        let body: Record<string, unknown>;
        if (last === "add") body = await addBody(family);
        else if (last === "edit") {
          // The row's own add input again: valid, and it keeps what may not change (login names, codes).
          const id = await rowOf(family);
          body = { ...(added.get(id) ?? (await addBody(family))), id };
          // business rows lock on the version read (DOMAIN.md)
          if (family !== "/sys/user" && opOf("GET", `${family}/queryById`)) {
            const read = await send("GET", `${family}/queryById?id=${encodeURIComponent(id)}`);
            const version = (read.body as { result?: { version?: unknown } } | undefined)?.result?.version;
            if (typeof version === "number") body.version = version;
          }
        } else {
          body = sampleValue(op.body) as Record<string, unknown>;
          for (const name of Object.keys(body)) if (byName[name]) body[name] = await byName[name]!();
        }
        call.body = { ...body, ...given.bodyPatch };
      }
      return call;
    };

    // ---- one test per operation ----------------------------------------------------------------

    const answered = new Map<string, number>();

    for (const op of operations) {
      test(`${op.method} ${op.path} (${op.operationId})`, async () => {
        const call = await defaultCall(op, (await special[op.operationId]?.()) ?? {});
        const res = await send(op.method, callUrl(op, call.params ?? {}, call.query ?? {}), {
          token: call.token,
          body: call.form ? undefined : call.body,
          form: call.form,
          headers: call.headers,
        });
        answered.set(op.operationId, res.status);

        if (UNIMPLEMENTED.includes(op.operationId)) {
          expect(res.status, res.text).toBe(501);
          expect(res.body).toMatchObject({ success: false, code: 501, message: `未实现: ${op.operationId}` });
          return;
        }
        expect(res.status, res.text.slice(0, 500)).toBe(200);
        if (op.answerType === "application/json") {
          const notConfigured = NOT_CONFIGURED[op.operationId];
          if (notConfigured) expect(res.body).toMatchObject({ success: false, message: notConfigured });
          else if (op.envelope) expect(res.body, res.text.slice(0, 500)).toMatchObject({ success: true });
          expect(answerErrors(op.operationId, res.body)).toEqual([]);
          // The one-row workbook is shaped like a valid add: imported without error rows (not code 201).
          if (op.path.endsWith("/importExcel")) expect(res.body, res.text).toMatchObject({ code: 200 });
        } else {
          // Stored files are answered with their own type (the contract says "any bytes").
          const expectedType = op.operationId === "sysCommonStatic" ? "image/png" : op.answerType;
          expect(res.contentType.split(";")[0]).toBe(expectedType);
          if (op.operationId === "sysCommonStatic") expect(res.bytes.equals(PNG)).toBe(true);
          expect(res.bytes.length).toBeGreaterThan(0);
          if (op.answerType === XLSX) {
            const book = new ExcelJS.Workbook();
            await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
            expect(book.worksheets.length).toBeGreaterThan(0);
          }
        }
      });
    }

    test("every operation was called; exactly the listed ones are not implemented", () => {
      expect(answered.size).toBe(operations.length);
      const notImplemented = [...answered].filter(([, status]) => status === 501).map(([id]) => id);
      expect(notImplemented.sort()).toEqual([...UNIMPLEMENTED].sort());
    });
  });
}
