/** The stock console calls suite on PostgreSQL (TEST_DATABASE_URL). */
import { defineStockCallsSuite } from "./stock-calls-suite.js";

defineStockCallsSuite("postgres");
