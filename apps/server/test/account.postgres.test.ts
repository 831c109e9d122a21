/** The login screens' account calls on PostgreSQL (TEST_DATABASE_URL), in a schema of its own. */
import { defineAccountSuite } from "./account-suite.js";

defineAccountSuite("postgres");
