/** Passwords and throttled codes (issue #19, classes 7 and 8) on PostgreSQL (TEST_DATABASE_URL), in a schema of its own. */
import { defineHardeningSecretsSuite } from "./hardening-secrets-suite.js";

defineHardeningSecretsSuite("postgres");
