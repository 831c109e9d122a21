// The import arrows of the root eslint.config.js (web → machines → sdk → openapi, server → openapi):
// one-line files linted at made-up paths inside each package, as `npm run lint` would see them.
// They live here because the contract is where every arrow ends.
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The arrow violations ESLint reports for `file` importing `source` (empty when allowed). */
async function violations(file: string, source: string): Promise<string[]> {
  const results = await eslint.lintText(`import * as m from "${source}";\nexport { m };\n`, { filePath: file });
  return results.flatMap((r) => r.messages).filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

const refused: Array<[file: string, source: string]> = [
  // the console never reaches into the server, by name or by path
  ["apps/web/src/x.ts", "../../server/src/http/app"],
  ["apps/web/src/x.ts", "../../server/src/app"], // no such file: judged by where it points
  ["apps/web/test/x.ts", "@qt/server/src/config.js"],
  // machines: no React, no UI kit, nothing of the apps
  ["packages/machines/src/x.ts", "react"],
  ["packages/machines/src/x.ts", "react-dom/client"],
  ["packages/machines/src/x.ts", "@chakra-ui/react"],
  ["packages/machines/src/x.ts", "@xstate/react"],
  ["packages/machines/src/x.ts", "../../../apps/web/src/app/services"],
  ["packages/machines/src/x.ts", "@qt/web/src/app/services"],
  ["packages/machines/src/x.ts", "../../../apps/server/src/config.js"],
  // sdk: nothing above it, no state machines
  ["packages/sdk/src/x.ts", "@qt/machines"],
  ["packages/sdk/src/x.ts", "../../machines/src/index.js"],
  ["packages/sdk/src/x.ts", "../../../apps/web/src/app/services"],
  ["packages/sdk/src/x.ts", "xstate"],
  ["packages/sdk/test/x.ts", "@qt/machines"],
  // the contract: nothing of ours
  ["packages/openapi/src/x.ts", "@qt/sdk"],
  ["packages/openapi/src/x.ts", "@qt/machines"],
  ["packages/openapi/src/x.ts", "../../../apps/server/src/config.js"],
  ["packages/openapi/src/build/x.ts", "../../../../apps/web/src/app/services"],
  // the server's runtime: the contract only
  ["apps/server/src/x.ts", "@qt/sdk"],
  ["apps/server/src/sys/x.ts", "../../../../packages/sdk/src/index.js"],
  ["apps/server/src/x.ts", "@qt/machines"],
  ["apps/server/src/x.ts", "../../web/src/app/services"],
];

const allowed: Array<[file: string, source: string]> = [
  ["apps/web/src/x.ts", "@qt/machines"],
  ["apps/web/src/x.ts", "@qt/sdk"],
  ["apps/web/src/x.ts", "@qt/openapi"],
  ["apps/web/src/x.ts", "react"],
  ["apps/web/src/x.ts", "./app/services"],
  ["packages/machines/src/x.ts", "@qt/sdk"],
  ["packages/machines/src/x.ts", "@qt/openapi"],
  ["packages/machines/src/x.ts", "xstate"],
  ["packages/sdk/src/x.ts", "@qt/openapi"],
  ["packages/sdk/src/x.ts", "openapi-fetch"],
  ["packages/openapi/src/x.ts", "./build/index.js"],
  ["apps/server/src/x.ts", "@qt/openapi"],
  ["apps/server/src/x.ts", "./config.js"],
  // the server's tests drive it as a client would
  ["apps/server/test/x.ts", "@qt/sdk"],
];

describe("import arrows", () => {
  it.each(refused)("%s may not import %s", async (file, source) => {
    const found = await violations(file, source);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("web → machines → sdk → openapi");
  });

  it.each(allowed)("%s may import %s", async (file, source) => {
    expect(await violations(file, source)).toEqual([]);
  });
});
