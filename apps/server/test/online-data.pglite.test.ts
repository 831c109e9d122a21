import { defineOnlineDataSuite } from "./online-data-suite.js";

defineOnlineDataSuite("pglite");
