import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate --name <what>` writes SQL + journal into ./drizzle (commit both). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/*.ts",
  out: "./drizzle",
});
