/**
 * Fakes for machine tests (tests only): a deferred promise, a fake HTTP transport for a real
 * `@qt/sdk` client (so the SDK adapters run too), JeecgBoot fixtures and envelopes.
 *
 * ```ts
 * const fake = fakeClient(clock);               // real createClient over FakeHttp, memory stores
 * const call = sdk.login(fake.client, ...);     // stays pending…
 * await fake.http.respond("POST /sys/login", jeecg("login-success.json"));   // …until answered
 * fake.http.requests                            // what was answered (method, path, query, body), in order
 * ```
 */
import { readFileSync } from "node:fs";
import { setImmediate as nextTurn } from "node:timers/promises";
import { createClient, createExpiringStore, memoryBackend, type ClientOptions, type ExpiringStore, type QtClient, type TaskProgress } from "@qt/sdk";

/** Waits (never on a timer: microtasks and immediates only) until `done()` holds or the turns run out. */
export async function settle(done: () => boolean, turns = 200): Promise<void> {
  for (let i = 0; i < turns && !done(); i++) await nextTurn();
}

/**
 * Waits until `done()` holds, checking every turn, for at most `ms` of real time: for work that
 * reads files on the way (the SDK loads its md5 module on the first signed request), where a
 * count of turns says nothing on a busy machine. Throws when it does not come.
 */
export async function eventually(done: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`eventually: the condition did not hold within ${ms} ms`);
    await nextTurn();
  }
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An HTTP answer: status (default 200), JSON body, headers. Fixture files have this shape. */
export interface Answer {
  http?: number;
  headers?: Record<string, string>;
  body: unknown;
}

export interface RecordedRequest {
  method: string;
  /** Path below the API base, e.g. `/sys/login`. */
  path: string;
  query: Record<string, string>;
  headers: Headers;
  /** The body as text ('' without body); JSON bodies: see `json`. */
  body: string;
  json: unknown;
}

interface Pending {
  request: Request;
  answer: Deferred<Response>;
}

/** The base of the fake client. */
export const FAKE_BASE = "http://qt.test/qt";
/** Wall-clock time at SimulatedClock 0 (fixtures' timestamp). */
export const FAKE_EPOCH = 1763778000000;

/**
 * A fetch that never answers by itself: each request waits until `respond`/`fail` answers the
 * oldest pending one (optionally checking `"METHOD /path"`), unless an `auto` rule matches.
 */
export class FakeHttp {
  /** Requests as they were answered (auto, respond or fail), in that order. */
  readonly requests: RecordedRequest[] = [];
  private readonly pending: Pending[] = [];
  private readonly autos: { match: string; answer: Answer | ((req: RecordedRequest) => Answer) }[] = [];

  readonly fetch = async (request: Request): Promise<Response> => {
    const answer = deferred<Response>();
    const entry = { request, answer };
    const auto = this.autos.find((a) => matches(a.match, request));
    if (auto) {
      const recorded = await this.record(request);
      return toResponse(typeof auto.answer === "function" ? auto.answer(recorded) : auto.answer);
    }
    this.pending.push(entry);
    return answer.promise;
  };

  /** Requests waiting for an answer. */
  get waiting(): number {
    return this.pending.length;
  }

  /** Answers every future request matching `"METHOD /path"` at once. */
  auto(match: string, answer: Answer | ((req: RecordedRequest) => Answer)): void {
    this.autos.push({ match, answer });
  }

  /** Answers the oldest pending request (matching `"METHOD /path"` when given), waiting for it to be sent. */
  async respond(match: string | undefined, answer: Answer): Promise<RecordedRequest> {
    const entry = await this.take(match);
    const recorded = await this.record(entry.request);
    entry.answer.resolve(toResponse(answer));
    return recorded;
  }

  /** Fails the oldest pending request (matching when given) as a network error, waiting for it to be sent. */
  async fail(match: string | undefined, error: unknown = new TypeError("fetch failed")): Promise<RecordedRequest> {
    const entry = await this.take(match);
    const recorded = await this.record(entry.request);
    entry.answer.reject(error);
    return recorded;
  }

  private async take(match: string | undefined): Promise<Pending> {
    const find = () => (match ? this.pending.findIndex((p) => matches(match, p.request)) : this.pending.length ? 0 : -1);
    await settle(() => find() >= 0);
    const index = find();
    const entry = index >= 0 ? this.pending.splice(index, 1)[0] : undefined;
    if (!entry) {
      const waiting = this.pending.map((p) => `${p.request.method} ${pathOf(p.request)}`).join(", ") || "none";
      throw new Error(`FakeHttp: no pending request ${match ?? ""} (waiting: ${waiting})`);
    }
    return entry;
  }

  private async record(request: Request): Promise<RecordedRequest> {
    const body = request.body ? await request.clone().text() : "";
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      path: pathOf(request),
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body,
      json,
    };
    this.requests.push(recorded);
    return recorded;
  }
}

function pathOf(request: Request): string {
  const path = new URL(request.url).pathname;
  const base = new URL(FAKE_BASE).pathname;
  return path.startsWith(base) ? path.slice(base.length) : path;
}

function matches(match: string, request: Request): boolean {
  const [method, path] = match.includes(" ") ? match.split(" ", 2) : [undefined, match];
  return (!method || method === request.method) && path === pathOf(request);
}

function toResponse(answer: Answer): Response {
  return new Response(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body), {
    status: answer.http ?? 200,
    headers: { "Content-Type": "application/json", ...answer.headers },
  });
}

/** A successful envelope answer. */
export function envelope(result: unknown, overrides: Partial<{ success: boolean; message: string; code: number }> = {}): Answer {
  return { body: { success: true, message: "", code: 200, result, timestamp: FAKE_EPOCH, ...overrides } };
}

/** A business failure (HTTP 200, success false). */
export function failure(message: string, code = 500): Answer {
  return { body: { success: false, message, code, result: null, timestamp: FAKE_EPOCH } };
}

/** The SDK's copy of stock JeecgBoot answers (packages/sdk/test/fixtures/jeecg, see its README). */
const FIXTURES = new URL("../../../sdk/test/fixtures/jeecg/", import.meta.url);

/** A stock JeecgBoot answer from the fixtures (fresh copy each time). */
export function jeecg(name: string): Answer & { http: number } {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), "utf8")) as Answer & { http: number };
}

export interface FakeClient {
  client: QtClient;
  http: FakeHttp;
  local: ExpiringStore;
  session: ExpiringStore;
}

/** A real `@qt/sdk` client over FakeHttp, memory stores, time from the clock, no timeout timer. */
export function fakeClient(clock: { now(): number }, options: Partial<ClientOptions> = {}): FakeClient {
  const http = new FakeHttp();
  const now = () => FAKE_EPOCH + clock.now();
  const local = createExpiringStore(memoryBackend(), { now });
  const session = createExpiringStore(memoryBackend(), { now });
  const client = createClient({ baseUrl: FAKE_BASE, fetch: http.fetch, storage: local, sessionStorage: session, timeout: 0, now, ...options });
  return { client, http, local, session };
}

/** A task-progress source driven by hand (the notice channel's `progress` messages for exports and imports). */
export function taskSource() {
  const listeners = new Set<(p: TaskProgress) => void>();
  const source = (listener: (p: TaskProgress) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const push = (taskId: string, phase: TaskProgress["phase"], done: number, total?: number) =>
    listeners.forEach((l) => l({ cmd: "progress", taskId, phase, done, ...(total === undefined ? {} : { total }) }));
  return { source, push, listening: () => listeners.size };
}
