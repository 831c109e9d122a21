/**
 * `npm run seed -- --orders 1000000 [--works N] [--users N] [--seed N] [--anchor ISO] [--replace]`:
 * fills the business tables of the configured database (DATABASE_URL, or PGlite in DATA_DIR) with
 * a demo marketplace of any size. The database is migrated and given its base data first (as a
 * start would, without the first-start marketplace). Business tables that hold data are refused
 * unless --replace, which empties them first. Sizes not given follow the orders.
 */
import { sql } from "drizzle-orm";
import { systemClock } from "../../clock.js";
import { ConfigError, loadConfig } from "../../config.js";
import { qtStatDay, sysSeed } from "../../db/schema/index.js";
import { prepareDatabase } from "../../server.js";
import { DEMO_SEED, MARKETPLACE_TABLES, scaleSizes, seedMarketplace } from "./marketplace.js";
import { hasMarketplaceRows, MARKETPLACE_SEEDER } from "./seeder.js";

const USAGE = `Usage: npm run seed -- [--orders N] [--works N] [--users N] [--seed N] [--anchor 2026-11-27T00:00:00Z] [--replace]
  --orders   orders to generate (default 30000); works and users follow unless given
  --works    works (default orders / 3, at least 10000)
  --users    platform users, 15 % of them designers (default orders / 15, at least 2000)
  --seed     the generator's seed: the same seed, sizes and anchor give the same rows (default ${DEMO_SEED})
  --anchor   the "now" of the data, which spans the ~200 days before it (default: now)
  --replace  empty the business tables first (refused otherwise when they hold data)
Writes to DATABASE_URL, or to the PGlite database in DATA_DIR when it is unset.`;

interface CliOptions {
  orders?: number;
  works?: number;
  users?: number;
  seed: number;
  anchor: Date;
  replace: boolean;
}

function parseArgs(argv: readonly string[]): CliOptions {
  const out: CliOptions = { seed: DEMO_SEED, anchor: systemClock.now(), replace: false };
  const problems: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === "--replace") {
      out.replace = true;
      continue;
    }
    if (flag === "--help" || flag === "-h") {
      console.log(USAGE);
      process.exit(0);
    }
    const [name, inline] = flag.startsWith("--") ? flag.slice(2).split("=", 2) : [flag, undefined];
    const value = inline ?? argv[++i];
    if (name === "anchor") {
      const d = new Date(value ?? "");
      if (Number.isNaN(d.getTime())) problems.push(`--anchor ${JSON.stringify(value)}: must be a date such as 2026-11-27T00:00:00Z`);
      else out.anchor = d;
    } else if (name === "orders" || name === "works" || name === "users" || name === "seed") {
      const n = Number(value);
      const min = name === "orders" || name === "seed" ? 0 : 10;
      if (!/^\d+$/.test(value ?? "") || n < min || n > 100_000_000) problems.push(`--${name} ${JSON.stringify(value)}: must be a whole number from ${min} to 100000000`);
      else out[name] = n;
    } else {
      problems.push(`${flag}: unknown option`);
    }
  }
  if (problems.length) {
    console.error(`${problems.join("\n")}\n\n${USAGE}`);
    process.exit(1);
  }
  return out;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`${e.message}\nNothing was seeded.`);
      process.exit(1);
    }
    throw e;
  }
  const sizes = scaleSizes(options);
  const { database, admin } = await prepareDatabase({ ...config, seedDemoMarketplace: false });
  try {
    if (admin.created && admin.source === "generated") console.log(`New database: admin password ${admin.password} (also in ${admin.passwordFile ?? "no file"})`);
    if (await hasMarketplaceRows(database.db)) {
      if (!options.replace) {
        console.error("The business tables already hold data (users, works, orders or money logs). Add --replace to delete it first. Nothing was changed.");
        process.exitCode = 1;
        return;
      }
      // with the dashboards' day totals: a truncate fires no trigger to take the rows away from them
      await database.db.execute(sql`truncate table ${sql.join([...MARKETPLACE_TABLES, qtStatDay], sql`, `)}`);
    }
    console.log(`Seeding ${sizes.users} users, ${sizes.works} works, ${sizes.orders} orders (seed ${options.seed}, anchor ${options.anchor.toISOString()}) into ${database.kind === "postgres" ? "PostgreSQL" : "PGlite"}…`);
    const result = await seedMarketplace(database.db, {
      ...sizes,
      seed: options.seed,
      anchor: options.anchor,
      // PostgreSQL: bigger chunks, a few at once over the pool; PGlite has one connection
      chunk: database.kind === "postgres" ? 10_000 : 5000,
      inFlight: database.kind === "postgres" ? 3 : 1,
    });
    // the first-start seeder must not add its own marketplace on top
    await database.db.insert(sysSeed).values({ name: MARKETPLACE_SEEDER, appliedAt: systemClock.now() }).onConflictDoNothing();
    const analyzeStart = performance.now();
    for (const table of MARKETPLACE_TABLES) await database.db.execute(sql`analyze ${table}`);
    const total = Object.values(result.rows).reduce((a, b) => a + b, 0);
    console.log(JSON.stringify({ rows: result.rows, totalRows: total, seedSeconds: result.ms / 1000, analyzeSeconds: Math.round(performance.now() - analyzeStart) / 1000 }, null, 2));
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(`Seeding failed: ${(e as Error).message}`);
  process.exit(1);
});
