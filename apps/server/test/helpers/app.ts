/**
 * Starts the real app on a real port (127.0.0.1, port 0) over a given test database, and talks to
 * it with plain fetch. Every answer body is recorded (`recordedAnswers`) so a suite can check that
 * none of them ever carried a password hash.
 */
import type { FastifyInstance } from "fastify";
import type { AreaRegistrar } from "../../src/areas.js";
import type { Config } from "../../src/config.js";
import type { Limits } from "../../src/context.js";
import type { Database } from "../../src/db/database.js";
import { buildApp } from "../../src/http/app.js";
import { manualClock, type ManualClock } from "./clock.js";
import { testConfig } from "./databases.js";

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON (undefined when the answer is not JSON). */
  body: T;
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** A JS value sent as JSON, or a string sent as is (with the JSON content type). */
  body?: unknown;
  /** `path` is from the origin (console, static files), not from the API base. */
  root?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: ManualClock;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** origin + API base */
  api: string;
  /** `path` under the API base (`/sys/login`), or from the origin with `root: true`. */
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<Answer<T>>;
  get<T = any>(path: string, options?: RequestOptions): Promise<Answer<T>>;
  post<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  close(): Promise<void>;
}

export const recordedAnswers: string[] = [];

export interface StartTestAppOptions {
  env?: Record<string, string>;
  clock?: ManualClock;
  areas?: readonly AreaRegistrar[];
  consoleDir?: string | null;
  limits?: Partial<Limits>;
}

export async function startTestApp(database: Database, options: StartTestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const clock = options.clock ?? manualClock();
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    consoleDir: options.consoleDir === undefined ? null : options.consoleDir,
    limits: { loginPerMinute: 10_000, captchaPerMinute: 10_000, smsPerAddressPerHour: 10_000, ...options.limits },
    ...(options.areas ? { areas: options.areas } : {}),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  const origin = `http://127.0.0.1:${address.port}`;

  const request = async <T>(method: string, path: string, o: RequestOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers["X-Access-Token"] = o.token;
    let body: string | undefined;
    if (o.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof o.body === "string" ? o.body : JSON.stringify(o.body);
    }
    const url = o.root ? `${origin}${path}` : `${origin}${config.apiBase}${path}`;
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    recordedAnswers.push(text);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, text, body: parsed as T };
  };

  return {
    app,
    config,
    clock,
    origin,
    api: `${origin}${config.apiBase}`,
    request,
    get: (path, o) => request("GET", path, o),
    post: (path, body, o) => request("POST", path, { ...o, body }),
    close: () => app.close(),
  };
}
