import type { QtClient } from "../client/create-client.js";
import { isEmptyValue, VALID, validationOf, type Validation } from "./validation.js";

export interface DuplicateCheck {
  tableName: string;
  fieldName: string;
  fieldVal: string | null | undefined;
  /** The record being edited (left out of the check). */
  dataId?: string | null;
}

/**
 * Duplicate check (GET /sys/duplicate/check): valid when the value is empty (no call) or the
 * server says so; otherwise the server's message (该值不可用，系统中已存在！) is the error.
 */
export async function checkDuplicate(client: QtClient, check: DuplicateCheck): Promise<Validation> {
  if (isEmptyValue(check.fieldVal)) return VALID;
  const query = {
    tableName: check.tableName,
    fieldName: check.fieldName,
    fieldVal: String(check.fieldVal),
    ...(check.dataId ? { dataId: check.dataId } : {}),
  };
  return validationOf(await client.unwrap(client.GET("/sys/duplicate/check", { params: { query } })));
}
