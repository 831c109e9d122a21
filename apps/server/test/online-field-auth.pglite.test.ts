import { defineOnlineFieldAuthSuite } from "./online-field-auth-suite.js";

defineOnlineFieldAuthSuite("pglite");
