/**
 * The sync planner (src/online/forms/ddl-plan.ts), without a database: fields matched by id
 * (renames are renames, swaps included), the order of changes, what is flagged for measuring,
 * default literals, and refusals of hostile or inconsistent definitions before any SQL.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SyncedDefinition, SyncedField } from "../src/db/schema/online-form.js";
import { defaultLiteral, hasControl, definitionFromRows, fkIndexName, PlanError, planSync, type PlannedChange } from "../src/online/forms/ddl-plan.js";

const S = "online";
const key: SyncedField = { id: "k", name: "id", type: "string", length: 36, pointLength: 0, nullable: false, isKey: true, defaultValue: null };
const field = (id: string, name: string, more: Partial<SyncedField> = {}): SyncedField => ({
  id, name, type: "string", length: 32, pointLength: 0, nullable: true, isKey: false, defaultValue: null, ...more,
});
const def = (fields: SyncedField[], more: Partial<SyncedDefinition> = {}): SyncedDefinition => ({ table: "demo", fields: [key, ...fields], indexes: [], ...more });
const kinds = (changes: PlannedChange[]) => changes.map((c) => c.kind);
const statements = (changes: PlannedChange[]) => changes.flatMap((c) => c.statements);

describe("ddl plan", () => {
  it("creates a table with mapped types, defaults, not-null, primary key and indexes", () => {
    const next = def(
      [
        field("a", "name", { length: 100, nullable: false, defaultValue: "it's" }),
        field("b", "age", { type: "int", length: 10, defaultValue: "18" }),
        field("c", "price", { type: "BigDecimal", length: 10, pointLength: 2 }),
        field("d", "born", { type: "Date" }),
        field("e", "seen", { type: "Datetime" }),
        field("f", "at", { type: "Time" }),
        field("g", "ratio", { type: "double" }),
        field("h", "memo", { type: "Text" }),
        field("i", "file", { type: "Blob" }),
      ],
      { indexes: [{ id: "x", name: "uk_demo_name", fields: ["name"], type: "unique" }] },
    );
    const plan = planSync(null, next, S);
    expect(kinds(plan)).toEqual(["createTable", "addIndex"]);
    expect(statements(plan)).toEqual([
      `create table "online"."demo" ("id" varchar(36) not null, "name" varchar(100) default 'it''s' not null, "age" integer default 18, "price" numeric(10,2), ` +
        `"born" date, "seen" timestamptz(0), "at" time(0), "ratio" double precision, "memo" text, "file" bytea, constraint "demo_pkey" primary key ("id"))`,
      `create unique index "uk_demo_name" on "online"."demo" ("name")`,
    ]);
    expect(plan.every((c) => !c.lossy)).toBe(true);
  });

  it("matches fields by id: a renamed field is a rename, never drop and add", () => {
    const prev = def([field("a", "title"), field("b", "gone")]);
    const next = def([field("a", "headline"), field("c", "added", { type: "int" })]);
    const plan = planSync(prev, next, S);
    expect(kinds(plan)).toEqual(["dropColumn", "renameColumn", "addColumn"]);
    expect(plan[0]).toMatchObject({ name: "gone", lossy: true, check: { kind: "values", column: "gone" } });
    expect(plan[1]!.statements).toEqual([`alter table "online"."demo" rename column "title" to "headline"`]);
    expect(plan[2]!.statements).toEqual([`alter table "online"."demo" add column "added" integer`]);
  });

  it("renames any permutation of names without a collision (swaps go through a free name)", () => {
    const names = ["a1", "b2", "c3", "d4", "e5", "f6"];
    fc.assert(
      fc.property(fc.shuffledSubarray(names, { minLength: 2, maxLength: 6 }), fc.func(fc.integer()), (picked, rank) => {
        const target = [...picked].sort((x, y) => rank(x) - rank(y) || x.localeCompare(y)); // a permutation of the same names
        const prev = def(picked.map((n, i) => field(`f${i}`, n)));
        const next = def(picked.map((_, i) => field(`f${i}`, target[i]!)));
        const columns = new Map(prev.fields.map((f) => [f.name, f.id])); // name → field id, as the table has them
        for (const s of statements(planSync(prev, next, S))) {
          const m = /^alter table "online"."demo" rename column "(\w+)" to "(\w+)"$/.exec(s);
          expect(m, s).not.toBeNull();
          expect(columns.has(m![2]!), `collision on ${m![2]}`).toBe(false);
          columns.set(m![2]!, columns.get(m![1]!)!);
          columns.delete(m![1]!);
        }
        for (const f of next.fields) expect(columns.get(f.name)).toBe(f.id);
      }),
    );
  });

  it("orders index drops before column drops and index adds last; a changed index is dropped and added", () => {
    const prev = def([field("a", "code"), field("b", "old")], { indexes: [{ id: "i1", name: "idx_code", fields: ["code"], type: "normal" }, { id: "i2", name: "idx_old", fields: ["old"], type: "normal" }] });
    const next = def([field("a", "code"), field("c", "fresh")], { indexes: [{ id: "i1", name: "idx_code", fields: ["code"], type: "unique" }, { id: "i3", name: "idx_fresh", fields: ["fresh"], type: "normal" }] });
    const plan = planSync(prev, next, S);
    expect(kinds(plan)).toEqual(["dropIndex", "dropIndex", "dropColumn", "addColumn", "addIndex", "addIndex"]);
    // the unique index over an existing column is checked for duplicates; the one over a new column cannot be
    expect(plan[4]).toMatchObject({ name: "idx_code", check: { kind: "duplicates", columns: ["code"] } });
    expect(plan[5]!.check).toBeUndefined();
  });

  it("type changes convert with USING and are measured; defaults and nullability follow", () => {
    const prev = def([field("a", "qty", { defaultValue: "1" }), field("b", "note", { length: 100 }), field("c", "tag", { nullable: true })]);
    const next = def([
      field("a", "amount", { type: "int", defaultValue: "1" }),
      field("b", "note", { length: 10 }),
      field("c", "tag", { nullable: false, defaultValue: "x" }),
    ]);
    const plan = planSync(prev, next, S);
    expect(kinds(plan)).toEqual(["renameColumn", "alterType", "setDefault", "alterType", "setDefault", "setNotNull"]);
    const toInt = plan[1]!;
    expect(toInt.statements[0]).toBe(`alter table "online"."demo" alter column "amount" drop default`);
    expect(toInt.statements[1]).toMatch(/^alter table "online"\."demo" alter column "amount" type integer using /);
    // measured on the column as it is now (before the rename)
    expect(toInt.check).toMatchObject({ kind: "convert", column: "qty" });
    expect((toInt.check as { bad: string }).bad).toContain(`"qty"`);
    expect((toInt.check as { bad: string }).bad).not.toContain(`"amount"`);
    expect(plan[3]!.check).toMatchObject({ kind: "convert", column: "note", bad: `char_length("note") > 10` });
    // a default fills the nulls first: not lossy
    expect(plan[5]).toMatchObject({ lossy: false, check: { kind: "nulls", column: "tag", filled: true } });
    expect(plan[5]!.statements[0]).toBe(`update "online"."demo" set "tag" = 'x' where "tag" is null`);
    // widening needs no check rows
    expect(planSync(def([field("b", "note", { length: 10 })]), def([field("b", "note", { length: 100 })]), S)[0]!.check).toMatchObject({ bad: null });
  });

  it("renames the table and its primary key index; forced sync drops and recreates", () => {
    const prev = def([field("a", "x")]);
    const renamed = planSync(prev, { ...prev, table: "demo2" }, S);
    expect(statements(renamed)).toEqual([`alter table "online"."demo" rename to "demo2"`, `alter index if exists "online"."demo_pkey" rename to "demo2_pkey"`]);
    const forced = planSync(prev, prev, S, "force");
    expect(kinds(forced)).toEqual(["dropTable", "createTable"]);
    expect(forced[0]).toMatchObject({ lossy: true, check: { kind: "rows" }, statements: [`drop table if exists "online"."demo"`] });
    expect(planSync(prev, prev, S)).toEqual([]);
  });

  it("refuses hostile or inconsistent definitions before building any statement", () => {
    const bad: Array<[SyncedDefinition, RegExp]> = [
      [def([field("a", 'a"; drop table x; --')]), /字段 .* 名称不合法/],
      [def([field("a", "Name")]), /名称不合法/],
      [def([field("a", "select")]), /名称不合法/],
      [def([field("a", "ok")], { table: "pg_catalog" }), /表名 "pg_catalog" 不合法/],
      [def([field("a", "ok")], { table: 'x"y' }), /表名/],
      [def([field("a", "ok", { type: "money" })]), /类型 "money" 不受支持/],
      [def([field("a", "ok", { length: 0 })]), /长度须为 1 到 4000/],
      [def([field("a", "ok", { type: "BigDecimal", length: 5, pointLength: 6 })]), /小数位/],
      [def([field("a", "ok", { isKey: true })]), /有且只有一个主键/],
      [def([field("a", "ok", { type: "int", defaultValue: "1; drop table x" })]), /不是整数/],
      [def([field("a", "ok", { type: "Date", defaultValue: "2024-02-30" })]), /不是日期/],
      [def([field("a", "ok", { length: 3, defaultValue: "toolong" })]), /超过字段长度/],
      [def([field("a", "ok")], { indexes: [{ id: "i", name: "idx", fields: ["missing"], type: "normal" }] }), /不是表单的数据库字段/],
      [def([field("a", "ok")], { indexes: [{ id: "i", name: 'i"; --', fields: ["ok"], type: "normal" }] }), /索引 .* 名称不合法/],
    ];
    for (const [d, message] of bad) {
      let error: unknown;
      try {
        planSync(null, d, S);
      } catch (e) {
        error = e;
      }
      expect(error, message.source).toBeInstanceOf(PlanError);
      expect((error as PlanError).message).toMatch(message);
    }
  });

  it("quotes any text default as a literal with quotes doubled, never as SQL", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const literal = defaultLiteral({ type: "Text", length: 0, pointLength: 0 }, value);
        if (hasControl(value)) return expect("problem" in literal).toBe(true);
        expect(literal).toEqual({ sql: `'${value.replace(/'/g, "''")}'` });
        expect((literal as { sql: string }).sql).toMatch(/^'(?:[^']|'')*'$/);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (n) => {
        const literal = defaultLiteral({ type: "int", length: 0, pointLength: 0 }, String(n));
        expect("sql" in literal).toBe(n >= -2147483648 && n <= 2147483647);
      }),
    );
    expect(defaultLiteral({ type: "BigDecimal", length: 5, pointLength: 2 }, "123.45")).toEqual({ sql: "123.45" });
    expect(defaultLiteral({ type: "BigDecimal", length: 5, pointLength: 2 }, "1234.5")).toHaveProperty("problem");
    expect(defaultLiteral({ type: "Datetime", length: 0, pointLength: 0 }, "2024-02-29 23:59:59")).toEqual({ sql: `('2024-02-29 23:59:59'::timestamp at time zone 'Asia/Shanghai')` });
    expect(defaultLiteral({ type: "Blob", length: 0, pointLength: 0 }, "x")).toHaveProperty("problem");
  });

  it("builds the next definition from persisted fields and live indexes, with an index on a foreign key", () => {
    const row = { dbLength: 10, dbPointLength: 3, dbIsNull: 1, dbIsKey: 0, dbIsPersist: 1, dbDefaultVal: " ", mainTable: null, mainField: null };
    const d = definitionFromRows(
      "order_item",
      [
        { ...row, id: "2", dbFieldName: "order_id", dbType: "string", orderNum: 2, mainTable: "orders", mainField: "id" },
        { ...row, id: "1", dbFieldName: "id", dbType: "string", dbIsKey: 1, orderNum: 1 },
        { ...row, id: "3", dbFieldName: "qty", dbType: "int", orderNum: 3 },
        { ...row, id: "4", dbFieldName: "page_only", dbType: "string", dbIsPersist: 0, orderNum: 4 },
      ],
      [
        { id: "i1", indexName: "idx_qty", indexField: "qty", indexType: "normal", delFlag: 0 },
        { id: "i2", indexName: "idx_gone", indexField: "qty", indexType: "normal", delFlag: 1 },
      ],
    );
    expect(d.fields.map((f) => [f.name, f.length, f.pointLength, f.nullable, f.defaultValue])).toEqual([
      ["id", 10, 0, false, null],
      ["order_id", 10, 0, true, null],
      ["qty", 0, 0, true, null],
    ]);
    expect(d.indexes).toEqual([
      { id: "i1", name: "idx_qty", fields: ["qty"], type: "normal" },
      { id: "fk:2", name: "order_item_order_id_fk", fields: ["order_id"], type: "normal" },
    ]);
    expect(fkIndexName("t".repeat(50), "f".repeat(32)).length).toBeLessThanOrEqual(63);
  });
});
