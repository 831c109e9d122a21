import { defineOnlineTreeSuite } from "./online-tree-suite.js";

defineOnlineTreeSuite("postgres");
