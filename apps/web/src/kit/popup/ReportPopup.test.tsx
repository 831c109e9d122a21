/**
 * The online report popup in jsdom over the fake API: its settings checked, the report's columns
 * then its query items read on 选择, the rows searched and chosen, the chosen row's fields written
 * into the host form (this field through onChange, the others through setValues), 请选择一条记录
 * with nothing chosen, and 出错了 for a report that cannot be read.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FakeApi, ok, refused, renderWithServices, type FakeRequest } from "../../../test/components/harness";
import { ReportPopup, type ReportPopupProps } from "./ReportPopup";

const COLUMNS = {
  cgRpConfigId: "rp1",
  cgRpConfigName: "用户报表",
  columns: [
    { title: "账号", dataIndex: "username" },
    { title: "姓名", dataIndex: "realname" },
    { title: "性别", dataIndex: "sex", customRender: "sex" },
  ],
  dictOptions: { sex: [{ value: "1", text: "男" }, { value: "2", text: "女" }] },
};
const QUERY_ITEMS = [
  { field: "realname", label: "姓名", view: "text", mode: "single" },
  { field: "status", label: "状态", view: "text", mode: "single", hidden: "1", defValue: "1" },
];
const ROWS = [
  { id: "1", username: "zhangsan", realname: "张三", sex: "1" },
  { id: "2", username: "lisi", realname: "李四", sex: "2" },
];
const DATA = "GET /online/cgreport/api/getData/rp1";

function report() {
  return new FakeApi()
    .on("GET /online/cgreport/api/getRpColumns/users", ok(COLUMNS))
    .on("GET /online/cgreport/api/getQueryInfo/rp1", ok(QUERY_ITEMS))
    .on(DATA, (r: FakeRequest) => {
      const records = ROWS.filter((row) => row.realname.includes(r.query.realname ?? ""));
      return ok({ records, total: records.length });
    });
}

/** The popup as the `account` field of a form, with `name` beside it. */
async function renderPopup(props: Partial<ReportPopupProps> = {}, fake = report()) {
  const changed = vi.fn();
  const others = vi.fn();
  function Form() {
    const [values, setValues] = useState<Record<string, unknown>>({ account: "", name: "" });
    return (
      <>
        <ReportPopup
          code="users"
          orgFields="username,realname"
          destFields="account,name"
          name="account"
          aria-label="账号"
          {...props}
          value={values.account}
          onChange={(v) => {
            changed(v);
            setValues((s) => ({ ...s, account: v }));
          }}
          setValues={(v) => {
            others(v);
            setValues((s) => ({ ...s, ...v }));
          }}
        />
        <output data-testid="name-field">{String(values.name)}</output>
      </>
    );
  }
  const user = userEvent.setup();
  await renderWithServices(<Form />, { api: fake });
  return { user, api: fake, changed, others };
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "选择" }));
  const dialog = await screen.findByTestId("report-popup");
  await within(dialog).findByText("张三");
  return dialog;
}

describe("ReportPopup", () => {
  it("reads the report's columns, then its query items, and shows its rows with dictionary texts", async () => {
    const { user, api } = await renderPopup();
    expect(screen.getByLabelText("账号")).toHaveAttribute("placeholder", "请点击选择");
    const dialog = await open(user);
    const order = api.requests.map((r) => r.path).filter((p) => p.startsWith("/online/"));
    expect(order.slice(0, 3)).toEqual(["/online/cgreport/api/getRpColumns/users", "/online/cgreport/api/getQueryInfo/rp1", "/online/cgreport/api/getData/rp1"]);
    expect(within(dialog).getByText("用户报表")).toBeInTheDocument();
    expect(within(dialog).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["", "账号", "姓名", "性别"]);
    expect(within(dialog).getByText("女")).toBeInTheDocument();
    // the hidden query item's default goes with every read
    expect(api.calls(DATA)[0]!.query).toMatchObject({ status: "1", pageNo: "1", pageSize: "10" });
  });

  it("searches by a query item and writes the chosen row into the form's fields", async () => {
    const { user, api, changed, others } = await renderPopup();
    const dialog = await open(user);
    await user.type(within(dialog).getByRole("textbox", { name: "姓名" }), "李{Enter}");
    await waitFor(() => expect(within(dialog).getAllByTestId("picker-row")).toHaveLength(1));
    expect(api.calls(DATA).at(-1)!.query).toMatchObject({ realname: "李", status: "1" });
    await user.click(within(dialog).getByText("李四"));
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByTestId("report-popup")).toBeNull());
    expect(changed).toHaveBeenLastCalledWith("lisi");
    expect(others).toHaveBeenLastCalledWith({ name: "李四" });
    expect(screen.getByLabelText("账号")).toHaveValue("lisi");
    expect(screen.getByTestId("name-field")).toHaveTextContent("李四");
  });

  it("joins several rows' fields in multi mode", async () => {
    const { user, changed, others } = await renderPopup({ multi: true });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole("checkbox", { name: "选择本页全部" }));
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByTestId("report-popup")).toBeNull());
    expect(changed).toHaveBeenLastCalledWith("zhangsan,lisi");
    expect(others).toHaveBeenLastCalledWith({ name: "张三,李四" });
  });

  it("warns 请选择一条记录 on 确定 with nothing chosen, and stays open", async () => {
    const { user, changed } = await renderPopup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    const toast = await screen.findByText("请选择一条记录");
    expect(toast.closest('[data-testid="toast"]')).toHaveAttribute("data-type", "warning");
    expect(screen.getByTestId("report-popup")).toBe(dialog);
    expect(changed).not.toHaveBeenCalled();
  });

  it("says 出错了 with the server's message when the report cannot be read", async () => {
    const api = new FakeApi().on("GET /online/cgreport/api/getRpColumns/users", refused("报表不存在"));
    const { user } = await renderPopup({}, api);
    await user.click(screen.getByRole("button", { name: "选择" }));
    const dialog = await screen.findByTestId("confirm-dialog");
    expect(dialog).toHaveTextContent("出错了");
    expect(dialog).toHaveTextContent("Popup初始化失败，请检查你的配置或稍后重试！ 报表不存在");
    expect(screen.queryByTestId("report-popup")).toBeNull();
    expect(api.calls("GET /online/cgreport/api/getQueryInfo/rp1")).toHaveLength(0);
  });

  it("is disabled and says why when the source and target fields differ in number", async () => {
    const { api } = await renderPopup({ destFields: "account" });
    expect(screen.getByTestId("report-popup-problem")).toHaveTextContent("popup参数未正确配置,原始值和目标值数量不一致!");
    expect(screen.getByRole("button", { name: "选择" })).toBeDisabled();
    expect(screen.getByLabelText("账号")).toBeDisabled();
    expect(api.requests).toHaveLength(0);
  });
});
