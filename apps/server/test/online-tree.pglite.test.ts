import { defineOnlineTreeSuite } from "./online-tree-suite.js";

defineOnlineTreeSuite("pglite");
