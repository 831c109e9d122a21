/**
 * The session's actors over @qt/sdk: the calls of shell.md §7 "Session" and the storage helpers.
 * Failures are thrown as plain values (`LoginFailure`, `{ text }`) so the machine can show them.
 */
import {
  ACCESS_TOKEN_HEADER,
  clearSession,
  saveDepartSelection,
  saveLogin,
  saveTenantId,
  type ApiError,
  type Outcome,
  type QtClient,
} from "@qt/sdk";
import { fromPromise } from "xstate";
import { sameText, textOf, type LocalizedText } from "../messages.js";
import { automaticTenant, loginAccepted, type Depart, type LoginRequest, type LoginResult, type LoginUserInfo } from "./login.js";

export interface LoginOutput {
  kind: LoginRequest["kind"];
  result: LoginResult;
}

/** A refused login: the text to show and the answer it was refused with (null without answer). */
export interface LoginFailure {
  text: LocalizedText;
  code: number | null;
  response: unknown;
}

export interface DepartList {
  list: Depart[];
  orgCode: string | null;
}

/** A failed call as the machine keeps it: the text to show. */
export interface CallFailure {
  text: LocalizedText;
}

function callFailure(error: ApiError): CallFailure {
  return { text: error.text };
}

function loginCall(client: QtClient, request: LoginRequest): Promise<Outcome<LoginResult>> {
  switch (request.kind) {
    case "account": {
      const { kind: _kind, ...body } = request;
      return client.unwrap(client.POST("/sys/login", { body }));
    }
    case "phone":
      return client.unwrap(client.POST("/sys/phoneLogin", { body: { mobile: request.mobile, captcha: request.captcha } }));
    case "third":
      return client.unwrap(
        client.GET("/sys/thirdLogin/getLoginUser/{token}/{thirdType}", { params: { path: { token: request.token, thirdType: request.thirdType } } }),
      ) as Promise<Outcome<LoginResult>>;
    case "cas":
      return client.unwrap(client.POST("/sys/cas/client/validateLogin", { body: { ticket: request.ticket, service: request.service } }));
  }
}

/**
 * One login: the call, JeecgBoot's acceptance rule (code 200; CAS: success), then token, user info
 * and dictionary items stored for 7 days and the tenant when there is exactly one.
 */
export async function login(client: QtClient, request: LoginRequest): Promise<LoginOutput> {
  const outcome = await loginCall(client, request);
  if (!outcome.ok) {
    const { error } = outcome;
    const response = error.kind === "business" ? { success: false, message: error.serverMessage, code: error.code } : null;
    const text = error.serverMessage ? sameText(error.serverMessage) : error.kind === "business" ? textOf("session.loginFailedFallback") : error.text;
    throw { text, code: error.code, response } satisfies LoginFailure;
  }
  if (!loginAccepted(request.kind, { success: true, code: outcome.code }) || !outcome.result?.token) {
    const message = outcome.message;
    throw { text: message ? sameText(message) : textOf("session.loginFailedFallback"), code: outcome.code, response: outcome.envelope ?? null } satisfies LoginFailure;
  }
  const result = outcome.result;
  saveLogin(client.store, { token: result.token, userInfo: result.userInfo, ...(result.sysAllDictItems ? { sysAllDictItems: result.sysAllDictItems } : {}) });
  if (!(result.tenantList && result.tenantList.length > 1)) saveTenantId(client.store, automaticTenant(result.tenantList));
  return { kind: request.kind, result };
}

/**
 * The department chosen after a login or in the department switch: PUT /sys/selectDepart, the
 * returned user info stored for 7 days (null when the answer carries none).
 */
export async function selectDepart(client: QtClient, choice: { orgCode: string; username: string }): Promise<LoginUserInfo | null> {
  const outcome = await client.unwrap(client.PUT("/sys/selectDepart", { body: { orgCode: choice.orgCode, username: choice.username } }));
  if (!outcome.ok) throw callFailure(outcome.error);
  const user = outcome.result?.userInfo;
  if (!user) return null;
  saveDepartSelection(client.store, user);
  return user;
}

/** Logout: clears token, user info, tenant, dictionary and permission lists, then tells the server. */
export async function logout(client: QtClient, token: string | null): Promise<void> {
  clearSession({ local: client.store, session: client.sessionStore });
  const outcome = await client.unwrap(client.POST("/sys/logout", token ? { headers: { [ACCESS_TOKEN_HEADER]: token } } : {}));
  if (!outcome.ok) throw callFailure(outcome.error);
}

/** GET /sys/user/getCurrentUserDeparts → the list and the current orgCode. */
export async function loadDeparts(client: QtClient): Promise<DepartList> {
  const outcome = await client.unwrap(client.GET("/sys/user/getCurrentUserDeparts"));
  if (!outcome.ok) throw callFailure(outcome.error);
  return { list: outcome.result?.list ?? [], orgCode: outcome.result?.orgCode ?? null };
}

/** The session's actors, to `provide` to sessionMachine. */
export function sessionActors(client: QtClient) {
  return {
    login: fromPromise<LoginOutput, LoginRequest>(({ input }) => login(client, input)),
    selectDepart: fromPromise<LoginUserInfo | null, { orgCode: string; username: string }>(({ input }) => selectDepart(client, input)),
    logout: fromPromise<void, { token: string | null }>(({ input }) => logout(client, input.token)),
    loadDeparts: fromPromise<DepartList, { username: string }>(() => loadDeparts(client)),
  };
}
