import { definePushSuite } from "./push-suite.js";

definePushSuite("postgres");
