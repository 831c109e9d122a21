import type { components } from "@qt/openapi";
import type { ExpiringStore } from "./expiring-store.js";
import { DEPART_SELECTION_TTL, DICT_CACHE_TTL, STORAGE_KEYS, TOKEN_TTL, USER_INFO_TTL } from "./keys.js";

type Schemas = components["schemas"];

/** The two stores of a client: persistent (localStorage) and per-tab (sessionStorage). */
export interface SessionStores {
  local: ExpiringStore;
  session: ExpiringStore;
}

export function readToken(local: ExpiringStore): string | null {
  const token = local.get<string>(STORAGE_KEYS.accessToken);
  return typeof token === "string" && token ? token : null;
}

export function readTenantId(local: ExpiringStore): string | number | null {
  return local.get<string | number>(STORAGE_KEYS.tenantId);
}

export function readUserInfo(local: ExpiringStore): Schemas["LoginUserInfo"] | null {
  return local.get<Schemas["LoginUserInfo"]>(STORAGE_KEYS.userInfo);
}

/** After a login: token, user info and dictionary items, each kept 7 days. */
export function saveLogin(
  local: ExpiringStore,
  login: { token: string; userInfo: Schemas["LoginUserInfo"]; sysAllDictItems?: Schemas["DictCache"] },
): void {
  local.set(STORAGE_KEYS.accessToken, login.token, TOKEN_TTL);
  local.set(STORAGE_KEYS.userInfo, login.userInfo, USER_INFO_TTL);
  if (login.sysAllDictItems) local.set(STORAGE_KEYS.dictCache, login.sysAllDictItems, DICT_CACHE_TTL);
}

/** The chosen tenant (no expiry, as JeecgBoot). */
export function saveTenantId(local: ExpiringStore, tenantId: string | number | null): void {
  if (tenantId === null || tenantId === "") local.remove(STORAGE_KEYS.tenantId);
  else local.set(STORAGE_KEYS.tenantId, tenantId);
}

/** After switching department: the returned user info, kept 7 days. */
export function saveDepartSelection(local: ExpiringStore, userInfo: Schemas["LoginUserInfo"]): void {
  local.set(STORAGE_KEYS.userInfo, userInfo, DEPART_SELECTION_TTL);
}

/** The permission entries of getUserPermissionByToken (per tab, like JeecgBoot's sessionStorage). */
export function saveAuth(session: ExpiringStore, auth: Schemas["AuthEntry"][], allAuth: Schemas["AuthEntry"][]): void {
  session.set(STORAGE_KEYS.buttonAuth, auth);
  session.set(STORAGE_KEYS.allAuth, allAuth);
}

export function readAuth(session: ExpiringStore): { auth: Schemas["AuthEntry"][]; allAuth: Schemas["AuthEntry"][] } {
  return {
    auth: session.get<Schemas["AuthEntry"][]>(STORAGE_KEYS.buttonAuth) ?? [],
    allAuth: session.get<Schemas["AuthEntry"][]>(STORAGE_KEYS.allAuth) ?? [],
  };
}

/** Logout: token, user info, tenant, dictionary cache and permission lists go. */
export function clearSession(stores: SessionStores): void {
  for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.userInfo, STORAGE_KEYS.tenantId, STORAGE_KEYS.dictCache]) {
    stores.local.remove(key);
  }
  stores.session.remove(STORAGE_KEYS.buttonAuth);
  stores.session.remove(STORAGE_KEYS.allAuth);
}
