import type { QtClient } from "../client/create-client.js";
import { isEmptyValue, VALID, validationOf, type Validation } from "./validation.js";

/**
 * Coding-rule check (GET /sys/checkRule/checkByCode): valid when the rule code or value is empty
 * (no call) or the server says so; otherwise the rule's message is the error. The value is sent
 * URI-encoded, as JeecgBoot does (on top of the query encoding).
 */
export async function checkRule(client: QtClient, ruleCode: string, value: string | null | undefined): Promise<Validation> {
  if (!ruleCode || isEmptyValue(value)) return VALID;
  const query = { ruleCode, value: encodeURIComponent(String(value)) };
  return validationOf(await client.unwrap(client.GET("/sys/checkRule/checkByCode", { params: { query } })));
}
