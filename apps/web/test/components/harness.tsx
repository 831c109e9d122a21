/**
 * What a component test renders its component in: the console's own services (app/services.ts)
 * over a real @qt/sdk client whose fetch is a fake API (a route table answering in the JeecgBoot
 * envelope), the i18n and Chakra providers. The component runs its real machines and data layer;
 * only the network is fake. `permissions` grants action codes through the permissions machine, as
 * the server's getUserPermissionByToken would.
 */
import { createClient, createExpiringStore, memoryBackend, STORAGE_KEYS, type Locale } from "@qt/sdk";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { waitFor as waitForActor } from "xstate";
import ChakraScope from "../../src/app/ChakraScope";
import { getLocale, I18nProvider, setLocale } from "../../src/app/i18n";
import { NotifyMount } from "../../src/app/notify";
import { createServices, httpErrorToasts, type Services } from "../../src/app/services";
import { ServicesProvider } from "../../src/app/ServicesContext";

export const API_BASE = "http://console.test/qt";

export interface FakeRequest {
  method: string;
  /** Below the API base, e.g. `/sys/position/list`. */
  path: string;
  query: Record<string, string>;
  headers: Headers;
  /** A JSON body parsed, a multipart body as FormData, else the text. */
  body: unknown;
}

export type Reply = { status?: number; body: unknown; headers?: Record<string, string> } | Promise<{ status?: number; body: unknown; headers?: Record<string, string> }>;
type Handler = (request: FakeRequest) => Reply;

/** A successful JeecgBoot answer. */
export const ok = (result: unknown, message = "") => ({ body: { success: true, message, code: 200, result, timestamp: 0 } });
/** A business refusal (HTTP 200, success false). */
export const refused = (message: string, code = 500) => ({ body: { success: false, message, code, result: null, timestamp: 0 } });
/** A list page of rows. */
export const page = (records: readonly object[], total = records.length) => ok({ records, total, size: 10, current: 1, pages: Math.ceil(total / 10) });

/** The fake API: `on("GET /sys/x", handler)`; every request is recorded; an unknown one answers 404. */
export class FakeApi {
  readonly requests: FakeRequest[] = [];
  private readonly routes = new Map<string, Handler>();

  on(route: string, handler: Handler | ReturnType<typeof ok>): this {
    this.routes.set(route, typeof handler === "function" ? handler : () => handler);
    return this;
  }

  /** The requests to a route (`"GET /sys/x"`), oldest first. */
  calls(route: string): FakeRequest[] {
    return this.requests.filter((r) => `${r.method} ${r.path}` === route);
  }

  readonly fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(new URL(API_BASE).pathname) ? url.pathname.slice(new URL(API_BASE).pathname.length) : url.pathname;
    const type = request.headers.get("content-type") ?? "";
    const body = type.includes("json") ? await request.json() : type.includes("multipart") ? await request.formData() : await request.text();
    const recorded: FakeRequest = { method: request.method, path, query: Object.fromEntries(url.searchParams), headers: request.headers, body };
    this.requests.push(recorded);
    const handler = this.routes.get(`${request.method} ${path}`);
    const reply = handler ? await handler(recorded) : { status: 404, body: { status: 404, error: "Not Found", path } };
    const json = typeof reply.body === "string" || reply.body instanceof Blob ? reply.body : JSON.stringify(reply.body);
    return new Response(json as BodyInit, { status: reply.status ?? 200, headers: { "Content-Type": "application/json", ...reply.headers } });
  };
}

export interface RenderOptions {
  api?: FakeApi;
  /** Action codes the user holds (e.g. `system:position:add`). */
  permissions?: readonly string[];
  /** Action codes defined for display (allAuth, status 1) that the user does not hold: what they guard hides. */
  withheld?: readonly string[];
  /** A logged-in user's access token (the client sends it as X-Access-Token). */
  token?: string;
  locale?: Locale;
}

export interface Rendered extends RenderResult {
  api: FakeApi;
  services: Services;
}

/** Services over a client whose fetch is the fake API, memory storage, no timeout, the console's HTTP error toasts. */
export function testServices(api: FakeApi, token?: string): Services {
  const storage = createExpiringStore(memoryBackend());
  if (token) storage.set(STORAGE_KEYS.accessToken, token);
  const client = createClient({
    baseUrl: API_BASE,
    fetch: api.fetch,
    storage,
    sessionStorage: createExpiringStore(memoryBackend()),
    timeout: 0,
    // the console's language as the test set it (renderWithServices: zh-CN unless told)
    locale: getLocale(),
    // HTTP failures are shown as the console shows them
    onError: httpErrorToasts(),
  });
  return createServices({ client, width: 1280 });
}

/** The providers a console component expects, around `ui`. */
export function Providers({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <I18nProvider>
        <NotifyMount />
        <ChakraScope>{children}</ChakraScope>
      </I18nProvider>
    </ServicesProvider>
  );
}

/** Renders `ui` in the console's providers over the fake API, with the permissions granted first. */
export async function renderWithServices(ui: ReactNode, options: RenderOptions = {}): Promise<Rendered> {
  const api = options.api ?? new FakeApi();
  setLocale(options.locale ?? "zh-CN");
  const services = testServices(api, options.token);
  if (options.permissions || options.withheld) {
    const granted = options.permissions ?? [];
    const entry = (action: string) => ({ action, type: "1", status: "1", describe: action });
    const entries = granted.map(entry);
    const defined = [...entries, ...(options.withheld ?? []).map(entry)];
    // one menu page: an empty menu is refused (您没有菜单权限)
    const menu = [{ id: "home", name: "home", path: "/dashboard/analysis", component: "dashboard/Analysis", meta: { title: "首页" }, route: "1" }];
    api.on("GET /sys/permission/getUserPermissionByToken", ok({ menu, auth: entries, allAuth: defined, codeList: granted, sysSafeMode: false }));
    services.permissions.start();
    services.permissions.send({ type: "LOAD" });
    const loaded = await waitForActor(services.permissions, (s) => s.matches("loaded") || s.matches("failed"));
    if (!loaded.matches("loaded")) throw new Error(`the permissions did not load: ${JSON.stringify(loaded.context.error)}`);
  }
  const result = render(<Providers services={services}>{ui}</Providers>);
  return { ...result, api, services };
}
