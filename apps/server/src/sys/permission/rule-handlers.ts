/** Data rules of a menu (/sys/permission/*PermissionRule): list, search, add, edit, delete. */
import { and, eq, ilike, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { transaction, type Db } from "../../db/database.js";
import { sysPermission, sysPermissionDataRule } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { fail, ok } from "../../http/envelope.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/context.js";
import { dataRuleAnswer } from "./answers.js";
import { ruleProblem } from "./data-rules.js";
import { GRANT_FAMILIES } from "./grant-families.js";
import { dropRuleFromGrants, menuRules } from "./grant-store.js";

type RuleInput = { id?: string; permissionId: string; ruleName: string; ruleColumn?: string | null; ruleConditions: string; ruleValue: string; status?: string | null };

async function setRuleFlag(db: Db, permissionId: string): Promise<void> {
  const has = (await db.select({ id: sysPermissionDataRule.id }).from(sysPermissionDataRule).where(eq(sysPermissionDataRule.permissionId, permissionId)).limit(1)).length > 0;
  await db.update(sysPermission).set({ ruleFlag: has ? 1 : 0 }).where(eq(sysPermission.id, permissionId));
}

/** Refuses a rule that could not be applied, or a menu that does not exist / is a button. */
async function checkRule(db: Db, input: RuleInput) {
  const problem = ruleProblem(input);
  if (problem) throw refuse(problem);
  if (!input.ruleName.trim()) throw refuse("规则名称不能为空");
  if (input.status && input.status !== "0" && input.status !== "1") throw refuse("状态只能是 1（有效）或 0（无效）");
  const [menu] = await db.select().from(sysPermission).where(and(eq(sysPermission.id, input.permissionId), eq(sysPermission.delFlag, 0))).limit(1);
  if (!menu) throw refuse("菜单不存在");
  if (menu.menuType === 2) throw refuse("数据规则只能配置在菜单上");
  return {
    permissionId: input.permissionId,
    ruleName: input.ruleName.trim(),
    ruleColumn: input.ruleColumn!.trim(),
    ruleConditions: input.ruleConditions,
    ruleValue: input.ruleValue,
    status: input.status ?? "1",
  };
}

export function registerRuleHandlers(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;

  handlers.define("sysPermissionGetPermRuleListByPermId", async (req) => ok((await menuRules(db, req.query.permissionId)).map(dataRuleAnswer)));

  handlers.define("sysPermissionQueryPermissionRule", async (req) => {
    const q = req.query;
    const conds: SQL[] = [eq(sysPermissionDataRule.permissionId, q.permissionId)];
    if (q.ruleName) conds.push(ilike(sysPermissionDataRule.ruleName, `%${q.ruleName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (q.ruleColumn) conds.push(eq(sysPermissionDataRule.ruleColumn, q.ruleColumn));
    if (q.ruleConditions) conds.push(eq(sysPermissionDataRule.ruleConditions, q.ruleConditions));
    if (q.ruleValue) conds.push(eq(sysPermissionDataRule.ruleValue, q.ruleValue));
    if (q.status) conds.push(eq(sysPermissionDataRule.status, q.status));
    const rows = await db.select().from(sysPermissionDataRule).where(and(...conds)).orderBy(sysPermissionDataRule.createTime, sysPermissionDataRule.id);
    return ok(rows.map(dataRuleAnswer));
  });

  handlers.define("sysPermissionAddPermissionRule", async (req) => {
    await transaction(db, async (t) => {
      const values = await checkRule(t, req.body as RuleInput);
      await t.insert(sysPermissionDataRule).values({ id: newId(), ...values, createBy: req.user!.username, createTime: ctx.clock.now() });
      await setRuleFlag(t, values.permissionId);
    });
    return ok("添加成功!", "添加成功!");
  });

  const edit = async (input: RuleInput, username: string) => {
    if (!input.id) return fail(500, "缺少规则ID");
    await transaction(db, async (t) => {
      const [existing] = await t.select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.id, input.id!)).limit(1);
      if (!existing) throw refuse("未找到对应数据");
      if (existing.permissionId !== input.permissionId) throw refuse("数据规则不能移到其他菜单");
      const values = await checkRule(t, input);
      await t.update(sysPermissionDataRule).set({ ...values, updateBy: username, updateTime: ctx.clock.now() }).where(eq(sysPermissionDataRule.id, existing.id));
    });
    return ok("编辑成功!", "编辑成功!");
  };
  handlers.define("sysPermissionEditPermissionRule", async (req) => edit(req.body as RuleInput, req.user!.username));
  handlers.define("sysPermissionEditPermissionRulePost", async (req) => edit(req.body as RuleInput, req.user!.username));

  handlers.define("sysPermissionDeletePermissionRule", async (req) => {
    const removed = await transaction(db, async (t) => {
      const [rule] = await t.delete(sysPermissionDataRule).where(eq(sysPermissionDataRule.id, req.query.id)).returning();
      if (!rule) return false;
      for (const f of GRANT_FAMILIES) await dropRuleFromGrants(t, f.grants, rule.permissionId, rule.id);
      await setRuleFlag(t, rule.permissionId);
      return true;
    });
    return removed ? ok("删除成功!", "删除成功!") : fail(500, "未找到对应数据");
  });
}
