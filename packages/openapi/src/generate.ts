/** Renders the contract and its types; used by the generate script and by the staleness test. */
import openapiTS, { astToString } from "openapi-typescript";
import { buildContract } from "./build/index.js";
import { permissionConstants } from "./permission-constants.js";

export const GENERATED_NOTE = "/**\n * GENERATED FILE, do not edit: `npm run generate -w @qt/openapi` writes it from src/build.\n */\n\n";

export function renderDocument(): string {
  return JSON.stringify(buildContract(), null, 2) + "\n";
}

/** Facts about operations that clients need at run time without loading the whole document. */
export function renderMeta(documentJson: string): string {
  const doc = JSON.parse(documentJson) as { paths: Record<string, Record<string, { "x-signed"?: boolean; "x-public"?: boolean }>> };
  const signed = new Set<string>();
  const open: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (op["x-signed"]) signed.add(path);
      if (op["x-public"]) open.push(`${method.toUpperCase()} ${path}`);
    }
  }
  const list = (items: Iterable<string>) => [...items].map((i) => `  ${JSON.stringify(i)},`).join("\n");
  return (
    GENERATED_NOTE +
    `/** Paths whose calls carry X-Sign / X-TIMESTAMP. */\nexport const SIGNED_PATHS: readonly string[] = [\n${list(signed)}\n];\n\n` +
    `/** Operations that need no token, as "METHOD /path". */\nexport const PUBLIC_OPERATIONS: readonly string[] = [\n${list(open)}\n];\n`
  );
}

/** The contract's permission codes as the `PERMISSIONS` constants. */
export function renderPermissions(documentJson: string): string {
  return GENERATED_NOTE + permissionConstants(documentJson);
}

export async function renderTypes(documentJson: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(documentJson), { alphabetize: false });
  return GENERATED_NOTE + astToString(ast);
}
