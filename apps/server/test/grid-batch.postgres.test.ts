import { defineGridBatchSuite } from "./grid-batch-suite.js";

defineGridBatchSuite("postgres");
