import { defineBizSeedSuite } from "./biz-seed-suite.js";

defineBizSeedSuite("pglite");
