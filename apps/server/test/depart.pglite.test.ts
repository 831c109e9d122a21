import { defineDepartSuite } from "./depart-suite.js";

defineDepartSuite("pglite");
