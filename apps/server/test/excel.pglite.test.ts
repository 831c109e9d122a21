import { defineExcelSuite } from "./excel-suite.js";

defineExcelSuite("pglite");
