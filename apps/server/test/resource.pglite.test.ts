import { defineResourceSuite } from "./resource-suite.js";

defineResourceSuite("pglite");
