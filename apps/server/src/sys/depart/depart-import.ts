/**
 * importExcel of departments (/sys/sysDepart/importExcel), through the engine's import. Each row
 * is checked like an add and gets a new org code from its parent (org-code.ts: A01, A01A01 …),
 * within the caller's tenant. The parent is named, in this order of preference, by
 * - 上级部门ID (parentId): an existing department;
 * - 上级部门 (parentName): the one department of that name (rows of the same file included);
 * - 机构编码 (orgCode, JeecgBoot's way): the file's code minus its last level (A01A02 → A01), i.e.
 *   the row of the file that carried that code, else an existing department coded so.
 * Without any, the row is a root department. The file's codes are not kept: they only link rows,
 * which go in by code length so that parents come first. An unknown parent makes a bad row.
 */
import { and, eq } from "drizzle-orm";
import type { Schemas } from "@qt/openapi";
import { currentTenant, tenantCondition } from "../../auth/tenant.js";
import { DEPART_ROOT_ID, sysDepart } from "../../db/schema/index.js";
import { refuse, type ResourceImporter, type Row } from "../../resource/index.js";
import type { Served } from "../../resource/scope.js";
import { valuesFromInput } from "../../resource/write.js";
import { insertDepart } from "./depart-write.js";

const SEGMENT = 3;
const text = (v: unknown): string => (v === null || v === undefined ? "" : String(v).trim());
/** Rows with a code by its length (parents first), then the rows without one. */
const codeRank = (row: Row): number => text(row.orgCode).length || Number.MAX_SAFE_INTEGER;

export const departImporter: ResourceImporter = {
  columns: { parentName: ["上级部门", "上级部门名称", "parentName"], orgCode: ["机构编码", "orgCode"] },
  begin: () => {
    /** The file's org code → the id of the department made from that row. */
    const fromFile = new Map<string, string>();
    return {
      order: (a, b) => codeRank(a) - codeRank(b),
      async row(w) {
        const input = valuesFromInput(w.scope as Served, w.input, "add") as Schemas["SysDepartInput"];
        const scope = tenantCondition(sysDepart.tenantId, w.req);
        const byName = async (name: string): Promise<string> => {
          const found = await w.tx.select({ id: sysDepart.id }).from(sysDepart).where(and(eq(sysDepart.departName, name), eq(sysDepart.delFlag, "0"), scope)).limit(2);
          if (!found.length) throw refuse(`上级部门「${name}」不存在`);
          if (found.length > 1) throw refuse(`上级部门「${name}」不唯一，请填写上级部门ID`);
          return found[0]!.id;
        };
        const byCode = async (code: string): Promise<string> => {
          const made = fromFile.get(code);
          if (made) return made;
          const [found] = await w.tx.select({ id: sysDepart.id }).from(sysDepart).where(and(eq(sysDepart.orgCode, code), eq(sysDepart.delFlag, "0"), scope)).limit(1);
          if (!found) throw refuse(`上级部门（机构编码 ${code}）不存在`);
          return found.id;
        };

        const fileCode = text(w.input.orgCode);
        const parentName = text(w.input.parentName);
        let parentId = text(input.parentId) || DEPART_ROOT_ID;
        if (parentId === DEPART_ROOT_ID && parentName) parentId = await byName(parentName);
        else if (parentId === DEPART_ROOT_ID && fileCode.length > SEGMENT) parentId = await byCode(fileCode.slice(0, -SEGMENT));

        const { id } = await insertDepart(w.tx, input, parentId, { tenantId: currentTenant(w.req), scope, username: w.user.username, now: w.now });
        if (fileCode) fromFile.set(fileCode, id);
      },
    };
  },
};
