/**
 * The user picker (根据部门选择用户) in jsdom over the fake API: the department tree and the users
 * of /sys/user/queryUserComponentData, searched, narrowed by a department, paged; the chosen users'
 * accounts emitted comma-joined and their real names shown; a stored value's names echoed through
 * /sys/user/getMultiUser.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FakeApi, ok, renderWithServices, type FakeRequest } from "../../../test/components/harness";
import { UserPicker } from "./UserPicker";

const USERS = [
  { id: "u1", username: "zhangsan", realname: "张三", sex: "1", sex_dictText: "男", phone: "13800000001", orgCodeTxt: "研发部" },
  { id: "u2", username: "lisi", realname: "李四", sex: "2", sex_dictText: "女", phone: "13800000002", orgCodeTxt: "财务部" },
  { id: "u3", username: "wangwu", realname: "王五", sex: "1", sex_dictText: "男", phone: "13800000003", orgCodeTxt: "研发部" },
];
const DEPARTS: Record<string, object[]> = {
  "": [{ id: "d1", departName: "总部", isLeaf: false }],
  d1: [
    { id: "d2", departName: "研发部", isLeaf: true },
    { id: "d3", departName: "财务部", isLeaf: true },
  ],
};

/** The users of a department (by its name in orgCodeTxt) whose account or name contains what was searched. */
function usersFor(request: FakeRequest) {
  const { departId, username = "", realname = "" } = request.query;
  const depart = departId === "d2" ? "研发部" : departId === "d3" ? "财务部" : null;
  const records = USERS.filter((u) => (!depart || u.orgCodeTxt === depart) && u.username.includes(username) && u.realname.includes(realname));
  return ok({ records, total: records.length, size: 10, current: 1, pages: 1 });
}

function api() {
  return new FakeApi()
    .on("GET /sys/sysDepart/queryDepartTreeSync", (r) => ok(DEPARTS[r.query.pid ?? ""] ?? []))
    .on("GET /sys/user/queryUserComponentData", usersFor)
    .on("GET /sys/user/getMultiUser", (r) => ok(USERS.filter((u) => r.query.username?.split(",").includes(u.username))));
}

/** The picker in a field holding its value; `changed` sees every value emitted. */
async function renderPicker(props: { multi?: boolean; value?: string; store?: "username" | "id" } = {}, fake = api()) {
  const changed = vi.fn();
  function Host() {
    const [value, setValue] = useState<unknown>(props.value ?? "");
    return (
      <UserPicker
        name="owner"
        aria-label="负责人"
        multi={props.multi}
        store={props.store}
        value={value}
        onChange={(v) => {
          changed(v);
          setValue(v);
        }}
      />
    );
  }
  const user = userEvent.setup();
  await renderWithServices(<Host />, { api: fake });
  return { user, api: fake, changed };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "根据部门选择用户" }));
  const dialog = await screen.findByTestId("user-picker");
  await within(dialog).findByText("张三");
  return dialog;
}

const userCalls = (fake: FakeApi) => fake.calls("GET /sys/user/queryUserComponentData");

describe("UserPicker", () => {
  it("opens 根据部门选择用户 with the department tree and the first page of users", async () => {
    const { user, api: fake } = await renderPicker();
    expect(screen.getByLabelText("负责人")).toHaveValue("");
    const dialog = await openDialog(user);
    expect(within(dialog).getByText("根据部门选择用户")).toBeInTheDocument();
    expect(await within(dialog).findByRole("treeitem", { name: "总部" })).toBeInTheDocument();
    expect(within(dialog).getAllByTestId("picker-row")).toHaveLength(3);
    expect(userCalls(fake)[0]!.query).toMatchObject({ pageNo: "1", pageSize: "10", column: "createTime", order: "desc" });
    expect(userCalls(fake)[0]!.query).not.toHaveProperty("departId");
    expect(within(dialog).getByTestId("picker-count")).toHaveTextContent("已选择 0 人");
  });

  it("searches by name (Enter or 查询) and 重置 clears the search", async () => {
    const { user, api: fake } = await renderPicker();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole("textbox", { name: "用户姓名" }), "李{Enter}");
    await waitFor(() => expect(within(dialog).getAllByTestId("picker-row")).toHaveLength(1));
    expect(userCalls(fake).at(-1)!.query).toMatchObject({ realname: "李", pageNo: "1" });
    expect(within(dialog).getByText("李四")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "重置" }));
    await waitFor(() => expect(within(dialog).getAllByTestId("picker-row")).toHaveLength(3));
    expect(userCalls(fake).at(-1)!.query).not.toHaveProperty("realname");
    expect(within(dialog).getByRole("textbox", { name: "用户姓名" })).toHaveValue("");
  });

  it("narrows the users to a department chosen in the tree, loading its children on opening", async () => {
    const { user, api: fake } = await renderPicker();
    const dialog = await openDialog(user);
    const top = await within(dialog).findByRole("treeitem", { name: "总部" });
    expect(top).toHaveAttribute("aria-expanded", "false");
    await user.click(within(top).getByTestId("tree-toggle"));
    const rd = await within(dialog).findByRole("treeitem", { name: "研发部" });
    expect(fake.calls("GET /sys/sysDepart/queryDepartTreeSync").map((r) => r.query.pid)).toEqual([undefined, "d1"]);
    await user.click(within(rd).getByText("研发部"));
    await waitFor(() => expect(userCalls(fake).at(-1)!.query.departId).toBe("d2"));
    await waitFor(() => expect(within(dialog).getAllByTestId("picker-row")).toHaveLength(2));
    expect(within(dialog).queryByText("李四")).toBeNull();
    expect(rd).toHaveAttribute("aria-selected", "true");
  });

  it("emits the chosen user's account and shows the real name", async () => {
    const { user, changed } = await renderPicker();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByText("李四"));
    expect(within(dialog).getByRole("radio", { name: "李四（lisi）" })).toBeChecked();
    expect(within(within(dialog).getByTestId("picker-chosen")).getByText("李四")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByTestId("user-picker")).toBeNull());
    expect(changed).toHaveBeenLastCalledWith("lisi");
    expect(screen.getByLabelText("负责人")).toHaveValue("李四");
  });

  it("chooses several users in multi mode, kept across a search, emitted comma-joined", async () => {
    const { user, changed } = await renderPicker({ multi: true });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("checkbox", { name: "张三（zhangsan）" }));
    await user.type(within(dialog).getByRole("textbox", { name: "用户账号" }), "wang");
    await user.click(within(dialog).getByRole("button", { name: "查询" }));
    await waitFor(() => expect(within(dialog).getAllByTestId("picker-row")).toHaveLength(1));
    await user.click(within(dialog).getByText("王五"));
    expect(within(dialog).getByTestId("picker-count")).toHaveTextContent("已选择 2 人");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByTestId("user-picker")).toBeNull());
    expect(changed).toHaveBeenLastCalledWith("zhangsan,wangwu");
    expect(screen.getByLabelText("负责人")).toHaveValue("张三,王五");
  });

  it("shows a stored value's real names (getMultiUser) and clears it with 清除", async () => {
    const { user, api: fake, changed } = await renderPicker({ value: "zhangsan,lisi" });
    await waitFor(() => expect(screen.getByLabelText("负责人")).toHaveValue("张三,李四"));
    expect(fake.calls("GET /sys/user/getMultiUser")[0]!.query.username).toBe("zhangsan,lisi");
    await user.click(screen.getByRole("button", { name: "清除" }));
    expect(changed).toHaveBeenLastCalledWith("");
    expect(screen.getByLabelText("负责人")).toHaveValue("");
  });

  it("closes on 取消 without emitting anything", async () => {
    const { user, changed } = await renderPicker();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByText("张三"));
    await user.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByTestId("user-picker")).toBeNull());
    expect(changed).not.toHaveBeenCalled();
  });
});
