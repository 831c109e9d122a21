/**
 * The same suite on PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test),
 * in a schema of its own that is dropped afterwards. When PostgreSQL cannot be reached, the first
 * test fails with "PostgreSQL not reachable at …" (in CI and locally alike).
 */
import { defineServerSuite } from "./server-suite.js";

defineServerSuite("postgres");
