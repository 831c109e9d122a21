import { describe, expect, it } from "vitest";
import {
  browserBackend,
  clearSession,
  createExpiringStore,
  DEFAULT_NAMESPACE,
  DEPART_SELECTION_TTL,
  DICT_CACHE_TTL,
  memoryBackend,
  readAuth,
  readUserInfo,
  saveAuth,
  saveDepartSelection,
  saveLogin,
  SEVEN_DAYS_MS,
  STORAGE_KEYS,
  TOKEN_TTL,
  USER_INFO_TTL,
} from "../src/index.js";

function clockedStore() {
  const clock = { now: 1_000_000 };
  const backend = memoryBackend();
  const store = createExpiringStore(backend, { now: () => clock.now });
  return { clock, backend, store };
}

const user = { id: "u1", username: "admin", realname: "管理员" };

describe("expiring store", () => {
  it("stores vue-ls entries {value, expire} under the pro__ namespace", () => {
    const { backend, store } = clockedStore();
    store.set("Access-Token", "t1", 5000);
    store.set("TENANT_ID", 3);
    expect(DEFAULT_NAMESPACE).toBe("pro__");
    expect(JSON.parse(backend.getItem("pro__Access-Token")!)).toEqual({ value: "t1", expire: 1_005_000 });
    expect(JSON.parse(backend.getItem("pro__TENANT_ID")!)).toEqual({ value: 3, expire: null });
  });

  it("reads an entry until its expiry, then as absent, and removes it", () => {
    const { clock, backend, store } = clockedStore();
    store.set("k", { a: 1 }, 5000);
    clock.now += 5000;
    expect(store.get("k")).toEqual({ a: 1 }); // expire >= now still valid, as vue-ls
    clock.now += 1;
    expect(store.get("k")).toBeNull();
    expect(backend.getItem("pro__k")).toBeNull();
  });

  it("keeps entries without a lifetime forever", () => {
    const { clock, store } = clockedStore();
    store.set("k", "v");
    clock.now += 10 * SEVEN_DAYS_MS;
    expect(store.get("k")).toBe("v");
  });

  it("reads unreadable or expiry-less entries as absent", () => {
    const { backend, store } = clockedStore();
    backend.setItem("pro__bad", "{not json");
    backend.setItem("pro__raw", JSON.stringify({ value: "x" }));
    expect(store.get("bad")).toBeNull();
    expect(store.get("raw")).toBeNull();
    expect(backend.getItem("pro__raw")).toBeNull();
    expect(store.get("missing")).toBeNull();
  });

  it("clears only its own namespace", () => {
    const { backend, store } = clockedStore();
    backend.setItem("other", "keep");
    store.set("a", 1);
    store.set("b", 2);
    store.clear();
    expect([backend.getItem("pro__a"), backend.getItem("pro__b"), backend.getItem("other")]).toEqual([null, null, "keep"]);
  });

  it("has no browser storage in Node", () => {
    expect(browserBackend("local")).toBeUndefined();
    expect(browserBackend("session")).toBeUndefined();
  });

  it("uses a browser storage when there is one", () => {
    const fake = memoryBackend();
    (globalThis as { localStorage?: unknown }).localStorage = fake;
    try {
      expect(browserBackend("local")).toBe(fake);
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});

describe("session entries", () => {
  it("uses JeecgBoot's key names and 7-day lifetimes", () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: "Access-Token",
      tenantId: "TENANT_ID",
      userInfo: "Login_Userinfo",
      buttonAuth: "LOGIN_USER_BUTTON_AUTH",
      allAuth: "SYS_BUTTON_AUTH",
      dictCache: "UI_CACHE_DB_DICT_DATA",
    });
    expect(SEVEN_DAYS_MS).toBe(604800000);
    expect([TOKEN_TTL, USER_INFO_TTL, DICT_CACHE_TTL, DEPART_SELECTION_TTL]).toEqual([604800000, 604800000, 604800000, 604800000]);
  });

  it("keeps token, user info and dictionaries of a login for 7 days", () => {
    const { clock, backend, store } = clockedStore();
    saveLogin(store, { token: "tok", userInfo: user, sysAllDictItems: { sex: [{ value: "1", text: "男" }] } });
    for (const key of ["Access-Token", "Login_Userinfo", "UI_CACHE_DB_DICT_DATA"]) {
      expect(JSON.parse(backend.getItem("pro__" + key)!).expire).toBe(clock.now + 604800000);
    }
    clock.now += 604800000;
    expect(readUserInfo(store)).toEqual(user);
    clock.now += 1;
    expect(readUserInfo(store)).toBeNull();
    expect(store.get(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it("keeps a department selection's user info for 7 days", () => {
    const { clock, store } = clockedStore();
    saveDepartSelection(store, { ...user, orgCode: "A01" });
    clock.now += DEPART_SELECTION_TTL;
    expect(readUserInfo(store)?.orgCode).toBe("A01");
    clock.now += 1;
    expect(readUserInfo(store)).toBeNull();
  });

  it("keeps permission lists per tab and clears the session on logout", () => {
    const local = clockedStore().store;
    const session = clockedStore().store;
    saveLogin(local, { token: "tok", userInfo: user });
    local.set(STORAGE_KEYS.tenantId, 1);
    saveAuth(session, [{ action: "user:add", type: "1" }], [{ action: "user:add", type: "1", status: "1" }]);
    expect(readAuth(session).auth).toHaveLength(1);
    clearSession({ local, session });
    expect(local.get(STORAGE_KEYS.accessToken)).toBeNull();
    expect(local.get(STORAGE_KEYS.tenantId)).toBeNull();
    expect(readUserInfo(local)).toBeNull();
    expect(readAuth(session)).toEqual({ auth: [], allAuth: [] });
  });
});
