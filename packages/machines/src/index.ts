// @qt/machines: the console's behaviour without React. Shell machines (session, permissions, guard,
// tabs, layout, notices, live table, uploads, import) and widget machines and logic (cron, advanced
// query, list page, rules, permission checks) are exported from their own aggregators.
export * from "./shell.js";
export * from "./widgets.js";
