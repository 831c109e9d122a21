import { defineDepartSuite } from "./depart-suite.js";

defineDepartSuite("postgres");
