import { defineOnlineSyncSuite } from "./online-sync-suite.js";

defineOnlineSyncSuite("pglite");
