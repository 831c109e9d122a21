import { defineOnlineMenuSuite } from "./online-menu-suite.js";

defineOnlineMenuSuite("pglite");
