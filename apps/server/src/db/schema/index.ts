/**
 * Every table, for `drizzle({ schema })` and drizzle-kit. One file per area; add new areas here
 * and run `npx drizzle-kit generate --name <what>` in apps/server.
 */
export * from "./user.js";
export * from "./tenant.js";
export * from "./session.js";
export * from "./log.js";
export * from "./meta.js";
export * from "./permission.js";
export * from "./depart.js";
export * from "./category.js";
export * from "./checkrule.js";
export * from "./announcement.js";
export * from "./quartz.js";
export * from "./report.js";
export * from "./dict.js";
export * from "./position.js";
export * from "./sms.js";
export * from "./grants-version.js";
export * from "./business-work.js";
export * from "./business-user.js";
export * from "./business-money.js";
export * from "./business-content.js";
export * from "./business-stats.js";
export * from "./fill-rule.js";
export * from "./online-form.js";
