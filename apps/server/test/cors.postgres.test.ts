/** The cross-origin suite on PostgreSQL (TEST_DATABASE_URL). */
import { defineCorsSuite } from "./cors-suite.js";

defineCorsSuite("postgres");
