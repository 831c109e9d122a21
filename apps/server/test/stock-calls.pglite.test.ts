import { defineStockCallsSuite } from "./stock-calls-suite.js";

defineStockCallsSuite("pglite");
