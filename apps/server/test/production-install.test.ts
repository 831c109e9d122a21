/**
 * The server runs from a production install: the repository's root manifest and lockfile with only
 * the contract and the server copied beside them, `npm ci --omit=dev -w @qt/server`, then
 * `npm start -w @qt/server`. A runtime import of a devDependency (@qt/sdk, say) or of another
 * workspace stops it at start; this test then fails at the step that broke, with its output.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("../../..", import.meta.url));
/** What a production install of the server holds: the workspaces it depends on, and itself. */
const COPIED = ["package.json", "package-lock.json", "packages/openapi", "apps/server"];
const NOT_COPIED = new Set(["node_modules", "dist", "data", ".reports", ".turbo"]);
const ADMIN_PASSWORD = "Prod1nstall";

const NPM_CI_MS = 240_000;
const START_MS = 120_000;

const root = fs.mkdtempSync(path.join(os.tmpdir(), "qt-prod-"));
const children: Child[] = [];

// Stopping the server (PGlite closes) and removing an installed node_modules take a while on a busy machine.
afterAll(async () => {
  await Promise.all(children.map(stop));
  fs.rmSync(root, { recursive: true, force: true });
}, 120_000);

/**
 * The environment of a plain shell: none of the npm_* variables of the `npm test` that may run
 * this (a nested npm would take `npm_config_workspace` and the like as its own), apart from where
 * the machine keeps its npm cache and registry; nothing of vitest's, no external database.
 */
function plainEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^npm_/i.test(k) && !/^npm_config_(cache|registry|userconfig|globalconfig)$/i.test(k)) continue;
    if (/^(VITEST|NODE_ENV$|DATABASE_URL$|TEST_DATABASE_URL$)/.test(k)) continue;
    env[k] = v;
  }
  return { ...env, ...extra };
}

interface Child {
  process: ChildProcess;
  output: () => string;
  /** Settles when every process of the group has let go of the output (npm's exit code). */
  exited: Promise<number | null>;
  done: () => boolean;
}

/** `npm <args>` in the install, in its own process group (so that stopping it stops the server under it). */
function npm(args: string[], env: Record<string, string> = {}): Child {
  const child = spawn("npm", args, { cwd: root, env: plainEnv(env), stdio: ["ignore", "pipe", "pipe"], detached: true });
  let out = "";
  let done = false;
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => ((done = true), resolve(code))));
  const started = { process: child, output: () => out, exited, done: () => done };
  children.push(started);
  return started;
}

const tail = (text: string) => text.split("\n").slice(-40).join("\n");

/** Fails with `step` named when `promise` takes longer than `ms`. */
async function within<T>(step: string, ms: number, promise: Promise<T>, output: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: not done after ${ms / 1000} s. Output:\n${tail(output())}`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The start banner's API base URL once it is printed; rejects when the server exits first. */
function banner(child: Child): Promise<string> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const printed = /QT console server[\s\S]*?\n {3}API {8}(http:\/\/\S+)[\s\S]*\n─{10,}\n/.exec(child.output());
      if (printed) resolve(printed[1]!.replace("//localhost:", "//127.0.0.1:"));
    };
    child.process.stdout!.on("data", look);
    void child.exited.then((code) => reject(new Error(`npm start exited (code ${code}) before printing its banner. Output:\n${tail(child.output())}`)));
  });
}

/** SIGTERM to the process group (npm, its shell, tsx, the server), SIGKILL if it lingers. */
async function stop(child: Child): Promise<void> {
  if (child.done()) return;
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.process.pid!, signal);
    } catch {
      // already gone
    }
  };
  group("SIGTERM");
  const killer = setTimeout(() => group("SIGKILL"), 15_000);
  await child.exited;
  clearTimeout(killer);
}

describe("a production install (npm ci --omit=dev)", () => {
  it("starts the server, which logs the admin in and checks a value against a code rule", async () => {
    for (const entry of COPIED) {
      fs.cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true, filter: (src) => !NOT_COPIED.has(path.basename(src)) });
    }

    const install = npm(["ci", "--omit=dev", "--no-audit", "--no-fund", "-w", "@qt/server"]);
    const installed = await within("npm ci --omit=dev -w @qt/server", NPM_CI_MS, install.exited, install.output);
    expect(installed, `npm ci --omit=dev -w @qt/server failed:\n${tail(install.output())}`).toBe(0);
    expect(fs.existsSync(path.join(root, "node_modules/@qt/sdk")), "a production install of the server should not hold @qt/sdk").toBe(false);

    const dataDir = path.join(root, "data");
    const start = npm(["start", "-w", "@qt/server"], {
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOGIN_CAPTCHA: "false",
      SEED_DEMO_MARKETPLACE: "false",
      LOG_LEVEL: "warn",
    });
    const api = await within("npm start -w @qt/server (waiting for the start banner)", START_MS, banner(start), start.output);

    const login = await fetch(`${api}/sys/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }) });
    const session = (await login.json()) as { success: boolean; message: string; result?: { token: string } };
    expect(session, "POST /sys/login as admin").toMatchObject({ success: true });

    const check = await fetch(`${api}/sys/checkRule/checkByCode?ruleCode=common_six_digit&value=12345`, { headers: { "X-Access-Token": session.result!.token } });
    expect(await check.json(), "GET /sys/checkRule/checkByCode (a seeded rule, a value it refuses)").toMatchObject({ success: false, message: "请输入6位数字" });
  }, NPM_CI_MS + START_MS + 60_000);
});
