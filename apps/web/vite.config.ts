import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { stableGridRowKeys } from "./vite-datasheet-grid";
import { preloadLoginPage } from "./vite-preload-login";

/** The API base baked into the build (shell.md §1: its default path ends with /qt). */
const apiBase = process.env.VITE_API_BASE ?? "/qt";
/**
 * shell.md §1: a separate CAS base and an online file-preview base are configured at build time
 * (empty: none). Single sign-on is off in this build, so the CAS base is carried but not used; the
 * preview base, when set, previews uploaded files other than PDFs (`<base>?url=<file url>`).
 */
const casBase = process.env.VITE_CAS_BASE ?? "";
const previewBase = process.env.VITE_PREVIEW_BASE ?? "";
/** The dev server proxies the API and its sockets to a running server (npm start). */
const devTarget = process.env.QT_DEV_TARGET ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react(), preloadLoginPage(), stableGridRowKeys()],
  // the dev server pre-bundles react-datasheet-grid: the same patch there
  optimizeDeps: { rolldownOptions: { plugins: [stableGridRowKeys()] } },
  base: "./",
  define: { __API_BASE__: JSON.stringify(apiBase), __CAS_BASE__: JSON.stringify(casBase), __PREVIEW_BASE__: JSON.stringify(previewBase) },
  build: { manifest: true, sourcemap: false, chunkSizeWarningLimit: 700 },
  server: { proxy: { [apiBase]: { target: devTarget, ws: true } } },
  test: {
    reporters: ["default", ["json", { outputFile: ".reports/vitest.json" }]],
    projects: [
      {
        // pure logic, the bundle budget and the browser tests (a real server, Debian's Chromium), one file at a time
        extends: true,
        test: {
          name: "console",
          include: ["test/**/*.test.ts", "src/**/*.test.ts"],
          hookTimeout: 120_000,
          testTimeout: 60_000,
          // expect.poll waits for what the page shows next; vitest's 1 s default is shorter than a
          // re-render takes on a loaded CI machine (a grid move once took longer and failed the test)
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
      {
        // components in jsdom with React Testing Library, each over services with a fake client
        extends: true,
        test: {
          name: "components",
          include: ["src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["test/components/setup.ts"],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
