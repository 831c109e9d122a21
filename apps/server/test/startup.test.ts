/**
 * Start and stop: `npm start` (src/main.ts) on a fresh data directory migrates, seeds, prints the
 * banner with the generated admin password once, writes data/initial-admin-password, serves, and
 * stops cleanly on SIGTERM; bad configuration stops it at once; close() lets requests finish.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ok } from "../src/http/envelope.js";
import { startServer } from "../src/server.js";
import { testConfig } from "./helpers/databases.js";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const tsx = path.join(serverDir, "../../node_modules/.bin/tsx");
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
});

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  const child = spawn(tsx, ["src/main.ts"], { cwd: serverDir, env: { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", SEED_DEMO_MARKETPLACE: "false", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let out = "";
  let err = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Polls the child's output; a start under a loaded CI (the web tests run alongside) has taken 34 s. */
async function waitFor(predicate: () => boolean, what: string, ms = 100_000): Promise<void> {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("npm start", () => {
  it("first start: migrates, seeds, prints the banner with the admin password once, serves, stops on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qt-start-"));
    try {
      const first = run({ DATA_DIR: dataDir, PORT: "0", LOGIN_CAPTCHA: "false" });
      await waitFor(() => /─{10,}\n$/.test(first.stdout()) || first.child.exitCode !== null, "the banner");
      const banner = first.stdout();
      expect(banner, first.stderr()).toMatch(/QT console server/);
      const url = /Console {4}(http:\/\/localhost:\d+)\//.exec(banner)?.[1];
      expect(url).toBeDefined();
      expect(banner).toContain(`API        ${url}/qt`);
      expect(banner).toContain(`PGlite (embedded) in ${path.join(dataDir, "pglite")}`);
      expect(banner).toMatch(/LOGIN_CAPTCHA=false: logins are not protected by a captcha/);
      const password = /password ([A-Za-z0-9]{16})\n/.exec(banner)?.[1];
      expect(password).toBeDefined();
      const file = path.join(dataDir, "initial-admin-password");
      expect(fs.readFileSync(file, "utf8").trim()).toBe(password);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      const base = url!.replace("localhost", "127.0.0.1");
      const health = await fetch(`${base}/qt/health`);
      expect(await health.json()).toEqual({ status: "ok", db: "pglite" });
      const login = await fetch(`${base}/qt/sys/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password }) });
      const body = (await login.json()) as { success: boolean; result: { userInfo: { mustChangePassword: boolean } } };
      expect(body.success).toBe(true);
      expect(body.result.userInfo.mustChangePassword).toBe(true);

      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);

      const second = run({ DATA_DIR: dataDir, PORT: "0" });
      await waitFor(() => /─{10,}\n$/.test(second.stdout()) || second.child.exitCode !== null, "the second banner");
      expect(second.stdout()).toMatch(/Admin {6}account exists/);
      expect(second.stdout()).not.toContain(password!);
      expect(second.stdout()).not.toMatch(/LOGIN_CAPTCHA/);
      second.child.kill("SIGINT");
      expect(await second.exited).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it("bad configuration stops it at once with a clear message", async () => {
    const r = run({ PORT: "eighty", SEED_DEMO: "perhaps", DATA_DIR: path.join(os.tmpdir(), "qt-never-created") });
    expect(await r.exited).toBe(1);
    expect(r.stderr()).toContain("Invalid configuration:");
    expect(r.stderr()).toContain('PORT="eighty": must be an integer from 0 to 65535');
    expect(r.stderr()).toContain('SEED_DEMO="perhaps": must be true or false');
    expect(r.stderr()).toContain("The server was not started.");
    expect(fs.existsSync(path.join(os.tmpdir(), "qt-never-created"))).toBe(false);
  }, 60_000);
});

describe("graceful close", () => {
  it("lets in-flight requests finish, refuses new connections, then closes the database", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => (entered = r));
    const server = await startServer(testConfig(), {
      inMemory: true,
      logger: false,
      consoleDir: null,
      areas: [
        (h) =>
          h.define("sysRandomImage", async () => {
            entered();
            await gate;
            return ok("data:image/svg+xml;base64,");
          }),
      ],
    });
    const base = `http://127.0.0.1:${server.port}`;
    const pending = fetch(`${base}/qt/sys/randomImage/slow`).then(async (r) => ({ status: r.status, body: (await r.json()) as { success: boolean } }));
    await inHandler;
    const closing = server.close();
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`${base}/qt/health`)).rejects.toThrow();
    release();
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    await closing;
    await expect(server.database.ping()).rejects.toThrow();
    await server.close();
  }, 120_000);
});
