/**
 * Pure rules of the session (shell.md §3, §4, §8; WIRE.md "Calls with a shape worth knowing"):
 * which login answers are accepted, which choices a login still needs, and the checks on them.
 */
import type { Schemas } from "@qt/openapi";
import type { LocalizedText } from "@qt/sdk";
import { textOf } from "../messages.js";

export type LoginResult = Schemas["LoginResult"];
export type LoginUserInfo = Schemas["LoginUserInfo"];
export type Depart = Schemas["Depart"];
export type Tenant = Schemas["Tenant"];

/** The four ways in (shell.md §4): each stores token, user info, dictionary items, name and avatar. */
export type LoginRequest =
  | { kind: "account"; username: string; password: string; captcha?: string; checkKey?: string; remember_me?: boolean }
  | { kind: "phone"; mobile: string; captcha: string }
  | { kind: "third"; token: string; thirdType: string }
  | { kind: "cas"; ticket: string; service: string };

/** What a login answer looked like, as far as acceptance goes. */
export interface LoginAnswer {
  success: boolean;
  code: number | string | null | undefined;
}

/**
 * JeecgBoot accepts an account, phone or third-party login only when the answer's code is '200'
 * (`response.code == '200'`), a CAS ticket validation when it is `success`.
 */
export function loginAccepted(kind: LoginRequest["kind"], answer: LoginAnswer): boolean {
  if (kind === "cas") return answer.success;
  return answer.success && String(answer.code) === "200";
}

/** What the user must still choose after a login (multi_depart 2 → a department; several tenants → one). */
export interface PendingChoice {
  depart: boolean;
  tenant: boolean;
}

export function pendingChoice(result: Pick<LoginResult, "multi_depart" | "tenantList">): PendingChoice {
  return { depart: result.multi_depart === 2, tenant: (result.tenantList?.length ?? 0) > 1 };
}

export const needsChoice = (choice: PendingChoice): boolean => choice.depart || choice.tenant;

export interface Choice {
  orgCode?: string | null;
  tenantId?: string | number | null;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== "";

/**
 * The error text of an incomplete choice (the field's error state), or null when complete:
 * 请选择租户和部门 / 请选择部门 / 请选择租户.
 */
export function choiceError(pending: PendingChoice, choice: Choice): LocalizedText | null {
  const missingDepart = pending.depart && !given(choice.orgCode);
  const missingTenant = pending.tenant && !given(choice.tenantId);
  if (missingDepart && missingTenant) return textOf("session.chooseTenantAndDepart");
  if (missingDepart) return textOf("session.chooseDepart");
  if (missingTenant) return textOf("session.chooseTenant");
  return null;
}

/** The tenant to store right after login: the only one, or none (several → the user chooses). */
export function automaticTenant(tenantList: readonly Tenant[] | undefined): Tenant["id"] | null {
  return tenantList?.length === 1 ? (tenantList[0] as Tenant).id : null;
}

/** What the session shows of a user: name, real name and avatar (JeecgBoot SET_NAME / SET_AVATAR). */
export interface Identity {
  username: string;
  realname: string;
  avatar: string | null;
}

export function identityOf(user: LoginUserInfo | null | undefined): Identity {
  return { username: user?.username ?? "", realname: user?.realname ?? "", avatar: user?.avatar ?? null };
}
