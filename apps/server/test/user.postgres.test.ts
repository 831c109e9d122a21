import { defineUserSuite } from "./user-suite.js";

defineUserSuite("postgres");
