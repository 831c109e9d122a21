/**
 * The example online forms under 在线开发 (SEED_DEMO, SEED_DEMO_ONLINE_FORMS): a single table
 * (示例：客户), a master with a one-to-many sub table (示例：订单 + 示例：订单明细, ERP theme) and a
 * tree (示例：商品分类), each with rows and added to the menu (buttons granted to the admin role).
 * Made through the server's own functions: the designer's addForm (the definition check), the
 * sync (syncForm: DDL from validated identifiers), the fill rule for numbers, rows written
 * through each form's engine table (model.ts), addFormToMenu. Once per database (sys_seed).
 */
import { eq } from "drizzle-orm";
import { ONLINE_DEFAULT_FIELDS, type OnlineDefinitionInput } from "@qt/openapi/rules";
import { ADMIN_USERNAME } from "../../auth/admin-seed.js";
import { AUTH_USER_COLUMNS } from "../../auth/request-user.js";
import type { Seeder } from "../../db/seed.js";
import { sysUser } from "../../db/schema/index.js";
import { newId } from "../../ids.js";
import { generateFillValue } from "../../sys/fillrule/index.js";
import { addFormToMenu } from "./add-to-menu.js";
import { loadForm, toEngineRow } from "./model.js";
import { addForm, type Writer } from "./save-definition.js";
import { syncForm } from "./sync.js";

type Field = Record<string, unknown>;

/** The designer's default fields of a new form; the demo lists leave the creation time out. */
const BASE_FIELDS: readonly Field[] = ONLINE_DEFAULT_FIELDS.map((f) => (f.dbFieldName === "create_time" ? { ...f, isShowList: 0 } : f));

const form = (head: Field, fields: readonly Field[]): OnlineDefinitionInput =>
  ({
    head: { formTemplate: "2", isCheckbox: "Y", isPage: "Y", isTree: "N", themeTemplate: "normal", tableType: 1, ...head },
    fields: [...BASE_FIELDS, ...fields].map((f, i) => ({ fieldShowType: "text", isShowForm: 1, isShowList: 1, dbIsNull: 1, orderNum: i, ...f })),
    indexs: [],
  }) as unknown as OnlineDefinitionInput;

const text = (name: string, label: string, length: number, extra: Field = {}): Field => ({ dbFieldName: name, dbFieldTxt: label, dbType: "string", dbLength: length, ...extra });

export const DEMO_FORMS = {
  customer: form({ tableName: "demo_customer", tableTxt: "示例：客户" }, [
    text("customer_no", "客户编号", 32, { fieldDefaultValue: "${shop_order_num}", isReadOnly: 1, isQuery: 1 }),
    text("name", "客户名称", 100, { fieldMustInput: "1", isQuery: 1, sortFlag: "1" }),
    text("sex", "性别", 2, { fieldShowType: "list", dictField: "sex", isQuery: 1 }),
    { dbFieldName: "birthday", dbFieldTxt: "生日", dbType: "Date", dbLength: 10, fieldShowType: "date", sortFlag: "1" },
    { dbFieldName: "level", dbFieldTxt: "等级", dbType: "int", dbLength: 10, sortFlag: "1" },
    text("email", "邮箱", 100, { fieldValidType: "e" }),
  ]),
  order: form({ tableName: "demo_order", tableTxt: "示例：订单", tableType: 2, themeTemplate: "erp" }, [
    text("order_no", "订单号", 32, { fieldDefaultValue: "${shop_order_num}", isReadOnly: 1, isQuery: 1 }),
    text("customer_name", "客户", 100, { fieldMustInput: "1", isQuery: 1 }),
    { dbFieldName: "order_date", dbFieldTxt: "下单日期", dbType: "Date", dbLength: 10, fieldShowType: "date", isQuery: 1, queryMode: "group", sortFlag: "1" },
    { dbFieldName: "amount", dbFieldTxt: "金额", dbType: "BigDecimal", dbLength: 12, dbPointLength: 2, sortFlag: "1" },
  ]),
  orderItem: form({ tableName: "demo_order_item", tableTxt: "示例：订单明细", tableType: 3, relationType: 0, tabOrderNum: 1 }, [
    text("order_id", "订单", 36, { mainTable: "demo_order", mainField: "id", isShowForm: 0, isShowList: 0 }),
    text("product", "商品", 100, { fieldMustInput: "1" }),
    { dbFieldName: "quantity", dbFieldTxt: "数量", dbType: "int", dbLength: 10 },
    { dbFieldName: "price", dbFieldTxt: "单价", dbType: "BigDecimal", dbLength: 12, dbPointLength: 2 },
  ]),
  category: form({ tableName: "demo_category", tableTxt: "示例：商品分类", isTree: "Y", treeParentIdField: "pid", treeIdField: "has_child", treeFieldname: "name" }, [
    text("name", "分类名称", 100, { fieldMustInput: "1", isQuery: 1 }),
    text("code", "分类编码", 32, { isQuery: 1 }),
    text("pid", "父级节点", 36, { isShowForm: 0, isShowList: 0 }),
    text("has_child", "是否有子节点", 3, { fieldShowType: "list", dictField: "yn", isShowForm: 0, isShowList: 0 }),
  ]),
} as const;

/** The menu entries: zh title from the form, English title here. */
const MENU_EN: Readonly<Record<string, string>> = {
  demo_customer: "Example: customers",
  demo_order: "Example: orders",
  demo_category: "Example: product categories",
};

const CUSTOMERS: ReadonlyArray<[name: string, sex: "1" | "2", birthday: string, level: number]> = [
  ["张伟", "1", "1985-03-12", 3], ["王芳", "2", "1990-07-08", 2], ["李娜", "2", "1988-11-23", 5], ["刘洋", "1", "1992-01-30", 1],
  ["陈静", "2", "1979-05-17", 4], ["杨帆", "1", "1995-09-02", 2], ["赵敏", "2", "1983-12-25", 3], ["黄磊", "1", "1987-04-14", 1],
  ["周杰", "1", "1991-06-21", 5], ["吴霞", "2", "1986-08-09", 2], ["徐明", "1", "1993-10-11", 3], ["孙丽", "2", "1980-02-28", 4],
];
const PINYIN = ["zhangwei", "wangfang", "lina", "liuyang", "chenjing", "yangfan", "zhaomin", "huanglei", "zhoujie", "wuxia", "xuming", "sunli"];
const PRODUCTS: ReadonlyArray<[product: string, price: number]> = [["签字笔", 3.5], ["笔记本", 12], ["文件夹", 8.8], ["订书机", 25], ["台灯", 89], ["键盘", 159]];
const CATEGORIES: ReadonlyArray<[code: string, name: string, parent?: string]> = [
  ["A", "办公用品"], ["A01", "书写工具", "A"], ["A02", "纸品本册", "A"], ["A03", "文件管理", "A"],
  ["B", "数码电器"], ["B01", "电脑外设", "B"], ["B02", "照明", "B"],
  ["C", "生活家居"], ["C01", "收纳", "C"], ["C02", "清洁", "C"], ["C0201", "清洁工具", "C02"], ["C0202", "清洁剂", "C02"],
];

type Row = Record<string, unknown>;

export const demoFormsSeeder: Seeder = {
  name: "online:demo-forms",
  demo: true,
  onlineForms: true,
  async run({ db, clock, schema }) {
    const [admin] = await db.select(AUTH_USER_COLUMNS).from(sysUser).where(eq(sysUser.username, ADMIN_USERNAME)).limit(1);
    if (!admin) return; // no admin account to own the forms (never the case after prepareDatabase)
    const now = clock.now();
    const w: Writer = { user: admin, now };
    const database = { db, schema };
    const ids: Record<keyof typeof DEMO_FORMS, string> = { customer: "", order: "", orderItem: "", category: "" };
    for (const key of Object.keys(DEMO_FORMS) as Array<keyof typeof DEMO_FORMS>) {
      ids[key] = await addForm(db, w, DEMO_FORMS[key]);
      await syncForm(database, ids[key], "normal", { clock });
    }
    const insert = async (code: string, rows: Row[]) => {
      const { served } = await loadForm(db, database, code);
      const audit = { create_by: admin.username, create_time: now, sys_org_code: admin.orgCode ?? null };
      await db.insert(served.table as never).values(rows.map((r) => toEngineRow({ ...audit, id: newId(), ...r })) as never);
    };
    const number = () => generateFillValue(db, clock, "shop_order_num");

    const customers: Row[] = [];
    for (const [i, [name, sex, birthday, level]] of CUSTOMERS.entries()) {
      customers.push({ customer_no: await number(), name, sex, birthday, level, email: `${PINYIN[i]}@example.com` });
    }
    await insert(ids.customer, customers);

    const orders: Row[] = [];
    const items: Row[] = [];
    for (let i = 0; i < 10; i++) {
      const id = newId();
      let amount = 0;
      for (let j = 0; j < 1 + (i % 3); j++) {
        const [product, price] = PRODUCTS[(i + j * 2) % PRODUCTS.length]!;
        const quantity = 1 + ((i + j) % 4);
        amount += price * quantity;
        items.push({ order_id: id, product, quantity, price: price.toFixed(2) });
      }
      orders.push({ id, order_no: await number(), customer_name: CUSTOMERS[i % CUSTOMERS.length]![0], order_date: `2026-0${1 + (i % 9)}-${String(10 + i).padStart(2, "0")}`, amount: amount.toFixed(2) });
    }
    await insert(ids.order, orders);
    await insert(ids.orderItem, items);

    const categoryIds = new Map(CATEGORIES.map(([code]) => [code, newId()]));
    const parents = new Set(CATEGORIES.map(([, , parent]) => parent).filter(Boolean));
    await insert(
      ids.category,
      CATEGORIES.map(([code, name, parent]) => ({ id: categoryIds.get(code), code, name, pid: parent ? categoryIds.get(parent) : "0", has_child: parents.has(code) ? "1" : "0" })),
    );

    for (const key of ["customer", "order", "category"] as const) {
      await addFormToMenu(db, w, { id: ids[key], nameEn: MENU_EN[DEMO_FORMS[key].head.tableName as string] ?? null });
    }
  },
};
