/**
 * Data rules (sys_permission_data_rule): row limits hanging on a menu, given to roles, departments
 * and department roles per menu (`dataRuleIds` of the grant). `dataRuleFilter` turns the caller's
 * rules for a resource into Drizzle conditions on the resource's allow-listed columns; rule text
 * never reaches SQL (values are parameters, columns come from the allow-list, USE_SQL_RULES is
 * refused).
 *
 * Combination: a user may hold the menu through several grants (roles, department roles). A grant
 * without rules means "all rows" through that grant; otherwise a grant allows the rows matching
 * ALL its active rules. The user sees the union over their grants. A rule that cannot be applied
 * (unknown column or variable, bad number) matches nothing: misconfiguration never widens access.
 */
import { and, eq, gt, gte, inArray, like, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { cachedGrant } from "../../auth/grant-cache.js";
import type { AuthUser } from "../../auth/request-user.js";
import type { Db } from "../../db/database.js";
import {
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysPermissionDataRule,
  sysRolePermission,
  sysUserRole,
  type SysPermissionDataRule,
} from "../../db/schema/index.js";
import { formatDate, formatDateTime } from "../../wire/datetime.js";

export const RULE_CONDITIONS = ["=", "!=", ">", ">=", "<", "<=", "IN", "LIKE", "LEFT_LIKE", "RIGHT_LIKE"] as const;
export type RuleCondition = (typeof RULE_CONDITIONS)[number];

export const CONDITION_TEXT: Record<string, string> = {
  "=": "等于",
  "!=": "不等于",
  ">": "大于",
  ">=": "大于等于",
  "<": "小于",
  "<=": "小于等于",
  IN: "在...中",
  LIKE: "包含",
  LEFT_LIKE: "左模糊",
  RIGHT_LIKE: "右模糊",
  USE_SQL_RULES: "自定义SQL表达式",
};

const COLUMN = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
const VARIABLE = /#\{([a-z_]+)\}/g;
const VARIABLES = ["sys_user_code", "sys_user_id", "sys_user_name", "sys_org_code", "sys_date", "sys_time", "tenant_id"] as const;

/** Why a rule cannot be saved (zh-CN), or null when it is fine. */
export function ruleProblem(rule: { ruleColumn?: string | null; ruleConditions: string; ruleValue: string }): string | null {
  if (rule.ruleConditions === "USE_SQL_RULES") return "不支持自定义SQL规则（USE_SQL_RULES），请使用字段条件";
  if (!(RULE_CONDITIONS as readonly string[]).includes(rule.ruleConditions)) return `不支持的规则条件：${rule.ruleConditions}`;
  if (!rule.ruleColumn || !COLUMN.test(rule.ruleColumn)) return "规则字段必须是实体属性名（字母开头，只含字母、数字、下划线）";
  for (const [, name] of rule.ruleValue.matchAll(VARIABLE)) {
    if (!(VARIABLES as readonly string[]).includes(name!)) return `不支持的系统变量：#{${name}}`;
  }
  return null;
}

/** `#{sys_user_code}` etc. replaced by the caller's values; null when a variable has no value. */
export function resolveRuleValue(value: string, user: AuthUser, tenantId: number | null, now: Date): string | null {
  const values: Record<string, string | null> = {
    sys_user_code: user.username,
    sys_user_id: user.id,
    sys_user_name: user.realname,
    sys_org_code: user.orgCode,
    sys_date: formatDate(now),
    sys_time: formatDateTime(now),
    tenant_id: tenantId === null ? null : String(tenantId),
  };
  let missing = false;
  const out = value.replace(VARIABLE, (_, name: string) => {
    const v = values[name];
    if (v === null || v === undefined) missing = true;
    return v ?? "";
  });
  return missing ? null : out;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
const NEVER = sql`false`;

/** One rule as a condition on `columns` (never SQL text from the rule). */
export function ruleCondition(rule: SysPermissionDataRule, columns: Readonly<Record<string, PgColumn>>, value: string | null): SQL {
  // the field's key (createBy) or its column's name (create_by, as online forms' fields are named)
  const column = rule.ruleColumn ? (columns[rule.ruleColumn] ?? Object.values(columns).find((c) => c.name === rule.ruleColumn)) : undefined;
  if (!column || value === null || ruleProblem(rule)) return NEVER;
  const numeric = column.dataType === "number" || column.dataType === "bigint";
  const textual = column.dataType === "string";
  const typed = (v: string): unknown => (numeric ? (/^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : undefined) : v);
  if (rule.ruleConditions === "IN") {
    const list = value.split(",").map((v) => typed(v.trim()));
    if (list.some((v) => v === undefined) || !list.length) return NEVER;
    return inArray(column, list);
  }
  if (rule.ruleConditions === "LIKE" || rule.ruleConditions === "LEFT_LIKE" || rule.ruleConditions === "RIGHT_LIKE") {
    if (!textual) return NEVER;
    const v = escapeLike(value);
    return like(column, rule.ruleConditions === "LIKE" ? `%${v}%` : rule.ruleConditions === "LEFT_LIKE" ? `%${v}` : `${v}%`);
  }
  const v = typed(value);
  if (v === undefined) return NEVER;
  const ops = { "=": eq, "!=": ne, ">": gt, ">=": gte, "<": lt, "<=": lte } as const;
  return ops[rule.ruleConditions as keyof typeof ops](column, v);
}

/**
 * The caller's grants of the menus that own `<prefix>:list`, each with its data rule ids
 * (empty: no limit through that grant). No grant at all: empty list.
 */
export async function grantRuleIds(db: Db, userId: string, prefix: string): Promise<string[][]> {
  const menus = db
    .select({ id: sysPermission.parentId })
    .from(sysPermission)
    .where(and(eq(sysPermission.menuType, 2), eq(sysPermission.perms, `${prefix}:list`), eq(sysPermission.delFlag, 0)));
  const menuIds = (await menus).map((m) => m.id).filter((id): id is string => !!id);
  if (!menuIds.length) return [];
  const viaRoles = await db
    .select({ dataRuleIds: sysRolePermission.dataRuleIds })
    .from(sysRolePermission)
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRolePermission.roleId))
    .where(and(eq(sysUserRole.userId, userId), inArray(sysRolePermission.permissionId, menuIds)));
  const viaDepartRoles = await db
    .select({ dataRuleIds: sysDepartRolePermission.dataRuleIds })
    .from(sysDepartRolePermission)
    .innerJoin(sysDepartRoleUser, eq(sysDepartRoleUser.droleId, sysDepartRolePermission.roleId))
    .where(and(eq(sysDepartRoleUser.userId, userId), inArray(sysDepartRolePermission.permissionId, menuIds)));
  return [...viaRoles, ...viaDepartRoles].map((g) => splitIds(g.dataRuleIds));
}

export function splitIds(text: string | null | undefined): string[] {
  return [...new Set((text ?? "").split(",").map((s) => s.trim()).filter(Boolean))];
}

/**
 * The caller's data-rule condition for the resource with permission prefix `prefix`, on the
 * allow-listed `columns`; undefined when nothing limits the caller.
 */
export async function listFilters(
  db: Db,
  req: Pick<FastifyRequest, "user" | "session"> & Partial<Pick<FastifyRequest, "grantsVersion">>,
  prefix: string,
  columns: Readonly<Record<string, PgColumn>>,
  now: Date,
): Promise<SQL | undefined> {
  if (!req.user) return NEVER;
  const userId = req.user.id;
  const grants = await cachedGrant(db, `rules:${userId}:${prefix}`, () => grantRuleIds(db, userId, prefix), req.grantsVersion);
  if (!grants.length || grants.some((ids) => !ids.length)) return undefined;
  const ruleIds = [...new Set(grants.flat())];
  const rules = await db.select().from(sysPermissionDataRule).where(inArray(sysPermissionDataRule.id, ruleIds));
  const active = new Map(rules.filter((r) => (r.status ?? "1") === "1").map((r) => [r.id, r]));
  const tenantId = req.session?.tenantId ?? null; // #{tenant_id}: the session's tenant
  const perGrant = grants.map((ids) => {
    const mine = ids.map((id) => active.get(id)).filter((r): r is SysPermissionDataRule => !!r);
    // A grant whose rules were all deleted or switched off limits nothing.
    if (!mine.length) return undefined;
    return and(...mine.map((r) => ruleCondition(r, columns, resolveRuleValue(r.ruleValue, req.user!, tenantId, now))));
  });
  if (perGrant.some((c) => c === undefined)) return undefined;
  return perGrant.length === 1 ? perGrant[0] : or(...perGrant);
}
