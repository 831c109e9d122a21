import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, redactUrl } from "../src/config.js";

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, "/srv/qt");
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
};

describe("configuration", () => {
  it("has the documented defaults", () => {
    const c = loadConfig({}, "/srv/qt");
    expect(c).toEqual({
      port: 8080,
      host: "0.0.0.0",
      apiBase: "/qt",
      dataDir: path.resolve("/srv/qt", "data"),
      databaseUrl: undefined,
      adminPassword: undefined,
      seedDemo: true,
      seedDemoMarketplace: true,
      seedDemoOnlineForms: true,
      loginCaptcha: true,
      safeMode: false,
      logLevel: "info",
      trustProxy: false,
      uploadMaxMb: 10,
      allowRegister: true,
      corsOrigins: [],
    });
  });

  it("reads every variable", () => {
    const c = loadConfig(
      {
        PORT: "9000",
        API_BASE: "/api/v1/",
        DATA_DIR: "/var/lib/qt",
        DATABASE_URL: "postgres://u:p@db:5432/qt",
        ADMIN_PASSWORD: "s3cret-pass",
        SEED_DEMO: "false",
        LOGIN_CAPTCHA: "0",
        SAFE_MODE: "yes",
        LOG_LEVEL: "DEBUG",
        TRUST_PROXY: "1",
        UPLOAD_MAX_MB: "0.5",
        ALLOW_REGISTER: "off",
        CORS_ORIGINS: " https://Console.Example.com/ , http://10.0.0.5:3000,https://console.example.com:443",
      },
      "/srv/qt",
    );
    expect(c).toMatchObject({
      port: 9000,
      apiBase: "/api/v1",
      dataDir: "/var/lib/qt",
      databaseUrl: "postgres://u:p@db:5432/qt",
      adminPassword: "s3cret-pass",
      seedDemo: false,
      loginCaptcha: false,
      safeMode: true,
      logLevel: "debug",
      trustProxy: 1,
      uploadMaxMb: 0.5,
      allowRegister: false,
      // As a browser writes the Origin header: lower-case host, no default port, no slash; once each.
      corsOrigins: ["https://console.example.com", "http://10.0.0.5:3000"],
    });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " ", ADMIN_PASSWORD: "" }, "/").port).toBe(8080);
  });

  it("names the variable, the value and what is accepted", () => {
    expect(problems({ PORT: "eighty" })).toEqual(['PORT="eighty": must be an integer from 0 to 65535 (default 8080)']);
    expect(problems({ PORT: "70000" })[0]).toMatch(/^PORT="70000": must be an integer from 0 to 65535/);
    expect(problems({ API_BASE: "qt" })[0]).toMatch(/^API_BASE="qt": must be a path such as \/qt/);
    expect(problems({ API_BASE: "/" })[0]).toMatch(/^API_BASE="\/"/);
    expect(problems({ API_BASE: "/a b" })[0]).toMatch(/^API_BASE="\/a b"/);
    expect(problems({ DATABASE_URL: "mysql://x@y/z" })[0]).toMatch(/^DATABASE_URL="mysql:\/\/x@y\/z": must be a PostgreSQL URL/);
    expect(problems({ ADMIN_PASSWORD: "short" })).toEqual(["ADMIN_PASSWORD: The password needs at least 8 characters; unset it to get a random password"]);
    // the password rule of every account (issue #19): not the account name, not a common password
    expect(problems({ ADMIN_PASSWORD: "jeecg#123456" })).toEqual(["ADMIN_PASSWORD: This password is too common and easily guessed; choose another; unset it to get a random password"]);
    expect(problems({ ADMIN_PASSWORD: "Password1" })).toEqual(["ADMIN_PASSWORD: This password is too common and easily guessed; choose another; unset it to get a random password"]);
    expect(problems({ SEED_DEMO: "maybe" })).toEqual(['SEED_DEMO="maybe": must be true or false (also accepted: 1/0, yes/no, on/off)']);
    expect(problems({ LOGIN_CAPTCHA: "nope" })[0]).toMatch(/^LOGIN_CAPTCHA="nope": must be true or false/);
    expect(problems({ SAFE_MODE: "2" })[0]).toMatch(/^SAFE_MODE="2"/);
    expect(problems({ ALLOW_REGISTER: "sometimes" })[0]).toMatch(/^ALLOW_REGISTER="sometimes": must be true or false/);
    for (const bad of ["0", "-1", "10MB", "2000", "1e3"]) {
      expect(problems({ UPLOAD_MAX_MB: bad })).toEqual([
        `UPLOAD_MAX_MB="${bad}": must be a number of megabytes above 0 and at most 1024, e.g. 10 or 0.5 (default 10)`,
      ]);
    }
    for (const bad of ["*", "console.example.com", "https://a.example.com/qt", "ftp://a.example.com", "https://u:p@a.example.com", "https://*.example.com"]) {
      expect(problems({ CORS_ORIGINS: `https://ok.example.com,${bad}` })).toEqual([
        `CORS_ORIGINS: ${JSON.stringify(bad)} is not an origin: list origins such as https://console.example.com or http://10.0.0.5:3000, separated by commas (scheme, host and port only; no path, no *)`,
      ]);
    }
    expect(problems({ LOG_LEVEL: "loud" })[0]).toMatch(/^LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent/);
  });

  it("reports every problem at once, and never echoes a database password", () => {
    try {
      loadConfig({ PORT: "x", SEED_DEMO: "x", DATABASE_URL: "mysql://root:hunter2@db/qt" }, "/");
      expect.unreachable();
    } catch (e) {
      const err = e as ConfigError;
      expect(err.problems).toHaveLength(3);
      expect(err.message).toMatch(/^Invalid configuration:\n {2}- PORT=/);
      expect(err.message).not.toContain("hunter2");
    }
  });

  it("redacts passwords in URLs", () => {
    expect(redactUrl("postgres://u:secret@h:5432/d")).toBe("postgres://u:***@h:5432/d");
    expect(redactUrl("postgres://u@h/d")).toBe("postgres://u@h/d");
  });
});
