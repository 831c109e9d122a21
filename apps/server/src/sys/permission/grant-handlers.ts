/**
 * Role and department authorisation (/sys/permission/queryRolePermission … saveDepartPermission)
 * and the data rules given with a grant (role, department). Saving replaces the grant with the
 * posted ids in one transaction; `lastpermissionIds` from the client is not trusted.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { transaction, type Db } from "../../db/database.js";
import { sysDepartRole, sysDepartRolePermission, sysPermissionDataRule, sysRole } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { fail, ok } from "../../http/envelope.js";
import { refuse } from "../../resource/context.js";
import { dataRuleAnswer } from "./answers.js";
import { splitIds } from "./data-rules.js";
import { DEPART_GRANTS, DEPART_ROLE_GRANTS, grantedIds, grantRuleIdsOf, menuRules, replaceGrants, ROLE_GRANTS, setGrantRules, unknownPermissionIds, type GrantTable } from "./grant-store.js";

export async function roleExists(db: Db, roleId: string): Promise<boolean> {
  return (await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.id, roleId)).limit(1)).length > 0;
}

/** Refuses unknown menu ids (nothing is saved). */
export async function checkPermissionIds(db: Db, ids: readonly string[]): Promise<void> {
  const unknown = await unknownPermissionIds(db, ids);
  if (unknown.length) throw refuse(`菜单不存在：${unknown.slice(0, 5).join(", ")}`);
}

/** `{datarule, drChecked}` for a grant of a menu, the rules offered being `offered` (default: all the menu's active rules). */
export async function loadDatarule(db: Db, g: GrantTable, ownerId: string, permissionId: string, offered?: readonly string[]) {
  let rules = (await menuRules(db, permissionId)).filter((r) => (r.status ?? "1") === "1");
  if (offered) rules = rules.filter((r) => offered.includes(r.id));
  if (!rules.length) return fail(500, "未找到权限配置信息");
  const checked = (await grantRuleIdsOf(db, g, ownerId, permissionId)) ?? [];
  const valid = checked.filter((id) => rules.some((r) => r.id === id));
  return ok({ datarule: rules.map(dataRuleAnswer), ...(valid.length ? { drChecked: valid.join(",") } : {}) });
}

/** Sets the rules of a grant; the ids must be rules of that menu. */
export async function saveDatarule(db: Db, g: GrantTable, ownerId: string, permissionId: string, dataRuleIds: string | undefined, notHeld: string) {
  const ids = splitIds(dataRuleIds);
  if (ids.length) {
    const rules = await db
      .select({ id: sysPermissionDataRule.id })
      .from(sysPermissionDataRule)
      .where(and(inArray(sysPermissionDataRule.id, ids), eq(sysPermissionDataRule.permissionId, permissionId)));
    if (rules.length !== ids.length) return fail(500, "数据规则不属于该菜单");
  }
  if (!(await setGrantRules(db, g, ownerId, permissionId, ids))) return fail(500, notHeld);
  return ok("保存成功!", "保存成功!");
}

/** The department's rules of a menu are the ceiling of its roles' (as its menus are): rules taken from it go from them too. */
async function capDepartRoleRules(db: Db, departId: string, permissionId: string, allowed: readonly string[]): Promise<void> {
  const roles = db.select({ id: sysDepartRole.id }).from(sysDepartRole).where(eq(sysDepartRole.departId, departId));
  const grants = await db
    .select({ roleId: sysDepartRolePermission.roleId, ids: sysDepartRolePermission.dataRuleIds })
    .from(sysDepartRolePermission)
    .where(and(inArray(sysDepartRolePermission.roleId, roles), eq(sysDepartRolePermission.permissionId, permissionId)));
  for (const grant of grants) {
    const ids = splitIds(grant.ids);
    const kept = ids.filter((id) => allowed.includes(id));
    if (kept.length < ids.length) await setGrantRules(db, DEPART_ROLE_GRANTS, grant.roleId, permissionId, kept);
  }
}

export function registerGrantHandlers(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;

  handlers.define("sysPermissionQueryRolePermission", async (req) => ok(await grantedIds(db, ROLE_GRANTS, req.query.roleId)));

  handlers.define("sysPermissionSaveRolePermission", async (req) => {
    const { roleId } = req.body;
    const ids = splitIds(req.body.permissionIds);
    await transaction(db, async (t) => {
      if (!(await roleExists(t, roleId))) throw refuse("角色不存在");
      await checkPermissionIds(t, ids);
      await replaceGrants(t, ROLE_GRANTS, roleId, ids, ctx.clock.now());
    });
    return ok("保存成功！", "保存成功！");
  });

  handlers.define("sysPermissionQueryDepartPermission", async (req) => ok(await grantedIds(db, DEPART_GRANTS, req.query.departId)));

  handlers.define("sysPermissionSaveDepartPermission", async (req) => {
    const departId = req.body.departId.trim();
    if (!departId) return fail(500, "部门ID不能为空");
    const ids = splitIds(req.body.permissionIds);
    await transaction(db, async (t) => {
      await checkPermissionIds(t, ids);
      const removed = await replaceGrants(t, DEPART_GRANTS, departId, ids, ctx.clock.now());
      // The department's grant is the ceiling of its roles: menus taken from it go from them too.
      if (removed.length) {
        const roles = t.select({ id: sysDepartRole.id }).from(sysDepartRole).where(eq(sysDepartRole.departId, departId));
        await t.delete(sysDepartRolePermission).where(and(inArray(sysDepartRolePermission.roleId, roles), inArray(sysDepartRolePermission.permissionId, removed)));
      }
    });
    return ok("保存成功！", "保存成功！");
  });

  handlers.define("sysSysDepartPermissionLoadDatarule", async (req) => loadDatarule(db, DEPART_GRANTS, req.params.departId, req.params.permissionId));

  handlers.define("sysSysDepartPermissionSaveDatarule", async (req) =>
    transaction(db, async (t) => {
      const { departId, permissionId, dataRuleIds } = req.body;
      const answer = await saveDatarule(t, DEPART_GRANTS, departId, permissionId, dataRuleIds, "请先保存部门菜单权限!");
      if (answer.success) await capDepartRoleRules(t, departId, permissionId, splitIds(dataRuleIds));
      return answer;
    }),
  );
}
