/** The hostile-input suite on PGlite. */
import { defineHardeningInputSuite } from "./hardening-input-suite.js";

defineHardeningInputSuite("pglite");
