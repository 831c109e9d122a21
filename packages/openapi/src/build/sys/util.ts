/** Small pieces the system-administration modules share: tags, parameter and answer helpers. */
import type { ContractBuilder, Method, ParamSpec } from "../builder.js";
import { str, type Schema } from "../schema.js";
import { PAGING } from "../wire.js";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../rules/password.js";

/** One tag per administration area (prefixed so they never meet the business tags). */
export const TAG = {
  user: "sys-user",
  online: "sys-online",
  role: "sys-role",
  permission: "sys-permission",
  depart: "sys-depart",
  departRole: "sys-depart-role",
  dictItem: "sys-dict-item",
  category: "sys-category",
  checkRule: "sys-check-rule",
  fillRule: "sys-fill-rule",
  position: "sys-position",
  announcement: "sys-announcement",
  tenant: "sys-tenant",
  quartz: "sys-quartz",
  quartzLog: "sys-quartz-log",
  log: "sys-log",
  report: "online-report",
  onlineForm: "online-form",
} as const;

/** The dictionary calls of common.ts live under this tag; the dictionary resource shares it. */
export const DICT_TAG = "dict";

/** `result` of JeecgBoot's write calls: a success text (older servers) or null. */
export const textResult: Schema = { anyOf: [str(), { type: "null" }] };

/**
 * The rule of every password a call sets (rules/password.ts). No length keyword: the server's
 * check answers each broken part of the rule with its own message (too short, too long, the
 * account name, a common password) instead of a generic 400.
 */
export const PASSWORD_RULE_TEXT = `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} 个字符，不能是登录账号本身，也不能是常见或已泄露的密码`;

/** A new password in a body or query: write-only, described by the rule. */
export const newPassword = (what: string): Schema => str(`${what}：${PASSWORD_RULE_TEXT}`, { writeOnly: true });

/** A string query parameter. */
export const q = (description?: string, opts: { required?: boolean; schema?: Schema } = {}): ParamSpec => ({
  schema: opts.schema ?? str(),
  required: opts.required ?? false,
  ...(description ? { description } : {}),
});

/** The paging parameters of JeecgBoot's non-resource page calls. */
export const paging: Record<string, ParamSpec> = PAGING;

/** A nullable string property. */
export const nstr = (description?: string, extra: Schema = {}): Schema => ({ type: ["string", "null"], ...(description ? { description } : {}), ...extra });

/**
 * Appends a rule to the description of an operation already added (e.g. one member of a CRUD
 * family made by addResource), so each call says what the server does beyond the shape.
 */
export function note(b: ContractBuilder, method: Method, path: string, text: string): void {
  const op = b.ops.find((o) => o.method === method && o.path === path);
  if (!op) throw new Error(`note: no operation ${method.toUpperCase()} ${path}`);
  op.description = op.description ? `${op.description}\n\n${text}` : text;
}
