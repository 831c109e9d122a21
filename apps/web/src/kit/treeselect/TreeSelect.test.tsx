/**
 * The tree select and the category select in jsdom over the fake API: the top level read on
 * mounting, a node's children read when it is opened, a node chosen (its key emitted, its title
 * shown), several checked, a stored value's titles looked up, a condition that is not JSON, and a
 * refused read shown as the error it is.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { FakeApi, ok, refused, renderWithServices, type FakeRequest } from "../../../test/components/harness";
import type { WidgetValueProps } from "../form/as-control";
import { CategorySelect, type CategorySelectProps } from "./CategorySelect";
import { TreeSelect, type TreeSelectProps } from "./TreeSelect";

/** Departments as /sys/dict/loadTreeData answers them: a level under `pid`. */
const LEVELS: Record<string, object[]> = {
  "0": [
    { key: "a", title: "总部", leaf: false },
    { key: "b", title: "分公司", leaf: true },
  ],
  a: [
    { key: "a1", title: "研发部", leaf: true },
    { key: "a2", title: "财务部", leaf: true },
  ],
};
const TITLES: Record<string, string> = { a: "总部", b: "分公司", a1: "研发部", a2: "财务部" };
const DICT = "sys_depart,depart_name,id";
const TREE = "GET /sys/dict/loadTreeData";
/** loadDictItem of the table dictionary (the path holds the code). */
const LOOKUP = `GET /sys/dict/loadDictItem/${DICT}`;

function departs() {
  const fake = new FakeApi().on(TREE, (r) => ok(LEVELS[r.query.pid ?? ""] ?? []));
  return fake.on(LOOKUP, (r: FakeRequest) => ok((r.query.key ?? "").split(",").map((k) => TITLES[k] ?? null)));
}

/** `Widget` in a field holding its value; `changed` sees every value emitted. */
async function renderSelect<P extends WidgetValueProps>(Widget: ComponentType<P>, props: Omit<P, "value" | "onChange">, fake: FakeApi, value = "") {
  const changed = vi.fn();
  function Host() {
    const [current, setCurrent] = useState<unknown>(value);
    const all = {
      ...props,
      value: current,
      onChange: (v: string) => {
        changed(v);
        setCurrent(v);
      },
    } as unknown as P;
    return <Widget {...all} />;
  }
  const user = userEvent.setup();
  await renderWithServices(<Host />, { api: fake });
  return { user, changed, field: () => screen.getByRole("combobox", { name: "上级部门" }) };
}

const treeProps = (extra: Partial<TreeSelectProps> = {}) => ({ dict: DICT, "aria-label": "上级部门", ...extra });

describe("TreeSelect", () => {
  it("reads the top level with the table's settings and shows it when opened", async () => {
    const fake = departs();
    const { user, field } = await renderSelect(TreeSelect, treeProps({ pidField: "parent_id", hasChildField: "has_child" }), fake);
    await waitFor(() => expect(fake.calls(TREE)).toHaveLength(1));
    expect(fake.calls(TREE)[0]!.query).toMatchObject({ pid: "0", tableName: "sys_depart", text: "depart_name", code: "id", pidField: "parent_id", hasChildField: "has_child" });
    expect(field()).toHaveTextContent("请选择");
    await user.click(field());
    const tree = await screen.findByRole("tree", { name: "上级部门" });
    expect(within(tree).getAllByRole("treeitem").map((i) => i.textContent)).toEqual(["总部", "分公司"]);
    expect(field()).toHaveAttribute("aria-expanded", "true");
  });

  it("reads a node's children when it is opened", async () => {
    const fake = departs();
    const { user, field } = await renderSelect(TreeSelect, treeProps(), fake);
    await user.click(field());
    const top = await screen.findByRole("treeitem", { name: "总部" });
    expect(top).toHaveAttribute("aria-expanded", "false");
    await user.click(within(top).getByTestId("tree-toggle"));
    expect(await screen.findByRole("treeitem", { name: "研发部" })).toBeInTheDocument();
    expect(fake.calls(TREE).map((r) => r.query.pid)).toEqual(["0", "a"]);
    expect(top).toHaveAttribute("aria-expanded", "true");
  });

  it("emits the chosen node's key, closes, and shows its title", async () => {
    const fake = departs();
    const { user, changed, field } = await renderSelect(TreeSelect, treeProps(), fake);
    await user.click(field());
    const top = await screen.findByRole("treeitem", { name: "总部" });
    await user.click(within(top).getByTestId("tree-toggle"));
    await user.click(await screen.findByText("财务部"));
    expect(changed).toHaveBeenLastCalledWith("a2");
    await waitFor(() => expect(screen.queryByRole("tree")).toBeNull());
    expect(field()).toHaveTextContent("财务部");
    expect(field()).toHaveFocus();
    // cleared with 清空
    await user.click(screen.getByRole("button", { name: "清空" }));
    expect(changed).toHaveBeenLastCalledWith("");
    expect(field()).toHaveTextContent("请选择");
  });

  it("checks several nodes when multiple, emitting their keys comma-joined", async () => {
    const fake = departs();
    const { user, changed, field } = await renderSelect(TreeSelect, treeProps({ multiple: true }), fake);
    await user.click(field());
    await user.click(await screen.findByText("分公司"));
    await user.click(screen.getByText("总部"));
    expect(changed).toHaveBeenLastCalledWith("b,a");
    expect(screen.getByRole("treeitem", { name: "分公司" })).toHaveAttribute("aria-checked", "true");
    await user.click(screen.getByText("分公司"));
    expect(changed).toHaveBeenLastCalledWith("a");
  });

  it("shows a stored value's title looked up through the table dictionary", async () => {
    const fake = departs();
    const { field } = await renderSelect(TreeSelect, treeProps(), fake, "a1");
    await waitFor(() => expect(field()).toHaveTextContent("研发部"));
    expect(fake.calls(LOOKUP)[0]!.query.key).toBe("a1");
  });

  it("says a condition that is not a JSON object is wrong, and reads nothing", async () => {
    const fake = departs();
    const { field } = await renderSelect(TreeSelect, treeProps({ condition: "status=1" }), fake);
    expect(await screen.findByRole("alert")).toHaveTextContent("组件JTreeSelect-condition传值有误，需要一个json字符串!");
    expect(field()).toBeDisabled();
    expect(fake.calls(TREE)).toHaveLength(0);
  });

  it("sends a JSON condition with every level read", async () => {
    const fake = departs();
    const { user, field } = await renderSelect(TreeSelect, treeProps({ condition: '{"status":"1"}' }), fake);
    await user.click(field());
    const top = await screen.findByRole("treeitem", { name: "总部" });
    await user.click(within(top).getByTestId("tree-toggle"));
    await screen.findByRole("treeitem", { name: "研发部" });
    expect(fake.calls(TREE).map((r) => r.query.condition)).toEqual(['{"status":"1"}', '{"status":"1"}']);
  });

  it("shows the server's refusal of the top level as an error, in the tree's place and as a toast", async () => {
    const fake = new FakeApi().on(TREE, refused("表名不合法"));
    const { user, field } = await renderSelect(TreeSelect, treeProps(), fake);
    const toast = (await screen.findByText("表名不合法", {}, { timeout: 4000 })).closest<HTMLElement>('[data-testid="toast"]');
    expect(toast).toHaveAttribute("data-type", "error");
    await user.click(field());
    const popup = await screen.findByTestId("tree-select-popup");
    expect(within(popup).getByRole("alert")).toHaveTextContent("表名不合法");
    expect(within(popup).queryByText("暂无数据")).toBeNull();
    expect(screen.queryByRole("tree")).toBeNull();
  });

  it("still says 暂无数据 for a top level that is empty", async () => {
    const fake = new FakeApi().on(TREE, ok([]));
    const { user, field } = await renderSelect(TreeSelect, treeProps(), fake);
    await waitFor(() => expect(fake.calls(TREE)).toHaveLength(1));
    await user.click(field());
    const popup = await screen.findByTestId("tree-select-popup");
    expect(await within(popup).findByText("暂无数据")).toBeInTheDocument();
    expect(within(popup).queryByRole("alert")).toBeNull();
  });
});

const CATEGORIES: Record<string, object[]> = {
  "0": [{ key: "c1", title: "平面设计", leaf: false }],
  c1: [
    { key: "c11", title: "海报", leaf: true },
    { key: "c12", title: "名片", leaf: true },
  ],
};

function categories() {
  return new FakeApi()
    .on("GET /sys/category/loadTreeRoot", (r) => ok(CATEGORIES[r.query.pcode ?? ""] ?? []))
    .on("GET /sys/category/loadTreeChildren", (r) => ok(CATEGORIES[r.query.pid ?? ""] ?? []))
    .on("GET /sys/category/loadOne", (r) => (r.query.field === "id" && r.query.val === "c12" ? ok({ id: "c12", pid: "c1", name: "名片", code: "A01A02" }) : refused("查询无果")))
    .on("GET /sys/category/loadDictItem/c11,c12", ok(["海报", "名片"]));
}

const categoryProps = (extra: Partial<CategorySelectProps> = {}) => ({ "aria-label": "上级部门", ...extra });

describe("CategorySelect", () => {
  it("reads the categories under pcode a level at a time and emits the chosen id", async () => {
    const fake = categories();
    const { user, changed, field } = await renderSelect(CategorySelect, categoryProps(), fake);
    await waitFor(() => expect(fake.calls("GET /sys/category/loadTreeRoot")).toHaveLength(1));
    expect(fake.calls("GET /sys/category/loadTreeRoot")[0]!.query).toMatchObject({ pcode: "0", async: "true" });
    await user.click(field());
    const top = await screen.findByRole("treeitem", { name: "平面设计" });
    await user.click(within(top).getByTestId("tree-toggle"));
    await user.click(await screen.findByText("海报"));
    expect(fake.calls("GET /sys/category/loadTreeChildren")[0]!.query.pid).toBe("c1");
    expect(changed).toHaveBeenLastCalledWith("c11");
    await waitFor(() => expect(field()).toHaveTextContent("海报"));
  });

  it("shows a stored category's name (one: loadOne by id; several: loadDictItem/{ids})", async () => {
    const fake = categories();
    const { field } = await renderSelect(CategorySelect, categoryProps(), fake, "c12");
    await waitFor(() => expect(field()).toHaveTextContent("名片"));
    expect(fake.calls("GET /sys/category/loadOne")[0]!.query).toMatchObject({ field: "id", val: "c12" });
    expect(fake.calls("GET /sys/category/loadDictItem/c12")).toHaveLength(0);
  });

  it("shows several stored categories' names through loadDictItem/{ids}", async () => {
    const fake = categories();
    const { field } = await renderSelect(CategorySelect, categoryProps({ multiple: true }), fake, "c11,c12");
    await waitFor(() => expect(field()).toHaveTextContent("海报, 名片"));
    expect(fake.calls("GET /sys/category/loadOne")).toHaveLength(0);
  });

  it("shows the server's refusal of the categories as an error, never an empty tree", async () => {
    const fake = new FakeApi().on("GET /sys/category/loadTreeRoot", refused("分类编码不存在"));
    const { user, field } = await renderSelect(CategorySelect, categoryProps({ pcode: "X99" }), fake);
    const toast = (await screen.findByText("分类编码不存在", {}, { timeout: 4000 })).closest<HTMLElement>('[data-testid="toast"]');
    expect(toast).toHaveAttribute("data-type", "error");
    await user.click(field());
    const popup = await screen.findByTestId("tree-select-popup");
    expect(within(popup).getByRole("alert")).toHaveTextContent("分类编码不存在");
    expect(within(popup).queryByText("暂无数据")).toBeNull();
  });
});
