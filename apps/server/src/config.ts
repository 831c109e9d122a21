/**
 * Configuration from environment variables. Every value is checked once at start; a bad value
 * stops the server with a message naming the variable, the value and what is accepted
 * (`ConfigError`), instead of failing later in some request.
 */
import path from "node:path";
import { ADMIN_USERNAME } from "./auth/admin-seed.js";
import { weakPassword } from "./auth/password-policy.js";

export interface Config {
  /** TCP port; 0 picks a free one (tests). */
  port: number;
  /** Address to listen on. */
  host: string;
  /** Base path of the API, e.g. `/qt` (leading slash, no trailing slash). */
  apiBase: string;
  /** Absolute data directory (PGlite files, initial admin password, uploads). */
  dataDir: string;
  /** PostgreSQL connection string; unset means embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Password for the `admin` account when it is created; unset means a random one. */
  adminPassword: string | undefined;
  seedDemo: boolean;
  /**
   * With seedDemo: also the demo marketplace (2,000 users, 10,000 works, 30,000 orders and their
   * money trail). Test servers turn it off unless a suite asks for business data.
   */
  seedDemoMarketplace: boolean;
  /** With seedDemo: also the example online forms under 在线开发 (test servers turn it off). */
  seedDemoOnlineForms: boolean;
  loginCaptcha: boolean;
  safeMode: boolean;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /**
   * Fastify `trustProxy` (whose X-Forwarded-For to believe for the client address, which login
   * throttling keys on): false, true, a hop count (digits), or comma-separated addresses/CIDRs.
   */
  trustProxy: boolean | number | string;
  /** Largest file an upload or import may send, in MB (multipart limit). */
  uploadMaxMb: number;
  /** Whether self-registration (POST /sys/user/register, register SMS codes) is open. */
  allowRegister: boolean;
  /**
   * Origins (`scheme://host[:port]`) whose pages may call the API and open its WebSockets from
   * another origin (CORS with credentials); empty: same-origin only.
   */
  corsOrigins: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | undefined>;

/** The variables this server reads, with their defaults, for the README and error messages. */
export const CONFIG_VARIABLES = {
  PORT: "8080",
  HOST: "0.0.0.0",
  API_BASE: "/qt",
  DATA_DIR: "./data",
  DATABASE_URL: "(unset: embedded PGlite in DATA_DIR/pglite)",
  ADMIN_PASSWORD: "(unset: random, printed once)",
  SEED_DEMO: "true",
  SEED_DEMO_MARKETPLACE: "true",
  SEED_DEMO_ONLINE_FORMS: "true",
  LOGIN_CAPTCHA: "true",
  SAFE_MODE: "false",
  LOG_LEVEL: "info",
  TRUST_PROXY: "false",
  UPLOAD_MAX_MB: "10",
  ALLOW_REGISTER: "true",
  CORS_ORIGINS: "(unset: same-origin only)",
} as const;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const TRUE = new Set(["true", "1", "yes", "on"]);
const FALSE = new Set(["false", "0", "no", "off"]);

/** Reads the configuration from `env` (default `process.env`); throws `ConfigError` listing every problem. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const get = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v.trim() === "" ? undefined : v.trim();
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const v = raw.toLowerCase();
    if (TRUE.has(v)) return true;
    if (FALSE.has(v)) return false;
    problems.push(`${name}=${JSON.stringify(raw)}: must be true or false (also accepted: 1/0, yes/no, on/off)`);
    return fallback;
  };

  let port = 8080;
  const rawPort = get("PORT");
  if (rawPort !== undefined) {
    if (/^\d+$/.test(rawPort) && Number(rawPort) <= 65535) port = Number(rawPort);
    else problems.push(`PORT=${JSON.stringify(rawPort)}: must be an integer from 0 to 65535 (default 8080)`);
  }

  const host = get("HOST") ?? "0.0.0.0";

  let apiBase = "/qt";
  const rawBase = get("API_BASE");
  if (rawBase !== undefined) {
    const trimmed = rawBase.length > 1 ? rawBase.replace(/\/+$/, "") : rawBase;
    if (/^(\/[A-Za-z0-9._~-]+)+$/.test(trimmed)) apiBase = trimmed;
    else
      problems.push(
        `API_BASE=${JSON.stringify(rawBase)}: must be a path such as /qt or /api/v1 (leading slash, letters, digits, . _ ~ -; not "/" itself, which is the console)`,
      );
  }

  const dataDir = path.resolve(cwd, get("DATA_DIR") ?? "./data");

  let databaseUrl = get("DATABASE_URL");
  if (databaseUrl !== undefined) {
    let ok = false;
    try {
      const u = new URL(databaseUrl);
      ok = (u.protocol === "postgres:" || u.protocol === "postgresql:") && (u.hostname !== "" || u.searchParams.has("host"));
    } catch {
      ok = false;
    }
    if (!ok) {
      problems.push(
        `DATABASE_URL=${JSON.stringify(redactUrl(databaseUrl))}: must be a PostgreSQL URL such as postgres://user:password@host:5432/dbname (unset it to use the embedded PGlite database)`,
      );
      databaseUrl = undefined;
    }
  }

  const adminPassword = env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === "" ? undefined : env.ADMIN_PASSWORD;
  // the admin's password follows the rule of every other password (auth/password-policy.ts)
  const adminRefusal = adminPassword === undefined ? null : weakPassword(adminPassword, ADMIN_USERNAME);
  if (adminRefusal) problems.push(`ADMIN_PASSWORD: ${adminRefusal["en-US"]}; unset it to get a random password`);

  const seedDemo = bool("SEED_DEMO", true);
  const seedDemoMarketplace = bool("SEED_DEMO_MARKETPLACE", true);
  const seedDemoOnlineForms = bool("SEED_DEMO_ONLINE_FORMS", true);
  const loginCaptcha = bool("LOGIN_CAPTCHA", true);
  const safeMode = bool("SAFE_MODE", false);
  const allowRegister = bool("ALLOW_REGISTER", true);

  let logLevel: Config["logLevel"] = "info";
  const rawLevel = get("LOG_LEVEL");
  if (rawLevel !== undefined) {
    const v = rawLevel.toLowerCase();
    if ((LOG_LEVELS as readonly string[]).includes(v)) logLevel = v as Config["logLevel"];
    else problems.push(`LOG_LEVEL=${JSON.stringify(rawLevel)}: must be one of ${LOG_LEVELS.join(", ")}`);
  }

  let trustProxy: Config["trustProxy"] = false;
  const rawProxy = get("TRUST_PROXY");
  if (rawProxy !== undefined) {
    const v = rawProxy.toLowerCase();
    if (/^\d+$/.test(v)) trustProxy = Number(v);
    else if (TRUE.has(v)) trustProxy = true;
    else if (FALSE.has(v)) trustProxy = false;
    else if (/^[0-9a-f.:/,\s]+$/i.test(v)) trustProxy = rawProxy;
    else problems.push(`TRUST_PROXY=${JSON.stringify(rawProxy)}: must be true/false, a hop count, or comma-separated proxy addresses`);
  }

  let uploadMaxMb = 10;
  const rawUpload = get("UPLOAD_MAX_MB");
  if (rawUpload !== undefined) {
    const n = Number(rawUpload);
    if (/^\d+(\.\d+)?$/.test(rawUpload) && n > 0 && n <= 1024) uploadMaxMb = n;
    else problems.push(`UPLOAD_MAX_MB=${JSON.stringify(rawUpload)}: must be a number of megabytes above 0 and at most 1024, e.g. 10 or 0.5 (default 10)`);
  }

  const corsOrigins: string[] = [];
  for (const item of (get("CORS_ORIGINS") ?? "").split(",")) {
    const value = item.trim().replace(/\/+$/, "");
    if (value === "") continue;
    const origin = parseOrigin(value);
    if (origin === null) {
      problems.push(
        `CORS_ORIGINS: ${JSON.stringify(item.trim())} is not an origin: list origins such as https://console.example.com or http://10.0.0.5:3000, separated by commas (scheme, host and port only; no path, no *)`,
      );
    } else if (!corsOrigins.includes(origin)) corsOrigins.push(origin);
  }

  if (problems.length) throw new ConfigError(problems);
  return {
    port,
    host,
    apiBase,
    dataDir,
    databaseUrl,
    adminPassword,
    seedDemo,
    seedDemoMarketplace,
    seedDemoOnlineForms,
    loginCaptcha,
    safeMode,
    logLevel,
    trustProxy,
    uploadMaxMb,
    allowRegister,
    corsOrigins,
  };
}

/** `value` as a browser writes it in an Origin header (lower-case host, default port dropped), or null when it is not a bare http(s) origin. */
function parseOrigin(value: string): string | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return null;
  // Anything beyond scheme://host[:port] (a path, query, user, *) is a mistake, not an origin.
  if (u.username || u.password || u.search || u.hash || u.pathname !== "/" || !/^https?:\/\/[^/?#*@]+$/i.test(value)) return null;
  return u.origin;
}

/** UPLOAD_MAX_MB in bytes. */
export const uploadMaxBytes = (config: Pick<Config, "uploadMaxMb">): number => Math.floor(config.uploadMaxMb * 1024 * 1024);

/** The URL with its password replaced by `***`, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return url.replace(/:\/\/([^:/@]+):[^@]*@/, "://$1:***@");
  }
}
