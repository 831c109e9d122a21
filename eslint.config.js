// One lint configuration for every package: ESLint's and typescript-eslint's recommended rules.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/generated/**", "**/.reports/**", "**/drizzle/**", "**/data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    files: ["bench/lib/**/*.mjs", "bench/api-*.mjs", "bench/excel.mjs", "bench/business.mjs"],
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
