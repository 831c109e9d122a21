import { defineSdkRealSuite } from "./sdk-real-suite.js";

defineSdkRealSuite("postgres");
