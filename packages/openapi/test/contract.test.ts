import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { renderDocument, renderMeta, renderPermissions, renderTypes } from "../src/generate.js";

const root = new URL("../", import.meta.url);
const committedDoc = readFileSync(new URL("openapi.json", root), "utf8");

describe("generated files", () => {
  it("openapi.json is what src/build produces (run `npm run generate -w @qt/openapi`)", () => {
    expect(committedDoc === renderDocument(), "openapi.json is stale").toBe(true);
  });

  it("src/generated/schema.d.ts is what openapi-typescript makes of openapi.json", async () => {
    const committedTypes = readFileSync(new URL("src/generated/schema.d.ts", root), "utf8");
    expect(committedTypes === (await renderTypes(committedDoc)), "schema.d.ts is stale").toBe(true);
  });

  it("src/generated/meta.ts is what openapi.json says", () => {
    const committedMeta = readFileSync(new URL("src/generated/meta.ts", root), "utf8");
    expect(committedMeta === renderMeta(committedDoc), "meta.ts is stale").toBe(true);
  });

  it("src/generated/permissions.ts is what openapi.json says", () => {
    const committedPermissions = readFileSync(new URL("src/generated/permissions.ts", root), "utf8");
    expect(committedPermissions === renderPermissions(committedDoc), "permissions.ts is stale").toBe(true);
  });
});

describe("the document", () => {
  it("passes the Redocly linter with no errors", async () => {
    const run = promisify(execFile);
    const bin = new URL("../../../node_modules/.bin/redocly", import.meta.url).pathname;
    const { stdout, stderr } = await run(bin, ["lint", "openapi.json", "--format=stylish"], {
      cwd: root.pathname,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    }).catch((e: { stdout: string; stderr: string }) => {
      throw new Error(`redocly lint failed:\n${e.stdout}\n${e.stderr}`);
    });
    expect(`${stdout}${stderr}`).toMatch(/Your API description is valid/);
  }, 60_000);

  it("never answers a password or salt", () => {
    const doc = JSON.parse(committedDoc) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; components: { schemas: Record<string, unknown> } };
    const seen = new Set<string>();
    const leaks: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (!node || typeof node !== "object") return;
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`));
      const o = node as Record<string, unknown>;
      if (typeof o.$ref === "string") {
        const name = o.$ref.split("/").pop()!;
        if (o.$ref.startsWith("#/components/schemas/") && !seen.has(name)) {
          seen.add(name);
          walk(doc.components.schemas[name], name);
        }
        return;
      }
      const props = o.properties as Record<string, { writeOnly?: boolean }> | undefined;
      for (const key of Object.keys(props ?? {})) {
        if (/^(password|oldpassword|confirmpassword|newpassword|passwordhash|salt)$/i.test(key)) leaks.push(`${where}.${key}`);
      }
      for (const [k, v] of Object.entries(o)) walk(v, `${where}.${k}`);
    };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) walk(op.responses, `${method} ${path}`);
    }
    expect(leaks).toEqual([]);
  });
});
