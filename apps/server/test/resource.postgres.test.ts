import { defineResourceSuite } from "./resource-suite.js";

defineResourceSuite("postgres");
