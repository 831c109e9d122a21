/**
 * JeecgBoot's department codes: three characters per level, a letter and two digits
 * (A01 … A99, B01 … Z99); a child's code is its parent's code plus its own (A01 → A01A01).
 */
import { and, eq, like, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { DEPART_ROOT_ID, sysDepart } from "../../db/schema/index.js";
import { refuse } from "../../resource/context.js";

const SEGMENT = 3;

/** The segment after `last` (A01 → A02, A99 → B01); null after Z99. */
export function nextSegment(last: string | null): string | null {
  if (!last) return "A01";
  const letter = last.charCodeAt(0);
  const n = Number(last.slice(1));
  if (n < 99) return `${last[0]}${String(n + 1).padStart(2, "0")}`;
  if (letter >= "Z".charCodeAt(0)) return null;
  return `${String.fromCharCode(letter + 1)}01`;
}

/**
 * The code for a new child of `parentId` ('0': a root department), and its level. `parentScope`
 * limits where the parent may be (the caller's tenant). Codes are unique across tenants.
 */
export async function nextOrgCode(db: Db, parentId: string, parentScope?: SQL): Promise<{ orgCode: string; level: number }> {
  let prefix = "";
  if (parentId !== DEPART_ROOT_ID) {
    const [parent] = await db.select({ orgCode: sysDepart.orgCode }).from(sysDepart).where(and(eq(sysDepart.id, parentId), parentScope)).limit(1);
    if (!parent) throw refuse("上级部门不存在");
    prefix = parent.orgCode;
  }
  const [row] = await db
    .select({ max: sql<string | null>`max(${sysDepart.orgCode})` })
    .from(sysDepart)
    .where(and(like(sysDepart.orgCode, `${prefix}%`), sql`length(${sysDepart.orgCode}) = ${prefix.length + SEGMENT}`));
  const segment = nextSegment(row?.max ? row.max.slice(prefix.length) : null);
  if (!segment) throw refuse("该层级的部门数量已达上限");
  return { orgCode: prefix + segment, level: prefix.length / SEGMENT + 1 };
}
