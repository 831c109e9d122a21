/**
 * One-time seeders: each runs once per database (recorded in sys_seed), under an advisory lock so
 * that instances starting together do not both seed. Demo seeders run only with SEED_DEMO=true.
 * A seeder's `everyStart` part runs on every start after that, under the same lock.
 */
import { eq } from "drizzle-orm";
import type { Clock } from "../clock.js";
import { transaction, type Database, type Db } from "./database.js";
import { sysSeed } from "./schema/index.js";

export interface SeedContext {
  db: Db;
  clock: Clock;
  /** The database's schema (`public` unless a test's own): where the online schema goes (online/forms/physical.ts). */
  schema: string;
}

export interface Seeder {
  /** Unique and stable: it is the key in sys_seed. */
  name: string;
  /** Demo data (skipped with SEED_DEMO=false). */
  demo: boolean;
  /** The bulk demo marketplace: also skipped with SEED_DEMO_MARKETPLACE=false (test servers). */
  marketplace?: boolean;
  /** The demo online forms: also skipped with SEED_DEMO_ONLINE_FORMS=false (test servers: tests name their own online tables). */
  onlineForms?: boolean;
  run(ctx: SeedContext): Promise<void>;
  /** Runs on every start once the seeder has run (e.g. adding what a newer definition has). */
  everyStart?(ctx: SeedContext): Promise<void>;
}

/** Runs the seeders that have not run yet; returns the names it ran. */
export async function runSeeders(database: Database, seeders: readonly Seeder[], options: { demo: boolean; marketplace?: boolean; onlineForms?: boolean; clock: Clock }): Promise<string[]> {
  const ran: string[] = [];
  const skipped = (seeder: Seeder): boolean =>
    seeder.demo && (!options.demo || (seeder.marketplace === true && options.marketplace === false) || (seeder.onlineForms === true && options.onlineForms === false));
  await database.withAdvisoryLock("qt:seed", async () => {
    for (const seeder of seeders) {
      if (skipped(seeder)) continue;
      const done = await database.db.select().from(sysSeed).where(eq(sysSeed.name, seeder.name)).limit(1);
      if (done.length) continue;
      await transaction(database.db, async (tx) => {
        await seeder.run({ db: tx, clock: options.clock, schema: database.schema });
        await tx.insert(sysSeed).values({ name: seeder.name, appliedAt: options.clock.now() });
      });
      ran.push(seeder.name);
    }
    for (const seeder of seeders) {
      if (!seeder.everyStart || skipped(seeder)) continue;
      await transaction(database.db, (tx) => seeder.everyStart!({ db: tx, clock: options.clock, schema: database.schema }));
    }
  });
  return ran;
}
