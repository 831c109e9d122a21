/**
 * A list page's 新增 / 编辑 / 详情 modal in jsdom over the record-form machine: the contract's
 * required and maximum-length rules, the duplicate check, a business refusal that keeps what was
 * typed, an edit with the record's id and version (PUT), 详情 read-only with dictionary texts, the
 * fullscreen switch and 取消.
 */
import { f, type ResourceDef } from "@qt/openapi/build";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeApi, ok, page, refused, renderWithServices } from "../../../test/components/harness";
import { ListPage } from "./ListPage";
import { l, type ListPageDef } from "./types";

/** A business resource of the test's own (its records carry a version). */
const things: ResourceDef = {
  base: "/test/thing",
  name: "TestThing",
  title: "测试物品",
  table: "test_thing",
  permission: "test:thing",
  tag: "test",
  common: "business",
  fields: {
    code: f.string("编码", { required: true, maxLength: 20 }),
    name: f.string("名称", { required: true, maxLength: 10 }),
    status: f.dict("thing_status", "状态", { required: true }),
    price: f.money("价格", { nullable: true }),
    remark: f.text("备注", { nullable: true }),
  },
};

const def: ListPageDef = {
  resource: things,
  key: "record-modal-test",
  columns: [
    { key: "code", title: l("编码", "Code") },
    { key: "name", title: l("名称", "Name") },
  ],
  search: [],
  form: [
    { key: "code", label: l("编码", "Code"), unique: true },
    { key: "name", label: l("名称", "Name") },
    { key: "status", label: l("状态", "Status") },
    { key: "price", label: l("价格", "Price") },
    { key: "remark", label: l("备注", "Remark") },
  ],
  superQuery: false,
};

const ROW = {
  id: "t1",
  code: "T001",
  name: "旧名称",
  status: "1",
  status_dictText: "上架",
  price: "12.5",
  remark: "第一件",
  version: 3,
  createTime: "2026-01-01 00:00:00",
};
const STATUS = [
  { value: "1", text: "上架" },
  { value: "2", text: "下架" },
];

function thingsApi() {
  return new FakeApi()
    .on("GET /test/thing/list", page([ROW], 1))
    .on("GET /sys/dict/getDictItems/thing_status", ok(STATUS))
    .on("GET /sys/duplicate/check", ok(null, "该值可用！"));
}

const ALL = ["test:thing:add", "test:thing:edit", "test:thing:delete"];

async function renderPage(api = thingsApi()) {
  const user = userEvent.setup();
  await renderWithServices(<ListPage def={def} path="/things" />, { api, permissions: ALL });
  await screen.findByText("T001");
  return { user, api };
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId("toolbar-add"));
  return screen.findByTestId("record-modal");
}

/** The requests that write (add, edit). */
const writes = (api: FakeApi) => api.requests.filter((r) => r.method === "POST" || r.method === "PUT");

/** Moves the clock on (the toolbar refuses a second click of an action within 300 ms). */
let shift = 0;
const later = (ms: number) => void (shift += ms);

beforeEach(() => {
  sessionStorage.clear();
  shift = 0;
  const now = Date.now.bind(Date);
  vi.spyOn(Date, "now").mockImplementation(() => now() + shift);
});
afterEach(() => vi.restoreAllMocks());

describe("RecordModal", () => {
  it("says 请输入X! / 请选择X! under each empty required field on submit, and sends nothing", async () => {
    const { user, api } = await renderPage();
    const modal = await openAdd(user);
    expect(within(modal).getByText("新增")).toBeInTheDocument();
    await user.click(within(modal).getByTestId("record-submit"));
    expect(await within(modal).findByText("请输入编码!")).toBeInTheDocument();
    expect(within(modal).getByText("请输入名称!")).toBeInTheDocument();
    expect(within(modal).getByText("请选择状态!")).toBeInTheDocument();
    // not required: no message
    expect(within(modal).queryByText(/价格!/)).toBeNull();
    expect(writes(api)).toHaveLength(0);
    // a field put right loses its message
    await user.type(within(modal).getByLabelText(/名称/), "新物品");
    await waitFor(() => expect(within(modal).queryByText("请输入名称!")).toBeNull());
    expect(within(modal).getByText("请输入编码!")).toBeInTheDocument();
  });

  it("says 最大长度10位字符 for a name past the contract's maximum length", async () => {
    const { user, api } = await renderPage();
    const modal = await openAdd(user);
    await user.type(within(modal).getByLabelText(/名称/), "一二三四五六七八九十十一");
    await user.tab();
    expect(await within(modal).findByText("最大长度10位字符")).toBeInTheDocument();
    await user.click(within(modal).getByTestId("record-submit"));
    await within(modal).findByText("请输入编码!");
    expect(within(modal).getByText("最大长度10位字符")).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
  });

  it("checks a unique field with /sys/duplicate/check and shows the server's refusal under it", async () => {
    const api = thingsApi().on("GET /sys/duplicate/check", refused("该值不可用，系统中已存在！"));
    const { user } = await renderPage(api);
    const modal = await openAdd(user);
    await user.type(within(modal).getByLabelText(/编码/), "T001");
    await user.tab();
    expect(await within(modal).findByText("该值不可用，系统中已存在！")).toBeInTheDocument();
    expect(api.calls("GET /sys/duplicate/check")[0]!.query).toMatchObject({ tableName: "test_thing", fieldName: "code", fieldVal: "T001" });
    expect(api.calls("GET /sys/duplicate/check")[0]!.query).not.toHaveProperty("dataId");
    await user.type(within(modal).getByLabelText(/名称/), "新物品");
    await user.selectOptions(within(modal).getByLabelText(/状态/), "上架");
    await user.click(within(modal).getByTestId("record-submit"));
    await waitFor(() => expect(api.calls("GET /sys/duplicate/check").length).toBeGreaterThan(1));
    expect(within(modal).getByText("该值不可用，系统中已存在！")).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
  });

  it("keeps what was typed and warns with the server's message when the add is refused", async () => {
    const api = thingsApi().on("POST /test/thing/add", refused("物品编码已被占用"));
    const { user } = await renderPage(api);
    const modal = await openAdd(user);
    await user.type(within(modal).getByLabelText(/编码/), "T002");
    await user.type(within(modal).getByLabelText(/名称/), "新物品");
    await user.selectOptions(within(modal).getByLabelText(/状态/), "下架");
    await user.type(within(modal).getByLabelText(/价格/), "8.8");
    await user.click(within(modal).getByTestId("record-submit"));
    await waitFor(() => expect(api.calls("POST /test/thing/add")).toHaveLength(1));
    expect(api.calls("POST /test/thing/add")[0]!.body).toMatchObject({ code: "T002", name: "新物品", status: "2", price: "8.8" });
    const warning = await screen.findByText("物品编码已被占用");
    expect(warning.closest('[data-testid="toast"]')).toHaveAttribute("data-type", "warning");
    expect(screen.getByTestId("record-modal")).toBe(modal);
    expect(within(modal).getByLabelText(/编码/)).toHaveValue("T002");
    expect(within(modal).getByLabelText(/名称/)).toHaveValue("新物品");
    expect(within(modal).getByLabelText(/状态/)).toHaveValue("2");
    // the list was not reloaded
    expect(api.calls("GET /test/thing/list")).toHaveLength(1);
  });

  it("edits with PUT, sending the record's id and version with the changes", async () => {
    const api = thingsApi().on("PUT /test/thing/edit", ok(null, "编辑成功!"));
    const { user } = await renderPage(api);
    await user.click(screen.getByRole("button", { name: "编辑" }));
    const modal = await screen.findByTestId("record-modal");
    expect(modal).toHaveAttribute("data-mode", "edit");
    expect(within(modal).getByLabelText(/名称/)).toHaveValue("旧名称");
    await user.clear(within(modal).getByLabelText(/名称/));
    await user.type(within(modal).getByLabelText(/名称/), "新名称");
    await user.click(within(modal).getByTestId("record-submit"));
    await waitFor(() => expect(api.calls("PUT /test/thing/edit")).toHaveLength(1));
    expect(api.calls("PUT /test/thing/edit")[0]!.body).toEqual({ id: "t1", version: 3, code: "T001", name: "新名称", status: "1", price: "12.5", remark: "第一件" });
    // the duplicate check of an edit excludes the record itself
    expect(api.calls("GET /sys/duplicate/check").at(-1)!.query).toMatchObject({ fieldVal: "T001", dataId: "t1" });
    expect(await screen.findByText("编辑成功!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("record-modal")).toBeNull());
    await waitFor(() => expect(api.calls("GET /test/thing/list")).toHaveLength(2));
  });

  it("shows 详情 read-only, with dictionary texts and money to two decimals", async () => {
    const { user, api } = await renderPage();
    await user.click(screen.getByRole("button", { name: "详情" }));
    const modal = await screen.findByTestId("record-modal");
    expect(modal).toHaveAttribute("data-mode", "detail");
    expect(within(modal).getByText("详情")).toBeInTheDocument();
    expect(within(modal).getByTestId("detail-code")).toHaveTextContent("T001");
    expect(within(modal).getByTestId("detail-status")).toHaveTextContent("上架");
    expect(within(modal).getByTestId("detail-price")).toHaveTextContent("12.50");
    expect(within(modal).getByTestId("detail-remark")).toHaveTextContent("第一件");
    expect(within(modal).queryAllByRole("textbox")).toHaveLength(0);
    expect(within(modal).queryByTestId("record-submit")).toBeNull();
    await user.click(within(modal).getByText("关闭", { selector: "button" }));
    await waitFor(() => expect(screen.queryByTestId("record-modal")).toBeNull());
    expect(writes(api)).toHaveLength(0);
  });

  it("switches to fullscreen and back, and opens again not fullscreen", async () => {
    const { user } = await renderPage();
    let modal = await openAdd(user);
    expect(modal).not.toHaveAttribute("data-fullscreen");
    await user.click(within(modal).getByRole("button", { name: "全屏" }));
    expect(modal).toHaveAttribute("data-fullscreen", "true");
    const exit = within(modal).getByRole("button", { name: "退出全屏" });
    expect(exit).toHaveAttribute("aria-pressed", "true");
    await user.click(exit);
    expect(modal).not.toHaveAttribute("data-fullscreen");
    await user.click(within(modal).getByRole("button", { name: "全屏" }));
    await user.click(within(modal).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByTestId("record-modal")).toBeNull());
    later(1000);
    modal = await openAdd(user);
    expect(modal).not.toHaveAttribute("data-fullscreen");
  });

  it("closes on 取消 without a call, and opens empty again", async () => {
    const { user, api } = await renderPage();
    const modal = await openAdd(user);
    await user.type(within(modal).getByLabelText(/名称/), "草稿");
    await user.click(within(modal).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByTestId("record-modal")).toBeNull());
    expect(writes(api)).toHaveLength(0);
    expect(api.calls("GET /test/thing/list")).toHaveLength(1);
    later(1000);
    const again = await openAdd(user);
    expect(within(again).getByLabelText(/名称/)).toHaveValue("");
  });
});
