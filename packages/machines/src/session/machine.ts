/**
 * The session (shell.md §2 "User menu", §3 "User session", §4 "Session", "Department switch", §8):
 * unauthenticated ↔ authenticated by the stored token; login in four ways, the department and
 * tenant choice that may follow, logout, expiry, and the department switch of the user menu.
 *
 * The machine never touches storage or the network itself: its actors do, through @qt/sdk
 * (`createSessionMachine(client)`). Effects for the UI are emitted (`actor.on(type, …)`):
 * `welcome`, `loginFailed`, `loggedOut`, `reload`, `departChanged`, `message`.
 */
import { saveDepartSelection, saveTenantId, type ErrorCallbacks, type QtClient } from "@qt/sdk";
import { assign, emit, fromPromise, setup } from "xstate";
import { textOf, type LocalizedText, type UiMessage } from "../messages.js";
import {
  choiceError,
  identityOf,
  needsChoice,
  pendingChoice,
  type Choice,
  type Depart,
  type Identity,
  type LoginRequest,
  type LoginUserInfo,
  type PendingChoice,
  type Tenant,
} from "./login.js";
import { sessionActors, type DepartList, type LoginFailure, type LoginOutput } from "./sdk.js";

/** After an expiry the page reloads this long after the logout (JeecgBoot: 1.5 s). */
export const EXPIRY_RELOAD_DELAY = 1500;

export interface SessionInput {
  /** The token in local storage (`readToken(client.store)`), if any. */
  token?: string | null;
  /** The stored user info (`readUserInfo(client.store)`), if any. */
  user?: LoginUserInfo | null;
}

export interface SessionContext {
  token: string | null;
  user: LoginUserInfo | null;
  /** Name, real name and avatar as the header shows them. */
  identity: Identity;
  /** What the login still needs chosen (multi_depart 2, several tenants). */
  pending: PendingChoice;
  departs: Depart[];
  tenantList: Tenant[];
  /** The current department. */
  orgCode: string | null;
  /** The last failure to show (login, choice, department switch), null when none. */
  error: LocalizedText | null;
  /** The way in of the login under way (a CAS ticket is accepted on `success` alone); null otherwise. */
  signingInWith: LoginRequest["kind"] | null;
}

export type SessionEvent =
  | { type: "LOGIN"; request: LoginRequest }
  /** The department / tenant chosen after a login. */
  | { type: "CHOOSE"; choice: Choice }
  | { type: "LOGOUT" }
  /** From the SDK's onSessionExpired (401) or onTokenInvalid (500 Token失效). */
  | { type: "EXPIRED" }
  /** Open the department switch of the user menu. */
  | { type: "SWITCH_DEPART" }
  | { type: "CHOOSE_DEPART"; orgCode: string | null }
  | { type: "CANCEL" }
  /** The user edited their own profile (PUT /sys/user/appEdit answered this user info). */
  | { type: "USER_UPDATED"; user: LoginUserInfo };

export type SessionEffect =
  | { type: "welcome"; user: LoginUserInfo }
  | { type: "loginFailed"; title: LocalizedText; text: LocalizedText; response: unknown }
  | { type: "loggedOut" }
  | { type: "reload" }
  | { type: "departChanged"; user: LoginUserInfo }
  | ({ type: "message" } & UiMessage);

const NO_CHOICE: PendingChoice = { depart: false, tenant: false };

function initialContext(input: SessionInput | undefined): SessionContext {
  const token = input?.token || null;
  const user = token ? (input?.user ?? null) : null;
  return {
    token,
    user,
    identity: identityOf(user),
    pending: NO_CHOICE,
    departs: [],
    tenantList: [],
    orgCode: user?.orgCode ?? null,
    error: null,
    signingInWith: null,
  };
}

const placeholder = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`session: actor ${name} not provided (use createSessionMachine(client))`);
  });

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput | undefined,
    emitted: {} as SessionEffect,
  },
  actors: {
    login: placeholder<LoginOutput, LoginRequest>("login"),
    selectDepart: placeholder<LoginUserInfo | null, { orgCode: string; username: string }>("selectDepart"),
    logout: placeholder<void, { token: string | null }>("logout"),
    loadDeparts: placeholder<DepartList, { username: string }>("loadDeparts"),
  },
  actions: {
    /** Back to a session without token or user. */
    forget: assign(() => initialContext(undefined)),
    /** Stores the tenant chosen after a login (provided by createSessionMachine). */
    saveTenant: (_, _params: { tenantId: Choice["tenantId"] }) => {},
    /** Stores the user info of an edited profile for 7 days (provided by createSessionMachine). */
    saveUser: (_, _params: { user: LoginUserInfo }) => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    choiceIncomplete: ({ context, event }) => event.type === "CHOOSE" && choiceError(context.pending, event.choice) !== null,
    departToSelect: ({ context, event }) => event.type === "CHOOSE" && context.pending.depart,
    noUser: ({ context }) => !context.identity.username,
    noDepartChosen: ({ event }) => event.type === "CHOOSE_DEPART" && !event.orgCode,
  },
}).createMachine({
  id: "session",
  context: ({ input }) => initialContext(input),
  initial: "checking",
  states: {
    checking: {
      always: [{ guard: "hasToken", target: "authenticated" }, { target: "unauthenticated" }],
    },

    unauthenticated: {
      initial: "idle",
      states: {
        idle: {
          on: { LOGIN: { target: "signingIn", actions: assign({ error: null, signingInWith: ({ event }) => event.request.kind }) } },
        },
        signingIn: {
          invoke: {
            id: "login",
            src: "login",
            input: ({ event }) => (event as Extract<SessionEvent, { type: "LOGIN" }>).request,
            onDone: [
              {
                guard: ({ event }) => needsChoice(pendingChoice(event.output.result)),
                target: "choosing",
                actions: assign(({ event }) => loggedIn(event.output, pendingChoice(event.output.result))),
              },
              {
                target: "#session.authenticated",
                actions: [assign(({ event }) => loggedIn(event.output, NO_CHOICE)), emit(({ event }) => ({ type: "welcome", user: event.output.result.userInfo }) as const)],
              },
            ],
            onError: {
              target: "idle",
              actions: [
                assign({ error: ({ event }) => (event.error as LoginFailure).text, signingInWith: null }),
                emit(({ event }) => {
                  const failure = event.error as LoginFailure;
                  return { type: "loginFailed", title: textOf("session.loginFailedTitle"), text: failure.text, response: failure.response } as const;
                }),
              ],
            },
          },
        },
        /** multi_depart 2 and/or several tenants: one must be chosen (the field shows an error state otherwise). */
        choosing: {
          on: {
            CHOOSE: [
              { guard: "choiceIncomplete", actions: assign({ error: ({ context, event }) => choiceError(context.pending, event.choice) }) },
              {
                guard: "departToSelect",
                target: "selectingDepart",
                actions: [{ type: "saveTenant", params: ({ event }) => ({ tenantId: event.choice.tenantId }) }, assign({ error: null })],
              },
              {
                target: "#session.authenticated",
                actions: [
                  { type: "saveTenant", params: ({ event }) => ({ tenantId: event.choice.tenantId }) },
                  assign(({ context }) => chose(context, null)),
                  emit(({ context }) => ({ type: "welcome", user: context.user as LoginUserInfo }) as const),
                ],
              },
            ],
          },
        },
        selectingDepart: {
          invoke: {
            id: "selectDepart",
            src: "selectDepart",
            input: ({ context, event }) => ({
              orgCode: String((event as Extract<SessionEvent, { type: "CHOOSE" }>).choice.orgCode),
              username: context.identity.username,
            }),
            onDone: {
              target: "#session.authenticated",
              actions: [
                assign(({ context, event }) => chose(context, event.output)),
                emit(({ context, event }) => ({ type: "welcome", user: (event.output ?? context.user) as LoginUserInfo }) as const),
              ],
            },
            onError: { target: "choosing", actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },

    authenticated: {
      initial: "idle",
      on: {
        LOGOUT: "loggingOut",
        EXPIRED: "expiring",
        USER_UPDATED: {
          actions: [assign(({ context, event }) => ({ ...chose(context, event.user), error: context.error })), { type: "saveUser", params: ({ event }) => ({ user: event.user }) }],
        },
      },
      states: {
        idle: {
          on: {
            SWITCH_DEPART: [
              { guard: "noUser", actions: emit({ type: "message", level: "warning", text: textOf("session.noCurrentUser") }) },
              { target: "loadingDeparts" },
            ],
          },
        },
        loadingDeparts: {
          invoke: {
            id: "loadDeparts",
            src: "loadDeparts",
            input: ({ context }) => ({ username: context.identity.username }),
            onDone: [
              {
                guard: ({ event }) => event.output.list.length === 0,
                target: "idle",
                actions: emit({ type: "message", level: "warning", text: textOf("session.noDeparts") }),
              },
              {
                target: "choosingDepart",
                actions: assign({
                  departs: ({ event }) => event.output.list,
                  orgCode: ({ context, event }) => event.output.orgCode ?? context.orgCode,
                  error: null,
                }),
              },
            ],
            onError: { target: "idle", actions: emit(({ event }) => ({ type: "message", level: "error", text: errorText(event.error) }) as const) },
          },
        },
        /** The department-switch dialog: one must be chosen. */
        choosingDepart: {
          on: {
            CHOOSE_DEPART: [
              { guard: "noDepartChosen", actions: assign({ error: () => textOf("session.chooseDepart") }) },
              { target: "switchingDepart", actions: assign({ error: null }) },
            ],
            CANCEL: { target: "idle", actions: assign({ error: null }) },
          },
        },
        switchingDepart: {
          invoke: {
            id: "switchDepart",
            src: "selectDepart",
            input: ({ context, event }) => ({
              orgCode: String((event as Extract<SessionEvent, { type: "CHOOSE_DEPART" }>).orgCode),
              username: context.identity.username,
            }),
            onDone: {
              target: "idle",
              actions: [
                assign(({ context, event }) => chose(context, event.output)),
                emit(({ context, event }) => ({ type: "departChanged", user: (event.output ?? context.user) as LoginUserInfo }) as const),
              ],
            },
            onError: { target: "choosingDepart", actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },

    /** Logout: storage is cleared and the server is told, even when that call fails. */
    loggingOut: {
      invoke: {
        id: "logout",
        src: "logout",
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: "unauthenticated", actions: ["forget", emit({ type: "loggedOut" }), emit({ type: "reload" })] },
        onError: {
          target: "unauthenticated",
          actions: ["forget", emit({ type: "loggedOut" }), emit(({ event }) => ({ type: "message", level: "error", text: errorText(event.error) }) as const)],
        },
      },
    },

    /** Expiry: log out, then reload the page after 1500 ms. */
    expiring: {
      invoke: {
        id: "expireLogout",
        src: "logout",
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: "reloading", actions: ["forget", emit({ type: "loggedOut" })] },
        onError: { target: "reloading", actions: ["forget", emit({ type: "loggedOut" })] },
      },
    },
    reloading: {
      after: { [EXPIRY_RELOAD_DELAY]: { target: "unauthenticated", actions: emit({ type: "reload" }) } },
    },
  },
});

function loggedIn(output: LoginOutput, pending: PendingChoice): Partial<SessionContext> {
  const user = output.result.userInfo;
  return {
    token: output.result.token,
    user,
    identity: identityOf(user),
    pending,
    departs: output.result.departs ?? [],
    tenantList: output.result.tenantList ?? [],
    orgCode: user.orgCode ?? null,
    error: null,
    signingInWith: null,
  };
}

function chose(context: SessionContext, user: LoginUserInfo | null): Partial<SessionContext> {
  const next = user ?? context.user;
  return { user: next, identity: identityOf(next), orgCode: next?.orgCode ?? context.orgCode, pending: NO_CHOICE, error: null };
}

function errorText(error: unknown): LocalizedText {
  const text = (error as { text?: LocalizedText } | null)?.text;
  return text ?? textOf("session.loginFailedFallback");
}

/** The session machine with its actors (and its one storage action) working through the SDK client. */
export function createSessionMachine(client: QtClient) {
  return sessionMachine.provide({
    actors: sessionActors(client),
    actions: {
      saveTenant: (_, params) => {
        if (params.tenantId !== undefined && params.tenantId !== null && params.tenantId !== "") saveTenantId(client.store, params.tenantId);
      },
      saveUser: (_, params) => saveDepartSelection(client.store, params.user),
    },
  });
}

/**
 * The SDK client's callbacks that end the session: a 401 (`onSessionExpired`) and, once the UI has
 * shown its 登录已过期 modal, a 500 Token失效 (`onTokenInvalid`) both send EXPIRED. Pass a
 * `confirm` to wait for the modal's 重新登录 button first.
 */
export function expiryCallbacks(
  send: (event: Extract<SessionEvent, { type: "EXPIRED" }>) => void,
  confirm: (error: Parameters<NonNullable<ErrorCallbacks["onTokenInvalid"]>>[0]) => Promise<unknown> = () => Promise.resolve(),
): Required<Pick<ErrorCallbacks, "onSessionExpired" | "onTokenInvalid">> {
  return {
    onSessionExpired: () => send({ type: "EXPIRED" }),
    onTokenInvalid: (error) => void confirm(error).then(() => send({ type: "EXPIRED" })),
  };
}
