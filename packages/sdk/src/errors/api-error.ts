import type { Locale, LocalizedText } from "../client/locale.js";
import { localized, message, type MessageId } from "./catalogue.js";

/** What went wrong, as the UI needs to tell it apart. */
export type ErrorKind =
  | "forbidden" // HTTP 403
  | "notFound" // HTTP 404
  | "timeout" // HTTP 504 or no answer within the timeout
  | "expired" // HTTP 401: the session is over
  | "tokenInvalid" // HTTP 500 whose message contains Token失效 (older servers)
  | "server" // any other HTTP failure
  | "network" // no answer at all (connection refused, DNS, CORS, aborted)
  | "business"; // HTTP 2xx with success false (or a client-side check of the same nature)

/** How JeecgBoot presents the error; texts are in the client's locale. */
export type ErrorDisplay =
  | { readonly type: "notification"; readonly title: string; readonly description: string }
  | { readonly type: "modal"; readonly title: string; readonly content: string; readonly okText: string }
  | { readonly type: "loading"; readonly content: string };

/** A failed call, as a value. */
export interface ApiError {
  readonly kind: ErrorKind;
  /** HTTP status; 0 when no answer arrived (network error, client timeout, client-side check). */
  readonly status: number;
  /** The envelope's `code`, when the answer had one. */
  readonly code: number | null;
  /** The server's own `message` ('' when none). */
  readonly serverMessage: string;
  /** The text to show, in the client's locale. */
  readonly message: string;
  /** The text to show, in both locales (the server's message is the same in both). */
  readonly text: LocalizedText;
  /** Notification title (系统提示 / System notice) in the client's locale. */
  readonly title: string;
  readonly display: ErrorDisplay;
  readonly locale: Locale;
  readonly cause?: unknown;
}

/** The facts an error is made from; texts are derived from them. */
export interface ErrorFacts {
  kind: ErrorKind;
  status: number;
  code?: number | null;
  serverMessage?: string;
  /** Catalogue text to show instead of the kind's usual text. */
  textId?: MessageId;
  cause?: unknown;
}

export interface ErrorContext {
  locale: Locale;
  /** Inside WeCom / DingTalk (see isRemoteApp). */
  remoteApp: boolean;
}

const TEXT_OF_KIND: Partial<Record<ErrorKind, MessageId>> = {
  forbidden: "forbidden",
  notFound: "notFound",
  timeout: "timeout",
  expired: "sessionExpired",
  network: "networkError",
};

function textOf(facts: ErrorFacts, ctx: ErrorContext): LocalizedText {
  if (facts.textId) return localized(facts.textId);
  if (facts.kind === "tokenInvalid") return localized(ctx.remoteApp ? "tokenInvalidRemote" : "tokenInvalidContent");
  const id = TEXT_OF_KIND[facts.kind];
  if (id) return localized(id);
  // server / business: the server's message, whatever the locale
  const server = facts.serverMessage ?? "";
  return server ? { "zh-CN": server, "en-US": server } : localized("unknownError");
}

export function makeApiError(facts: ErrorFacts, ctx: ErrorContext): ApiError {
  const text = textOf(facts, ctx);
  const title = message(ctx.locale, "systemNotice");
  let display: ErrorDisplay;
  if (facts.kind === "tokenInvalid" && ctx.remoteApp) {
    display = { type: "loading", content: text[ctx.locale] };
  } else if (facts.kind === "tokenInvalid") {
    display = {
      type: "modal",
      title: message(ctx.locale, "tokenInvalidTitle"),
      content: message(ctx.locale, "tokenInvalidContent"),
      okText: message(ctx.locale, "tokenInvalidOk"),
    };
  } else {
    display = { type: "notification", title, description: text[ctx.locale] };
  }
  return {
    kind: facts.kind,
    status: facts.status,
    code: facts.code ?? null,
    serverMessage: facts.serverMessage ?? "",
    message: text[ctx.locale],
    text,
    title,
    display,
    locale: ctx.locale,
    ...(facts.cause === undefined ? {} : { cause: facts.cause }),
  };
}

/** The `message` of a JSON answer ('' when there is none). */
export function messageOf(body: unknown): string {
  if (body && typeof body === "object" && "message" in body) {
    const m = (body as { message: unknown }).message;
    return typeof m === "string" ? m : m == null ? "" : String(m);
  }
  return "";
}

/** The envelope `code` of a JSON answer (null when there is none). */
export function codeOf(body: unknown): number | null {
  if (body && typeof body === "object" && "code" in body) {
    const c = Number((body as { code: unknown }).code);
    return Number.isFinite(c) ? c : null;
  }
  return null;
}

/** The error-catalogue rows for a non-2xx HTTP answer (`body` is its parsed JSON, if any). */
export function classifyHttpFailure(status: number, body: unknown): ErrorFacts {
  const serverMessage = messageOf(body);
  const code = codeOf(body);
  const facts = (kind: ErrorKind): ErrorFacts => ({ kind, status, code, serverMessage });
  if (status === 401) return facts("expired");
  if (status === 403) return facts("forbidden");
  if (status === 404) return facts("notFound");
  if (status === 504) return facts("timeout");
  if (status === 500 && serverMessage.includes("Token失效")) return facts("tokenInvalid");
  return facts("server");
}
