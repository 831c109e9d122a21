import { DEPART_SELECTION_TTL, localized, readTenantId, readToken, readUserInfo, saveAuth, saveLogin, STORAGE_KEYS, TOKEN_TTL } from "@qt/sdk";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { sameText, textOf } from "../messages.js";
import { envelope, failure, fakeClient, jeecg, type Answer, type FakeClient } from "../testing/fakes.js";
import { describeModel, SimulatedClock, settle } from "../testing/model.js";
import {
  automaticTenant,
  choiceError,
  identityOf,
  loginAccepted,
  needsChoice,
  pendingChoice,
  type LoginRequest,
  type LoginResult,
  type LoginUserInfo,
} from "./login.js";
import { createSessionMachine, expiryCallbacks, EXPIRY_RELOAD_DELAY, sessionMachine, type SessionEffect } from "./machine.js";
import { login, selectDepart, type LoginFailure } from "./sdk.js";

// ---- data ---------------------------------------------------------------------------------------

const LOGIN_OK = jeecg("login-success.json");
const okBody = LOGIN_OK.body as { result: LoginResult } & Record<string, unknown>;
const OK: LoginResult = okBody.result;
const USER = OK.userInfo;
const DEPARTS = [
  { id: "d1", orgCode: "A01", departName: "北京总部" },
  { id: "d2", orgCode: "A02", departName: "上海分部" },
];
const MULTI_DEPART: LoginResult = { ...OK, multi_depart: 2, departs: DEPARTS };
const MULTI_TENANT: LoginResult = { ...OK, tenantList: [{ id: 1, name: "总部" }, { id: 2, name: "分部" }] };
const SWITCHED: LoginUserInfo = { ...USER, orgCode: "A02", orgCodeTxt: "上海分部" };
const STORED_USER: LoginUserInfo = { id: "u9", username: "jeecg", realname: "小J", orgCode: "A01" };
const EDITED: LoginUserInfo = { ...STORED_USER, realname: "小J（改）", email: "j@example.com" };

const answerWith = (result: LoginResult, code = 200): Answer => ({ http: 200, body: { ...okBody, code, result } });

const ACCOUNT: LoginRequest = { kind: "account", username: "admin", password: "123456", captcha: "abcd", checkKey: "k1" };
const PHONE: LoginRequest = { kind: "phone", mobile: "18611111111", captcha: "1234" };
const THIRD: LoginRequest = { kind: "third", token: "tp-1", thirdType: "github" };
const CAS: LoginRequest = { kind: "cas", ticket: "ST-1", service: "http://console.test/" };

const refused = (message: string, code: number): LoginFailure => ({ text: sameText(message), code, response: { success: false, message, code } });
const CODE_0: LoginFailure = { text: sameText("登录成功"), code: 0, response: { ...okBody, code: 0 } };
const NETWORK: LoginFailure = { text: localized("networkError"), code: null, response: null };

// ---- the model ----------------------------------------------------------------------------------

type Sut = { logic: ReturnType<typeof createSessionMachine>; fake: FakeClient };

const loginDone = (result: LoginResult) => ({ type: "xstate.done.actor.login" as const, output: { kind: "account", result }, answer: answerWith(result) });
const loginError = (error: LoginFailure, answer: Answer | "network") => ({ type: "xstate.error.actor.login" as const, error, answer });

describeModel({
  name: "session",
  machine: sessionMachine,
  variants: [
    { name: "no token", input: { token: null } },
    { name: "stored token", input: { token: "stored-token", user: STORED_USER } },
    { name: "stored token without user info", input: { token: "stored-token", user: null } },
  ],
  events: (snapshot) => [
    { type: "LOGIN", request: ACCOUNT },
    { type: "LOGIN", request: PHONE },
    { type: "LOGIN", request: THIRD },
    { type: "LOGIN", request: CAS },
    loginDone(OK),
    loginDone(MULTI_DEPART),
    loginDone(MULTI_TENANT),
    loginError(refused("用户名或密码错误", 500), jeecg("login-bad-password.json")),
    loginError(refused("验证码错误", 412), jeecg("login-captcha-wrong.json")),
    loginError(NETWORK, "network"),
    // a success answer with code 0 is refused (code must be 200) — except for a CAS ticket
    ...(snapshot.context.signingInWith === "cas" ? [] : [loginError(CODE_0, answerWith(OK, 0))]),
    { type: "CHOOSE", choice: {} },
    { type: "CHOOSE", choice: { orgCode: "A02" } },
    { type: "CHOOSE", choice: { tenantId: 2 } },
    { type: "CHOOSE", choice: { orgCode: "A02", tenantId: 2 } },
    { type: "xstate.done.actor.selectDepart", output: SWITCHED, answer: envelope({ userInfo: SWITCHED }) },
    { type: "xstate.error.actor.selectDepart", error: { text: sameText("部门不存在") }, answer: failure("部门不存在") },
    { type: "LOGOUT" },
    { type: "EXPIRED" },
    { type: "xstate.done.actor.logout", answer: envelope(null, { message: "退出登录成功！" }) },
    { type: "xstate.error.actor.logout", error: { text: sameText("退出失败") }, answer: failure("退出失败") },
    { type: "xstate.done.actor.expireLogout", answer: envelope(null) },
    { type: "xstate.error.actor.expireLogout", error: { text: localized("networkError") }, answer: "network" },
    { type: "SWITCH_DEPART" },
    { type: "xstate.done.actor.loadDeparts", output: { list: DEPARTS, orgCode: "A01" }, answer: envelope({ list: DEPARTS, orgCode: "A01" }) },
    { type: "xstate.done.actor.loadDeparts", output: { list: [], orgCode: null }, answer: envelope({ list: [], orgCode: null }) },
    { type: "xstate.error.actor.loadDeparts", error: { text: sameText("查询失败") }, answer: failure("查询失败") },
    { type: "CHOOSE_DEPART", orgCode: null },
    { type: "CHOOSE_DEPART", orgCode: "A02" },
    { type: "CANCEL" },
    { type: "USER_UPDATED", user: EDITED },
    { type: "xstate.done.actor.switchDepart", output: SWITCHED, answer: envelope({ userInfo: SWITCHED }) },
    { type: "xstate.error.actor.switchDepart", error: { text: sameText("部门不存在") }, answer: failure("部门不存在") },
  ],
  // Traversal identity: the state and what the guards read (the rest of the context is still
  // compared between model and actor at every step).
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.pending, !!s.context.identity.username, s.context.signingInWith, s.context.token === null]),
  sut: ({ clock, variant }): Sut => {
    const fake = fakeClient(clock);
    if (variant.input?.token) {
      saveLogin(fake.local, { token: variant.input.token, userInfo: variant.input.user ?? STORED_USER });
      saveAuth(fake.session, [{ action: "user:add", type: "1" }], []);
    }
    return { logic: createSessionMachine(fake.client), fake };
  },
  drive: Object.fromEntries(
    ["login", "selectDepart", "logout", "expireLogout", "loadDeparts", "switchDepart"].flatMap((id) =>
      ["done", "error"].map((kind) => [
        `xstate.${kind}.actor.${id}`,
        async ({ event, sut }: { event: Record<string, unknown>; sut: Sut }) => {
          const answer = event.answer as Answer | "network";
          if (answer === "network") await sut.fake.http.fail(undefined);
          else await sut.fake.http.respond(undefined, answer);
        },
      ]),
    ),
  ),
  states: {
    "*": ({ snapshot, sut }) => {
      // The stored token always mirrors the session (the login choice and the expiry wait aside).
      if (snapshot.matches("authenticated")) expect(readToken(sut.fake.local)).toBe(snapshot.context.token);
      if (snapshot.matches({ unauthenticated: "idle" }) || snapshot.matches("reloading")) expect(readToken(sut.fake.local)).toBeNull();
    },
    authenticated: ({ event, snapshot, sut, effects }) => {
      if (event.type === "xstate.done.actor.login") {
        const result = (event.output as { result: LoginResult }).result;
        expect(readUserInfo(sut.fake.local)).toEqual(result.userInfo);
        expect(sut.fake.local.get(STORAGE_KEYS.dictCache)).toEqual(result.sysAllDictItems);
        expect(readTenantId(sut.fake.local)).toBe(1); // the only tenant is taken at once
        expect(effects).toEqual([{ type: "welcome", user: result.userInfo }]);
        expect(snapshot.context.identity).toEqual({ username: "admin", realname: "管理员", avatar: USER.avatar });
      }
      if (event.type === "xstate.done.actor.selectDepart" || event.type === "xstate.done.actor.switchDepart") {
        const put = sut.fake.http.requests.at(-1);
        expect(put?.method).toBe("PUT");
        expect(put?.path).toBe("/sys/selectDepart");
        expect(put?.json).toEqual({ orgCode: "A02", username: expect.stringMatching(/^(admin|jeecg)$/) });
        expect(readUserInfo(sut.fake.local)).toEqual(SWITCHED);
        const raw = JSON.parse(JSON.stringify(sut.fake.local.get(STORAGE_KEYS.userInfo)));
        expect(raw).toEqual(SWITCHED);
      }
      if (event.type === "USER_UPDATED") {
        expect(snapshot.context.identity.realname).toBe(EDITED.realname);
        expect(readUserInfo(sut.fake.local)).toEqual(EDITED);
      }
      if (event.type === "CHOOSE") {
        const tenantId = (event.choice as { tenantId?: number }).tenantId;
        if (tenantId !== undefined) expect(readTenantId(sut.fake.local)).toBe(tenantId);
      }
    },
    unauthenticated: ({ event, snapshot, sut, effects }) => {
      if (event.type === "xstate.done.actor.logout" || event.type === "xstate.error.actor.logout") {
        const call = sut.fake.http.requests.at(-1);
        expect(call?.path).toBe("/sys/logout");
        expect(call?.headers.get("X-Access-Token")).toBeTruthy();
        expect(sut.fake.session.get(STORAGE_KEYS.buttonAuth)).toBeNull();
        expect(readUserInfo(sut.fake.local)).toBeNull();
        expect(snapshot.context.user).toBeNull();
        if (event.type === "xstate.error.actor.logout") {
          expect(effects).toEqual([{ type: "loggedOut" }, { type: "message", level: "error", text: sameText("退出失败") }]);
        } else {
          expect(effects).toEqual([{ type: "loggedOut" }, { type: "reload" }]);
        }
      }
      if (event.type === "xstate.error.actor.login") {
        const failed = effects[0] as Extract<SessionEffect, { type: "loginFailed" }>;
        expect(failed.title).toEqual({ "zh-CN": "登录失败", "en-US": "Login failed" });
        expect(failed.text).toEqual((event.error as LoginFailure).text);
        expect(readToken(sut.fake.local)).toBeNull();
      }
      if (event.type.startsWith("xstate.after.")) expect(effects).toEqual([{ type: "reload" }]);
    },
    reloading: ({ effects, sut }) => {
      expect(effects).toEqual([{ type: "loggedOut" }]);
      expect(sut.fake.local.get(STORAGE_KEYS.accessToken)).toBeNull();
    },
    "authenticated.idle": ({ event, effects, snapshot }) => {
      if (event.type === "SWITCH_DEPART") {
        expect(snapshot.context.identity.username).toBe("");
        expect(effects).toEqual([{ type: "message", level: "warning", text: { "zh-CN": "当前系统无登录用户!", "en-US": "No user is logged in!" } }]);
      }
      if (event.type === "xstate.done.actor.loadDeparts") {
        expect(effects).toEqual([{ type: "message", level: "warning", text: textOf("session.noDeparts") }]);
      }
    },
    choosing: ({ event, snapshot }) => {
      if (event.type === "CHOOSE") expect(snapshot.context.error).not.toBeNull();
    },
  },
});

// ---- pure rules ---------------------------------------------------------------------------------

describe("login rules", () => {
  it("accepts code 200 only (string or number); a CAS ticket on success", () => {
    expect(loginAccepted("account", { success: true, code: 200 })).toBe(true);
    expect(loginAccepted("phone", { success: true, code: "200" })).toBe(true);
    expect(loginAccepted("third", { success: true, code: 0 })).toBe(false);
    expect(loginAccepted("account", { success: false, code: 200 })).toBe(false);
    expect(loginAccepted("cas", { success: true, code: 0 })).toBe(true);
    expect(loginAccepted("cas", { success: false, code: 200 })).toBe(false);
  });

  it("asks for a department with multi_depart 2 and for a tenant with several tenants", () => {
    expect(pendingChoice(OK)).toEqual({ depart: false, tenant: false });
    expect(pendingChoice(MULTI_DEPART)).toEqual({ depart: true, tenant: false });
    expect(pendingChoice(MULTI_TENANT)).toEqual({ depart: false, tenant: true });
    expect(needsChoice(pendingChoice({ multi_depart: 2, tenantList: MULTI_TENANT.tenantList ?? [] }))).toBe(true);
    expect(automaticTenant(OK.tenantList)).toBe(1);
    expect(automaticTenant(MULTI_TENANT.tenantList)).toBeNull();
    expect(automaticTenant(undefined)).toBeNull();
  });

  it("names what is missing from a choice", () => {
    const both = { depart: true, tenant: true };
    expect(choiceError(both, {})?.["zh-CN"]).toBe("请选择租户和部门");
    expect(choiceError(both, { tenantId: 1 })?.["zh-CN"]).toBe("请选择部门");
    expect(choiceError(both, { orgCode: "A01" })?.["zh-CN"]).toBe("请选择租户");
    expect(choiceError(both, { orgCode: "A01", tenantId: 0 })).toBeNull();
    expect(choiceError({ depart: false, tenant: false }, {})).toBeNull();
  });

  it("property: a choice is complete exactly when every pending part is given", () => {
    const part = fc.option(fc.oneof(fc.string(), fc.integer()), { nil: undefined });
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), part, part, (depart, tenant, orgCode, tenantId) => {
        const given = (v: unknown) => v !== undefined && v !== "";
        const complete = (!depart || given(orgCode)) && (!tenant || given(tenantId));
        expect(choiceError({ depart, tenant }, { orgCode: orgCode as string | undefined, tenantId }) === null).toBe(complete);
      }),
    );
  });

  it("identity: name, real name and avatar", () => {
    expect(identityOf(USER)).toEqual({ username: "admin", realname: "管理员", avatar: "temp/avatar_1700000000000.png" });
    expect(identityOf(null)).toEqual({ username: "", realname: "", avatar: null });
  });
});

// ---- the SDK side of a login, each way in ------------------------------------------------------

describe("login through the SDK", () => {
  const cases: [LoginRequest, string, string][] = [
    [ACCOUNT, "POST", "/sys/login"],
    [PHONE, "POST", "/sys/phoneLogin"],
    [THIRD, "GET", "/sys/thirdLogin/getLoginUser/tp-1/github"],
    [CAS, "POST", "/sys/cas/client/validateLogin"],
  ];
  for (const [request, method, path] of cases) {
    it(`${request.kind}: ${method} ${path}, stores token, user info and dictionaries for 7 days`, async () => {
      const clock = new SimulatedClock();
      const fake = fakeClient(clock);
      const pending = login(fake.client, request);
      await settle(() => fake.http.waiting === 1);
      const sent = await fake.http.respond(`${method} ${path}`, LOGIN_OK);
      await expect(pending).resolves.toEqual({ kind: request.kind, result: OK });
      const { kind: _kind, ...body } = request as LoginRequest & Record<string, unknown>;
      if (method === "POST") expect(sent.json).toEqual(body);
      expect(readToken(fake.local)).toBe(OK.token);
      expect(readUserInfo(fake.local)).toEqual(USER);
      expect(fake.local.get(STORAGE_KEYS.dictCache)).toEqual(OK.sysAllDictItems);
      clock.increment(TOKEN_TTL);
      expect(readToken(fake.local)).toBe(OK.token);
      clock.increment(1);
      expect(readToken(fake.local)).toBeNull();
      expect(readUserInfo(fake.local)).toBeNull();
    });
  }

  it("a code-0 answer is refused with the response, except for CAS", async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock);
    const account = login(fake.client, ACCOUNT);
    await settle(() => fake.http.waiting === 1);
    await fake.http.respond(undefined, answerWith(OK, 0));
    await expect(account).rejects.toEqual(CODE_0);
    expect(readToken(fake.local)).toBeNull();
    const cas = login(fake.client, CAS);
    await settle(() => fake.http.waiting === 1);
    await fake.http.respond(undefined, answerWith(OK, 0));
    await expect(cas).resolves.toMatchObject({ kind: "cas" });
  });

  it("an HTTP failure is refused with the catalogue text", async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock);
    const pending = login(fake.client, ACCOUNT);
    await settle(() => fake.http.waiting === 1);
    await fake.http.respond(undefined, { http: 503, body: { message: "维护中" } });
    await expect(pending).rejects.toEqual({ text: sameText("维护中"), code: null, response: null });
  });
});

describe("session example", () => {
  it("the SDK's 401 and Token失效 callbacks end the session; a chosen department is kept 7 days", async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock);
    const sent: string[] = [];
    const callbacks = expiryCallbacks((e) => void sent.push(e.type));
    callbacks.onSessionExpired({} as never);
    callbacks.onTokenInvalid({} as never);
    await settle(() => sent.length === 2);
    expect(sent).toEqual(["EXPIRED", "EXPIRED"]);

    const pending = selectDepart(fake.client, { orgCode: "A02", username: "admin" });
    await fake.http.respond("PUT /sys/selectDepart", envelope({ userInfo: SWITCHED }));
    await expect(pending).resolves.toEqual(SWITCHED);
    clock.increment(DEPART_SELECTION_TTL);
    expect(readUserInfo(fake.local)).toEqual(SWITCHED);
    clock.increment(1);
    expect(readUserInfo(fake.local)).toBeNull();
  });

  it("expiry: logs out, then asks for a reload after exactly 1500 ms", async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock);
    saveLogin(fake.local, { token: "t1", userInfo: STORED_USER });
    const actor = createActor(createSessionMachine(fake.client), { clock, input: { token: "t1", user: STORED_USER } });
    const effects: string[] = [];
    actor.on("*", (e) => void effects.push(e.type));
    actor.start();
    actor.send({ type: "EXPIRED" });
    await settle(() => fake.http.waiting === 1);
    await fake.http.respond("POST /sys/logout", jeecg("token-expired-401.json"));
    await settle(() => actor.getSnapshot().matches("reloading"));
    expect(effects).toEqual(["loggedOut"]);
    clock.increment(EXPIRY_RELOAD_DELAY - 1);
    expect(effects).toEqual(["loggedOut"]);
    clock.increment(1);
    expect(effects).toEqual(["loggedOut", "reload"]);
    expect(actor.getSnapshot().matches("unauthenticated")).toBe(true);
  });
});
