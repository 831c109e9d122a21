/**
 * The checks of what a visitor or user types into the login screens (registration, password
 * recovery, own profile), with their messages. The password and mobile-number rules are the
 * contract's (@qt/openapi/rules), which the console checks too; the username and email patterns
 * are those of the console's form rules (packages/machines/src/rules/form.ts).
 */
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import { USERNAME_PATTERN } from "@qt/openapi/rules";
import type { Db } from "../../db/database.js";
import { uniqueIndexColumn, violatedUniqueIndex } from "../../db/unique-violation.js";
import { sysUser } from "../../db/schema/index.js";

export const USERNAME = USERNAME_PATTERN;
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const ACCOUNT_MESSAGES = {
  registerClosed: "注册已关闭",
  usernameRule: "用户名须为 4–18 位字母、数字或下划线",
  mobileRule: "手机号码格式不正确",
  emailRule: "邮箱格式不正确",
  birthdayRule: "生日须为 yyyy-MM-dd 格式的过去日期",
  realnameEmpty: "真实姓名不能为空",
  usernameTaken: "用户名已注册",
  phoneTaken: "该手机号已注册",
  emailTaken: "邮箱已被注册",
  phoneUsed: "手机号已被其他用户使用",
  emailUsed: "邮箱已被其他用户使用",
} as const;

export const isEmail = (value: string): boolean => EMAIL.test(value);

/** A real calendar date yyyy-MM-dd, not after `today` (yyyy-MM-dd in the same zone). */
export function isPastDate(value: string, today: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && value <= today;
}

/** The user whose username is `username` in any case (`Admin` is the account `admin`). */
export const sameUsername = (username: string): SQL => sql`lower(${sysUser.username}) = lower(${username})`;
/** Order of `sameUsername`'s matches: the exact spelling first (only older data can have two). */
export const exactSpellingFirst = (username: string): SQL => sql`${sysUser.username} <> ${username}`;

const TAKEN_BY_COLUMN: Record<string, string> = { username: ACCOUNT_MESSAGES.usernameTaken, phone: ACCOUNT_MESSAGES.phoneTaken, email: ACCOUNT_MESSAGES.emailTaken };

/**
 * The message of a new account's unique violation (a concurrent registration or add won the race
 * past `usedByOther`): the same as the check's, by the index hit; undefined for another error.
 */
export function takenMessage(err: unknown, otherwise: string): string | undefined {
  const index = violatedUniqueIndex(err);
  if (index === undefined) return undefined;
  const column = uniqueIndexColumn(sysUser, index);
  return (column && TAKEN_BY_COLUMN[column]) || otherwise;
}

/**
 * Whether another user (any, deleted ones included: the unique index covers them) has this value;
 * a username in any case.
 */
export async function usedByOther(db: Db, field: "username" | "phone" | "email", value: string, exceptUserId?: string): Promise<boolean> {
  const match = field === "username" ? sameUsername(value) : eq(sysUser[field], value);
  const where = exceptUserId ? and(match, ne(sysUser.id, exceptUserId)) : match;
  const [hit] = await db.select({ id: sysUser.id }).from(sysUser).where(where).limit(1);
  return hit !== undefined;
}
