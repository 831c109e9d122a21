/** The permission suite on PostgreSQL (TEST_DATABASE_URL, own schema per run). */
import { definePermissionSuite } from "./permission-suite.js";

definePermissionSuite("postgres");
