/**
 * The real server (apps/server) as a child process for the browser tests: a fresh temporary
 * DATA_DIR (embedded PGlite, copied from a seeded template after the run's first start: see
 * `templateDir`), a free port, the admin password and the demo users, serving the built console
 * (apps/web/dist) at `/` and the API at /qt. `stop()` ends it and removes the
 * directory; a process exit does the same, so a crashed test run leaves nothing behind.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

const WEB_DIR = fileURLToPath(new URL("../../", import.meta.url));
const SERVER_DIR = join(WEB_DIR, "../server");
export const DIST_DIR = join(WEB_DIR, "dist");

/** The admin's password in every test server (ADMIN_PASSWORD); the demo users get the same one. */
export const ADMIN_PASSWORD = "Qt-e2e#2023";

/** How long a start may take: migrations and seeds on PGlite, on a machine shared with other jobs. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ServerOptions {
  /** LOGIN_CAPTCHA: false (the default here) turns the login captcha off; true leaves the server's default (on). */
  captcha?: boolean;
  /** Log at info level, so that the output holds the SMS codes the server "sends" (`SMS code for <mobile>: <code>`). */
  smsCodesInOutput?: boolean;
  /** Seed the demo marketplace too (2,000 users, 10,000 works, 30,000 orders: seconds more at start); off by default. */
  marketplace?: boolean;
  /** Seed the example online forms under 在线开发 too (demo_customer, demo_order …: about half a second at start); off by default. */
  onlineForms?: boolean;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>` (the console is at `/`, the API at `/qt`). */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server wrote to stdout/stderr (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/** Fails with the command to run when the console has not been built. */
export function assertConsoleBuilt(): void {
  if (!existsSync(join(DIST_DIR, "index.html"))) {
    throw new Error(`The built console is missing (${DIST_DIR}index.html): run \`npm run build -w @qt/web\` first.`);
  }
}

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  assertConsoleBuilt();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // A free port, on loopback only (the machine is shared).
    PORT: "0",
    HOST: "127.0.0.1",
    // The browser is local; a test may then pose as another client address with X-Forwarded-For
    // (the login lockout counts per address).
    TRUST_PROXY: "127.0.0.1",
    ADMIN_PASSWORD,
    SEED_DEMO: "true",
    SEED_DEMO_MARKETPLACE: options.marketplace ? "true" : "false",
    SEED_DEMO_ONLINE_FORMS: options.onlineForms ? "true" : "false",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  if (options.smsCodesInOutput) env.LOG_LEVEL = "info";
  if (options.captcha) delete env.LOGIN_CAPTCHA;
  else env.LOGIN_CAPTCHA = "false";

  const dataDir = mkdtempSync(join(tmpdir(), "qt-web-e2e-data-"));
  const template = templateDir(env);
  if (existsSync(template)) return runServer(env, dataDir, () => cpSync(template, dataDir, { recursive: true }));
  // The run's first server seeds; stopped, its database becomes the template for the next files.
  const first = await runServer(env, dataDir);
  await first.stop({ keepData: true });
  makeTemplate(dataDir, template);
  return runServer(env, dataDir);
}

/**
 * Where a seeded database for these settings is kept between the test files of a run (and runs):
 * named after what shapes the seed (the admin password, the demo data options) and a hash of the
 * server's sources, so that a changed migration or seeder makes a new one; and the day. Migrating and seeding a
 * fresh PGlite is most of a start (~15 s of ~20); copying the template takes under a second.
 */
function templateDir(env: NodeJS.ProcessEnv): string {
  const sources = createHash("sha256");
  // seeded rows carry their creation time: a template serves one day at most
  sources.update(new Date().toISOString().slice(0, 10));
  const files = readdirSync(join(SERVER_DIR, "src"), { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const path = join(SERVER_DIR, "src", file);
    if (statSync(path).isFile()) sources.update(file).update(readFileSync(path));
  }
  const settings = createHash("sha256");
  for (const name of ["ADMIN_PASSWORD", "SEED_DEMO", "SEED_DEMO_MARKETPLACE", "SEED_DEMO_ONLINE_FORMS"]) settings.update(`${name}=${env[name] ?? ""}\n`);
  return join(tmpdir(), `${TEMPLATE_PREFIX}${sources.digest("hex").slice(0, 16)}-${settings.digest("hex").slice(0, 8)}`);
}

const TEMPLATE_PREFIX = "qt-web-e2e-template-";

/**
 * Copies a stopped server's data directory to `template` (atomically: a rename), dropping the
 * templates of other sources or days (those of other settings stay: a run uses several).
 */
function makeTemplate(dataDir: string, template: string): void {
  const generation = basename(template).split("-").slice(0, -1).join("-");
  for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith(TEMPLATE_PREFIX) && !name.startsWith(`${generation}-`))) {
    rmSync(join(tmpdir(), old), { recursive: true, force: true });
  }
  const partial = mkdtempSync(join(tmpdir(), "qt-web-e2e-partial-"));
  cpSync(dataDir, partial, { recursive: true });
  try {
    renameSync(partial, template);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // another run made it meanwhile
  }
}

/** Starts the server over `dataDir` (after `prepare`, which fills it), waiting until it answers. */
async function runServer(env: NodeJS.ProcessEnv, dataDir: string, prepare?: () => void): Promise<TestServer & { stop(options?: { keepData?: boolean }): Promise<void> }> {
  prepare?.();
  // `node --import tsx` runs the TypeScript sources in this one process (no wrapper to outlive it).
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], { cwd: SERVER_DIR, env: { ...env, DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));

  const cleanUp = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("exit", cleanUp);

  const stop = async ({ keepData = false } = {}) => {
    process.off("exit", cleanUp);
    await stopProcess(child);
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const port = await portFromBanner(child, () => output);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(`${url}/qt/health`, child);
    return { url, port, dataDir, output: () => output, stop };
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n--- server output ---\n${output}`, { cause: e });
  }
}

/** The port in the start banner (`API  http://localhost:<port>/qt`; printed once listening). */
function portFromBanner(child: ChildProcess, output: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`The server printed no banner within ${START_TIMEOUT_MS / 1000} s.`)), START_TIMEOUT_MS);
    const check = () => {
      const match = /API\s+http:\/\/[^\s/]+:(\d+)\//.exec(output());
      if (match) finish(null, Number(match[1]));
    };
    const onExit = (code: number | null) => finish(new Error(`The server exited (code ${code}) before it was ready.`));
    const finish = (error: Error | null, port = 0) => {
      clearTimeout(timer);
      child.stdout?.off("data", check);
      child.off("exit", onExit);
      if (error) reject(error);
      else resolve(port);
    };
    child.stdout?.on("data", check);
    child.once("exit", onExit);
    check();
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}) before ${url} answered.`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${START_TIMEOUT_MS / 1000} s.`);
    await new Promise((r) => setTimeout(r, 200)); // polling a socket: there is no event to await
  }
}

/** SIGTERM (the server finishes requests and closes the database), SIGKILL if it hangs. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
