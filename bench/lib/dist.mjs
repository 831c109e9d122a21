// The browser benches serve a copy of the built console: a `vite build` elsewhere on the machine
// replaces dist's chunks while a bench runs.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { log } from "./server.mjs";

const ROOT = new URL("../..", import.meta.url).pathname;
const DIST = path.join(ROOT, "apps/web/dist");

/** A copy of apps/web/dist (built first when missing) once every chunk its manifest names is there; remove it when done. */
export function snapshotDist(name) {
  const complete = (dir) => {
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, ".vite/manifest.json"), "utf8"));
      return fs.existsSync(path.join(dir, "index.html")) && Object.values(manifest).every((c) => fs.existsSync(path.join(dir, c.file)));
    } catch {
      return false;
    }
  };
  if (!complete(DIST)) {
    log("no complete build in apps/web/dist: building the console");
    const build = spawnSync("npm", ["run", "build", "-w", "@qt/web"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("npm run build -w @qt/web failed");
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `qt-${name}-dist-`));
  fs.cpSync(DIST, dir, { recursive: true });
  if (!complete(dir)) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error("apps/web/dist changed while it was copied (another build?): run again");
  }
  return dir;
}
