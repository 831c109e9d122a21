/** The SMS / phone-login suite on PostgreSQL (TEST_DATABASE_URL), in a schema of its own. */
import { defineSmsSuite } from "./sms-suite.js";

defineSmsSuite("postgres");
