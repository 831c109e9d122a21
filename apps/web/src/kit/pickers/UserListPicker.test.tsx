/**
 * 选择用户 over /sys/user/list in jsdom over the fake API: its columns, the sex and birthday
 * filters as the list takes them, the usernames stored and each chosen user's id and username
 * handed back.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FakeApi, ok, page, renderWithServices } from "../../../test/components/harness";
import type { PickedReturn } from "./PickerField";
import { UserListPicker } from "./UserListPicker";

const USERS = [
  { id: "u1", username: "zhangsan", realname: "张三", sex: 1, phone: "13800000001", birthday: "1990-01-02" },
  { id: "u2", username: "lisi", realname: "李四", sex: 2, phone: "13800000002", birthday: "1992-03-04" },
];
const LIST = "GET /sys/user/list";

describe("UserListPicker", () => {
  it("lists /sys/user/list (realname, username, phone, birthday), filters by sex and birthday, returns id and username", async () => {
    const picked = vi.fn<(p: readonly PickedReturn[]) => void>();
    function Host() {
      const [value, setValue] = useState<unknown>("");
      return <UserListPicker name="owner" aria-label="负责人" multi value={value} onChange={setValue} onPick={picked} />;
    }
    const fake = new FakeApi()
      .on(LIST, (r) => page(USERS.filter((u) => !r.query.sex || String(u.sex) === r.query.sex)))
      .on("GET /sys/dict/getDictItems/sex", ok([{ value: "1", text: "男", title: "男", label: "男" }, { value: "2", text: "女", title: "女", label: "女" }]))
      .on("GET /sys/user/getMultiUser", (r) => ok(USERS.filter((u) => r.query.username?.split(",").includes(u.username))));
    const user = userEvent.setup();
    await renderWithServices(<Host />, { api: fake });
    await user.click(screen.getByRole("button", { name: "选择用户" }));
    const dialog = await screen.findByTestId("user-list-picker");
    await within(dialog).findByText("张三");
    expect(within(dialog).getAllByRole("columnheader").map((h) => h.textContent).filter(Boolean)).toEqual(["用户姓名", "用户账号", "手机号码", "生日"]);
    expect(within(dialog).getByText("1992-03-04")).toBeInTheDocument();

    const sex = within(dialog).getByLabelText("性别");
    await within(sex).findByRole("option", { name: "女" });
    await user.selectOptions(sex, "女");
    fireEvent.change(within(dialog).getByLabelText("生日"), { target: { value: "1992-03-04" } });
    await user.click(within(dialog).getByRole("button", { name: "查询" }));
    await waitFor(() => expect(fake.calls(LIST).at(-1)!.query).toMatchObject({ sex: "2", birthday_begin: "1992-03-04", birthday_end: "1992-03-04", pageNo: "1" }));
    await waitFor(() => expect(within(dialog).queryByText("张三")).toBeNull());

    await user.click(within(dialog).getByRole("checkbox", { name: /李四/ }));
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(picked).toHaveBeenCalledWith([{ key: "lisi", id: "u2", username: "lisi" }]));
    await waitFor(() => expect(screen.getByLabelText("负责人")).toHaveValue("李四"));
  });
});
