import { defineDictSuite } from "./dict-suite.js";

defineDictSuite("postgres");
