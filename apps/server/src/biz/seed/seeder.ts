/**
 * The demo marketplace on first start (DOMAIN.md sizes, anchored at the clock's now so that the
 * dashboards show the last months). Skipped when the business tables already hold data (e.g.
 * `npm run seed` filled them), and with SEED_DEMO=false or SEED_DEMO_MARKETPLACE=false.
 */
import type { Db } from "../../db/database.js";
import type { Seeder } from "../../db/seed.js";
import * as t from "../../db/schema/index.js";
import { DEMO_SEED, DEMO_SIZES, seedMarketplace } from "./marketplace.js";

export const MARKETPLACE_SEEDER = "biz:demo-marketplace";

/** Whether users, works, orders or money logs exist already. */
export async function hasMarketplaceRows(db: Db): Promise<boolean> {
  for (const table of [t.qtUser, t.qtWork, t.qtWorkOrder, t.qtMoneyLog]) {
    if ((await db.select({ id: table.id }).from(table).limit(1)).length) return true;
  }
  return false;
}

export const marketplaceSeeder: Seeder = {
  name: MARKETPLACE_SEEDER,
  demo: true,
  marketplace: true,
  async run({ db, clock }) {
    if (await hasMarketplaceRows(db)) return;
    await seedMarketplace(db, { seed: DEMO_SEED, anchor: clock.now(), ...DEMO_SIZES });
  },
};
