import type { Locale } from "../client/locale.js";
import { makeApiError, classifyHttpFailure, codeOf, messageOf, type ApiError } from "../errors/api-error.js";
import { contextOf, errorOf } from "../errors/response-errors.js";
import { isEnvelope, successText, type Envelope } from "./envelope.js";

export interface Ok<T> {
  readonly ok: true;
  /** The envelope's `result` (the whole body for a 2xx answer that is not an envelope). */
  readonly result: T;
  /** The success text: `message || (typeof result === 'string' ? result : '')`. */
  readonly message: string;
  /** The envelope's `code` (the HTTP status for a bare answer); 201 = import finished with error rows. */
  readonly code: number;
  readonly status: number;
  /** The raw envelope (absent for bare answers); e.g. upload reads its `message`. */
  readonly envelope?: Envelope;
}

export interface Fail {
  readonly ok: false;
  readonly error: ApiError;
}

/** A call's outcome: errors are values, never thrown. */
export type Outcome<T> = Ok<T> | Fail;

/** The `result` type of an envelope-typed answer, else the answer itself. */
export type ResultOf<D> = D extends { success: boolean; result?: infer R } ? R : D;

/** What openapi-fetch resolves to (any method, any path). */
export interface FetchLike<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/**
 * Turns an openapi-fetch call into an Outcome: HTTP failures, network errors and timeouts come
 * mapped by the client's middleware; a 2xx envelope succeeds on `success` (never on `code`).
 * A 2xx answer that is not an envelope (getMultiUser's bare array) is a success whose result is
 * the whole body. Anything thrown (an unparsable answer) becomes an error value too.
 */
export async function unwrap<D>(call: Promise<FetchLike<D>>, fallbackLocale: Locale = "zh-CN"): Promise<Outcome<ResultOf<D>>> {
  let answer: FetchLike<D>;
  try {
    answer = await call;
  } catch (cause) {
    return { ok: false, error: thrownFailure(cause, fallbackLocale) };
  }
  const { response } = answer;
  const ctx = contextOf(response, fallbackLocale);
  const failure = httpFailureOf(answer, fallbackLocale);
  if (failure) return { ok: false, error: failure };
  const body: unknown = answer.data;
  if (!isEnvelope(body)) {
    return { ok: true, result: body as ResultOf<D>, message: "", code: response.status, status: response.status };
  }
  if (!body.success) {
    const error = makeApiError(
      { kind: "business", status: response.status, code: codeOf(body), serverMessage: messageOf(body) },
      ctx,
    );
    return { ok: false, error };
  }
  return {
    ok: true,
    result: body.result as ResultOf<D>,
    message: successText(body),
    code: codeOf(body) ?? response.status,
    status: response.status,
    envelope: body,
  };
}

/** The mapped error of an answer that is an HTTP failure, network error or timeout. */
export function httpFailureOf(answer: FetchLike<unknown>, fallbackLocale: Locale = "zh-CN"): ApiError | undefined {
  const mapped = errorOf(answer.response);
  if (mapped) return mapped;
  if (answer.response.ok) return undefined;
  // Only without the client's middleware (a bare openapi-fetch client): classify here.
  return makeApiError(classifyHttpFailure(answer.response.status, answer.error), contextOf(answer.response, fallbackLocale));
}

/** An error value for something thrown before any answer (or an unparsable answer). */
export function thrownFailure(cause: unknown, locale: Locale = "zh-CN"): ApiError {
  const kind = cause instanceof SyntaxError ? "server" : "network";
  return makeApiError({ kind, status: 0, cause }, { locale, remoteApp: false });
}

/** A client-side failure of the same nature as a business error (e.g. an empty dictionary code). */
export function failWith(error: ApiError): Fail {
  return { ok: false, error };
}
