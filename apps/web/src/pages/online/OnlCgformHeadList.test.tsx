/**
 * Online表单开发 in jsdom over the fake API: the list shows each form's type and 已同步/未同步; 新增
 * starts with the default fields, refuses a table name the shared rules refuse (nothing sent) and
 * saves the whole definition in one addAll; 编辑 reads the fields and shows the server's refusal as
 * it says it (a copy's table and columns fixed); 同步数据库 shows the preview, the server's refusal of a normal sync, and forces only
 * after the second confirmation; 删除 says whether the table goes; 添加到菜单 sends the name; the
 * copy list asks for the copies of its original.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeApi, ok, page, refused, renderWithServices } from "../../../test/components/harness";
import OnlCgformCopyList, { physicIdOf } from "./OnlCgformCopyList";
import OnlCgformHeadList from "./OnlCgformHeadList";
import { pageLoader } from "../registry";

const HEAD = { tableVersion: 1, isCheckbox: "Y", isPage: "Y", isTree: "N", idType: "UUID", queryMode: "single", formCategory: "temp", formTemplate: "1", scroll: 1, copyType: 0, themeTemplate: "normal", isDesForm: "N", createTime: "2026-12-07 10:00:00" };
const ROWS = [
  { ...HEAD, id: "h1", tableName: "demo_customer", tableTxt: "客户", tableType: 1, isDbSynch: "Y", tableVersion: 3 },
  { ...HEAD, id: "h2", tableName: "demo_order", tableTxt: "订单", tableType: 2, isDbSynch: "N" },
];
const FIELDS = [
  { id: "f1", cgformHeadId: "h1", dbFieldName: "id", dbFieldTxt: "主键", dbType: "string", dbLength: 36, dbPointLength: 0, dbIsKey: 1, dbIsNull: 0, isShowForm: 0, isShowList: 0, fieldShowType: "text", orderNum: 0 },
  { id: "f2", cgformHeadId: "h1", dbFieldName: "name", dbFieldTxt: "名称", dbType: "string", dbLength: 32, dbPointLength: 0, dbIsKey: 0, dbIsNull: 1, isShowForm: 1, isShowList: 1, fieldShowType: "text", orderNum: 1 },
];
const PREVIEW = {
  statements: ['alter table "online"."demo_customer" alter column "name" type varchar(5)'],
  changes: [{ kind: "alterType", field: "name", description: "name varchar(32) → varchar(5)", lossy: true, rowsAffected: 2, failingIds: ["r1", "r2"], statements: [] }],
  lossy: true,
  synced: false,
};
const ALL = ["list", "add", "edit", "delete", "batch_delete", "copy", "menu", "export", "import", "sync", "importTable", "auth"].map((op) => `online:cgform:${op}`);

function api() {
  return new FakeApi()
    .on("GET /online/cgform/head/list", (r) => page(r.query.copyType === "1" ? [{ ...ROWS[0], id: "c1", tableName: "demo_customer$1", copyType: 1, physicId: "h1" }] : ROWS))
    .on("GET /online/cgform/field/listByHeadId", ok(FIELDS))
    .on("GET /online/cgform/index/listByHeadId", ok([]))
    .on("GET /online/cgform/api/checkOnlyTable", (r) => ok(r.query.tbname === "demo_order" ? -1 : 1))
    .on("POST /online/cgform/api/addAll", ok("new-id", "添加成功！"))
    .on("PUT /online/cgform/api/editAll", refused("第 2 个字段「name」：字段类型须为 string、int 之一"))
    .on("GET /online/cgform/api/syncPreview/h1", ok(PREVIEW))
    .on("POST /online/cgform/api/doDbSynch/h1/normal", refused("普通同步会丢失数据：name 有 2 行超过 5 个字符"))
    .on("POST /online/cgform/api/doDbSynch/h1/force", ok(null, "同步数据库成功!"))
    .on("DELETE /online/cgform/head/delete", ok(null, "删除成功!"))
    .on("POST /online/cgform/head/addToMenu", ok("m1", "添加到菜单成功！"))
    .on("GET /sys/permission/list", ok([{ id: "p1", name: "在线开发", menuType: 0, children: [] }]))
    .on("GET /online/cgform/head/queryTables", ok([{ id: "legacy_contacts" }, { id: "legacy_notes" }]))
    .on("POST /online/cgform/head/transTables/legacy_notes", ok(null, "导入成功！"))
    .on("POST /online/cgform/head/importDefinition", refused("表名「demo_customer」已存在"))
    .on("DELETE /online/cgform/head/deleteBatch", ok(null, "删除成功!"));
}

const render = (fake = api()) => renderWithServices(<OnlCgformHeadList path="/online/cgform" query={new URLSearchParams()} />, { api: fake, permissions: ALL });

async function openMore(row: HTMLElement, item: string) {
  const user = userEvent.setup();
  await user.click(within(row).getByTestId("row-more"));
  await user.click(await screen.findByRole("menuitem", { name: item }));
}

describe("Online表单开发", () => {
  it("lists the forms with their type and sync state", async () => {
    await render();
    const rows = await screen.findAllByTestId("list-row");
    expect(rows[0]!.textContent).toContain("单表");
    expect(within(rows[0]!).getByTestId("synced-flag").textContent).toBe("已同步");
    expect(rows[1]!.textContent).toContain("主表");
    expect(within(rows[1]!).getByTestId("synced-flag").textContent).toBe("未同步");
  });

  it("新增: the default fields, the shared table-name rules and a taken name refuse before anything is sent; then one addAll", async () => {
    const user = userEvent.setup();
    const fake = api();
    await render(fake);
    await screen.findAllByTestId("list-row");
    await user.click(screen.getByTestId("online-add"));
    const modal = await screen.findByTestId("online-designer");
    const name = within(modal).getByLabelText(/表名/);
    await user.type(name, "sys_things");
    await user.type(within(modal).getByLabelText(/表描述/), "东西");
    await user.click(within(modal).getByTestId("designer-save"));
    expect((await within(modal).findByTestId("designer-problems")).textContent).toContain("不能以");
    expect(fake.calls("POST /online/cgform/api/addAll")).toHaveLength(0);

    // taken: checkOnlyTable as the name is left
    await user.clear(name);
    await user.type(name, "demo_order");
    await user.tab();
    await waitFor(() => expect(fake.calls("GET /online/cgform/api/checkOnlyTable").at(-1)!.query.tbname).toBe("demo_order"));
    await user.click(within(modal).getByTestId("designer-save"));
    await waitFor(() => expect(within(modal).getByTestId("designer-problems").textContent).toContain("表名「demo_order」已存在"));

    await user.clear(name);
    await user.type(name, "demo_things");
    await user.tab();
    await waitFor(() => expect(fake.calls("GET /online/cgform/api/checkOnlyTable").at(-1)!.query.tbname).toBe("demo_things"));
    await user.click(within(modal).getByTestId("designer-save"));
    await waitFor(() => expect(fake.calls("POST /online/cgform/api/addAll")).toHaveLength(1));
    const body = fake.calls("POST /online/cgform/api/addAll")[0]!.body as { head: Record<string, unknown>; fields: Array<Record<string, unknown>> };
    expect(body.head).toMatchObject({ tableName: "demo_things", tableTxt: "东西", tableType: 1 });
    expect(body.head).not.toHaveProperty("id");
    expect(body.fields.map((f) => f.dbFieldName)).toEqual(["id", "create_by", "create_time", "update_by", "update_time", "sys_org_code"]);
    expect(body.fields.every((f) => !("id" in f))).toBe(true);
    await waitFor(() => expect(screen.queryByTestId("online-designer")).toBeNull());
  });

  it("编辑: reads the form's fields and shows the server's refusal as it says it", async () => {
    const user = userEvent.setup();
    const fake = api();
    await render(fake);
    const rows = await screen.findAllByTestId("list-row");
    await user.click(within(rows[0]!).getByRole("button", { name: "编辑" }));
    const modal = await screen.findByTestId("online-designer");
    await waitFor(() => expect(within(modal).getByLabelText(/表名/)).toHaveValue("demo_customer"));
    expect(fake.calls("GET /online/cgform/field/listByHeadId")[0]!.query).toMatchObject({ headId: "h1" });
    await user.click(within(modal).getByTestId("designer-save"));
    await waitFor(() => expect(fake.calls("PUT /online/cgform/api/editAll")).toHaveLength(1));
    const body = fake.calls("PUT /online/cgform/api/editAll")[0]!.body as { head: Record<string, unknown>; fields: Array<Record<string, unknown>>; deleteFieldIds: string[] };
    expect(body.head).toMatchObject({ id: "h1", tableName: "demo_customer" });
    expect(body.fields.map((f) => f.id)).toEqual(["f1", "f2"]);
    expect(body.deleteFieldIds).toEqual([]);
    expect((await within(modal).findByTestId("designer-server-error")).textContent).toBe("第 2 个字段「name」：字段类型须为 string、int 之一");
    expect(screen.getByTestId("online-designer")).toBeInTheDocument();
  });

  it("同步数据库: the preview; a normal sync refused with the server's words; forced only after the second confirmation", async () => {
    const user = userEvent.setup();
    const fake = api();
    await render(fake);
    const rows = await screen.findAllByTestId("list-row");
    await user.click(within(rows[0]!).getByRole("button", { name: "同步数据库" }));
    const dialog = await screen.findByTestId("online-sync");
    expect((await within(dialog).findByTestId("sync-statements")).textContent).toContain("alter column \"name\" type varchar(5)");
    const change = within(dialog).getByTestId("sync-change");
    expect(change.textContent).toContain("会丢失数据");
    expect(change.textContent).toContain("r1, r2");

    await user.click(within(dialog).getByTestId("sync-normal"));
    expect((await within(dialog).findByTestId("sync-error")).textContent).toBe("普通同步会丢失数据：name 有 2 行超过 5 个字符");

    await user.click(within(dialog).getByTestId("sync-force"));
    expect(fake.calls("POST /online/cgform/api/doDbSynch/h1/force")).toHaveLength(0);
    await user.click(within(dialog).getByTestId("sync-force-ok"));
    await waitFor(() => expect(fake.calls("POST /online/cgform/api/doDbSynch/h1/force")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId("online-sync")).toBeNull());
    // the list reads again
    await waitFor(() => expect(fake.calls("GET /online/cgform/head/list").length).toBeGreaterThan(1));
  });

  it("删除 says the table goes too before it deletes it", async () => {
    const user = userEvent.setup();
    const fake = api();
    await render(fake);
    const rows = await screen.findAllByTestId("list-row");
    await openMore(rows[0]!, "删除");
    const dialog = await screen.findByTestId("delete-forms");
    await user.click(within(dialog).getByText("删除（同时删除数据库表）"));
    expect(within(dialog).getByText("数据库表及其中的数据将被删除，无法恢复")).toBeInTheDocument();
    await user.click(within(dialog).getByTestId("delete-forms-ok"));
    await waitFor(() => expect(fake.calls("DELETE /online/cgform/head/delete")).toHaveLength(1));
    expect(fake.calls("DELETE /online/cgform/head/delete")[0]!.query).toMatchObject({ id: "h1" });
  });

  it("添加到菜单 sends the form and the menu's name", async () => {
    const user = userEvent.setup();
    const fake = api();
    await render(fake);
    const rows = await screen.findAllByTestId("list-row");
    await openMore(rows[0]!, "添加到菜单");
    const dialog = await screen.findByTestId("add-to-menu");
    const name = within(dialog).getByLabelText("菜单名称");
    expect(name).toHaveValue("客户");
    await user.clear(name);
    await user.type(name, "客户管理");
    await user.click(within(dialog).getByTestId("add-to-menu-ok"));
    await waitFor(() => expect(fake.calls("POST /online/cgform/head/addToMenu")).toHaveLength(1));
    expect(fake.calls("POST /online/cgform/head/addToMenu")[0]!.body).toEqual({ id: "h1", name: "客户管理" });
  });
});

describe("the toolbar", () => {
  it("导入数据库表 imports the chosen tables of the online schema", async () => {
    const user = userEvent.setup();
    const fake = api();
    await render(fake);
    await screen.findAllByTestId("list-row");
    await user.click(screen.getByTestId("online-import-tables"));
    const dialog = await screen.findByTestId("import-tables");
    await user.click(await within(dialog).findByText("legacy_notes"));
    await user.click(within(dialog).getByTestId("import-tables-ok"));
    await waitFor(() => expect(fake.calls("POST /online/cgform/head/transTables/legacy_notes")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId("import-tables")).toBeNull());
  });

  it("导入表单定义 sends the file's definition; a file that is not JSON is refused here", async () => {
    const user = userEvent.setup();
    const fake = api();
    await render(fake);
    await screen.findAllByTestId("list-row");
    const input = screen.getByTestId("online-definition-file");
    await user.upload(input, new File(["not json"], "x.json", { type: "application/json" }));
    expect(fake.calls("POST /online/cgform/head/importDefinition")).toHaveLength(0);
    const definition = { format: "qt-online-form", version: 1, head: { tableName: "demo_customer", tableTxt: "客户" }, fields: [], indexs: [] };
    await user.upload(input, new File([JSON.stringify(definition)], "demo_customer.json", { type: "application/json" }));
    await waitFor(() => expect(fake.calls("POST /online/cgform/head/importDefinition")).toHaveLength(1));
    expect(fake.calls("POST /online/cgform/head/importDefinition")[0]!.body).toEqual(definition);
  });

  it("批量删除 asks first and sends the chosen rows with the keep-the-tables flag", async () => {
    const user = userEvent.setup();
    const fake = api();
    await render(fake);
    const rows = await screen.findAllByTestId("list-row");
    await user.click(within(rows[0]!).getByRole("checkbox"));
    await user.click(within(rows[1]!).getByRole("checkbox"));
    await user.click(screen.getByTestId("online-batch-delete"));
    const dialog = await screen.findByTestId("delete-forms");
    expect(dialog.textContent).toContain("demo_customer、demo_order");
    await user.click(within(dialog).getByTestId("delete-forms-ok"));
    await waitFor(() => expect(fake.calls("DELETE /online/cgform/head/deleteBatch")).toHaveLength(1));
    expect(fake.calls("DELETE /online/cgform/head/deleteBatch")[0]!.query).toEqual({ ids: "h1,h2", flag: "0" });
  });
});

describe("the registry", () => {
  it("resolves the online list names the permissions machine maps the designer's menus to", () => {
    expect(pageLoader("online/OnlCgformHeadList")).toBeTypeOf("function");
    expect(pageLoader("online/OnlCgformCopyList")).toBeTypeOf("function");
    // the dialogs are not pages
    expect(pageLoader("online/components/DesignerModal")).toBeUndefined();
  });
});

describe("the copy list", () => {
  it("lists the copies of its original", async () => {
    const fake = api();
    await renderWithServices(<OnlCgformCopyList path="/online/copyform/h1" query={new URLSearchParams()} />, { api: fake, permissions: ALL });
    const rows = await screen.findAllByTestId("list-row");
    expect(rows[0]!.textContent).toContain("demo_customer$1");
    expect(fake.calls("GET /online/cgform/head/list")[0]!.query).toMatchObject({ copyType: "1", physicId: "h1" });
    // a copy has no sync of its own
    expect(within(rows[0]!).queryByRole("button", { name: "同步数据库" })).toBeNull();
  });

  it("edits a copy's page settings only: its table name and type are its original's", async () => {
    const user = userEvent.setup();
    await renderWithServices(<OnlCgformCopyList path="/online/copyform/h1" query={new URLSearchParams()} />, { api: api(), permissions: ALL });
    const rows = await screen.findAllByTestId("list-row");
    await user.click(within(rows[0]!).getByRole("button", { name: "编辑" }));
    const modal = await screen.findByTestId("online-designer");
    await waitFor(() => expect(within(modal).getByLabelText(/表名/)).toHaveValue("demo_customer$1"));
    expect(within(modal).getByLabelText(/表名/)).toHaveAttribute("readonly");
    expect(within(modal).getByLabelText("表类型")).toBeDisabled();
    // 数据库属性 offers no row actions
    expect(within(within(modal).getByTestId("designer-pane-db")).queryByTestId("grid-add")).toBeNull();
  });

  it("finds its original in the route or the query", () => {
    expect(physicIdOf("/online/copyform/abc123", new URLSearchParams())).toBe("abc123");
    expect(physicIdOf("/online/cgformCopy", new URLSearchParams("physicId=x9"))).toBe("x9");
    expect(physicIdOf("/online/copyform", new URLSearchParams())).toBe("");
  });

  it("字段权限: a role chosen, its stored rules shown, the system fields not offered, the choices saved as the role's rules", async () => {
    const user = userEvent.setup();
    const fake = api()
      .on("GET /sys/role/queryall", ok([{ id: "r1", roleName: "客服", roleCode: "cs" }]))
      .on("GET /online/cgform/api/fieldAuth/h1", ok([{ fieldName: "name", mode: "readonly" }]))
      .on("POST /online/cgform/api/fieldAuth/h1", ok(null, "保存成功！"));
    await render(fake);
    const rows = await screen.findAllByTestId("list-row");
    await openMore(rows[0]!, "字段权限");
    const dialog = await screen.findByTestId("field-auth");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "角色" }), "r1");
    const name = await within(dialog).findByRole("combobox", { name: "名称（name）" });
    await waitFor(() => expect(name).toHaveValue("readonly"));
    expect(within(dialog).queryByRole("combobox", { name: "主键（id）" })).toBeNull();
    await user.selectOptions(name, "hidden");
    await user.click(within(dialog).getByTestId("field-auth-ok"));
    await waitFor(() => expect(fake.calls("POST /online/cgform/api/fieldAuth/h1")).toHaveLength(1));
    expect(fake.calls("POST /online/cgform/api/fieldAuth/h1")[0]!.body).toEqual({ roleId: "r1", rules: [{ fieldName: "name", mode: "hidden" }] });
  });
});
