/**
 * The announcement detail modal in jsdom (shell.md §2 "Header notice centre"): the sender by real
 * name (looked up once by exact username, the username while unknown), the fullscreen toggle, and
 * 去处理 going to the announcement's page and closing the modal (only when there is one).
 */
import type { Announcement } from "@qt/machines";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeApi, ok, renderWithServices } from "../../../test/components/harness";
import NoticeDetailDialog from "./NoticeDetailDialog";

const notice = (over: Partial<Announcement> = {}): Announcement =>
  ({ id: "a1", titile: "系统维护通知", msgContent: "<p>今晚 22:00 维护</p>", sender: "jeecg", sendTime: "2026-11-27 10:00:00", priority: "H", ...over }) as Announcement;

afterEach(() => {
  window.location.hash = "";
});

describe("notice detail", () => {
  it("names the sender by real name, asked once by exact username", async () => {
    const api = new FakeApi().on("GET /sys/user/getMultiUser", ok([{ username: "jeecg2", realname: "别人" }, { username: "jeecg", realname: "张三" }]));
    await renderWithServices(<NoticeDetailDialog item={notice()} handlePath={null} onClose={() => {}} />, { api });
    const meta = await screen.findByTestId("notice-detail-meta");
    await waitFor(() => expect(within(meta).getByText("发布人：张三")).toBeTruthy());
    expect(api.calls("GET /sys/user/getMultiUser").map((r) => r.query.username)).toEqual(["jeecg,"]);
    expect(screen.getByTestId("notice-detail-body").innerHTML).toContain("今晚 22:00 维护");
  });

  it("keeps the username when the sender is not found", async () => {
    const api = new FakeApi().on("GET /sys/user/getMultiUser", ok([]));
    await renderWithServices(<NoticeDetailDialog item={notice({ sender: "ghost" })} handlePath={null} onClose={() => {}} />, { api });
    await waitFor(() => expect(api.calls("GET /sys/user/getMultiUser")).toHaveLength(1));
    expect(within(screen.getByTestId("notice-detail-meta")).getByText("发布人：ghost")).toBeTruthy();
  });

  it("the fullscreen toggle fills the window and goes back", async () => {
    await renderWithServices(<NoticeDetailDialog item={notice({ sender: null as never })} handlePath={null} onClose={() => {}} />);
    const dialog = await screen.findByTestId("notice-detail");
    expect(dialog.getAttribute("data-fullscreen")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "全屏" }));
    expect(dialog.getAttribute("data-fullscreen")).toBe("true");
    expect(screen.getByRole("button", { name: "退出全屏" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "退出全屏" }));
    expect(dialog.getAttribute("data-fullscreen")).toBeNull();
  });

  it("去处理 closes the modal and goes to the announcement's page; without a page there is no such button", async () => {
    const onClose = vi.fn();
    const { unmount } = await renderWithServices(<NoticeDetailDialog item={notice({ sender: null as never })} handlePath="/isystem/user" onClose={onClose} />);
    await userEvent.click(await screen.findByRole("button", { name: "去处理" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe("#/isystem/user");
    unmount();

    await renderWithServices(<NoticeDetailDialog item={notice({ sender: null as never })} handlePath={null} onClose={() => {}} />);
    await screen.findByTestId("notice-detail");
    expect(screen.queryByRole("button", { name: "去处理" })).toBeNull();
  });
});
