/** Passwords and throttled codes (issue #19, classes 7 and 8) on PGlite. */
import { defineHardeningSecretsSuite } from "./hardening-secrets-suite.js";

defineHardeningSecretsSuite("pglite");
