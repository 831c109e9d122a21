/**
 * Roles, menus/buttons and their grants (JeecgBoot's sys_role, sys_permission and relations):
 * users get permission codes through their roles (sys_user_role → sys_role_permission) and their
 * department roles (sys_depart_role_user → sys_depart_role_permission). A department's grant
 * (sys_depart_permission) is the ceiling of its department roles. Data rules hang on a menu.
 * Department ids are not foreign keys here: sys_depart belongs to another area.
 */
import { boolean, doublePrecision, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { sysUser } from "./user.js";

const audit = {
  createBy: varchar("create_by", { length: 32 }),
  createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updateBy: varchar("update_by", { length: 32 }),
  updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
};

export const sysRole = pgTable(
  "sys_role",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    roleName: varchar("role_name", { length: 200 }).notNull(),
    roleCode: varchar("role_code", { length: 100 }).notNull(),
    description: varchar("description", { length: 255 }),
    tenantId: integer("tenant_id"),
    ...audit,
  },
  (t) => [uniqueIndex("uniq_sys_role_role_code").on(t.roleCode)],
);

export const sysPermission = pgTable(
  "sys_permission",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    parentId: varchar("parent_id", { length: 32 }),
    name: varchar("name", { length: 100 }).notNull(),
    /** English title (en-US callers; null: the Chinese name is shown). */
    nameEn: varchar("name_en", { length: 100 }),
    url: varchar("url", { length: 255 }),
    component: varchar("component", { length: 255 }),
    componentName: varchar("component_name", { length: 100 }),
    redirect: varchar("redirect", { length: 255 }),
    /** 0 一级菜单 1 子菜单 2 按钮/权限 */
    menuType: smallint("menu_type").notNull(),
    perms: varchar("perms", { length: 1000 }),
    /** 1 显示/隐藏 2 禁用 */
    permsType: varchar("perms_type", { length: 10 }),
    sortNo: doublePrecision("sort_no"),
    alwaysShow: boolean("always_show").notNull().default(false),
    icon: varchar("icon", { length: 100 }),
    route: boolean("is_route").notNull().default(true),
    leaf: boolean("is_leaf").notNull().default(true),
    keepAlive: boolean("keep_alive").notNull().default(false),
    hidden: boolean("hidden").notNull().default(false),
    hideTab: boolean("hide_tab").notNull().default(false),
    description: varchar("description", { length: 255 }),
    delFlag: smallint("del_flag").notNull().default(0),
    ruleFlag: smallint("rule_flag").notNull().default(0),
    /** Button entries: 1 有效 0 无效. */
    status: varchar("status", { length: 2 }),
    internalOrExternal: boolean("internal_or_external").notNull().default(false),
    ...audit,
  },
  (t) => [index("idx_sys_permission_parent_id").on(t.parentId), index("idx_sys_permission_menu_type").on(t.menuType)],
);

export const sysPermissionDataRule = pgTable(
  "sys_permission_data_rule",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    permissionId: varchar("permission_id", { length: 32 })
      .notNull()
      .references(() => sysPermission.id, { onDelete: "cascade" }),
    ruleName: varchar("rule_name", { length: 50 }).notNull(),
    ruleColumn: varchar("rule_column", { length: 50 }),
    ruleConditions: varchar("rule_conditions", { length: 50 }).notNull(),
    ruleValue: varchar("rule_value", { length: 300 }).notNull(),
    status: varchar("status", { length: 2 }),
    ...audit,
  },
  (t) => [index("idx_sys_permission_data_rule_permission_id").on(t.permissionId)],
);

export const sysRolePermission = pgTable(
  "sys_role_permission",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    roleId: varchar("role_id", { length: 32 })
      .notNull()
      .references(() => sysRole.id, { onDelete: "cascade" }),
    permissionId: varchar("permission_id", { length: 32 })
      .notNull()
      .references(() => sysPermission.id, { onDelete: "cascade" }),
    /** Data rule ids given with the menu, comma-separated (empty: no row limit). */
    dataRuleIds: varchar("data_rule_ids", { length: 1000 }),
    operateDate: timestamp("operate_date", { withTimezone: true, mode: "date" }),
    operateIp: varchar("operate_ip", { length: 100 }),
  },
  (t) => [uniqueIndex("uniq_sys_role_permission").on(t.roleId, t.permissionId), index("idx_sys_role_permission_permission_id").on(t.permissionId)],
);

export const sysUserRole = pgTable(
  "sys_user_role",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    userId: varchar("user_id", { length: 32 })
      .notNull()
      .references(() => sysUser.id, { onDelete: "cascade" }),
    roleId: varchar("role_id", { length: 32 })
      .notNull()
      .references(() => sysRole.id, { onDelete: "cascade" }),
    tenantId: integer("tenant_id"),
  },
  (t) => [uniqueIndex("uniq_sys_user_role").on(t.userId, t.roleId), index("idx_sys_user_role_role_id").on(t.roleId)],
);

export const sysDepartPermission = pgTable(
  "sys_depart_permission",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    departId: varchar("depart_id", { length: 32 }).notNull(),
    permissionId: varchar("permission_id", { length: 32 })
      .notNull()
      .references(() => sysPermission.id, { onDelete: "cascade" }),
    dataRuleIds: varchar("data_rule_ids", { length: 1000 }),
  },
  (t) => [uniqueIndex("uniq_sys_depart_permission").on(t.departId, t.permissionId)],
);

export const sysDepartRole = pgTable(
  "sys_depart_role",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    departId: varchar("depart_id", { length: 32 }).notNull(),
    roleName: varchar("role_name", { length: 200 }).notNull(),
    roleCode: varchar("role_code", { length: 100 }).notNull(),
    description: varchar("description", { length: 255 }),
    ...audit,
  },
  (t) => [index("idx_sys_depart_role_depart_id").on(t.departId)],
);

export const sysDepartRolePermission = pgTable(
  "sys_depart_role_permission",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    departId: varchar("depart_id", { length: 32 }),
    roleId: varchar("role_id", { length: 32 })
      .notNull()
      .references(() => sysDepartRole.id, { onDelete: "cascade" }),
    permissionId: varchar("permission_id", { length: 32 })
      .notNull()
      .references(() => sysPermission.id, { onDelete: "cascade" }),
    dataRuleIds: varchar("data_rule_ids", { length: 1000 }),
    operateDate: timestamp("operate_date", { withTimezone: true, mode: "date" }),
    operateIp: varchar("operate_ip", { length: 100 }),
  },
  (t) => [uniqueIndex("uniq_sys_depart_role_permission").on(t.roleId, t.permissionId)],
);

export const sysDepartRoleUser = pgTable(
  "sys_depart_role_user",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    userId: varchar("user_id", { length: 32 })
      .notNull()
      .references(() => sysUser.id, { onDelete: "cascade" }),
    droleId: varchar("drole_id", { length: 32 })
      .notNull()
      .references(() => sysDepartRole.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("uniq_sys_depart_role_user").on(t.userId, t.droleId)],
);

export type SysRole = typeof sysRole.$inferSelect;
export type SysPermission = typeof sysPermission.$inferSelect;
export type NewSysPermission = typeof sysPermission.$inferInsert;
export type SysPermissionDataRule = typeof sysPermissionDataRule.$inferSelect;
export type SysDepartRole = typeof sysDepartRole.$inferSelect;

/**
 * Which rows of the seeded menu definition this database has been given (by seed id). The menu
 * sync adds a definition row only once: a row an administrator deleted later is not brought back.
 */
export const sysPermissionSeed = pgTable("sys_permission_seed", {
  permissionId: varchar("permission_id", { length: 32 }).primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
