import { defineFillRuleSuite } from "./fill-rule-suite.js";

defineFillRuleSuite("postgres");
