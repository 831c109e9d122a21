/**
 * 用户回收站 (/sys/user/recycleBin, putRecycleBin, deleteRecycleBin): users deleted from the list
 * are kept with del_flag 1 (no login, in no list or picker) and can be restored with the roles
 * and departments they had, or removed for good with every link that names them.
 */
import { inArray } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { sysAnnouncementSend, sysDepartRoleUser, sysToken, sysUserDepart, sysUserRole } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import type { ServeResourceOptions } from "../../resource/index.js";
import { recycleBin } from "../../resource/recycle-bin.js";
import { splitIds } from "../../resource/write.js";

export const USER_BIN_TEXT = { restored: "还原成功", purged: "删除成功" } as const;

/** Everything that names a user and would outlive it (role links cascade; the rest do not). */
async function deleteUserLinks(tx: Db, ids: string[]): Promise<void> {
  await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, ids));
  await tx.delete(sysUserDepart).where(inArray(sysUserDepart.userId, ids));
  await tx.delete(sysDepartRoleUser).where(inArray(sysDepartRoleUser.userId, ids));
  await tx.delete(sysAnnouncementSend).where(inArray(sysAnnouncementSend.userId, ids));
  await tx.delete(sysToken).where(inArray(sysToken.userId, ids));
}

export function registerUserRecycleBin(handlers: HandlerRegistry, ctx: AppContext, options: ServeResourceOptions): void {
  const bin = recycleBin(ctx, options, { beforePurge: deleteUserLinks });

  handlers.define("sysUserRecycleBin", async (req) => {
    const users = await bin.list(req);
    // as JeecgBoot: the bin shows the departments' names in orgCode (the stock console's 部门 column)
    return ok(users.map((u) => ({ ...u, orgCode: u.orgCodeTxt ?? null })) as never);
  });

  handlers.define("sysUserPutRecycleBin", async (req) => {
    await bin.restore(req, splitIds(req.body.userIds));
    return ok(USER_BIN_TEXT.restored, USER_BIN_TEXT.restored);
  });

  handlers.define("sysUserDeleteRecycleBin", async (req) => {
    await bin.purge(req, splitIds(req.query.userIds));
    return ok(USER_BIN_TEXT.purged, USER_BIN_TEXT.purged);
  });
}
