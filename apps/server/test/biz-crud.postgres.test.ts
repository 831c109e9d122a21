import { defineBizCrudSuite } from "./biz-crud-suite.js";

defineBizCrudSuite("postgres");
