import { defineLogSuite } from "./log-suite.js";

defineLogSuite("pglite");
