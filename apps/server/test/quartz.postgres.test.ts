import { defineQuartzSuite } from "./quartz-suite.js";

defineQuartzSuite("postgres");
