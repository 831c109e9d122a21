import { mkdirSync, writeFileSync } from "node:fs";
import { renderDocument, renderMeta, renderPermissions, renderTypes } from "../src/generate.js";

const root = new URL("../", import.meta.url);
const doc = renderDocument();
writeFileSync(new URL("openapi.json", root), doc);
mkdirSync(new URL("src/generated/", root), { recursive: true });
writeFileSync(new URL("src/generated/schema.d.ts", root), await renderTypes(doc));
writeFileSync(new URL("src/generated/meta.ts", root), renderMeta(doc));
writeFileSync(new URL("src/generated/permissions.ts", root), renderPermissions(doc));
const parsed = JSON.parse(doc) as { paths: Record<string, Record<string, unknown>> };
const ops = Object.values(parsed.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
console.log(`openapi.json: ${Object.keys(parsed.paths).length} paths, ${ops} operations`);
