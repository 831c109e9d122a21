import { defineHardeningFilesSuite } from "./hardening-files-suite.js";

defineHardeningFilesSuite("postgres");
