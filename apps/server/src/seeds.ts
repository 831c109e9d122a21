/**
 * Every one-time seeder, in order. Areas add theirs here (base data with `demo: false`, sample
 * business data with `demo: true`). The admin account is not a seeder: see auth/admin-seed.ts.
 */
import type { Seeder } from "./db/seed.js";
import { menuSeeder } from "./sys/permission/seed-menus.js";
import { quartzSeeder } from "./sys/quartz/seed.js";
import { reportSeeder } from "./online/seed.js";
import { dictSeeder } from "./sys/dict/seed.js";
import { checkRuleSeeder } from "./sys/checkrule/seed-check-rules.js";
import { fillRuleSeeder } from "./sys/fillrule/seed-fill-rules.js";
import { areaSeeder, designCategorySeeder } from "./sys/category/seed-categories.js";
import { departSeeder } from "./sys/depart/seed-departs.js";
import { demoAccountSeeder } from "./sys/user/seed-demo-accounts.js";
import { marketplaceSeeder } from "./biz/seed/seeder.js";
import { demoFormsSeeder } from "./online/forms/seed-demo-forms.js";

export const SEEDERS: readonly Seeder[] = [
  dictSeeder,
  menuSeeder,
  quartzSeeder,
  reportSeeder,
  checkRuleSeeder,
  fillRuleSeeder,
  areaSeeder,
  designCategorySeeder,
  departSeeder,
  demoAccountSeeder,
  demoFormsSeeder,
  marketplaceSeeder,
];
