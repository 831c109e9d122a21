import { defineOnlineDesignerSuite } from "./online-designer-suite.js";

defineOnlineDesignerSuite("pglite");
