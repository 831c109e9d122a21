import { defineReportSuite } from "./report-suite.js";

defineReportSuite("postgres");
