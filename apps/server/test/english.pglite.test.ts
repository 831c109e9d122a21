import { defineEnglishSuite } from "./english-suite.js";

defineEnglishSuite("pglite");
