import { defineFilesSuite } from "./files-suite.js";

defineFilesSuite("postgres");
