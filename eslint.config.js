// One lint configuration for every package: ESLint's and typescript-eslint's recommended rules.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/generated/**", "**/.reports/**", "**/drizzle/**", "data/**", "apps/*/data/**"] },
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
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
