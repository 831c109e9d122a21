/**
 * A copy of the built console (apps/web/dist) taken when a test file starts, and the page route
 * that answers the console's chunks (/assets/*) from it. Why: the machine is shared, and a `vite
 * build` elsewhere replaces dist with new chunk names in the middle of a run, after which a page
 * loaded before could not load its lazy chunks. The server still answers every request (so its
 * headers, the Content-Security-Policy included, are the real ones) and serves the document
 * itself: a document the test fulfilled would not count as loaded from the local server, and
 * Chromium's local-network-access check would then block its WebSocket to 127.0.0.1.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import type { BrowserContext } from "playwright-core";
import { DIST_DIR } from "./server";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/** How long to wait for a build that is writing dist right now. */
const COMPLETE_TIMEOUT_MS = 60_000;

export interface DistSnapshot {
  dir: string;
  remove(): void;
}

/** Copies dist once every file its manifest names is there (a build may be writing it right now). */
export async function snapshotDist(): Promise<DistSnapshot> {
  const deadline = Date.now() + COMPLETE_TIMEOUT_MS;
  for (;;) {
    const dir = mkdtempSync(join(tmpdir(), "qt-web-e2e-dist-"));
    try {
      cpSync(DIST_DIR, dir, { recursive: true });
    } catch {
      // dist changed while copying: try again below
    }
    if (complete(dir)) return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
    rmSync(dir, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`${DIST_DIR} stayed incomplete for ${COMPLETE_TIMEOUT_MS / 1000} s: run \`npm run build -w @qt/web\`.`);
    await new Promise((r) => setTimeout(r, 1000)); // another build is writing dist; no event to await
  }
}

function complete(dir: string): boolean {
  const manifest = join(dir, ".vite/manifest.json");
  if (!existsSync(join(dir, "index.html")) || !existsSync(manifest)) return false;
  try {
    const chunks = Object.values(JSON.parse(readFileSync(manifest, "utf8")) as Record<string, { file: string; css?: string[] }>);
    return chunks.every((c) => existsSync(join(dir, c.file)) && (c.css ?? []).every((css) => existsSync(join(dir, css))));
  } catch {
    return false;
  }
}

/**
 * Answers the console's chunks of `origin` from the snapshot (with the server's own headers); a
 * chunk the snapshot lacks (the document came from a newer build) goes to the server.
 */
export async function serveFromSnapshot(context: BrowserContext, origin: string, snapshot: DistSnapshot): Promise<void> {
  await context.route(
    (url) => url.origin === origin && url.pathname.startsWith("/assets/"),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const file = join(snapshot.dir, normalize(decodeURIComponent(pathname)));
      if (!file.startsWith(snapshot.dir) || !existsSync(file) || !statSync(file).isFile()) return route.continue();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      for (const name of ["content-length", "etag", "last-modified", "content-encoding"]) delete headers[name];
      headers["content-type"] = CONTENT_TYPES[extname(file)] ?? "application/octet-stream";
      await route.fulfill({ status: 200, headers, body: readFileSync(file) });
    },
  );
}
