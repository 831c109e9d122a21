import { defineAccountSuite } from "./account-suite.js";

defineAccountSuite("pglite");
