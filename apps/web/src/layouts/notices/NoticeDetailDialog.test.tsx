/**
 * The announcement detail's sender (shell.md §7 "Notices": a lookup of a user by username supplies
 * the sender's real name) in jsdom over the fake API: /sys/user/getMultiUser is asked once per
 * name with the exact-match trailing comma; the username shows until the real name is known and
 * stays when the lookup finds nobody or fails. Also the fullscreen toggle, and 去处理 going to the
 * announcement's page and closing the modal (only when there is one).
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Announcement } from "@qt/machines";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeApi, refused, renderWithServices } from "../../../test/components/harness";
import NoticeDetailDialog from "./NoticeDetailDialog";

const item = (sender: string | null): Announcement =>
  ({ id: "a1", titile: "系统升级通知", msgContent: "<p>今晚升级</p>", sender, sendTime: "2026-11-22 10:00:00", priority: "L", openType: null, openPage: null }) as unknown as Announcement;

/** getMultiUser answers a bare array (no envelope), as JeecgBoot's does. */
const users = (list: Array<{ username: string; realname: string }>) => new FakeApi().on("GET /sys/user/getMultiUser", (r) => ({ body: list.filter((u) => r.query.username?.split(",").includes(u.username)) }));

const meta = () => screen.getByTestId("notice-detail-meta");

describe("NoticeDetailDialog sender", () => {
  it("shows the sender's real name, looked up by exact username", async () => {
    const { api } = await renderWithServices(<NoticeDetailDialog item={item("zhangsan")} handlePath={null} onClose={() => {}} />, {
      api: users([
        { username: "zhangsan", realname: "张三" },
        { username: "zhangsan2", realname: "张三二" },
      ]),
    });
    await waitFor(() => expect(meta()).toHaveTextContent("发布人：张三"));
    expect(meta()).not.toHaveTextContent("张三二");
    // the username stays reachable as the text's title
    expect(screen.getByText("发布人：张三")).toHaveAttribute("title", "zhangsan");
    expect(api.calls("GET /sys/user/getMultiUser").map((r) => r.query.username)).toEqual(["zhangsan,"]);
  });

  it("keeps the username when nobody has it, or when the lookup is refused", async () => {
    const first = await renderWithServices(<NoticeDetailDialog item={item("ghost")} handlePath={null} onClose={() => {}} />, { api: users([]) });
    await waitFor(() => expect(first.api.calls("GET /sys/user/getMultiUser")).toHaveLength(1));
    await waitFor(() => expect(meta()).toHaveTextContent("发布人：ghost"));
    first.unmount();

    const api = new FakeApi().on("GET /sys/user/getMultiUser", refused("查询失败"));
    await renderWithServices(<NoticeDetailDialog item={item("lisi")} handlePath={null} onClose={() => {}} />, { api });
    await waitFor(() => expect(api.calls("GET /sys/user/getMultiUser")).toHaveLength(1));
    expect(meta()).toHaveTextContent("发布人：lisi");
  });

  it("asks nothing when the announcement has no sender", async () => {
    const { api } = await renderWithServices(<NoticeDetailDialog item={item(null)} handlePath={null} onClose={() => {}} />, { api: users([]) });
    expect(screen.getByTestId("notice-detail-body")).toHaveTextContent("今晚升级");
    expect(meta()).toHaveTextContent("发布人：");
    expect(api.calls("GET /sys/user/getMultiUser")).toEqual([]);
  });
});

describe("NoticeDetailDialog actions", () => {
  afterEach(() => {
    window.location.hash = "";
  });

  it("the fullscreen toggle fills the window and goes back", async () => {
    await renderWithServices(<NoticeDetailDialog item={item(null)} handlePath={null} onClose={() => {}} />);
    const dialog = await screen.findByTestId("notice-detail");
    expect(dialog.getAttribute("data-fullscreen")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "全屏" }));
    expect(dialog.getAttribute("data-fullscreen")).toBe("true");
    expect(screen.getByRole("button", { name: "退出全屏" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "退出全屏" }));
    expect(dialog.getAttribute("data-fullscreen")).toBeNull();
  });

  it("去处理 closes the modal and goes to the announcement's page; without a page there is no such button", async () => {
    const onClose = vi.fn();
    const { unmount } = await renderWithServices(<NoticeDetailDialog item={item(null)} handlePath="/isystem/user" onClose={onClose} />);
    await userEvent.click(await screen.findByRole("button", { name: "去处理" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe("#/isystem/user");
    unmount();

    await renderWithServices(<NoticeDetailDialog item={item(null)} handlePath={null} onClose={() => {}} />);
    await screen.findByTestId("notice-detail");
    expect(screen.queryByRole("button", { name: "去处理" })).toBeNull();
  });
});
