/** The caller's departments and the current one (getCurrentUserDeparts, selectDepart PUT/POST). */
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { sysUser } from "../../db/schema/index.js";
import { ok, unauthorized } from "../../http/envelope.js";
import type { HandlerRegistry, OperationRequest } from "../../http/handlers.js";
import { departsOfUser, orgCodeTxtOf } from "../depart/user-departs.js";
import { refuse } from "../../resource/context.js";
import { toLoginUserInfo } from "../session/login-user-info.js";

export function registerCurrentDepart(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("sysUserGetCurrentUserDeparts", async (req) => {
    if (!req.user) throw unauthorized();
    return ok({ list: await departsOfUser(ctx.db, req.user.id), orgCode: req.user.orgCode });
  });

  const select = async (req: OperationRequest<"selectDepart"> | OperationRequest<"selectDepartPost">) => {
    const me = req.user;
    if (!me) throw unauthorized();
    if (req.body.username && req.body.username !== me.username) throw refuse("只能切换自己的部门");
    const depart = (await departsOfUser(ctx.db, me.id)).find((d) => d.orgCode === req.body.orgCode);
    if (!depart) throw refuse("您不属于该部门");
    await ctx.db.update(sysUser).set({ orgCode: depart.orgCode }).where(eq(sysUser.id, me.id));
    return ok({ userInfo: toLoginUserInfo({ ...me, orgCode: depart.orgCode }, await orgCodeTxtOf(ctx.db, depart.orgCode)) });
  };
  handlers.define<"selectDepart">("selectDepart", select);
  handlers.define<"selectDepartPost">("selectDepartPost", select);
}
