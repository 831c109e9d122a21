import { definePermissionSuite } from "./permission-suite.js";

definePermissionSuite("pglite");
