/**
 * The users' CRUD family through the resource engine, with what users need beyond it: the password
 * (hashed, never answered), roles and departments from `selectedroles` / `selecteddeparts`, the
 * admin account protected, and sessions revoked when a user is frozen or deleted.
 */
import { eq, inArray } from "drizzle-orm";
import { ADMIN_USERNAME } from "../../auth/admin-seed.js";
import { hashPassword } from "../../auth/password.js";
import { TokenStore } from "../../auth/token-store.js";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { sysDepart, sysRole, sysUser as userTable, sysUserDepart, sysUserRole } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { newId } from "../../ids.js";
import { refuse, serveResource, sysUser, type Row, type ServeResourceOptions, type WriteContext } from "../../resource/index.js";
import { splitIds } from "../depart/like-pattern.js";
import { departNamesByUser } from "../depart/user-departs.js";
import { USERNAME, usedByOther } from "../session/account-rules.js";
import { checkPassword } from "./user-passwords.js";

/** Not an argon2 hash: verifyPassword always fails, so the account has no usable password. */
const NO_PASSWORD = "!";

/** Replaces the user's roles / departments with the listed ones (when the field was sent). */
async function writeRelations(db: Db, userId: string, input: Row): Promise<void> {
  if (typeof input.selectedroles === "string" || input.selectedroles === null) {
    const roleIds = splitIds(input.selectedroles as string | null);
    const known = roleIds.length ? await db.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, roleIds)) : [];
    if (known.length !== roleIds.length) throw refuse("所选角色不存在");
    await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
    if (roleIds.length) await db.insert(sysUserRole).values(roleIds.map((roleId) => ({ id: newId(), userId, roleId })));
  }
  if (typeof input.selecteddeparts === "string" || input.selecteddeparts === null) {
    const departIds = splitIds(input.selecteddeparts as string | null);
    const known = departIds.length ? await db.select({ id: sysDepart.id, orgCode: sysDepart.orgCode }).from(sysDepart).where(inArray(sysDepart.id, departIds)) : [];
    if (known.length !== departIds.length) throw refuse("所选部门不存在");
    await db.delete(sysUserDepart).where(eq(sysUserDepart.userId, userId));
    if (departIds.length) await db.insert(sysUserDepart).values(departIds.map((depId) => ({ id: newId(), userId, depId })));
    // the current department must stay one of the user's
    const [user] = await db.select({ orgCode: userTable.orgCode }).from(userTable).where(eq(userTable.id, userId));
    if (!known.some((d) => d.orgCode === user?.orgCode)) await db.update(userTable).set({ orgCode: known[0]?.orgCode ?? null }).where(eq(userTable.id, userId));
  }
}

const revoke = (w: WriteContext, userId: string, reason: "freeze" | "delete") => new TokenStore(w.tx, w.app.clock, w.app.tokens.idleMs).revokeAllForUser(userId, reason);

/** How users are served (the CRUD family here, /sys/user/addBatch in user-batch.ts with the same checks). */
export function userResourceOptions(ctx: AppContext): ServeResourceOptions<typeof userTable> {
  return {
    def: sysUser,
    table: userTable,
    unique: ["username", "workNo", "phone", "email"],
    hooks: {
      async beforeAdd(values, w) {
        const username = String(values.username ?? "");
        if (!USERNAME.test(username)) throw refuse("登录账号须为 4–18 位字母、数字或下划线");
        // an account is one whatever the case of its name: refused here with its name, before the
        // case-blind unique index would (a concurrent add that loses the race gets the same message)
        if (await usedByOther(w.tx, "username", username)) throw refuse(`登录账号「${username}」已存在`);
        const password = w.input.password;
        if (typeof password === "string" && password !== "") {
          checkPassword(password, username);
          values.passwordHash = await hashPassword(password);
        } else if (w.req.routeOptions.config.operationId === "sysUserImportExcel") {
          values.passwordHash = NO_PASSWORD; // set later by an administrator (changePassword)
        } else throw refuse("密码不能为空");
        // a password someone else chose is changed by its owner at the first login
        values.mustChangePassword = true;
        values.status ??= 1;
      },
      async beforeEdit(values, existing) {
        if (values.username !== undefined && values.username !== existing.username) throw refuse("登录账号不能修改");
        if (existing.username === ADMIN_USERNAME && values.status === 2) throw refuse("不能冻结管理员账号");
      },
      async beforeDelete(rows) {
        if (rows.some((r) => r.username === ADMIN_USERNAME)) throw refuse("不能删除管理员账号");
      },
      async afterWrite(op, rows, w) {
        for (const row of rows) {
          if (op === "delete") await revoke(w, row.id, "delete");
          else {
            await writeRelations(w.tx, row.id, w.input);
            if (row.status === 2) await revoke(w, row.id, "freeze");
          }
        }
      },
      async toAnswer(rows) {
        const names = await departNamesByUser(ctx.db, rows.map((r) => String(r.id)));
        return rows.map(({ passwordHash: _never, ...r }) => ({ ...r, orgCodeTxt: names.get(String(r.id)) ?? null }));
      },
    },
  };
}

export function registerUserResource(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, userResourceOptions(ctx));
}

