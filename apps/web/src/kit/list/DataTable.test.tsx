/**
 * A list page's table in jsdom over the list machine: the sort cycle of a sortable header with
 * aria-sort, paging (the total text, pages, page size), selection by row click and by the page's
 * check box, 批量删除 (refused without a selection, confirmed with one: ids=a,b,), the row's 删除
 * and a failed list's 重试.
 */
import { sysPosition } from "@qt/openapi/build";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeApi, ok, refused, renderWithServices, type FakeRequest } from "../../../test/components/harness";
import { ListPage } from "./ListPage";
import { l, type ListPageDef } from "./types";

const def: ListPageDef = {
  resource: sysPosition,
  key: "data-table-test",
  columns: [
    { key: "code", title: l("职务编码", "Code"), sort: true },
    // sortable by the contract, not on this page
    { key: "name", title: l("职务名称", "Name"), sort: false },
  ],
  search: [],
  form: [],
  superQuery: false,
};

/** 25 positions, answered a page at a time as the query asks. */
const ALL = Array.from({ length: 25 }, (_, i) => ({ id: `p${i + 1}`, code: `P${String(i + 1).padStart(2, "0")}`, name: `职务${i + 1}` }));
function pageOf(request: FakeRequest) {
  const size = Number(request.query.pageSize);
  const current = Number(request.query.pageNo);
  const records = ALL.slice((current - 1) * size, current * size);
  return ok({ records, total: ALL.length, size, current, pages: Math.ceil(ALL.length / size) });
}
const LIST = "GET /sys/position/list";
const positions = () => new FakeApi().on(LIST, pageOf);
const lists = (api: FakeApi) => api.calls(LIST);

/** Moves the clock on (the toolbar refuses a second click of an action within 300 ms). */
let shift = 0;
const later = (ms: number) => void (shift += ms);

async function renderTable(api = positions(), permissions: string[] = []) {
  const user = userEvent.setup();
  await renderWithServices(<ListPage def={def} path="/positions" />, { api, permissions });
  await screen.findByText("P01");
  return { user, api };
}

const rows = () => screen.getAllByTestId("list-row");
const rowOf = (code: string) => screen.getByText(code).closest<HTMLElement>('[data-testid="list-row"]')!;
const header = (name: RegExp) => screen.getByRole("columnheader", { name });
const toastSaying = (text: string) => screen.findByText(text, { selector: '[data-testid="toast"] *' });

beforeEach(() => {
  sessionStorage.clear();
  shift = 0;
  const now = Date.now.bind(Date);
  vi.spyOn(Date, "now").mockImplementation(() => now() + shift);
});
afterEach(() => vi.restoreAllMocks());

describe("DataTable", () => {
  it("sorts by a sortable header: ascending, descending, then the default (createTime desc)", async () => {
    const { user, api } = await renderTable();
    expect(lists(api)[0]!.query).toMatchObject({ column: "createTime", order: "desc" });
    expect(header(/职务编码/)).toHaveAttribute("aria-sort", "none");
    // not sortable: no aria-sort, no button
    expect(header(/职务名称/)).not.toHaveAttribute("aria-sort");
    expect(within(header(/职务名称/)).queryByRole("button")).toBeNull();

    await user.click(screen.getByTestId("sort-code"));
    await waitFor(() => expect(lists(api)).toHaveLength(2));
    expect(lists(api)[1]!.query).toMatchObject({ column: "code", order: "asc", pageNo: "1" });
    await waitFor(() => expect(header(/职务编码/)).toHaveAttribute("aria-sort", "ascending"));

    await user.click(screen.getByTestId("sort-code"));
    await waitFor(() => expect(lists(api)).toHaveLength(3));
    expect(lists(api)[2]!.query).toMatchObject({ column: "code", order: "desc" });
    await waitFor(() => expect(header(/职务编码/)).toHaveAttribute("aria-sort", "descending"));

    await user.click(screen.getByTestId("sort-code"));
    await waitFor(() => expect(lists(api)).toHaveLength(4));
    expect(lists(api)[3]!.query).toMatchObject({ column: "createTime", order: "desc" });
    await waitFor(() => expect(header(/职务编码/)).toHaveAttribute("aria-sort", "none"));
  });

  it("pages: the total text, another page, the next page, and a page size", async () => {
    const { user, api } = await renderTable();
    const pager = screen.getByRole("navigation", { name: "分页" });
    expect(within(pager).getByTestId("pager-total")).toHaveTextContent("1-10 共25条");
    expect(rows()).toHaveLength(10);
    expect(within(pager).getByRole("button", { name: "上一页" })).toBeDisabled();

    await user.click(within(pager).getByRole("button", { name: "3" }));
    await waitFor(() => expect(lists(api)).toHaveLength(2));
    expect(lists(api)[1]!.query).toMatchObject({ pageNo: "3", pageSize: "10" });
    await screen.findByText("P21");
    expect(within(pager).getByTestId("pager-total")).toHaveTextContent("21-25 共25条");
    expect(within(pager).getByRole("button", { name: "3" })).toHaveAttribute("aria-current", "page");
    expect(within(pager).getByRole("button", { name: "下一页" })).toBeDisabled();

    await user.click(within(pager).getByRole("button", { name: "上一页" }));
    await waitFor(() => expect(lists(api)).toHaveLength(3));
    expect(lists(api)[2]!.query.pageNo).toBe("2");

    await user.selectOptions(within(pager).getByLabelText("每页条数"), "20 条/页");
    await waitFor(() => expect(lists(api)).toHaveLength(4));
    expect(lists(api)[3]!.query).toMatchObject({ pageNo: "1", pageSize: "20" });
    await waitFor(() => expect(within(pager).getByTestId("pager-total")).toHaveTextContent("1-20 共25条"));
    expect(rows()).toHaveLength(20);
  });

  it("jumps to a page typed in the quick jumper", async () => {
    const { user, api } = await renderTable();
    await user.type(screen.getByLabelText("跳至页码"), "2{Enter}");
    await waitFor(() => expect(lists(api)).toHaveLength(2));
    expect(lists(api)[1]!.query.pageNo).toBe("2");
    expect(await screen.findByText("P11")).toBeInTheDocument();
  });

  it("selects a row by clicking it, and unselects it by clicking again", async () => {
    const { user } = await renderTable();
    await user.click(screen.getByText("职务2"));
    expect(rowOf("P02")).toHaveAttribute("aria-selected", "true");
    expect(rowOf("P01")).toHaveAttribute("aria-selected", "false");
    expect(within(rowOf("P02")).getByRole("checkbox", { name: "选择此行" })).toBeChecked();
    expect(screen.getByTestId("selection-bar")).toHaveTextContent("已选择 1 项");
    await user.click(screen.getByText("职务2"));
    expect(rowOf("P02")).toHaveAttribute("aria-selected", "false");
    expect(screen.queryByTestId("selection-bar")).toBeNull();
  });

  it("selects the whole page with the header's check box, and 清空 clears it", async () => {
    const { user } = await renderTable();
    await user.click(screen.getByText("职务3"));
    const all = screen.getByRole("checkbox", { name: "选择本页全部" });
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(screen.getByTestId("selection-bar")).toHaveTextContent("已选择 10 项");
    expect(rows().every((row) => row.getAttribute("aria-selected") === "true")).toBe(true);
    expect(all).toBeChecked();
    await user.click(within(screen.getByTestId("selection-bar")).getByRole("button", { name: "清空" }));
    expect(screen.queryByTestId("selection-bar")).toBeNull();
    expect(rows().some((row) => row.getAttribute("aria-selected") === "true")).toBe(false);
  });

  it("refuses 批量删除 without a selection: 请选择一条记录！", async () => {
    const { user, api } = await renderTable();
    await user.click(screen.getByTestId("toolbar-batch-delete"));
    const toast = await toastSaying("请选择一条记录！");
    expect(toast.closest('[data-testid="toast"]')).toHaveAttribute("data-type", "warning");
    expect(screen.queryByTestId("confirm-dialog")).toBeNull();
    expect(api.requests.filter((r) => r.method === "DELETE")).toHaveLength(0);
  });

  it("asks 是否删除选中数据? before 批量删除 and sends ids=a,b, on OK; nothing on 取消", async () => {
    const api = positions().on("DELETE /sys/position/deleteBatch", ok(null, "批量删除成功!"));
    const { user } = await renderTable(api);
    await user.click(screen.getByText("职务1"));
    await user.click(screen.getByText("职务3"));
    await user.click(screen.getByTestId("toolbar-batch-delete"));
    let dialog = await screen.findByTestId("confirm-dialog");
    expect(dialog).toHaveTextContent("是否删除选中数据?");
    await user.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByTestId("confirm-dialog")).toBeNull());
    expect(api.calls("DELETE /sys/position/deleteBatch")).toHaveLength(0);
    expect(screen.getByTestId("selection-bar")).toHaveTextContent("已选择 2 项");

    later(1000);
    await user.click(screen.getByTestId("toolbar-batch-delete"));
    dialog = await screen.findByTestId("confirm-dialog");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(api.calls("DELETE /sys/position/deleteBatch")).toHaveLength(1));
    expect(api.calls("DELETE /sys/position/deleteBatch")[0]!.query.ids).toBe("p1,p3,");
    expect(await toastSaying("批量删除成功!")).toBeInTheDocument();
    await waitFor(() => expect(lists(api)).toHaveLength(2));
    expect(screen.queryByTestId("selection-bar")).toBeNull();
  });

  it("deletes a row after its confirmation (确定删除吗?), and not after 取消", async () => {
    const api = positions().on("DELETE /sys/position/delete", ok(null, "删除成功!"));
    const { user } = await renderTable(api, ["system:position:delete"]);
    await user.click(within(rowOf("P02")).getByRole("button", { name: "删除" }));
    let dialog = await screen.findByTestId("confirm-dialog");
    expect(dialog).toHaveTextContent("确定删除吗?");
    await user.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByTestId("confirm-dialog")).toBeNull());
    expect(api.calls("DELETE /sys/position/delete")).toHaveLength(0);

    await user.click(within(rowOf("P02")).getByRole("button", { name: "删除" }));
    dialog = await screen.findByTestId("confirm-dialog");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(api.calls("DELETE /sys/position/delete")).toHaveLength(1));
    expect(api.calls("DELETE /sys/position/delete")[0]!.query.id).toBe("p2");
    await waitFor(() => expect(lists(api)).toHaveLength(2));
  });

  it("offers no row 删除 without the delete code", async () => {
    await renderTable();
    expect(within(rowOf("P01")).queryByRole("button", { name: "删除" })).toBeNull();
  });

  it("shows a failed list's message with 重试, which reads it again", async () => {
    let calls = 0;
    const api = new FakeApi().on(LIST, (request) => (++calls === 1 ? refused("数据源连接失败") : pageOf(request)));
    const user = userEvent.setup();
    await renderWithServices(<ListPage def={def} path="/positions" />, { api });
    const failed = await screen.findByTestId("list-error");
    expect(failed).toHaveAttribute("role", "alert");
    expect(failed).toHaveTextContent("数据源连接失败");
    expect(screen.queryAllByTestId("list-row")).toHaveLength(0);
    expect(screen.queryByTestId("list-empty")).toBeNull();
    await user.click(within(failed).getByRole("button", { name: "重试" }));
    expect(await screen.findByText("P01")).toBeInTheDocument();
    expect(lists(api)).toHaveLength(2);
    expect(screen.queryByTestId("list-error")).toBeNull();
  });

  it("shows 未知错误 with 重试 after an HTTP 500 without a message", async () => {
    const api = new FakeApi().on(LIST, () => ({ status: 500, body: { status: 500, error: "Internal Server Error" } }));
    await renderWithServices(<ListPage def={def} path="/positions" />, { api });
    const failed = await screen.findByTestId("list-error");
    expect(within(failed).getByRole("button", { name: "重试" })).toBeInTheDocument();
    expect(failed).toHaveTextContent("未知错误");
  });

  it("says 暂无数据 for an empty list", async () => {
    const api = new FakeApi().on(LIST, ok({ records: [], total: 0, size: 10, current: 1, pages: 0 }));
    await renderWithServices(<ListPage def={def} path="/positions" />, { api });
    expect(await screen.findByTestId("list-empty")).toHaveTextContent("暂无数据");
    expect(screen.getByTestId("pager-total")).toHaveTextContent("0-0 共0条");
  });
});
