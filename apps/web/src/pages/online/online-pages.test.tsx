/**
 * The generated pages of online forms over a fake API: the page built from the form's metadata
 * (columns, search, controls, the buttons the server hides), the online paths of each call, the
 * server's refusal shown in place, a tab page's sub table in its own tab, an inner-table row opened.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { gridLayout } from "../../../test/components/grid";
import { FakeApi, ok, page, refused, renderWithServices } from "../../../test/components/harness";
import OnlCgformAutoList from "./OnlCgformAutoList";
import OnlCgformInnerTableList from "./OnlCgformInnerTableList";
import OnlCgformTabList from "./OnlCgformTabList";

const A = "/online/cgform/api";
const column = (dataIndex: string, title: string, extra: Record<string, unknown> = {}) => ({ title, dataIndex, align: "center", width: null, sorter: false, customRender: null, hrefSlotName: null, fieldType: "text", dbType: "string", ...extra });
const columns = (hideColumns: string[] = [], extra: Record<string, unknown> = {}) => ({
  code: "f1",
  columns: [column("name", "客户名称", { sorter: true }), column("sex", "性别", { customRender: "sex" }), column("visit_at", "回访时间")],
  dictOptions: {},
  fieldHrefSlots: [],
  cgButtonList: [],
  enhanceJs: null,
  hideColumns,
  checkboxFlag: "Y",
  paginationFlag: "Y",
  scrollFlag: 0,
  formTemplate: "2",
  description: "客户",
  currentTableName: "t_customer",
  tableType: 1,
  pidField: null,
  hasChildrenField: null,
  textField: null,
  ...extra,
});
const item = (title: string, view: string, order: number, extra: Record<string, unknown> = {}) => ({ title, view, type: "string", order, dictCode: null, defVal: null, disabled: false, maxLength: null, pattern: null, ...extra });
const formItems = (extra: Record<string, unknown> = {}, head: Record<string, unknown> = {}) => ({
  head: { id: "f1", tableName: "t_customer", tableTxt: "客户", tableType: 1, isTree: "N", formTemplate: "2", themeTemplate: "normal", ...head },
  schema: {
    properties: {
      name: item("客户名称", "text", 1, { maxLength: 20 }),
      no: item("编号", "text", 2, { disabled: true, defVal: "${shop_order_num}" }),
      visit_at: item("回访时间", "time", 3),
      ...extra,
    },
    required: ["name"],
  },
  cgButtonList: [],
  enhanceJs: null,
});
const query = [{ field: "name", label: "客户名称", view: "text", mode: "single", config: "0", order: 1, dbType: "string", defValue: null, dictCode: null, dictTable: null, dictText: null }];
const ROWS = [
  { id: "r1", name: "张伟", sex: "1", sex_dictText: "男", visit_at: "09:30:00" },
  { id: "r2", name: "王芳", sex: "2", sex_dictText: "女", visit_at: null },
];

/** The list shows a row (the first render loads the page's modules: a cold start takes a while). */
const listed = (text: string) => screen.findByText(text, undefined, { timeout: 5000 });

function form(hidden: string[] = [], items = formItems(), cols = columns(hidden)) {
  return new FakeApi()
    .on(`GET ${A}/getColumns/f1`, ok(cols))
    .on(`GET ${A}/getQueryInfo/f1`, ok(query))
    .on(`GET ${A}/getFormItem/f1`, ok(items))
    .on(`GET ${A}/getData/f1`, page(ROWS));
}

describe("OnlCgformAutoList", () => {
  it("lists the form's rows with its columns (dictionary texts shown) newest first", async () => {
    const { api } = await renderWithServices(<OnlCgformAutoList path="/online/cgformList/f1" query={new URLSearchParams()} />, { api: form() });
    await listed("张伟");
    expect(screen.getByText("女")).toBeInTheDocument();
    expect(screen.getByText("09:30:00")).toBeInTheDocument();
    expect(api.calls(`GET ${A}/getData/f1`)[0]!.query).toMatchObject({ column: "create_time", order: "desc", pageNo: "1", pageSize: "10" });
    expect(screen.getByRole("columnheader", { name: /客户名称/ })).toHaveAttribute("aria-sort", "none");
  });

  it("offers only what the server does not hide, and deletes with the id in the path", async () => {
    const user = userEvent.setup();
    const { api } = await renderWithServices(<OnlCgformAutoList path="/online/cgformList/f1" query={new URLSearchParams()} />, {
      api: form(["add", "import", "export"]).on(`DELETE ${A}/form/f1/r2`, ok(null, "删除成功!")),
    });
    await listed("张伟");
    expect(screen.queryByTestId("toolbar-add")).toBeNull();
    expect(screen.queryByTestId("toolbar-import")).toBeNull();
    expect(screen.queryByTestId("toolbar-export")).toBeNull();
    const row = screen.getAllByTestId("list-row")[1]!;
    await user.click(within(row).getByRole("button", { name: "删除" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(api.calls(`DELETE ${A}/form/f1/r2`)).toHaveLength(1));
  });

  it("adds through form/{code}: the fill-rule field read-only and empty, a time of day, the required field checked first", async () => {
    const user = userEvent.setup();
    const { api } = await renderWithServices(<OnlCgformAutoList path="/online/cgformList/f1" query={new URLSearchParams()} />, {
      api: form().on(`POST ${A}/form/f1`, ok(null, "添加成功！")),
    });
    await listed("张伟");
    await user.click(screen.getByTestId("toolbar-add"));
    const modal = await screen.findByTestId("record-modal");
    const no = modal.querySelector<HTMLInputElement>('[name="no"]')!;
    expect(no).toHaveAttribute("readonly");
    expect(no).toHaveValue("");
    await user.click(screen.getByTestId("record-submit"));
    await within(modal).findByText("请输入客户名称!");
    expect(api.calls(`POST ${A}/form/f1`)).toHaveLength(0);
    await user.type(modal.querySelector<HTMLInputElement>('[name="name"]')!, "李娜");
    await user.type(modal.querySelector<HTMLInputElement>('[name="visit_at"]')!, "1015");
    await user.click(screen.getByTestId("record-submit"));
    await waitFor(() => expect(api.calls(`POST ${A}/form/f1`)).toHaveLength(1));
    expect(api.calls(`POST ${A}/form/f1`)[0]!.body).toMatchObject({ name: "李娜" });
  });

  it("shows the server's reason when the form cannot be shown (not synced)", async () => {
    const api = new FakeApi()
      .on(`GET ${A}/getColumns/f1`, refused("表单「客户」尚未同步数据库"))
      .on(`GET ${A}/getQueryInfo/f1`, ok(query))
      .on(`GET ${A}/getFormItem/f1`, ok(formItems()));
    await renderWithServices(<OnlCgformAutoList path="/online/cgformList/f1" query={new URLSearchParams()} />, { api });
    expect(await screen.findByTestId("online-form-error")).toHaveTextContent("表单「客户」尚未同步数据库");
  });
});

const SUB = {
  title: "联系人",
  view: "tab",
  order: 10_000,
  id: "s1",
  key: "t_contact",
  describe: "联系人",
  relationType: 0,
  foreignKey: "customer_id",
  columns: [{ ...item("姓名", "text", 1), key: "contact" }, { ...item("电话", "text", 2, { pattern: "m" }), key: "phone" }],
  required: ["contact"],
};

describe("master pages", () => {
  gridLayout();

  it("tab list: the sub table in its own tab of the record dialog, its stored rows read for an edit", async () => {
    const user = userEvent.setup();
    const api = form([], formItems({ t_contact: SUB }, { tableType: 2, themeTemplate: "tab" }), columns([], { tableType: 2 })).on(`GET ${A}/subform/list/t_contact/r1`, ok([{ id: "c1", contact: "老张", phone: "13800000000" }]));
    await renderWithServices(<OnlCgformTabList path="/online/cgformTabList/f1" query={new URLSearchParams()} />, { api });
    await listed("张伟");
    await user.click(within(screen.getAllByTestId("list-row")[0]!).getByRole("button", { name: "编辑" }));
    const modal = await screen.findByTestId("record-modal");
    const tabs = within(modal).getByTestId("record-tabs");
    expect(within(tabs).getAllByRole("tab").map((t) => t.textContent)).toEqual(["客户", "联系人"]);
    await user.click(within(tabs).getByRole("tab", { name: "联系人" }));
    await within(modal).findByText("老张");
    expect(api.calls(`GET ${A}/subform/list/t_contact/r1`)).toHaveLength(1);
  });

  it("inner-table list: a row opens on its sub rows", async () => {
    const user = userEvent.setup();
    const api = form([], formItems({ t_contact: SUB }, { tableType: 2, themeTemplate: "innerTable" }), columns([], { tableType: 2 })).on(`GET ${A}/subform/list/t_contact/r2`, ok([{ id: "c2", contact: "小王", phone: "13900000000" }]));
    await renderWithServices(<OnlCgformInnerTableList path="/online/cgformInnerTableList/f1" query={new URLSearchParams()} />, { api });
    await listed("王芳");
    const toggle = within(screen.getAllByTestId("list-row")[1]!).getByTestId("row-expand");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(await screen.findByText("小王")).toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByTestId("list-row-expanded")).toHaveTextContent("联系人：子表数据");
  });
});
