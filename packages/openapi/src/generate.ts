/** Renders the contract and its types; used by the generate script and by the staleness test. */
import openapiTS, { astToString } from "openapi-typescript";
import { buildContract } from "./build/index.js";

export const GENERATED_NOTE = "/**\n * GENERATED FILE, do not edit: `npm run generate -w @qt/openapi` writes it from src/build.\n */\n\n";

export function renderDocument(): string {
  return JSON.stringify(buildContract(), null, 2) + "\n";
}

export async function renderTypes(documentJson: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(documentJson), { alphabetize: false });
  return GENERATED_NOTE + astToString(ast);
}
