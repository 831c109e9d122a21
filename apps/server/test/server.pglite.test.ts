import { defineServerSuite } from "./server-suite.js";

defineServerSuite("pglite");
