/**
 * The login route's bundle budget (issue #5 Quality): the gzip JS that /user/login loads stays
 * within 160 KB, and the first page after login (login + main layout + toasts + dashboard, JS and
 * CSS) within 350 KB in total. Sizes of a build are deterministic, so these are real checks; they
 * read the built console (`vite build` runs before the tests: turbo's @qt/web#test needs build).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cssOf, DIST, filesOf, gzipBytes, readManifest, ROUTE_MODULES } from "./helpers/bundle";

const KB = 1024;
const LOGIN_JS_LIMIT = 160 * KB;
const FIRST_PAGE_LIMIT = 350 * KB;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The largest files first: what to look at when a limit is exceeded. */
function breakdown(files: readonly string[]): string {
  return files
    .map((file) => ({ file, bytes: gzipBytes([file]) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
    .map(({ file, bytes }) => `${file} ${kb(bytes)}`)
    .join(", ");
}

describe("bundle size of the built console", () => {
  it("has a build to measure", () => {
    expect(existsSync(join(DIST, ".vite/manifest.json")), `no build in ${DIST}: run \`npx vite build\` in apps/web first`).toBe(true);
  });

  it("/user/login loads at most 160 KB of gzip JS", () => {
    const files = filesOf(readManifest(), ROUTE_MODULES.login);
    const bytes = gzipBytes(files);
    expect(bytes, `/user/login loads ${kb(bytes)} gzip JS (limit ${kb(LOGIN_JS_LIMIT)}): ${breakdown(files)}`).toBeLessThanOrEqual(LOGIN_JS_LIMIT);
  });

  it("the login route does not load Chakra UI (whose provider names itself in its error text)", () => {
    const manifest = readManifest();
    const marker = "<ChakraProvider />";
    const all = Object.values(manifest).map((chunk) => chunk.file);
    expect(all.some((file) => readFileSync(join(DIST, file), "utf8").includes(marker)), `no chunk holds ${marker}: the check below would prove nothing`).toBe(true);
    const chakra = filesOf(manifest, ROUTE_MODULES.login).filter((file) => readFileSync(join(DIST, file), "utf8").includes(marker));
    expect(chakra, "Chakra is on the login route").toEqual([]);
  });

  it("the editors (Tiptap / ProseMirror, CodeMirror) are chunks of their own, loaded by neither the login route nor the first page", () => {
    const manifest = readManifest();
    const all = [...new Set(Object.values(manifest).map((chunk) => chunk.file))];
    const early = new Set([...filesOf(manifest, ROUTE_MODULES.login), ...filesOf(manifest, ROUTE_MODULES.firstPageAfterLogin)]);
    // strings of the libraries' own code: ProseMirror's view styles, CodeMirror's editor content class
    for (const marker of ["ProseMirror-hideselection", "cm-content"]) {
      const holders = all.filter((file) => readFileSync(join(DIST, file), "utf8").includes(marker));
      expect(holders.length, `no chunk holds ${marker}: the check would prove nothing`).toBeGreaterThan(0);
      expect(holders.filter((file) => early.has(file)), `${marker} is loaded early`).toEqual([]);
    }
  });

  it("the editable grid (react-datasheet-grid and kit/grid) is loaded by neither the login route nor the first page", () => {
    const manifest = readManifest();
    const all = [...new Set(Object.values(manifest).map((chunk) => chunk.file))];
    const early = new Set([...filesOf(manifest, ROUTE_MODULES.login), ...filesOf(manifest, ROUTE_MODULES.firstPageAfterLogin)]);
    // the library's container class and the grid's cell frame class
    for (const marker of ["dsg-container", "qt-grid-cell"]) {
      const holders = all.filter((file) => readFileSync(join(DIST, file), "utf8").includes(marker));
      expect(holders.length, `no chunk holds ${marker}: the check would prove nothing`).toBeGreaterThan(0);
      expect(holders.filter((file) => early.has(file)), `${marker} is loaded early`).toEqual([]);
    }
  });

  it("the first page after login loads at most 350 KB gzip in total (JS and CSS)", () => {
    const manifest = readManifest();
    const files = [...filesOf(manifest, ROUTE_MODULES.firstPageAfterLogin), ...cssOf(manifest, ROUTE_MODULES.firstPageAfterLogin)];
    const bytes = gzipBytes(files);
    expect(bytes, `the first page after login loads ${kb(bytes)} gzip (limit ${kb(FIRST_PAGE_LIMIT)}): ${breakdown(files)}`).toBeLessThanOrEqual(FIRST_PAGE_LIMIT);
  });
});
