import { defineSmsSuite } from "./sms-suite.js";

defineSmsSuite("pglite");
