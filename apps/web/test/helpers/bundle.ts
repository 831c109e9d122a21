/**
 * What a route of the built console loads, from Vite's manifest: the entry and the route's lazy
 * modules with everything they import statically, each file once, measured gzipped.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const DIST = new URL("../../dist/", import.meta.url).pathname;

export function readManifest(dist = DIST): Manifest {
  return JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
}

/** The JS files the given manifest keys load, following static imports. */
export function filesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...files];
}

export function gzipBytes(files: readonly string[], dist = DIST): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
}

/** The modules each route loads (the App's lazy layouts and the page chunks the registry picks). */
export const ROUTE_MODULES = {
  login: ["index.html", "src/pages/user/Login.tsx"],
  firstPageAfterLogin: ["index.html", "src/pages/user/Login.tsx", "src/app/NotifyHost.tsx", "src/layouts/MainLayout.tsx", "src/pages/dashboard/Analysis.tsx"],
} as const;

/** The CSS files the given manifest keys load (their own and their static imports'), each once. */
export function cssOf(manifest: Manifest, keys: readonly string[]): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...css];
}
