/**
 * @qt/sdk against the real server on one database kind (the foundation issue tested these
 * capabilities against fixture servers): login and the stored token, user info and permissions,
 * `_t`, signed dictionary calls (and a tampered signature refused), the error mapping of 401, 403
 * and 404, upload with progress and read-back, export with its UTF-8 file name, import with good
 * and bad rows, the dictionary cache, the form validators, getMultiUser, and both WebSocket
 * channels (announcement push and heartbeat; live-table relay between two sockets of one page).
 */
import ExcelJS from "exceljs";
import { describe, expect } from "vitest";
import { WebSocket } from "ws";
import {
  CATALOGUE,
  checkDuplicate,
  checkRule,
  createClient,
  createExpiringStore,
  createManualClock,
  downloadStoredFile,
  exportXls,
  getDictItems,
  getMultiUser,
  importExcel,
  loadDict,
  loadDictItem,
  looseCall,
  memoryBackend,
  NOTICE_DEFAULTS,
  NoticeChannel,
  readDictCache,
  readToken,
  refreshDictCache,
  saveLogin,
  SIGN_HEADER,
  summariseImport,
  uploadFile,
  VxeChannel,
  type ApiError,
  type ClientOptions,
  type QtClient,
  type UploadProgress,
  type VxeUpdateTableData,
} from "@qt/sdk";
import { TokenStore } from "../src/auth/token-store.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { DAY, manualClock } from "./helpers/clock.js";
import { TEST_ADMIN_PASSWORD, type TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { makeUser, SETUP_TIMEOUT, type TestUser } from "./push-helpers.js";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** Resolves with the first event `on` delivers (the SDK channels' `on` returns an unsubscribe). */
function nextEvent<T>(on: (listener: (payload: T) => void) => () => void, what: string, ms = 10_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no ${what} within ${ms} ms`));
    }, ms);
    const off = on((payload) => {
      clearTimeout(timer);
      off();
      resolve(payload);
    });
  });
}

export function defineSdkRealSuite(kind: TestDbKind): void {
  describe(`@qt/sdk against the real server on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let api: QtClient;
    let adminId: string;
    let adminRealname: string;
    let nobody: TestUser;
    /** URL and headers of every request the main client sent. */
    const sent: Array<{ url: string; headers: Headers }> = [];

    const client = (options: Partial<ClientOptions> = {}): QtClient => {
      const now = () => clock.now().getTime();
      return createClient({
        baseUrl: t.api,
        now,
        storage: createExpiringStore(memoryBackend(), { now }),
        sessionStorage: createExpiringStore(memoryBackend(), { now }),
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0",
        ...options,
      });
    };

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock, env: { LOGIN_CAPTCHA: "false" } });
        api = client({
          fetch: (request) => {
            sent.push({ url: request.url, headers: request.headers });
            return fetch(request);
          },
        });
        nobody = await makeUser(tdb.database.db, clock, "sdknobody");
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    const lastSent = (fragment: string) => {
      const found = sent.findLast((s) => s.url.includes(fragment));
      if (!found) throw new Error(`no request to ${fragment}`);
      return found;
    };

    test("login (captcha off) stores the token; user info and permissions come with it", async () => {
      const login = await api.unwrap(api.POST("/sys/login", { body: { username: "admin", password: TEST_ADMIN_PASSWORD } }));
      if (!login.ok) throw new Error(login.error.message);
      saveLogin(api.store, login.result);
      expect(readToken(api.store)).toBe(login.result.token);
      adminId = login.result.userInfo.id;
      adminRealname = login.result.userInfo.realname;

      const info = await api.unwrap(api.GET("/sys/user/getUserInfo"));
      if (!info.ok) throw new Error(info.error.message);
      expect(info.result.userInfo).toMatchObject({ username: "admin", id: adminId });
      expect(lastSent("/sys/user/getUserInfo").headers.get("X-Access-Token")).toBe(login.result.token);

      const permissions = await api.unwrap(api.GET("/sys/permission/getUserPermissionByToken"));
      if (!permissions.ok) throw new Error(permissions.error.message);
      expect(permissions.result.menu.length).toBeGreaterThan(0);
      expect(permissions.result.allAuth.length).toBeGreaterThan(0);
    });

    test("a GET carries _t (Unix seconds of the client clock) and the server accepts it", async () => {
      const list = await api.unwrap(api.GET("/sys/role/list", { params: { query: { pageNo: 1, pageSize: 5 } } }));
      expect(list.ok).toBe(true);
      const url = new URL(lastSent("/sys/role/list").url);
      expect(url.searchParams.get("_t")).toBe(String(Math.floor(clock.now().getTime() / 1000)));
      expect(url.searchParams.get("pageSize")).toBe("5");
    });

    test("signed dictionary calls are accepted; a tampered signature is refused with the server's text", async () => {
      const sexes = await getDictItems(api, "sex", { cache: false });
      if (!sexes.ok) throw new Error(sexes.error.message);
      expect(sexes.options.map((o) => o.value)).toEqual(expect.arrayContaining(["1", "2"]));
      const call = lastSent("/sys/dict/getDictItems/sex");
      expect(call.headers.get(SIGN_HEADER)).toMatch(/^[0-9A-F]{32}$/);
      expect(call.headers.get("X-TIMESTAMP")).toBe(String(clock.now().getTime()));

      const texts = await loadDictItem(api, "sex", ["1", "2"]);
      expect(texts.ok && texts.result.length).toBe(2);
      const search = await loadDict(api, "sys_user,realname,username", adminRealname);
      if (!search.ok) throw new Error(search.error.message);
      expect(search.result.map((o) => o.value)).toContain("admin");
      expect(lastSent("/sys/dict/loadDict/").headers.get(SIGN_HEADER)).toMatch(/^[0-9A-F]{32}$/);

      const tampering = client({
        getToken: () => readToken(api.store),
        fetch: (request) => {
          const headers = new Headers(request.headers);
          headers.set(SIGN_HEADER, "0".repeat(32)); // not the signature of this call
          return fetch(new Request(request, { headers }));
        },
      });
      const refused = await getDictItems(tampering, "sex", { cache: false });
      expect(refused.ok).toBe(false);
      if (refused.ok) return;
      expect(refused.options).toEqual([]);
      expect(refused.error).toMatchObject({ kind: "business", message: "Sign签名校验失败！" });
    });

    test("HTTP 401 of an expired token: kind expired, the catalogue text, onSessionExpired", async () => {
      const weekAgo = { now: () => new Date(clock.now().getTime() - 8 * DAY) };
      const { token } = await new TokenStore(db(), weekAgo).issue(adminId);
      const expired: ApiError[] = [];
      const stale = client({ getToken: () => token, onSessionExpired: (e) => expired.push(e) });
      const res = await stale.unwrap(stale.GET("/sys/user/getUserInfo"));
      expect(res.ok).toBe(false);
      if (res.ok) return;
      expect(res.error).toMatchObject({ kind: "expired", status: 401, code: 401, message: CATALOGUE["zh-CN"].sessionExpired });
      expect(res.error.serverMessage).toBe("Token失效，请重新登录!");
      expect(expired).toHaveLength(1);
    });

    test("HTTP 403 (code 510) for a user without the permission, HTTP 404 for an unknown path", async () => {
      const plain = client({ getToken: () => nobody.token });
      const res = await plain.unwrap(plain.GET("/sys/user/list", {}));
      expect(res.ok).toBe(false);
      if (res.ok) return;
      expect(res.error).toMatchObject({ kind: "forbidden", status: 403, code: 510, message: CATALOGUE["zh-CN"].forbidden });

      const missing = await api.unwrap(looseCall(api, "GET", "/sys/no/such/call"));
      expect(missing.ok).toBe(false);
      if (missing.ok) return;
      expect(missing.error).toMatchObject({ kind: "notFound", status: 404, message: CATALOGUE["zh-CN"].notFound });
    });

    test("uploadFile reports progress up to 100 %; the static URL gives the same bytes back", async () => {
      const progress: UploadProgress[] = [];
      const data = Buffer.concat([PNG, Buffer.alloc(200_000, 7)]);
      const uploaded = await uploadFile(api, new Blob([new Uint8Array(data)], { type: "image/png" }), {
        fileName: "进度.png",
        biz: "sdk",
        onProgress: (p) => progress.push(p),
      });
      if (!uploaded.ok) throw new Error(uploaded.error.message);
      expect(uploaded.result.path).toMatch(/^sdk\/.+\.png$/);
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.at(-1)!.percent).toBe(100);
      for (let i = 1; i < progress.length; i++) expect(progress[i]!.loaded).toBeGreaterThan(progress[i - 1]!.loaded);

      const back = await downloadStoredFile(api, uploaded.result.path);
      if (!back.ok) throw new Error(back.error.message);
      expect(Buffer.from(await back.result.blob.arrayBuffer()).equals(data)).toBe(true);
      expect(back.result.contentType).toBe("image/png");
    });

    test("exportXls gives a workbook under its UTF-8 file name", async () => {
      const exported = await exportXls(api, "/sys/role/exportXls", {}, "角色");
      if (!exported.ok) throw new Error(exported.error.message);
      // The name the server sends in filename*=UTF-8''…, decoded here independently of the SDK.
      const raw = await fetch(`${t.api}/sys/role/exportXls`, { headers: { "X-Access-Token": readToken(api.store)! } });
      const encoded = /filename\*=UTF-8''([^;]+)/.exec(raw.headers.get("content-disposition") ?? "")?.[1];
      expect(encoded).toBeDefined();
      expect(exported.result.fileName).toBe(decodeURIComponent(encoded!));
      expect(exported.result.fileName).toMatch(/[^\x20-\x7e].*\.xlsx$/); // not ASCII: the UTF-8 form was used
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await exported.result.blob.arrayBuffer());
      const header = book.worksheets[0]!.getRow(1).values as unknown[];
      expect(header).toContain("角色编码");
    });

    test("importExcel with good and bad rows: code 201 summary with the error workbook's link", async () => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet("roles");
      sheet.addRow(["roleName", "roleCode"]);
      sheet.addRow(["导入角色", "sdk_import_ok"]);
      sheet.addRow(["重复角色", "admin"]);
      const file = new Blob([new Uint8Array(await book.xlsx.writeBuffer())], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
      const outcome = await importExcel(api, "/sys/role/importExcel", Object.assign(file, { name: "roles.xlsx" }));
      const summary = summariseImport(api, outcome);
      expect(summary.status).toBe("partial");
      if (summary.status !== "partial") return;
      expect(summary.warning["zh-CN"]).toBe(CATALOGUE["zh-CN"].importPartial);
      expect(summary.detail).toContain("错误行数：1");
      expect(summary.errorFile?.url.startsWith(t.api)).toBe(true);
      const errors = await fetch(summary.errorFile!.url, { headers: { "X-Access-Token": readToken(api.store)! } });
      expect(errors.status).toBe(200);
      const errorBook = new ExcelJS.Workbook();
      await errorBook.xlsx.load(await errors.arrayBuffer());
      expect(errorBook.worksheets[0]!.rowCount).toBe(2); // header + the bad row

      const roles = await api.unwrap(api.GET("/sys/role/list", { params: { query: { roleCode: "sdk_import_ok" } } }));
      expect(roles.ok && roles.result.records.map((r) => r.roleCode)).toEqual(["sdk_import_ok"]);
    });

    test("refreshDictCache replaces the stored dictionary cache", async () => {
      const refreshed = await refreshDictCache(api);
      if (!refreshed.ok) throw new Error(refreshed.error.message);
      expect(refreshed.notice["zh-CN"]).toBe(CATALOGUE["zh-CN"].cacheRefreshComplete);
      expect(readDictCache(api)?.sex?.map((o) => o.value)).toEqual(expect.arrayContaining(["1", "2"]));
      const cached = await getDictItems(api, "sex");
      expect(cached.ok && cached.fromCache).toBe(true);
    });

    test("checkDuplicate and checkRule answer the server's verdicts", async () => {
      expect(await checkDuplicate(api, { tableName: "sys_user", fieldName: "username", fieldVal: "sdk_free_name" })).toEqual({ valid: true });
      const taken = await checkDuplicate(api, { tableName: "sys_user", fieldName: "username", fieldVal: "admin" });
      expect(taken).toMatchObject({ valid: false, message: "该值不可用，系统中已存在！" });
      expect(await checkDuplicate(api, { tableName: "sys_user", fieldName: "username", fieldVal: "admin", dataId: adminId })).toEqual({ valid: true });

      expect(await checkRule(api, "common_six_digit", "123456")).toEqual({ valid: true });
      expect(await checkRule(api, "common_six_digit", "12ab")).toMatchObject({ valid: false, message: "请输入6位数字" });
    });

    test("getMultiUser reads the bare array of users, without password fields", async () => {
      const users = await getMultiUser(api, [adminId, nobody.id]);
      if (!users.ok) throw new Error(users.error.message);
      expect(users.result.map((u) => u.username).sort()).toEqual(["admin", "sdknobody"]);
      for (const u of users.result) expect(Object.keys(u)).not.toContain("password");
    });

    test("NoticeChannel: a released announcement is pushed; HeartBeat gets heartcheck", async () => {
      const timers = createManualClock();
      const channel = new NoticeChannel({ baseUrl: t.api, userId: adminId, token: readToken(api.store)!, WebSocket, timers });
      try {
        const opened = nextEvent<{ protocol: string }>((l) => channel.on("open", l), "open");
        channel.connect();
        expect((await opened).protocol).toBe(readToken(api.store));

        const added = await api.unwrap(
          api.POST("/sys/annountCement/add", { body: { titile: "SDK 推送", msgContent: "<p>正文</p>", priority: "H", msgCategory: "1", msgType: "ALL" } }),
        );
        expect(added.ok).toBe(true);
        const listed = await api.unwrap(api.GET("/sys/annountCement/list", { params: { query: { titile: "SDK 推送" } } }));
        const id = listed.ok ? listed.result.records[0]?.id : undefined;
        expect(id).toBeTruthy();
        const pushed = nextEvent<{ cmd: string; msgId?: string; msgTxt?: string }>((l) => channel.on("notice", l), "notice");
        const released = await api.unwrap(api.GET("/sys/annountCement/doReleaseData", { params: { query: { id: id! } } }));
        expect(released.ok).toBe(true);
        expect(await pushed).toMatchObject({ cmd: "topic", msgId: id, msgTxt: "SDK 推送" });

        const beat = nextEvent<{ cmd: string }>((l) => channel.on("heartbeat", l), "heartcheck");
        timers.advance(NOTICE_DEFAULTS.heartbeatIntervalMs); // the channel sends HeartBeat
        expect(await beat).toMatchObject({ cmd: "heartcheck" });
        expect(channel.state).toBe("open");
      } finally {
        channel.close();
      }
    });

    test("VxeChannel: update_vxe_table of one socket reaches the other socket of the same page", async () => {
      const token = readToken(api.store)!;
      const open = (pageId: string) => {
        const channel = new VxeChannel({ baseUrl: t.api, userId: adminId, pageId, token, WebSocket, timers: createManualClock() });
        const beat = nextEvent((l) => channel.on("heartbeat", l), "heart_beat reply");
        channel.connect();
        return { channel, beat };
      };
      const a = open("page-sdk");
      const b = open("page-sdk");
      const other = open("page-other");
      try {
        // The first heartbeat is sent on open: its reply proves each socket is registered.
        await Promise.all([a.beat, b.beat, other.beat]);
        const toB = nextEvent<VxeUpdateTableData>((l) => b.channel.subscribe("grid-1", l), "update on b");
        const toOther: VxeUpdateTableData[] = [];
        other.channel.on("update", (d) => toOther.push(d));
        const toA: VxeUpdateTableData[] = [];
        a.channel.on("update", (d) => toA.push(d));
        expect(a.channel.publishUpdate("grid-1", ["row-1", { name: "新值" }])).toBe(true);
        expect(await toB).toEqual({ socketKey: "grid-1", args: ["row-1", { name: "新值" }] });
        // A round trip on the sender's and the other page's sockets: anything relayed to them would have come first.
        const replies = [a, other].map(({ channel }) => {
          const reply = nextEvent((l) => channel.on("heartbeat", l), "second heart_beat reply");
          channel.sendMessage("heart_beat", "");
          return reply;
        });
        await Promise.all(replies);
        expect(toOther).toEqual([]);
        expect(toA).toEqual([]);
      } finally {
        for (const c of [a, b, other]) c.channel.close();
      }
    });
  });
}
