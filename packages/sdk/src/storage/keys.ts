/** Storage keys, as JeecgBoot names them (stored under the `pro__` namespace). */
export const STORAGE_KEYS = {
  accessToken: "Access-Token",
  tenantId: "TENANT_ID",
  userInfo: "Login_Userinfo",
  /** The user's granted permission entries (session storage). */
  buttonAuth: "LOGIN_USER_BUTTON_AUTH",
  /** Every defined permission entry, with status (session storage). */
  allAuth: "SYS_BUTTON_AUTH",
  dictCache: "UI_CACHE_DB_DICT_DATA",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** 7 days, JeecgBoot's lifetime for the session entries. */
export const SEVEN_DAYS_MS = 604800000;
export const TOKEN_TTL = SEVEN_DAYS_MS;
export const USER_INFO_TTL = SEVEN_DAYS_MS;
export const DICT_CACHE_TTL = SEVEN_DAYS_MS;
export const DEPART_SELECTION_TTL = SEVEN_DAYS_MS;
