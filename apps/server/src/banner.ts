/** The start banner: where the console and API are, which database, and the admin password once. */
import fs from "node:fs";
import path from "node:path";
import { INITIAL_PASSWORD_FILE } from "./auth/admin-seed.js";
import { type Config, redactUrl } from "./config.js";
import type { RunningServer } from "./server.js";

export function formatBanner(server: RunningServer, config: Config): string {
  const { url, admin, app } = server;
  const line = "─".repeat(72);
  const database =
    server.database.kind === "pglite"
      ? `PGlite (embedded) in ${path.join(config.dataDir, "pglite")}`
      : `PostgreSQL ${redactUrl(config.databaseUrl ?? "")}`;
  const { bound, unbound } = app.binding;
  const out = [
    line,
    " QT console server",
    `   Console    ${url}/${app.consoleBuilt ? "" : "   (not built yet: `npm start` at the repository root builds it)"}`,
    `   API        ${url}${config.apiBase}   (health: ${config.apiBase}/health)`,
    `   Database   ${database}`,
    `   Contract   ${bound.length} of ${bound.length + unbound.length} operations implemented (the others answer 501)`,
  ];
  if (admin.created && admin.source === "generated") {
    out.push(
      `   Admin      username admin, password ${admin.password}`,
      `              shown this once${admin.passwordFile ? `; also written to ${admin.passwordFile}` : ""};`,
      "              the first login is asked to change it",
    );
  } else if (admin.created) {
    out.push("   Admin      username admin, password from ADMIN_PASSWORD");
  } else {
    const file = path.join(config.dataDir, INITIAL_PASSWORD_FILE);
    out.push(
      `   Admin      account exists${config.adminPassword ? " (ADMIN_PASSWORD is only used when the account is created)" : ""}` +
        (fs.existsSync(file) ? `; the generated first password is in ${file} until it is changed` : ""),
    );
  }
  if (!config.loginCaptcha) out.push(" ! LOGIN_CAPTCHA=false: logins are not protected by a captcha (use only for development and tests)");
  if (config.safeMode) out.push("   SAFE_MODE on");
  out.push(line);
  return out.join("\n");
}
