/**
 * Online forms for tests of the data calls: a form's head and field rows written directly, its
 * table created in the online schema as the sync creates it, marked synced, and the codes of its
 * menu entry (`online:<table>:list|add|edit|delete|import|export`) seeded and optionally granted.
 */
import { ONLINE_DEFAULT_FIELDS } from "@qt/openapi/rules";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../src/db/database.js";
import { onlCgformField, onlCgformHead, sysPermission, sysRole, sysRolePermission, type SyncedField } from "../../src/db/schema/index.js";
import { newId } from "../../src/ids.js";
import { onlineSchema } from "../../src/online/forms/physical.js";

type FieldRow = typeof onlCgformField.$inferInsert;
/** name, label, db type, length, other field settings */
export type TestField = [name: string, label: string, type: string, length: number, extra?: Partial<FieldRow>];

/** The designer's default fields of a new form. */
export const DEFAULT_FIELDS: readonly TestField[] = ONLINE_DEFAULT_FIELDS.map(({ dbFieldName, dbFieldTxt, dbType, dbLength, ...extra }) => [dbFieldName, dbFieldTxt, dbType, dbLength, extra as Partial<FieldRow>]);

const COLUMN_SQL: Record<string, (length: number) => string> = {
  string: (n) => `varchar(${n})`,
  int: () => "integer",
  Datetime: () => "timestamp with time zone",
  Text: () => "text",
};

export const FORM_ACTIONS = ["list", "add", "edit", "delete", "import", "export"] as const;

/** Creates a synced form (single unless `head` says otherwise); answers its code (head id). */
export async function createSyncedForm(
  database: Database,
  options: { table: string; title: string; fields: readonly TestField[]; grantToRole?: string; head?: Partial<typeof onlCgformHead.$inferInsert> },
): Promise<string> {
  const { db } = database;
  const code = newId();
  const synced: SyncedField[] = options.fields.map(([name, , type, length, extra = {}]) => ({
    id: newId(), name, type, length, pointLength: 0, nullable: extra.dbIsNull !== 0, isKey: extra.dbIsKey === 1, defaultValue: null,
  }));
  await db.insert(onlCgformHead).values({ id: code, tableName: options.table, tableTxt: options.title, isDbSynch: "Y", syncedJson: { table: options.table, fields: synced, indexes: [] }, ...options.head });
  await db.insert(onlCgformField).values(
    options.fields.map(([name, label, type, length, extra = {}], i) => ({ id: synced[i]!.id, cgformHeadId: code, dbFieldName: name, dbFieldTxt: label, dbType: type, dbLength: length, orderNum: i, ...extra })),
  );
  const schema = onlineSchema(database);
  await db.execute(sql.raw(`create schema if not exists "${schema}"`));
  const cols = synced.map((f) => `"${f.name}" ${COLUMN_SQL[f.type]!(f.length)}${f.isKey ? " primary key" : ""}`);
  await db.execute(sql.raw(`create table "${schema}"."${options.table}" (${cols.join(", ")})`));
  // a sub table has no codes of its own: its master's apply
  if (options.head?.tableType === 3) return code;
  const permissions = FORM_ACTIONS.map((a) => ({ id: newId(), name: a, perms: `online:${options.table}:${a}`, menuType: 2 }));
  await db.insert(sysPermission).values(permissions);
  if (options.grantToRole) {
    const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, options.grantToRole));
    if (!role) throw new Error(`no role ${options.grantToRole}`);
    await db.insert(sysRolePermission).values(permissions.map((p) => ({ id: newId(), roleId: role.id, permissionId: p.id })));
  }
  return code;
}
