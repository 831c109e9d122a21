import { defineBizFlowsSuite } from "./biz-flows-suite.js";

defineBizFlowsSuite("postgres");
