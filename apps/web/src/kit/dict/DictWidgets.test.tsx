/**
 * The dictionary widgets in jsdom over the fake API: options from GET /sys/dict/getDictItems/{code}
 * (read once for every widget of the page), the select, radio and checkbox group, the multi select
 * (values joined with commas, one tag then +N), and the search select, local (filtered here) and
 * async (GET /sys/dict/loadDict/{code}: its hint, no data, a refusal's warning).
 */
import { Field } from "@chakra-ui/react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { FakeApi, ok, refused, renderWithServices } from "../../../test/components/harness";
import { DictCheckbox, DictRadio, DictSelect, type DictWidgetProps } from "./DictChoices";
import { DictMultiSelect } from "./DictMultiSelect";
import { DictSearchSelect, type DictSearchSelectProps } from "./DictSearchSelect";

const COLORS = [
  { value: "r", text: "红色" },
  { value: "g", text: "绿色" },
  { value: "b", text: "蓝色" },
  { value: "y", text: "黄色" },
];
const ITEMS = "GET /sys/dict/getDictItems/color";

const colors = () => new FakeApi().on(ITEMS, ok(COLORS));

/** `Widget` in a labelled field (颜色) holding its value; `changed` sees every value emitted. */
async function renderWidget<P extends DictWidgetProps>(Widget: ComponentType<P>, props: Partial<P>, fake = colors(), value = "") {
  const changed = vi.fn();
  function Host() {
    const [current, setCurrent] = useState<unknown>(value);
    const all = {
      dictCode: "color",
      name: "color",
      ...props,
      value: current,
      onChange: (v: string) => {
        changed(v);
        setCurrent(v);
      },
    } as unknown as P;
    return (
      <Field.Root>
        <Field.Label>颜色</Field.Label>
        <Widget {...all} />
      </Field.Root>
    );
  }
  const user = userEvent.setup();
  await renderWithServices(<Host />, { api: fake });
  return { user, changed, api: fake };
}

describe("DictSelect", () => {
  it("offers the dictionary's items after 请选择 and emits the chosen value", async () => {
    const { user, changed, api } = await renderWidget(DictSelect, {});
    const select = screen.getByLabelText("颜色");
    await within(select).findByRole("option", { name: "蓝色" });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["请选择", "红色", "绿色", "蓝色", "黄色"]);
    expect(api.calls(ITEMS)).toHaveLength(1);
    await user.selectOptions(select, "绿色");
    expect(changed).toHaveBeenLastCalledWith("g");
    expect(select).toHaveValue("g");
  });

  it("reads a dictionary once for every widget showing it", async () => {
    const api = colors();
    function Two() {
      return (
        <>
          <Field.Root>
            <Field.Label>甲</Field.Label>
            <DictSelect dictCode="color" value="" onChange={() => {}} />
          </Field.Root>
          <Field.Root>
            <Field.Label>乙</Field.Label>
            <DictSelect dictCode="color" value="r" onChange={() => {}} />
          </Field.Root>
        </>
      );
    }
    await renderWithServices(<Two />, { api });
    await within(screen.getByLabelText("乙")).findByRole("option", { name: "红色" });
    await within(screen.getByLabelText("甲")).findByRole("option", { name: "红色" });
    expect(screen.getByLabelText("乙")).toHaveValue("r");
    expect(api.calls(ITEMS)).toHaveLength(1);
  });

  it("offers 请选择 alone when the dictionary cannot be read", async () => {
    const api = new FakeApi().on(ITEMS, refused("字典不存在"));
    await renderWidget(DictSelect, {}, api);
    await waitFor(() => expect(api.calls(ITEMS)).toHaveLength(1));
    expect(within(screen.getByLabelText("颜色")).getAllByRole("option").map((o) => o.textContent)).toEqual(["请选择"]);
  });
});

describe("DictRadio and DictCheckbox", () => {
  it("radio: one value of the dictionary", async () => {
    const { user, changed } = await renderWidget(DictRadio, {});
    const group = screen.getByRole("radiogroup", { name: "颜色" });
    await within(group).findByText("黄色");
    await user.click(within(group).getByText("黄色"));
    expect(changed).toHaveBeenLastCalledWith("y");
    expect(within(group).getByRole("radio", { name: "黄色" })).toBeChecked();
  });

  it("checkbox group: the values checked, in the order checked, joined with commas", async () => {
    const { user, changed } = await renderWidget(DictCheckbox, {});
    await screen.findByText("蓝色");
    await user.click(screen.getByText("蓝色"));
    await user.click(screen.getByText("红色"));
    expect(changed).toHaveBeenLastCalledWith("b,r");
    await user.click(screen.getByText("蓝色"));
    expect(changed).toHaveBeenLastCalledWith("r");
  });
});

describe("DictMultiSelect", () => {
  it("emits the values picked joined with commas, showing one tag then +N", async () => {
    const { user, changed } = await renderWidget(DictMultiSelect, {});
    const trigger = screen.getByRole("combobox", { name: "颜色" });
    await user.click(trigger);
    await user.click(await screen.findByRole("option", { name: "绿色" }));
    await user.click(screen.getByRole("option", { name: "黄色" }));
    await user.click(screen.getByRole("option", { name: "红色" }));
    expect(changed).toHaveBeenLastCalledWith("g,y,r");
    await user.keyboard("{Escape}");
    expect(screen.getAllByTestId("dict-multi-tag").map((t) => t.textContent)).toEqual(["绿色"]);
    expect(screen.getByTestId("dict-multi-more")).toHaveTextContent("+2");
    expect(trigger).toHaveTextContent("绿色, 黄色, 红色");
  });

  it("shows a stored value's texts and clears it", async () => {
    const { user, changed } = await renderWidget(DictMultiSelect, {}, colors(), "b,r");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "颜色" })).toHaveTextContent("蓝色, 红色"));
    await user.click(screen.getByRole("button", { name: "清空" }));
    expect(changed).toHaveBeenLastCalledWith("");
  });
});

describe("DictSearchSelect", () => {
  it("narrows the dictionary's options as one types, and picks one with the keyboard", async () => {
    const { user, changed } = await renderWidget(DictSearchSelect, {} as Partial<DictSearchSelectProps>);
    const input = screen.getByRole("combobox", { name: "颜色" });
    await user.click(input);
    const list = await screen.findByRole("listbox", { name: "颜色" });
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(4));
    await user.type(input, "蓝");
    expect(within(screen.getByRole("listbox")).getAllByRole("option").map((o) => o.textContent)).toEqual(["蓝色"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(changed).toHaveBeenLastCalledWith("b");
    expect(input).toHaveValue("蓝色");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("says 没有查询到任何数据 when nothing matches", async () => {
    const { user } = await renderWidget(DictSearchSelect, {} as Partial<DictSearchSelectProps>);
    const input = screen.getByRole("combobox", { name: "颜色" });
    await user.click(input);
    await screen.findByRole("option", { name: "红色" });
    await user.type(input, "紫");
    expect(await screen.findByTestId("dict-search-notice")).toHaveTextContent("没有查询到任何数据");
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("async: asks for text first, then searches the server (loadDict) and picks from its answer", async () => {
    const api = new FakeApi().on("GET /sys/dict/loadDict/sys_user,realname,username", (r) =>
      ok(r.query.keyword === "张" ? [{ value: "zhangsan", text: "张三" }, { value: "zhangfei", text: "张飞" }] : []),
    );
    const { user, changed } = await renderWidget(DictSearchSelect, { dictCode: "sys_user,realname,username", async: true, delay: 0 } as Partial<DictSearchSelectProps>, api);
    const input = screen.getByRole("combobox", { name: "颜色" });
    await user.click(input);
    expect(await screen.findByTestId("dict-search-notice")).toHaveTextContent("请输入搜索内容");
    await user.type(input, "张");
    await user.click(await screen.findByRole("option", { name: "张飞" }));
    const calls = api.calls("GET /sys/dict/loadDict/sys_user,realname,username");
    expect(calls.at(-1)!.query).toMatchObject({ keyword: "张", pageSize: "10" });
    expect(changed).toHaveBeenLastCalledWith("zhangfei");
    expect(input).toHaveValue("张飞");
  });

  it("async: warns with the server's message when the search is refused", async () => {
    const api = new FakeApi().on("GET /sys/dict/loadDict/sys_user,realname,username", refused("字典表不在白名单"));
    const { user } = await renderWidget(DictSearchSelect, { dictCode: "sys_user,realname,username", async: true, delay: 0 } as Partial<DictSearchSelectProps>, api);
    await user.type(screen.getByRole("combobox", { name: "颜色" }), "张");
    const toast = await screen.findByText("字典表不在白名单");
    expect(toast.closest('[data-testid="toast"]')).toHaveAttribute("data-type", "warning");
    expect(await screen.findByTestId("dict-search-notice")).toHaveTextContent("没有查询到任何数据");
  });

  it("shows a stored table-dictionary value's text (loadDictItem)", async () => {
    const api = new FakeApi().on("GET /sys/dict/loadDictItem/sys_user,realname,username", ok(["李四"]));
    await renderWidget(DictSearchSelect, { dictCode: "sys_user,realname,username", async: true } as Partial<DictSearchSelectProps>, api, "lisi");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "颜色" })).toHaveValue("李四"));
    expect(api.calls("GET /sys/dict/loadDictItem/sys_user,realname,username")[0]!.query.key).toBe("lisi");
  });
});
