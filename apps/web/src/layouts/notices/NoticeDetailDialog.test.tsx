/**
 * The announcement detail's sender (shell.md §7 "Notices": a lookup of a user by username supplies
 * the sender's real name) in jsdom over the fake API: /sys/user/getMultiUser is asked once per
 * name with the exact-match trailing comma; the username shows until the real name is known and
 * stays when the lookup finds nobody or fails.
 */
import { screen, waitFor } from "@testing-library/react";
import type { Announcement } from "@qt/machines";
import { describe, expect, it } from "vitest";
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
