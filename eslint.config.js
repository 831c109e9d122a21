// One lint configuration for every package: ESLint's and typescript-eslint's recommended rules,
// and the arrows between the packages (web → machines → sdk → openapi, server → openapi).
import { dirname, resolve } from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Each zone: files under `target` may not import anything that resolves under `from` (paths from
// the repository root, whichever package's folder eslint runs in). Imports are resolved, so a
// package name (`@qt/sdk`, through its workspace link) and a relative path that climbs out of a
// package (`../../../apps/web/src/…`) are caught alike.
const ARROWS = "imports point one way: web → machines → sdk → openapi, and server → openapi";
const dependency = (name) => `**/node_modules/${name}/**`;
const zones = [
  { target: "apps/web", from: ["apps/server"], message: `The console talks to the server over HTTP only; ${ARROWS}.` },
  { target: "packages/machines", from: ["apps"], message: ARROWS },
  {
    target: "packages/machines",
    from: ["react", "react-dom", "@chakra-ui", "@emotion", "@xstate/react"].map(dependency),
    message: `Machines and pure logic stay free of React and the UI kit; ${ARROWS}.`,
  },
  { target: "packages/sdk", from: ["packages/machines", "apps"], message: ARROWS },
  {
    target: "packages/sdk",
    from: ["xstate", "@xstate", "react", "react-dom", "@chakra-ui"].map(dependency),
    message: `The SDK is a plain client: no state machines, no UI; ${ARROWS}.`,
  },
  { target: "packages/openapi", from: ["packages/sdk", "packages/machines", "apps"], message: `The contract depends on nothing of ours; ${ARROWS}.` },
  // Only the server's runtime: its tests drive it through @qt/sdk as a client would.
  { target: "apps/server/src", from: ["packages/sdk", "packages/machines", "apps/web"], message: ARROWS },
];

// A relative import that resolves to no file (a stale path, a suffix the resolver does not try) is
// still judged by the folder it points into, instead of being skipped by the zones.
const pointedAt = {
  interfaceVersion: 3,
  name: "relative-path-as-written",
  resolve: (source, file) => (source.startsWith(".") ? { found: true, path: resolve(dirname(file), source) } : { found: false }),
};

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/generated/**", "**/.reports/**", "**/drizzle/**", "data/**", "apps/*/data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    settings: {
      // Resolve as TypeScript does here: `.ts` sources, NodeNext's `.js` suffixes, package exports,
      // and workspace links followed to the package's real folder.
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
          extensionAlias: { ".js": [".ts", ".tsx", ".d.ts", ".js"] },
          conditionNames: ["types", "import", "require", "default"],
        }),
        pointedAt,
      ],
    },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones }] },
  },
  {
    // The console's React code: the rules of hooks.
    files: ["apps/web/**/*.tsx", "apps/web/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    // Node scripts (bench/, scripts/) in plain JavaScript.
    files: ["**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  {
    // Benchmarks time and call the server with Node's globals.
    files: ["bench/lib/**/*.mjs", "bench/api-*.mjs", "bench/excel.mjs", "bench/business.mjs", "bench/online.mjs"],
    languageOptions: { globals: { performance: "readonly", Buffer: "readonly", setTimeout: "readonly", fetch: "readonly", FormData: "readonly" } },
  },
  {
    // Tests read untyped JSON answers.
    files: ["**/test/**", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // A transaction already is a Db (apps/server/src/db/database.ts): no cast is needed.
    files: ["apps/server/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: 'TSAsExpression[typeAnnotation.typeName.name="Db"][expression.type="TSAsExpression"]',
          message: "A transaction is already a Db: use transaction(db, fn) from db/database.ts instead of a double cast.",
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
