/**
 * The CRUD families of roles (/sys/role) and department roles (/sys/sysDepartRole), served by the
 * resource engine. Their user and permission relations go with them (foreign keys cascade).
 */
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { sysDepartRole as departRoleTable, sysRole as roleTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { refuse, serveResource, sysDepartRole, sysRole } from "../../resource/index.js";

/** The role the seed grants everything; it cannot be deleted or recoded. */
export const ADMIN_ROLE_CODE = "admin";

export function registerRoleResources(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: sysRole,
    table: roleTable,
    unique: ["roleCode"],
    hooks: {
      beforeEdit: (values, existing) => {
        if (existing.roleCode === ADMIN_ROLE_CODE && values.roleCode !== undefined && values.roleCode !== ADMIN_ROLE_CODE) throw refuse("管理员角色的编码不能修改");
      },
      beforeDelete: (rows) => {
        if (rows.some((r) => r.roleCode === ADMIN_ROLE_CODE)) throw refuse("管理员角色不能删除");
      },
    },
  });

  serveResource(handlers, ctx, {
    def: sysDepartRole,
    table: departRoleTable,
    // JeecgBoot's department-role list filters by `deptId`.
    listFilters: (req) => {
      const deptId = (req.query as { deptId?: string } | undefined)?.deptId;
      return deptId ? eq(departRoleTable.departId, deptId) : undefined;
    },
  });
}
