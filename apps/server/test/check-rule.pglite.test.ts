import { defineCheckRuleSuite } from "./check-rule-suite.js";

defineCheckRuleSuite("pglite");
