// The online form designer's logic (issue #20): its rows and body, and the sync dialog.
export * from "./designer.js";
export * from "./sync.js";
