import { defineFilesSuite } from "./files-suite.js";

defineFilesSuite("pglite");
