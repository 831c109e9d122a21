/**
 * `serveGrantFamilies`: serves the calls of each grant family exactly as the contract declares them
 * (packages/openapi/src/build/sys/grants.ts): the tree of what can be granted, the menus held,
 * saving them, and the data rules given with a menu. Saving replaces the grant with the posted ids
 * in one transaction (`lastpermissionIds` from the client is not trusted).
 *
 * A family with a ceiling (department roles) never holds more than its ceiling owner (their
 * department): its tree is the ceiling owner's menus, it is refused menus and rules outside the
 * ceiling's, and what the ceiling owner loses its members lose too.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { grantOperationIds, type GrantFamilyDef } from "@qt/openapi/build";
import type { AppContext } from "../../context.js";
import { transaction, type Db } from "../../db/database.js";
import { sysPermission, sysPermissionDataRule } from "../../db/schema/index.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry, OperationId } from "../../http/handlers.js";
import { requestLocale } from "../../http/locale.js";
import { refuse } from "../../resource/context.js";
import { authTree, dataRuleAnswer } from "./answers.js";
import { splitIds } from "./data-rules.js";
import { grantedIds, grantRuleIdsOf, menuRules, replaceGrants, setGrantRules, unknownPermissionIds, type GrantOwner, type GrantTable } from "./grant-store.js";
import { liveRows } from "./menu-handlers.js";

/**
 * Finds the owner a call names, as far as the caller may reach it; throws a refusal otherwise.
 * `ceilingId`: the ceiling owner the call names too (loadRules' path); an owner under another one
 * is refused as missing.
 */
export type FindOwner = (db: Db, req: FastifyRequest, id: string, ceilingId?: string) => Promise<GrantOwner>;

export interface GrantFamily {
  /** The contract's declaration: paths, operationIds, key, permission codes, texts. */
  def: GrantFamilyDef;
  /** The grant table and its key columns. */
  grants: GrantTable;
  /** The owner every call names, as far as the caller's tenant reaches. */
  owner: FindOwner;
  /** With `def.ceiling`: how this family's owners hang under the ceiling's. */
  ceiling?: {
    /** This family's owner table, and its column naming the ceiling owner (sys_depart_role.depart_id). */
    owners: { table: PgTable; id: PgColumn; ceilingId: PgColumn };
    /** The ceiling owner the tree names, as far as the caller may reach it; throws a refusal otherwise. */
    reach(db: Db, req: FastifyRequest, id: string): Promise<string>;
  };
}

const NO_RULES = "未找到权限配置信息";

/** Refuses unknown menu ids (nothing is saved). */
async function checkPermissionIds(db: Db, ids: readonly string[]): Promise<void> {
  const unknown = await unknownPermissionIds(db, ids);
  if (unknown.length) throw refuse(`菜单不存在：${unknown.slice(0, 5).join(", ")}`);
}

/** `{datarule, drChecked}` for a grant of a menu, the rules offered being `offered` (default: all the menu's active rules). */
async function loadDatarule(db: Db, g: GrantTable, ownerId: string, permissionId: string, offered?: readonly string[]) {
  let rules = (await menuRules(db, permissionId)).filter((r) => (r.status ?? "1") === "1");
  if (offered) rules = rules.filter((r) => offered.includes(r.id));
  if (!rules.length) return fail(500, NO_RULES);
  const checked = (await grantRuleIdsOf(db, g, ownerId, permissionId)) ?? [];
  const valid = checked.filter((id) => rules.some((r) => r.id === id));
  return ok({ datarule: rules.map(dataRuleAnswer), ...(valid.length ? { drChecked: valid.join(",") } : {}) });
}

/** Sets the rules of a grant; the ids must be rules of that menu. */
async function saveDatarule(db: Db, g: GrantTable, ownerId: string, permissionId: string, ids: readonly string[], notHeld: string) {
  if (ids.length) {
    const rules = await db
      .select({ id: sysPermissionDataRule.id })
      .from(sysPermissionDataRule)
      .where(and(inArray(sysPermissionDataRule.id, [...ids]), eq(sysPermissionDataRule.permissionId, permissionId)));
    if (rules.length !== ids.length) return fail(500, "数据规则不属于该菜单");
  }
  if (!(await setGrantRules(db, g, ownerId, permissionId, ids))) return fail(500, notHeld);
  return ok("保存成功!", "保存成功!");
}

export function serveGrantFamilies(handlers: HandlerRegistry, ctx: AppContext, families: readonly GrantFamily[]): void {
  for (const f of families) {
    if (!f.ceiling !== !f.def.ceiling) throw new Error(`grant family of ${f.def.owner}: the contract and the server must both declare its ceiling, or neither`);
  }
  for (const f of families) serveGrantFamily(handlers, ctx, f, families);
}

function serveGrantFamily(handlers: HandlerRegistry, ctx: AppContext, f: GrantFamily, families: readonly GrantFamily[]): void {
  const { db } = ctx;
  const { def } = f;
  const ids = grantOperationIds(def);
  const define = (id: string, handler: (req: FastifyRequest) => Promise<unknown>) => handlers.define(id as OperationId, handler as never);
  const field = (values: unknown, key: string) => (values as Record<string, string>)[key]!;
  const ownerOf = f.owner;

  const ceiling = def.ceiling && f.ceiling && { ...f.ceiling, def: def.ceiling, grants: familyOf(families, def.ceiling).grants };
  /** The families this one caps, each with the condition "owned by a member of this owner". */
  const capped = families
    .filter((g) => g.def.ceiling === def)
    .map(({ grants, ceiling: c }) => ({ grants, under: (tx: Db, id: string) => inArray(grants.owner, tx.select({ id: c!.owners.id }).from(c!.owners.table).where(eq(c!.owners.ceilingId, id))) }));

  define(ids.tree, async (req) => {
    const locale = requestLocale(req);
    if (!ceiling) return ok(authTree(await liveRows(db), locale));
    const ceilingId = await ceiling.reach(db, req, field(req.query, ceiling.def.key));
    const held = await grantedIds(db, ceiling.grants, ceilingId);
    return ok(authTree(held.length ? await liveRows(db, inArray(sysPermission.id, held)) : [], locale));
  });

  define(ids.held, async (req) => {
    const owner = await ownerOf(db, req, field(req.query, def.key));
    return ok(await grantedIds(db, f.grants, owner.id));
  });

  define(ids.save, async (req) => {
    const menuIds = splitIds(field(req.body, "permissionIds"));
    await transaction(db, async (tx) => {
      const owner = await ownerOf(tx, req, field(req.body, def.key));
      if (ceiling) {
        const allowed = new Set(await grantedIds(tx, ceiling.grants, owner.ceilingId!));
        if (menuIds.some((id) => !allowed.has(id))) throw refuse(`只能授予${ceiling.def.owner}已授权的菜单`);
      } else {
        await checkPermissionIds(tx, menuIds);
      }
      const removed = await replaceGrants(tx, f.grants, owner, menuIds, ctx.clock.now());
      // What an owner loses, the owners it caps lose too.
      if (removed.length) for (const c of capped) await tx.delete(c.grants.table).where(and(c.under(tx, owner.id), inArray(c.grants.permission, removed)));
    });
    return ok("保存成功！", "保存成功！");
  });

  define(ids.loadRules, async (req) => {
    const params = req.params as Record<string, string>;
    const { permissionId } = params;
    if (!ceiling) return loadDatarule(db, f.grants, (await ownerOf(db, req, params[def.key]!)).id, permissionId!);
    const owner = await ownerOf(db, req, params[def.key]!, params[ceiling.def.key]!);
    const offered = await grantRuleIdsOf(db, ceiling.grants, owner.ceilingId!, permissionId!);
    if (!offered?.length) return fail(500, NO_RULES);
    return loadDatarule(db, f.grants, owner.id, permissionId!, offered);
  });

  define(ids.saveRules, async (req) => {
    const permissionId = field(req.body, "permissionId");
    const ruleIds = splitIds((req.body as { dataRuleIds?: string }).dataRuleIds);
    return transaction(db, async (tx) => {
      const owner = await ownerOf(tx, req, field(req.body, def.key));
      if (ceiling) {
        const offered = (await grantRuleIdsOf(tx, ceiling.grants, owner.ceilingId!, permissionId)) ?? [];
        if (ruleIds.some((id) => !offered.includes(id))) return fail(500, `只能选择${ceiling.def.owner}已授予的数据规则`);
      }
      const answer = await saveDatarule(tx, f.grants, owner.id, permissionId, ruleIds, def.rules.notHeld);
      // The rules an owner keeps of a menu are the most its members may keep.
      if (answer.success) {
        for (const c of capped) {
          const grants = await tx
            .select({ owner: c.grants.owner, ids: c.grants.dataRuleIds })
            .from(c.grants.table)
            .where(and(c.under(tx, owner.id), eq(c.grants.permission, permissionId)));
          for (const grant of grants) {
            const held = splitIds(grant.ids as string | null);
            const kept = held.filter((id) => ruleIds.includes(id));
            if (kept.length < held.length) await setGrantRules(tx, c.grants, grant.owner as string, permissionId, kept);
          }
        }
      }
      return answer;
    });
  });
}

function familyOf(families: readonly GrantFamily[], def: GrantFamilyDef): GrantFamily {
  const found = families.find((f) => f.def === def);
  if (!found) throw new Error(`grant family of ${def.owner} not served`);
  return found;
}
