/**
 * The contract's TypeScript types, generated from openapi.json by openapi-typescript.
 * The document itself is `@qt/openapi/openapi.json`; its sources are `@qt/openapi/build`; the input
 * rules client and server share (code rules, passwords, mobile numbers) are `@qt/openapi/rules`.
 */
export type { paths, components, operations } from "./generated/schema.js";
export type Schemas = import("./generated/schema.js").components["schemas"];
export { SIGNED_PATHS, PUBLIC_OPERATIONS } from "./generated/meta.js";
export { PERMISSIONS } from "./generated/permissions.js";
