/**
 * 回收站 in jsdom over the fake API, wired as 用户管理 wires it: the deleted users listed, 还原
 * sends their id and reloads the page's list, 彻底删除 asks first and removes them for good; each
 * button only with its permission.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FakeApi, ok, renderWithServices } from "../../../../test/components/harness";
import { useApi } from "../../../app/ServicesContext";
import { RecycleBinButton } from "./RecycleBinDialog";

const LIST = "system:user:recycleBin";
const PURGE = "system:user:deleteRecycleBin";

function api() {
  let deleted = [
    { id: "u1", username: "zhangsan", realname: "张三", orgCode: "研发部" },
    { id: "u2", username: "lisi", realname: "李四", orgCode: null },
  ];
  const drop = (ids: string) => (deleted = deleted.filter((u) => !ids.split(",").includes(u.id)));
  return new FakeApi()
    .on("GET /sys/user/recycleBin", () => ok(deleted))
    .on("PUT /sys/user/putRecycleBin", (r) => (drop((r.body as { userIds: string }).userIds), ok("还原成功", "还原成功")))
    .on("DELETE /sys/user/deleteRecycleBin", (r) => (drop(r.query.userIds!), ok("删除成功", "删除成功")));
}

function UserBin({ onChanged }: { onChanged: () => void }) {
  const { users } = useApi().system;
  return (
    <RecycleBinButton
      permission={LIST}
      purgePermission={PURGE}
      testId="bin-open"
      title="用户回收站"
      columns={[
        { key: "username", label: { "zh-CN": "用户账号", "en-US": "Account" } },
        { key: "orgCode", label: { "zh-CN": "部门", "en-US": "Departments" } },
      ]}
      load={users.deleted}
      restore={(id) => users.restore([id])}
      purge={(id) => users.purge([id])}
      onChanged={onChanged}
    />
  );
}

const rows = () => within(screen.getByTestId("recycle-bin")).queryAllByTestId("recycle-bin-row");

describe("回收站", () => {
  it("lists the deleted users; 还原 brings one back and reloads the list", async () => {
    const onChanged = vi.fn();
    const { api: fake } = await renderWithServices(<UserBin onChanged={onChanged} />, { api: api(), permissions: [LIST, PURGE] });
    await userEvent.click(screen.getByTestId("bin-open"));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]!.textContent).toContain("zhangsan");
    expect(rows()[0]!.textContent).toContain("研发部");

    await userEvent.click(within(rows()[0]!).getByRole("button", { name: "还原" }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(fake.calls("PUT /sys/user/putRecycleBin").map((r) => r.body)).toEqual([{ userIds: "u1" }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(rows()[0]!.textContent).toContain("lisi");
  });

  it("彻底删除 asks first; cancelled, nothing is sent; confirmed, the user is gone for good", async () => {
    const { api: fake } = await renderWithServices(<UserBin onChanged={() => {}} />, { api: api(), permissions: [LIST, PURGE] });
    await userEvent.click(screen.getByTestId("bin-open"));
    await waitFor(() => expect(rows()).toHaveLength(2));

    await userEvent.click(within(rows()[1]!).getByRole("button", { name: "彻底删除" }));
    await userEvent.click(await screen.findByRole("button", { name: "取消" }));
    expect(fake.calls("DELETE /sys/user/deleteRecycleBin")).toEqual([]);

    await userEvent.click(within(rows()[1]!).getByRole("button", { name: "彻底删除" }));
    const ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain("无法恢复");
    await userEvent.click(within(ask).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(fake.calls("DELETE /sys/user/deleteRecycleBin").map((r) => r.query.userIds)).toEqual(["u2"]);
  });

  it("彻底删除 needs its own permission, 回收站 its own", async () => {
    const first = await renderWithServices(<UserBin onChanged={() => {}} />, { api: api(), permissions: [LIST] });
    await userEvent.click(screen.getByTestId("bin-open"));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(screen.getByTestId("recycle-bin")).queryByRole("button", { name: "彻底删除" })).toBeNull();
    expect(within(rows()[0]!).getByRole("button", { name: "还原" })).toBeTruthy();
    first.unmount();

    await renderWithServices(<UserBin onChanged={() => {}} />, { api: api(), permissions: ["system:user:list"] });
    expect(screen.queryByTestId("bin-open")).toBeNull();
  });
});
