/** Small builders for the JSON Schema (OpenAPI 3.1 dialect) pieces of the contract. */
export type Schema = { [key: string]: unknown };

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

const described = (schema: Schema, description?: string, extra: Schema = {}): Schema => ({
  ...schema,
  ...(description ? { description } : {}),
  ...extra,
});

export const str = (description?: string, extra?: Schema): Schema => described({ type: "string" }, description, extra);
export const int = (description?: string, extra?: Schema): Schema => described({ type: "integer" }, description, extra);
export const num = (description?: string, extra?: Schema): Schema => described({ type: "number" }, description, extra);
export const bool = (description?: string, extra?: Schema): Schema => described({ type: "boolean" }, description, extra);
export const arr = (items: Schema, description?: string, extra?: Schema): Schema =>
  described({ type: "array", items }, description, extra);
export const nullable = (schema: Schema): Schema => {
  const type = schema.type;
  return typeof type === "string" ? { ...schema, type: [type, "null"] } : { anyOf: [schema, { type: "null" }] };
};
export const any = (description?: string): Schema => described({}, description);

export function obj(properties: Record<string, Schema>, required: string[] = [], extra: Schema = {}): Schema {
  return { type: "object", properties, ...(required.length ? { required } : {}), ...extra };
}

/** Wire formats of WIRE.md: dates are strings in the server's zone, ids are strings. */
export const DATETIME = "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$";
export const DATE = "^\\d{4}-\\d{2}-\\d{2}$";
export const MONEY = "^-?\\d{1,12}(\\.\\d{1,2})?$";
export const datetime = (description?: string): Schema => str(description, { pattern: DATETIME, examples: ["2026-11-22 10:30:00"] });
export const date = (description?: string): Schema => str(description, { pattern: DATE, examples: ["2026-11-22"] });
/** Money travels as an exact decimal string (numeric(14,2) on the server), never a float. */
export const money = (description?: string): Schema => str(description, { pattern: MONEY, examples: ["19.90"] });
export const id = (description = "主键"): Schema => str(description);
