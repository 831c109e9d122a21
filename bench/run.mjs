// `npm run bench`: runs every benchmark in this folder one after another (never in parallel: on
// two cores parallel runs distort each other) and prints each one's JSON. `npm run bench -- grid` runs
// the ones whose name contains "grid".
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const here = new URL(".", import.meta.url).pathname;
const filter = process.argv[2] ?? "";
const benches = readdirSync(here).filter((f) => f.endsWith(".mjs") && f !== "run.mjs" && f.includes(filter)).sort();
if (benches.length === 0) console.log(JSON.stringify({ benches: [], note: "no benchmark matches" }));
let failed = 0;
for (const bench of benches) {
  const run = spawnSync(process.execPath, [here + bench], { stdio: ["ignore", "inherit", "inherit"] });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
