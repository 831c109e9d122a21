// A real HTTP server for the SDK tests: it answers with the stock JeecgBoot fixtures (or a
// handler) and records every request it receives.
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

export const FIXTURES_DIR = fileURLToPath(new URL("../fixtures/jeecg/", import.meta.url));
export const BASE_PATH = "/qt";

export interface FixtureAnswer {
  http: number;
  headers?: Record<string, string>;
  body: unknown;
}

export function fixtureFiles(): string[] {
  return readdirSync(FIXTURES_DIR).sort();
}

/** A fixture file's answer; `variant` picks one of several (duplicate-check.json). */
export function fixture(name: string, variant?: string): FixtureAnswer {
  const data = JSON.parse(readFileSync(FIXTURES_DIR + name, "utf8")) as Record<string, unknown>;
  return (variant ? data[variant] : data) as FixtureAnswer;
}

export interface RecordedRequest {
  method: string;
  /** Full request target, e.g. /qt/sys/user/list?_t=1 */
  url: string;
  /** Path below the base, e.g. /sys/user/list */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export function sendAnswer(res: ServerResponse, answer: FixtureAnswer): void {
  res.writeHead(answer.http, { "Content-Type": "application/json;charset=UTF-8", ...answer.headers });
  res.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
}

/** Answers with a fixture file. */
export const serve =
  (name: string, variant?: string): Handler =>
  (_req, res) =>
    sendAnswer(res, fixture(name, variant));

/** Answers with a given status and JSON (or text) body. */
export const answer =
  (http: number, body: unknown, headers?: Record<string, string>): Handler =>
  (_req, res) =>
    sendAnswer(res, { http, body, ...(headers ? { headers } : {}) });

/** Never answers (until the server closes). */
export const hang: Handler = () => undefined;

export const ok = (result: unknown = null, message = "") => answer(200, { success: true, message, code: 200, result, timestamp: 1 });

export interface FixtureServer {
  origin: string;
  baseUrl: string;
  requests: RecordedRequest[];
  /** Routes `METHOD /path-below-base`; unrouted requests get 404 with a JeecgBoot-like body. */
  route(method: string, path: string, handler: Handler): void;
  /** The only recorded request (fails the test when there are several or none). */
  last(): RecordedRequest;
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fixture.invalid");
      const path = url.pathname.startsWith(BASE_PATH + "/") ? url.pathname.slice(BASE_PATH.length) : url.pathname;
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        url: req.url ?? "/",
        path,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${decodeURIComponent(path)}`);
      if (!handler) {
        sendAnswer(res, { http: 404, body: { timestamp: "2021-08-20T08:00:00.000+00:00", status: 404, error: "Not Found", message: "", path: url.pathname } });
        return;
      }
      void Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        res.writeHead(599);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    baseUrl: origin + BASE_PATH,
    requests,
    route(method, path, handler) {
      routes.set(`${method.toUpperCase()} ${path}`, handler);
    },
    last() {
      if (requests.length !== 1) throw new Error(`expected exactly one request, got ${requests.length}`);
      return requests[0]!;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
