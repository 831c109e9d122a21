import { defineOnlineDataSuite } from "./online-data-suite.js";

defineOnlineDataSuite("postgres");
