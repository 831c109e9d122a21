import { defineGrantCacheSuite } from "./grant-cache-suite.js";

defineGrantCacheSuite("pglite");
