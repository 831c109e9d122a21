/**
 * Cross-origin access (CORS_ORIGINS): a console served from an allowed origin may call the API with
 * credentials and the wire headers and open the notice WebSocket; any other origin gets no CORS
 * header, a not-found preflight and a refused WebSocket. On one database kind (cors.pglite.test.ts,
 * cors.postgres.test.ts).
 */
import { describe, expect } from "vitest";
import { WebSocket } from "ws";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import type { TestDbKind } from "./helpers/databases.js";
import { loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { SETUP_TIMEOUT } from "./push-helpers.js";

const ALLOWED = "https://console.example.com";
const OTHER = "https://evil.example.net";

/** Opens the admin's notice socket as a browser on `origin` would (undefined: no Origin header); resolves how it ended. */
function openNoticeSocket(t: TestApp, userId: string, token: string, origin: string | undefined): Promise<{ opened: true } | { opened: false; status: number | undefined }> {
  const url = `${t.api.replace(/^http/, "ws")}/websocket/${userId}`;
  const ws = new WebSocket(url, token, origin === undefined ? {} : { origin });
  return new Promise((resolve) => {
    ws.on("open", () => {
      ws.close();
      resolve({ opened: true });
    });
    ws.on("unexpected-response", (_req, res) => {
      resolve({ opened: false, status: res.statusCode });
      res.resume();
      ws.terminate();
    });
    ws.on("error", () => resolve({ opened: false, status: undefined }));
  });
}

const preflight = (t: TestApp, origin: string, method = "POST") =>
  t.request("OPTIONS", "/sys/login", {
    headers: { origin, "access-control-request-method": method, "access-control-request-headers": "content-type,x-access-token,tenant-id,x-sign,x-timestamp" },
  });

const corsHeaders = (headers: Headers) => [...headers.keys()].filter((k) => k.startsWith("access-control-"));

export function defineCorsSuite(kind: TestDbKind): void {
  describe(`cross-origin access on ${kind}`, () => {
    const clock = manualClock();
    /** CORS_ORIGINS = ALLOWED (with a trailing slash, as people write it). */
    let t: TestApp;
    /** CORS_ORIGINS unset. */
    let plain: TestApp;
    let token: string;
    let adminId: string;

    const { test } = useSuiteDatabase(kind, clock, {
      setupTimeout: SETUP_TIMEOUT,
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock, env: { CORS_ORIGINS: `${ALLOWED}/` } });
        plain = await startTestApp(tdb.database, { clock });
        token = await loginAdmin(t, tdb.database.db);
        const info = await t.get("/sys/user/getUserInfo", { token });
        adminId = info.body.result.userInfo.id as string;
      },
      teardown: async () => {
        await t?.close();
        await plain?.close();
      },
    });

    test("an allowed origin's preflight is answered with credentials, the wire headers and a cache time", async () => {
      const res = await preflight(t, ALLOWED, "PUT");
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe(ALLOWED);
      expect(res.headers.get("access-control-allow-credentials")).toBe("true");
      expect(res.headers.get("access-control-allow-methods")?.split(/,\s*/)).toEqual(expect.arrayContaining(["GET", "POST", "PUT", "DELETE"]));
      const allowed = res.headers.get("access-control-allow-headers")!.toLowerCase().split(/,\s*/);
      for (const h of ["content-type", "x-access-token", "tenant-id", "x-tenant-id", "x-sign", "x-timestamp", "x-low-app-id", "x-task-id"]) expect(allowed).toContain(h);
      expect(Number(res.headers.get("access-control-max-age"))).toBeGreaterThanOrEqual(600);
      expect(res.headers.get("vary")).toMatch(/origin/i);
    });

    test("an allowed origin's calls carry the CORS headers and a cross-origin resource policy", async () => {
      const res = await t.get("/sys/user/getUserInfo", { token, headers: { origin: ALLOWED } });
      expect(res.body.success).toBe(true);
      expect(res.headers.get("access-control-allow-origin")).toBe(ALLOWED);
      expect(res.headers.get("access-control-allow-credentials")).toBe("true");
      expect(res.headers.get("access-control-expose-headers")).toMatch(/content-disposition/i);
      expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      // An <img> of the console sends no Origin, only its page as Referer.
      const img = await t.get("/sys/randomImage/k1", { headers: { referer: `${ALLOWED}/user/list` } });
      expect(img.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    });

    test("another origin gets no CORS header: its preflight is not found and its calls stay same-origin", async () => {
      const pre = await preflight(t, OTHER);
      expect(pre.status).toBe(404);
      expect(corsHeaders(pre.headers)).toEqual([]);
      const res = await t.get("/sys/user/getUserInfo", { token, headers: { origin: OTHER, referer: `${OTHER}/` } });
      // The server answers (a browser keeps the answer from the page: no Access-Control-Allow-Origin).
      expect(res.body.success).toBe(true);
      expect(corsHeaders(res.headers)).toEqual([]);
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    });

    test("without CORS_ORIGINS no origin is allowed", async () => {
      const pre = await preflight(plain, ALLOWED);
      expect(pre.status).toBe(404);
      expect(corsHeaders(pre.headers)).toEqual([]);
      const res = await plain.get("/sys/user/getUserInfo", { token, headers: { origin: ALLOWED } });
      expect(corsHeaders(res.headers)).toEqual([]);
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    });

    test("the notice WebSocket accepts its own origin, an allowed one and non-browser clients; refuses another origin", async () => {
      expect(await openNoticeSocket(t, adminId, token, ALLOWED)).toEqual({ opened: true });
      expect(await openNoticeSocket(t, adminId, token, t.origin)).toEqual({ opened: true });
      expect(await openNoticeSocket(t, adminId, token, undefined)).toEqual({ opened: true });
      expect(await openNoticeSocket(t, adminId, token, OTHER)).toEqual({ opened: false, status: 403 });
      expect(await openNoticeSocket(plain, adminId, token, ALLOWED)).toEqual({ opened: false, status: 403 });
      expect(await openNoticeSocket(plain, adminId, token, plain.origin)).toEqual({ opened: true });
    });
  });
}
