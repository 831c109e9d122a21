import { defineBizDashboardSuite } from "./biz-dashboard-suite.js";

defineBizDashboardSuite("pglite");
