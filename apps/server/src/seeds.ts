/**
 * Every one-time seeder, in order. Areas add theirs here (base data with `demo: false`, sample
 * business data with `demo: true`). The admin account is not a seeder: see auth/admin-seed.ts.
 */
import type { Seeder } from "./db/seed.js";

export const SEEDERS: readonly Seeder[] = [];
