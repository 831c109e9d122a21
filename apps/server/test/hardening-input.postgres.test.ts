/** The hostile-input suite on PostgreSQL (TEST_DATABASE_URL). */
import { defineHardeningInputSuite } from "./hardening-input-suite.js";

defineHardeningInputSuite("postgres");
