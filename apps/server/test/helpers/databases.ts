/**
 * Test databases: an in-memory PGlite, or a fresh schema of its own on the shared PostgreSQL
 * `test` database (TEST_DATABASE_URL), dropped again by `drop()`. Both come migrated and seeded
 * (admin with TEST_ADMIN_PASSWORD), or bare to migrate step by step (openBareTestDatabase).
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig, redactUrl, type Config } from "../../src/config.js";
import type { Database } from "../../src/db/database.js";
import { openDatabase } from "../../src/db/open.js";
import { prepareDatabase } from "../../src/server.js";
import type { ManualClock } from "./clock.js";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
export const TEST_ADMIN_PASSWORD = "Admin#12345";

export type TestDbKind = "pglite" | "postgres";

export interface TestDatabase {
  kind: TestDbKind;
  database: Database;
  /** Where it is, for messages. */
  label: string;
  /** Closes it; on PostgreSQL also drops the schema. */
  drop(): Promise<void>;
}

/** Configuration for tests: port 0 on 127.0.0.1, silent logs, known admin password. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    DATA_DIR: path.join(os.tmpdir(), `qt-test-${process.pid}`),
    // 30,000 demo orders per test database would cost every suite seconds: a suite that wants
    // them passes SEED_DEMO_MARKETPLACE: "true" (or seeds its own size with seedMarketplace).
    SEED_DEMO_MARKETPLACE: "false",
    // the example online forms' tables (demo_order …) are names the online suites use themselves
    SEED_DEMO_ONLINE_FORMS: "false",
    ...env,
  });
}

/** `env`: configuration variables for the seeding (e.g. SEED_DEMO_MARKETPLACE: "true"). */
export async function openTestDatabase(kind: TestDbKind, clock: ManualClock, env: Record<string, string> = {}): Promise<TestDatabase> {
  return kind === "pglite" ? openTestPglite(clock, env) : openTestPostgres(clock, env);
}

export async function openTestPglite(clock: ManualClock, env: Record<string, string> = {}): Promise<TestDatabase> {
  return prepared(await openBareTestDatabase("pglite"), clock, env);
}

export async function openTestPostgres(clock: ManualClock, env: Record<string, string> = {}): Promise<TestDatabase> {
  return prepared(await openBareTestDatabase("postgres"), clock, env);
}

/** `tdb` migrated and seeded; dropped again when that fails. */
async function prepared(tdb: TestDatabase, clock: ManualClock, env: Record<string, string>): Promise<TestDatabase> {
  try {
    await prepareDatabase(testConfig(env), { database: tdb.database, clock });
  } catch (e) {
    await tdb.drop().catch(() => {});
    throw e;
  }
  return tdb;
}

/** A test database opened but neither migrated nor seeded (to migrate it step by step). */
export async function openBareTestDatabase(kind: TestDbKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({ inMemory: true });
    return { kind, database, label: "PGlite (in memory)", drop: () => database.close() };
  }
  const schema = `qt_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const database = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema, poolSize: 4 });
  return {
    kind,
    database,
    label: `PostgreSQL ${redactUrl(TEST_DATABASE_URL)} schema ${schema}`,
    drop: async () => {
      await database.close();
      await dropSchema(schema);
    },
  };
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    // online forms' tables live beside it in <schema>_online (src/online/forms/physical.ts)
    await client.query(`drop schema if exists "${schema}_online" cascade`);
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
