// The server under benchmark, in a child process of its own (so the load generator does not share
// its event loop): forked by server.mjs with `--import tsx` and an IPC channel. It starts the real
// server (src/server.ts: migrate, seed, listen) from the environment's configuration, then answers
// the parent's messages:
//   { id, cmd: "sql", text }  runs trusted bench SQL (fixtures, bulk loads) → { id, rows, ms }
//   { id, cmd: "cpu" }        CPU time this process used so far → { id, cpuMs }
//   { id, cmd: "mem" }        resident set size of this process now → { id, rss } (bytes)
//   { id, cmd: "marketplace", options }  seeds the demo marketplace (src/biz/seed) of the sizes in
//                             options over the server's own database, then ANALYZE → { id, rows, ms }
//   { id, cmd: "stop" }       graceful close, then exit
// The only difference from `npm start`: the per-address login limit is raised so that the bench can
// log in many users from 127.0.0.1 during its set-up (login throttling is not what is measured).
// No console unless QT_BENCH_CONSOLE_DIR names a built one (the browser benches).
import { sql } from "drizzle-orm";
import { loadConfig } from "../../apps/server/src/config.ts";
import { startServer } from "../../apps/server/src/server.ts";
import { MARKETPLACE_TABLES, seedMarketplace } from "../../apps/server/src/biz/seed/marketplace.ts";

const config = loadConfig();
const server = await startServer(config, { consoleDir: process.env.QT_BENCH_CONSOLE_DIR || null, limits: { loginPerMinute: 100_000, captchaPerMinute: 100_000 } });

process.on("message", async (msg) => {
  try {
    if (msg.cmd === "sql") {
      const t0 = performance.now();
      const result = await server.database.db.execute(sql.raw(msg.text));
      process.send({ id: msg.id, rows: result.rows ?? [], ms: performance.now() - t0 });
    } else if (msg.cmd === "cpu") {
      const { user, system } = process.cpuUsage();
      process.send({ id: msg.id, cpuMs: (user + system) / 1000 });
    } else if (msg.cmd === "marketplace") {
      const t0 = performance.now();
      const postgres = server.database.kind === "postgres";
      const { rows } = await seedMarketplace(server.database.db, { ...msg.options, anchor: new Date(msg.options.anchor), chunk: postgres ? 10_000 : 5000, inFlight: postgres ? 3 : 1 });
      for (const table of MARKETPLACE_TABLES) await server.database.db.execute(sql`vacuum analyze ${table}`);
      process.send({ id: msg.id, rows, ms: performance.now() - t0 });
    } else if (msg.cmd === "mem") {
      process.send({ id: msg.id, rss: process.memoryUsage.rss() });
    } else if (msg.cmd === "stop") {
      await server.close();
      process.send({ id: msg.id, stopped: true }, () => process.exit(0));
    }
  } catch (e) {
    process.send({ id: msg.id, error: String(e?.message ?? e) });
  }
});
process.on("disconnect", () => {
  server.close().finally(() => process.exit(0));
});
process.send({ ready: true, url: `http://127.0.0.1:${server.port}`, apiBase: config.apiBase, kind: server.database.kind });
