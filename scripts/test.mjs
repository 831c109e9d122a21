// `npm test`: every package's type-check, lint and tests through turbo, then one summary line
// ("N passed, N failed") summed from the JSON reports the test runners write to <package>/.reports/.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const workspaces = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces;
const reportDirs = workspaces.map((w) => join(root, w, ".reports"));
for (const dir of reportDirs) rmSync(dir, { recursive: true, force: true });

const run = spawnSync("npx", ["turbo", "run", "typecheck", "lint", "test", "--continue", "--concurrency=2", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
});

let passed = 0;
let failed = 0;
let skipped = 0;
// the failures again, one line each, next to the summary: a long run's log is often read from its end
const failures = [];
const firstLine = (text) => String(text ?? "").split("\n").find((l) => l.trim()) ?? "";
for (const dir of reportDirs) {
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const where = result.name?.startsWith(root) ? result.name.slice(root.length) : result.name;
      const tests = (result.assertionResults ?? []).filter((a) => a.status === "failed");
      for (const a of tests) failures.push(`${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0]).slice(0, 300)}`);
      if (result.status === "failed" && tests.length === 0) failures.push(`${where}: ${firstLine(result.message).slice(0, 300)}`);
    }
  }
}
const code = run.status ?? 1;
if (code !== 0 && failed === 0) console.log("A type-check or a test run failed before reporting its tests (see above).");
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\nSummary: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(code);
