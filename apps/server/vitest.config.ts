import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    reporters: ["default", ["json", { outputFile: ".reports/vitest.json" }]],
    // A new PGlite instance takes ~3 s (WASM initdb), more on a busy machine; each test file opens one.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
