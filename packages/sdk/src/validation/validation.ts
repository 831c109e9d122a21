import type { ApiError } from "../errors/api-error.js";
import type { Outcome } from "../result/unwrap.js";

/** A remote form check: valid, or the server's message as the field's error text. */
export type Validation = { readonly valid: true } | { readonly valid: false; readonly message: string; readonly error: ApiError };

export const VALID: Validation = Object.freeze({ valid: true as const });

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

export function validationOf(outcome: Outcome<unknown>): Validation {
  return outcome.ok ? VALID : { valid: false, message: outcome.error.message, error: outcome.error };
}
