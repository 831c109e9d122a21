import { defineBizFlowsSuite } from "./biz-flows-suite.js";

defineBizFlowsSuite("pglite");
