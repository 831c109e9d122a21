/**
 * The rules that the console checks as a value is typed and the server checks again when it
 * arrives, with their messages: one definition each, so both sides judge alike and say the same.
 * `@qt/openapi/rules`; the SDK re-exports it for the console and other clients.
 */
export * from "./text.js";
export * from "./rule-json.js";
export * from "./password.js";
export * from "./mobile.js";
export * from "./username.js";
export * from "./files.js";
export * from "./online-form.js";
export * from "./fill-rule.js";
export * from "./valid-types.js";
export * from "./online-definition.js";
