/**
 * The list page's search bar in jsdom over the list machine: what each kind of field sends on the
 * wire (contains, a declared ne / ge / le, a dictionary's exact value, a multi select's values joined
 * with commas, date and number ranges as _begin / _end), a reversed range refused under its field,
 * 展开 / 收起, Enter, and the labels in en-US.
 */
import { f, type ResourceDef } from "@qt/openapi/build";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { FakeApi, ok, page, renderWithServices, type RenderOptions } from "../../../test/components/harness";
import { ListPage } from "./ListPage";
import { l, type ListPageDef, type SearchField } from "./types";

/** A resource of the test's own: one field of each search kind. */
const things: ResourceDef = {
  base: "/test/thing",
  name: "TestThing",
  title: "测试物品",
  table: "test_thing",
  permission: "test:thing",
  tag: "test",
  common: "sys",
  fields: {
    name: f.string("名称", { search: "like" }),
    code: f.string("编码", { search: "eq" }),
    status: f.dict("thing_status", "状态", { search: "eq" }),
    level: f.integer("等级", { search: "eq" }),
    price: f.money("价格", { search: "range" }),
    madeOn: f.date("生产日期", { search: "range" }),
  },
};

const STATUS = [
  { value: "1", text: "上架" },
  { value: "2", text: "下架" },
  { value: "3", text: "待审" },
];

function defWith(search: readonly SearchField[], extra: Partial<ListPageDef> = {}): ListPageDef {
  return {
    resource: things,
    key: "search-bar-test",
    columns: [{ key: "name", title: l("名称", "Name") }],
    search,
    form: [],
    superQuery: false,
    ...extra,
  };
}

function thingsApi() {
  return new FakeApi()
    .on("GET /test/thing/list", page([{ id: "1", name: "物品一", createTime: "2026-01-01 00:00:00" }], 1))
    .on("GET /sys/dict/getDictItems/thing_status", ok(STATUS));
}

const lists = (api: FakeApi) => api.calls("GET /test/thing/list");

/** Renders the page and waits for its first list call; gives the user, the api and a way to wait for the next search's query. */
async function renderBar(def: ListPageDef, options: RenderOptions = {}) {
  const user = userEvent.setup();
  const api = options.api ?? thingsApi();
  await renderWithServices(<ListPage def={def} path="/things" />, { ...options, api });
  await screen.findByText("物品一");
  expect(lists(api)).toHaveLength(1);
  /** The query of the `n`th list call (by default the second: the first search), once it was made. */
  const nextQuery = async (n = 2) => {
    await waitFor(() => expect(lists(api)).toHaveLength(n));
    return lists(api)[n - 1]!.query;
  };
  return { user, api, nextQuery };
}

beforeEach(() => sessionStorage.clear());

describe("SearchBar", () => {
  it("sends typed text as contains (*x*) for a like field and as it is for an exact one", async () => {
    const { user, nextQuery } = await renderBar(defWith([{ key: "name", label: l("名称", "Name") }, { key: "code", label: l("编码", "Code") }]));
    await user.type(screen.getByLabelText("名称"), "灯");
    await user.type(screen.getByLabelText("编码"), "A01");
    await user.click(screen.getByTestId("search-submit"));
    const query = await nextQuery();
    expect(query).toMatchObject({ name: "*灯*", code: "A01", pageNo: "1" });
  });

  it("sends a declared match: ne as !x, ge as >=x, le as <=x", async () => {
    const def = defWith([
      { key: "name", label: l("名称", "Name"), match: "ne" },
      { key: "level", label: l("等级", "Level"), match: "ge" },
      { key: "code", label: l("编码", "Code"), match: "le" },
    ]);
    const { user, nextQuery } = await renderBar(def);
    await user.type(screen.getByLabelText("名称"), "旧款");
    await user.type(screen.getByLabelText("等级"), "3");
    await user.type(screen.getByLabelText("编码"), "B9");
    await user.click(screen.getByTestId("search-submit"));
    expect(await nextQuery()).toMatchObject({ name: "!旧款", level: ">=3", code: "<=B9" });
  });

  it("offers a dictionary field's items and sends the chosen value exactly", async () => {
    const { user, api, nextQuery } = await renderBar(defWith([{ key: "status", label: l("状态", "Status") }]));
    const select = screen.getByLabelText("状态");
    await within(select).findByRole("option", { name: "下架" });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["请选择", "上架", "下架", "待审"]);
    expect(api.calls("GET /sys/dict/getDictItems/thing_status")).toHaveLength(1);
    await user.selectOptions(select, "下架");
    await user.click(screen.getByTestId("search-submit"));
    expect((await nextQuery()).status).toBe("2");
  });

  it("sends the values of a multi select joined with commas", async () => {
    const { user, nextQuery } = await renderBar(defWith([{ key: "status", label: l("状态", "Status"), kind: "multi" }]));
    await user.click(screen.getByRole("combobox", { name: "状态" }));
    await user.click(await screen.findByRole("option", { name: "上架" }));
    await user.click(screen.getByRole("option", { name: "待审" }));
    await user.keyboard("{Escape}");
    await user.click(screen.getByTestId("search-submit"));
    expect((await nextQuery()).status).toBe("1,3");
  });

  it("sends a date range as _begin 00:00:00 and _end 23:59:59, and a number range as it is", async () => {
    const def = defWith([
      { key: "madeOn", label: l("生产日期", "Made on") },
      { key: "price", label: l("价格", "Price") },
    ]);
    const { user, nextQuery } = await renderBar(def);
    await user.type(screen.getByLabelText("生产日期 开始"), "2026-01-05");
    await user.type(screen.getByLabelText("生产日期 结束"), "2026-01-31");
    await user.type(screen.getByLabelText("价格 开始"), "10");
    await user.type(screen.getByLabelText("价格 结束"), "99.5");
    await user.click(screen.getByTestId("search-submit"));
    const query = await nextQuery();
    expect(query).toMatchObject({ madeOn_begin: "2026-01-05 00:00:00", madeOn_end: "2026-01-31 23:59:59", price_begin: "10", price_end: "99.5" });
    expect(query).not.toHaveProperty("madeOn");
    expect(query).not.toHaveProperty("price");
  });

  it("refuses a reversed range with 起始值不能大于结束值 under the field, focuses its start and sends nothing", async () => {
    const { user, api } = await renderBar(defWith([{ key: "price", label: l("价格", "Price") }]));
    await user.type(screen.getByLabelText("价格 开始"), "50");
    await user.type(screen.getByLabelText("价格 结束"), "5");
    await user.click(screen.getByTestId("search-submit"));
    const message = await screen.findByText("起始值不能大于结束值");
    expect(message).toBeVisible();
    expect(screen.getByLabelText("价格 开始")).toHaveFocus();
    expect(lists(api)).toHaveLength(1);
    // put right, it searches and the message goes
    await user.clear(screen.getByLabelText("价格 结束"));
    await user.type(screen.getByLabelText("价格 结束"), "500");
    await waitFor(() => expect(screen.queryByText("起始值不能大于结束值")).toBeNull());
    await user.click(screen.getByTestId("search-submit"));
    await waitFor(() => expect(lists(api)).toHaveLength(2));
    expect(lists(api)[1]!.query).toMatchObject({ price_begin: "50", price_end: "500" });
  });

  it("expands a collapsed bar to show the refused range field past the first 3", async () => {
    const def = defWith([
      { key: "name", label: l("名称", "Name") },
      { key: "code", label: l("编码", "Code") },
      { key: "level", label: l("等级", "Level") },
      { key: "madeOn", label: l("生产日期", "Made on") },
    ]);
    const { user, api } = await renderBar(def);
    await user.click(screen.getByRole("button", { name: "展开" }));
    await user.type(screen.getByLabelText("生产日期 开始"), "2026-03-01");
    await user.type(screen.getByLabelText("生产日期 结束"), "2026-02-01");
    await user.click(screen.getByRole("button", { name: "收起" }));
    expect(screen.queryByLabelText("生产日期 开始")).toBeNull();
    await user.click(screen.getByTestId("search-submit"));
    await screen.findByText("起始值不能大于结束值");
    expect(screen.getByLabelText("生产日期 开始")).toHaveFocus();
    expect(screen.getByRole("button", { name: "收起" })).toHaveAttribute("aria-expanded", "true");
    expect(lists(api)).toHaveLength(1);
  });

  it("shows only the first 3 fields until 展开, and hides them again on 收起", async () => {
    const def = defWith([
      { key: "name", label: l("名称", "Name") },
      { key: "code", label: l("编码", "Code") },
      { key: "status", label: l("状态", "Status") },
      { key: "level", label: l("等级", "Level") },
      { key: "price", label: l("价格", "Price") },
    ]);
    const { user } = await renderBar(def);
    const bar = screen.getByRole("search");
    expect(within(bar).getByLabelText("状态")).toBeInTheDocument();
    expect(within(bar).queryByLabelText("等级")).toBeNull();
    expect(within(bar).queryByLabelText("价格 开始")).toBeNull();
    const toggle = within(bar).getByRole("button", { name: "展开" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(within(bar).getByLabelText("等级")).toBeInTheDocument();
    expect(within(bar).getByLabelText("价格 开始")).toBeInTheDocument();
    await user.click(within(bar).getByRole("button", { name: "收起" }));
    expect(within(bar).queryByLabelText("等级")).toBeNull();
  });

  it("offers no 展开 when every field fits", async () => {
    await renderBar(defWith([{ key: "name", label: l("名称", "Name") }]));
    expect(screen.queryByRole("button", { name: "展开" })).toBeNull();
  });

  it("searches on Enter in a field", async () => {
    const { user, nextQuery } = await renderBar(defWith([{ key: "name", label: l("名称", "Name") }]));
    await user.type(screen.getByLabelText("名称"), "台灯{Enter}");
    expect((await nextQuery()).name).toBe("*台灯*");
  });

  it("shows its labels and buttons in en-US", async () => {
    const def = defWith([
      { key: "name", label: l("名称", "Name") },
      { key: "code", label: l("编码", "Code") },
      { key: "status", label: l("状态", "Status") },
      { key: "price", label: l("价格", "Price") },
    ]);
    const { user } = await renderBar(def, { locale: "en-US" });
    const bar = screen.getByRole("search", { name: "Search" });
    expect(within(bar).getByLabelText("Name")).toHaveAttribute("placeholder", "Please enter");
    expect(within(bar).getByLabelText("Code")).toBeInTheDocument();
    expect(within(within(bar).getByLabelText("Status")).getByRole("option", { name: "Please choose" })).toBeInTheDocument();
    expect(within(bar).getByRole("button", { name: "Search" })).toBeInTheDocument();
    expect(within(bar).getByRole("button", { name: "Reset" })).toBeInTheDocument();
    await user.click(within(bar).getByRole("button", { name: "Expand" }));
    expect(within(bar).getByLabelText("Price from")).toBeInTheDocument();
    expect(within(bar).getByLabelText("Price to")).toBeInTheDocument();
    expect(within(bar).getByRole("button", { name: "Collapse" })).toBeInTheDocument();
  });
});
