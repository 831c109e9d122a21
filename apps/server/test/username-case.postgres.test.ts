import { defineUsernameCaseSuite } from "./username-case-suite.js";

defineUsernameCaseSuite("postgres");
