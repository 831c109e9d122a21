import { defineUserSuite } from "./user-suite.js";

defineUserSuite("pglite");
