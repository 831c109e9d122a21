import { signedGet } from "../actions/generic.js";
import type { QtClient } from "../client/create-client.js";
import type { Outcome } from "../result/unwrap.js";

export const MULTI_USER_PATH = "/sys/user/getMultiUser";

export interface MultiUser {
  id: string;
  username: string;
  realname: string;
  [field: string]: unknown;
}

function cleanUser(raw: unknown): MultiUser | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  // Stock servers send password/salt keys (null); they never belong in the client.
  const { password: _password, salt: _salt, ...rest } = raw as Record<string, unknown>;
  return { ...rest, id: String(rest.id ?? ""), username: String(rest.username ?? ""), realname: String(rest.realname ?? "") };
}

/**
 * Users by ids (GET /sys/user/getMultiUser?ids=a,b, signed like JeecgBoot's getAction). Stock
 * servers answer a bare array (a quirk); an envelope with an array result is accepted too.
 */
export async function getMultiUser(client: QtClient, ids: string | readonly string[]): Promise<Outcome<MultiUser[]>> {
  const outcome = await signedGet<unknown>(client, MULTI_USER_PATH, { ids: typeof ids === "string" ? ids : ids.join(",") });
  if (!outcome.ok) return outcome;
  // unwrap already took `result` out of an envelope; a bare array arrives whole
  const list: unknown[] = Array.isArray(outcome.result) ? outcome.result : [];
  const users = list.map(cleanUser).filter((u): u is MultiUser => u !== undefined);
  return { ...outcome, result: users };
}
