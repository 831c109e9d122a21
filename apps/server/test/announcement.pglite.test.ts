import { defineAnnouncementSuite } from "./announcement-suite.js";

defineAnnouncementSuite("pglite");
