/**
 * Field permissions of online forms (JeecgBoot's 字段权限): per role, a form field hidden or
 * read-only. A caller's restriction on a field is the least of their roles' — a role without a
 * rule for the field restricts nothing — so a field is hidden only when every role of the caller
 * hides it, read-only when every role hides it or makes it read-only. The data calls build the
 * caller's form without the hidden fields and with the read-only ones marked (model.ts), so every
 * answer, export, import and write follows without a check of its own.
 */
import { ONLINE_FIELD_AUTH_MODES, type OnlineFieldAuthMode } from "@qt/openapi/rules";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { onlCgformField, onlCgformFieldAuth, onlCgformHead, sysRole, sysUserRole } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/index.js";
import { isManagedColumn } from "./model.js";
import { formTransaction } from "./save-definition.js";

/** A caller's restricted fields of one form, by field name. */
export type FieldRestrictions = ReadonlyMap<string, OnlineFieldAuthMode>;

export const NO_RESTRICTIONS: FieldRestrictions = new Map();

/** The restrictions of user `userId` on form `headId`. */
export async function fieldRestrictions(db: Db, headId: string, userId: string): Promise<FieldRestrictions> {
  const roles = db.select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId));
  const [rules, [count]] = await Promise.all([
    db
      .select({ field: onlCgformFieldAuth.fieldName, mode: onlCgformFieldAuth.mode, roles: sql<number>`count(distinct ${onlCgformFieldAuth.roleId})::int` })
      .from(onlCgformFieldAuth)
      .where(and(eq(onlCgformFieldAuth.cgformHeadId, headId), inArray(onlCgformFieldAuth.roleId, roles)))
      .groupBy(onlCgformFieldAuth.fieldName, onlCgformFieldAuth.mode),
    db.select({ n: sql<number>`count(distinct ${sysUserRole.roleId})::int` }).from(sysUserRole).where(eq(sysUserRole.userId, userId)),
  ]);
  const roleCount = count?.n ?? 0;
  const byField = new Map<string, { hidden: number; readonly: number }>();
  for (const rule of rules) {
    const tally = byField.get(rule.field) ?? { hidden: 0, readonly: 0 };
    if (rule.mode === "hidden" || rule.mode === "readonly") tally[rule.mode] += Number(rule.roles);
    byField.set(rule.field, tally);
  }
  const out = new Map<string, OnlineFieldAuthMode>();
  for (const [field, { hidden, readonly }] of byField) {
    // a role of the caller without a rule for the field lets them see and change it
    if (hidden + readonly < roleCount) continue;
    out.set(field, readonly > 0 ? "readonly" : "hidden");
  }
  return out;
}

/** The restrictions of the caller of `req` on a form, read once per request and form. */
export function restrictionsOf(ctx: AppContext): (req: FastifyRequest) => (headId: string) => Promise<FieldRestrictions> {
  const read = new WeakMap<FastifyRequest, Map<string, Promise<FieldRestrictions>>>();
  return (req) => (headId) => {
    if (!req.user) return Promise.resolve(NO_RESTRICTIONS);
    let forms = read.get(req);
    if (!forms) read.set(req, (forms = new Map()));
    let found = forms.get(headId);
    if (!found) forms.set(headId, (found = fieldRestrictions(ctx.db, headId, req.user.id)));
    return found;
  };
}

/** A field no rule may take from the form: the engine's columns (id, audit, tenant). */
export const unrestricted = (field: string): boolean => isManagedColumn(field);

export const FIELD_AUTH_MESSAGES = {
  unknownForm: (code: string) => `表单不存在：${code}`,
  unknownRole: (id: string) => `角色不存在：${id}`,
  unknownField: (name: string) => `字段「${name}」不是表单的字段`,
  system: (name: string) => `字段「${name}」由系统维护，不能设置权限`,
  required: (name: string) => `字段「${name}」必填且没有默认值，不能隐藏`,
  twice: (name: string) => `字段「${name}」重复设置`,
  mode: (mode: string) => `权限「${mode}」只能是 hidden（隐藏）或 readonly（只读）`,
  saved: "保存成功！",
} as const;

interface RuleInput {
  fieldName: string;
  mode: string;
}

export function registerFieldAuth(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("onlineCgformApiFieldAuthGet", async (req) => {
    const rows = await ctx.db
      .select({ fieldName: onlCgformFieldAuth.fieldName, mode: onlCgformFieldAuth.mode })
      .from(onlCgformFieldAuth)
      .where(and(eq(onlCgformFieldAuth.cgformHeadId, req.params.code), eq(onlCgformFieldAuth.roleId, req.query.roleId)))
      .orderBy(onlCgformFieldAuth.fieldName);
    return ok(rows as { fieldName: string; mode: OnlineFieldAuthMode }[]);
  });

  handlers.define("onlineCgformApiFieldAuthSave", async (req) => {
    const code = req.params.code;
    const { roleId, rules } = req.body as { roleId: string; rules: RuleInput[] };
    await formTransaction(ctx, undefined, async (tx) => {
      const [head] = await tx.select({ id: onlCgformHead.id }).from(onlCgformHead).where(eq(onlCgformHead.id, code)).limit(1);
      if (!head) throw refuse(FIELD_AUTH_MESSAGES.unknownForm(code));
      const [role] = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.id, roleId)).limit(1);
      if (!role) throw refuse(FIELD_AUTH_MESSAGES.unknownRole(roleId));
      const fields = new Map((await tx.select().from(onlCgformField).where(eq(onlCgformField.cgformHeadId, code))).map((f) => [f.dbFieldName, f]));
      const seen = new Set<string>();
      for (const rule of rules) {
        const field = fields.get(rule.fieldName);
        if (!field) throw refuse(FIELD_AUTH_MESSAGES.unknownField(rule.fieldName));
        if (!(ONLINE_FIELD_AUTH_MODES as readonly string[]).includes(rule.mode)) throw refuse(FIELD_AUTH_MESSAGES.mode(rule.mode));
        if (unrestricted(rule.fieldName) || field.mainTable) throw refuse(FIELD_AUTH_MESSAGES.system(rule.fieldName));
        if (rule.mode === "hidden" && field.dbIsNull === 0 && !field.fieldDefaultValue) throw refuse(FIELD_AUTH_MESSAGES.required(rule.fieldName));
        if (seen.has(rule.fieldName)) throw refuse(FIELD_AUTH_MESSAGES.twice(rule.fieldName));
        seen.add(rule.fieldName);
      }
      await tx.delete(onlCgformFieldAuth).where(and(eq(onlCgformFieldAuth.cgformHeadId, code), eq(onlCgformFieldAuth.roleId, roleId)));
      const now = ctx.clock.now();
      if (rules.length) {
        await tx.insert(onlCgformFieldAuth).values(
          rules.map((r) => ({ id: newId(), cgformHeadId: code, roleId, fieldName: r.fieldName, mode: r.mode, createBy: req.user?.username ?? null, createTime: now })),
        );
      }
    });
    return ok(null, FIELD_AUTH_MESSAGES.saved);
  });
}
