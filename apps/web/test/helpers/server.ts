/**
 * The real server (apps/server) as a child process for the browser tests: a fresh temporary
 * DATA_DIR (embedded PGlite), a free port, the admin password and the demo users, serving the
 * built console (apps/web/dist) at `/` and the API at /qt. `stop()` ends it and removes the
 * directory; a process exit does the same, so a crashed test run leaves nothing behind.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
  const dataDir = mkdtempSync(join(tmpdir(), "qt-web-e2e-data-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // A free port, on loopback only (the machine is shared).
    PORT: "0",
    HOST: "127.0.0.1",
    // The browser is local; a test may then pose as another client address with X-Forwarded-For
    // (the login lockout counts per address).
    TRUST_PROXY: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SEED_DEMO: "true",
    SEED_DEMO_MARKETPLACE: options.marketplace ? "true" : "false",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  if (options.smsCodesInOutput) env.LOG_LEVEL = "info";
  if (options.captcha) delete env.LOGIN_CAPTCHA;
  else env.LOGIN_CAPTCHA = "false";

  // `node --import tsx` runs the TypeScript sources in this one process (no wrapper to outlive it).
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], { cwd: SERVER_DIR, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));

  const cleanUp = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("exit", cleanUp);

  const stop = async () => {
    process.off("exit", cleanUp);
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
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
