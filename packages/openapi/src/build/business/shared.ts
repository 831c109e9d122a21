/** What the business modules share: tag names, user/work references, and operation notes. */
import type { ContractBuilder, Method } from "../builder.js";
import { f } from "../resource.js";

/** One tag per business module (prefixed so they never meet the system tags). */
export const TAG = {
  work: "biz-work",
  workAudit: "biz-work-audit",
  without: "biz-without",
  user: "biz-user",
  vip: "biz-vip",
  money: "biz-money",
  pay: "biz-pay",
  feedback: "biz-feedback",
  notice: "biz-notice",
  ads: "biz-ads",
  article: "biz-article",
  config: "biz-config",
  dashboard: "dashboard",
} as const;

/** References shown by their text column (`_dictText` in list answers). */
export const userRef = (label = "平台用户", opts: Parameters<typeof f.ref>[3] = {}) =>
  f.ref("qt_user", "nickname", label, { search: "eq", ...opts });
export const workRef = (label = "作品", opts: Parameters<typeof f.ref>[3] = {}) =>
  f.ref("qt_work", "title", label, { search: "eq", ...opts });

/** Staff who acted (a sys_user username, like createBy). */
export const staff = (label: string) => f.string(label, { readOnly: true, nullable: true });

/**
 * Appends a rule to the description of an operation already added (e.g. one member of a CRUD
 * family made by addResource), so each call says what the server refuses.
 */
export function note(b: ContractBuilder, method: Method, path: string, text: string): void {
  const op = b.ops.find((o) => o.method === method && o.path === path);
  if (!op) throw new Error(`note: no operation ${method.toUpperCase()} ${path}`);
  op.description = op.description ? `${op.description}\n\n${text}` : text;
}

/** The version rule every business edit follows (repeated in flows that change a row). */
export const VERSION_RULE =
  "Optimistic locking: every row carries `version`; a change made with a stale version (or racing another change of the same row) is refused with 数据已被修改，请刷新后重试 and nothing is written.";
