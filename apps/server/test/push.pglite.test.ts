import { definePushSuite } from "./push-suite.js";

definePushSuite("pglite");
