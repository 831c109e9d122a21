/**
 * `startServer(config)`: open the database, migrate, seed (admin account, one-time seeders),
 * build the app and listen. `close()` stops accepting connections, lets in-flight requests
 * finish, then closes the database. `npm start` (main.ts) is this plus the banner and signals.
 */
import type { FastifyInstance } from "fastify";
import { type AdminSeed, seedAdmin } from "./auth/admin-seed.js";
import { systemClock, type Clock } from "./clock.js";
import type { Config } from "./config.js";
import type { Limits } from "./context.js";
import type { Database } from "./db/database.js";
import { migrateDatabase } from "./db/migrate.js";
import { openDatabase } from "./db/open.js";
import { runSeeders, type Seeder } from "./db/seed.js";
import { buildApp, type BuildAppOptions } from "./http/app.js";
import { SEEDERS } from "./seeds.js";

export interface StartOptions {
  clock?: Clock;
  /** PGlite in memory instead of DATA_DIR/pglite (tests). */
  inMemory?: boolean;
  /** Use this database instead of opening one; it is then not closed by `close()`. */
  database?: Database;
  seeders?: readonly Seeder[];
  areas?: BuildAppOptions["areas"];
  consoleDir?: string | null;
  logger?: BuildAppOptions["logger"];
  limits?: Partial<Limits>;
}

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** http://localhost:<port> (the port actually bound). */
  url: string;
  port: number;
  admin: AdminSeed;
  /** Idempotent graceful stop: server first, then the database (when opened here). */
  close(): Promise<void>;
}

/** Opens (unless given), migrates and seeds the database. */
export async function prepareDatabase(config: Config, options: StartOptions = {}): Promise<{ database: Database; admin: AdminSeed; owned: boolean }> {
  const clock = options.clock ?? systemClock;
  const owned = !options.database;
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: options.inMemory ?? false }));
  try {
    await migrateDatabase(database);
    const admin = await seedAdmin(database, { adminPassword: config.adminPassword, dataDir: config.dataDir, clock });
    await runSeeders(database, options.seeders ?? SEEDERS, { demo: config.seedDemo, marketplace: config.seedDemoMarketplace, onlineForms: config.seedDemoOnlineForms, clock });
    return { database, admin, owned };
  } catch (e) {
    if (owned) await database.close().catch(() => {});
    throw e;
  }
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const { database, admin, owned } = await prepareDatabase(config, options);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config,
      database,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.areas ? { areas: options.areas } : {}),
      ...(options.consoleDir !== undefined ? { consoleDir: options.consoleDir } : {}),
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      ...(options.limits ? { limits: options.limits } : {}),
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    await app?.close().catch(() => {});
    if (owned) await database.close().catch(() => {});
    throw e;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  let closing: Promise<void> | undefined;
  const running = app;
  return {
    app,
    database,
    url: `http://localhost:${port}`,
    port,
    admin,
    close: () =>
      (closing ??= (async () => {
        try {
          await running.close();
        } finally {
          if (owned) await database.close();
        }
      })()),
  };
}
