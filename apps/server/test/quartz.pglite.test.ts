import { defineQuartzSuite } from "./quartz-suite.js";

defineQuartzSuite("pglite");
