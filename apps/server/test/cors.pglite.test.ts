import { defineCorsSuite } from "./cors-suite.js";

defineCorsSuite("pglite");
