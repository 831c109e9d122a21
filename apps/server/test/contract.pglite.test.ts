import { defineContractSuite } from "./contract-suite.js";

defineContractSuite("pglite");
