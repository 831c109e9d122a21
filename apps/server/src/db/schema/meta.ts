/** Which one-time seeders have run (so that demo data is written once, on the first start). */
import { pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

export const sysSeed = pgTable("sys_seed", {
  name: varchar("name", { length: 100 }).primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
