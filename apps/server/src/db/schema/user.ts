/** sys_user: JeecgBoot's user columns; the password is an argon2id hash (never answered). */
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

export const sysUser = pgTable(
  "sys_user",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    username: varchar("username", { length: 100 }).notNull(),
    realname: varchar("realname", { length: 100 }).notNull().default(""),
    /** argon2id, encoded form (`$argon2id$v=19$m=…`). Never put in an answer. */
    passwordHash: varchar("password_hash", { length: 255 }).notNull(),
    avatar: varchar("avatar", { length: 255 }),
    birthday: date("birthday", { mode: "string" }),
    /** 1 男 2 女 */
    sex: smallint("sex"),
    email: varchar("email", { length: 45 }),
    phone: varchar("phone", { length: 45 }),
    /** The current department's code (登录会话的部门). */
    orgCode: varchar("org_code", { length: 64 }),
    /** 1 正常 2 冻结 */
    status: smallint("status").notNull().default(1),
    /** 0 正常 1 已删除 */
    delFlag: smallint("del_flag").notNull().default(0),
    thirdId: varchar("third_id", { length: 100 }),
    thirdType: varchar("third_type", { length: 100 }),
    workNo: varchar("work_no", { length: 100 }),
    /** Position codes, comma-separated. */
    post: varchar("post", { length: 100 }),
    telephone: varchar("telephone", { length: 45 }),
    /** Tenant ids, comma-separated. */
    relTenantIds: varchar("rel_tenant_ids", { length: 100 }),
    /** 1 普通成员 2 上级 */
    userIdentity: smallint("user_identity"),
    /** Departments this user heads, comma-separated ids. */
    departIds: varchar("depart_ids", { length: 1000 }),
    clientId: varchar("client_id", { length: 64 }),
    loginTenantId: integer("login_tenant_id"),
    /** Set for generated initial passwords: the first login is asked to change it. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true, mode: "date" }),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("uniq_sys_user_username").on(t.username),
    // `Admin` is the account `admin`: one name whatever its case, deleted users' names included (a
    // restore from the recycle bin never meets a clash). The exact index above serves exact lookups.
    uniqueIndex("uniq_sys_user_username_ci").on(sql`lower(${t.username})`),
    uniqueIndex("uniq_sys_user_work_no").on(t.workNo),
    uniqueIndex("uniq_sys_user_phone").on(t.phone),
    uniqueIndex("uniq_sys_user_email").on(t.email),
    index("idx_sys_user_status_del_flag").on(t.status, t.delFlag),
  ],
);

export type SysUser = typeof sysUser.$inferSelect;
export type NewSysUser = typeof sysUser.$inferInsert;
