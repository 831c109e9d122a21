import { defineOnlineMasterSubSuite } from "./online-master-sub-suite.js";

defineOnlineMasterSubSuite("pglite");
