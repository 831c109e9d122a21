/**
 * The page header in jsdom: the home item and the trail, and what the route meta adds to the page
 * shell — the description, the link list, the search flag's box (搜索 opens the page with
 * ?keyword=) and tabs (the one the location names is open; another opens the page with ?tab=).
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../../test/components/harness";
import type { PageRoute } from "../router/routes";
import { Breadcrumb } from "./Breadcrumb";

const base: PageRoute = { path: "/work/qtWorkList", name: "work-list", title: "作品列表", component: "work/QtWorkList", keepAlive: false, componentName: null, hideTab: false, trail: ["作品管理"] };
const shelled: PageRoute = {
  ...base,
  shell: {
    description: "设计师上传的全部作品",
    linkList: [
      { title: "上传指南", href: "/work/qtWorkGuideList" },
      { title: "帮助", href: "https://example.com/help" },
    ],
    search: true,
    tabs: [
      { key: "all", title: "全部" },
      { key: "audit", title: "待审核" },
    ],
  },
};
const hash = () => window.location.hash;

describe("Breadcrumb (page header)", () => {
  afterEach(() => {
    window.location.hash = "";
  });

  it("shows only the breadcrumb and the title when the meta adds nothing", async () => {
    window.location.hash = "#/work/qtWorkList";
    await renderWithServices(<Breadcrumb page={base} />);
    expect(screen.getByRole("heading", { level: 1, name: "作品列表" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "首页" })).toHaveAttribute("href", "#/dashboard/analysis");
    expect(screen.getByText("作品管理")).toBeInTheDocument();
    expect(screen.queryByTestId("page-description")).toBeNull();
    expect(screen.queryByRole("search")).toBeNull();
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("shows the description and the link list (inner links as hash routes, outer ones in a new window)", async () => {
    window.location.hash = "#/work/qtWorkList";
    await renderWithServices(<Breadcrumb page={shelled} />);
    expect(screen.getByTestId("page-description")).toHaveTextContent("设计师上传的全部作品");
    const links = screen.getByRole("navigation", { name: "相关链接" });
    expect(links.querySelector('a[href="#/work/qtWorkGuideList"]')).toHaveTextContent("上传指南");
    expect(links.querySelector('a[href="https://example.com/help"]')).toHaveAttribute("target", "_blank");
  });

  it("the search flag's box opens the page with ?keyword=, and tabs open the page with ?tab=", async () => {
    const user = userEvent.setup();
    window.location.hash = "#/work/qtWorkList?tab=audit";
    await renderWithServices(<Breadcrumb page={shelled} />);
    expect(screen.getByRole("tab", { name: "待审核" })).toHaveAttribute("aria-selected", "true");
    await user.type(screen.getByRole("textbox", { name: "请输入关键字搜索" }), "海报");
    await user.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(hash()).toBe(`#/work/qtWorkList?tab=audit&keyword=${encodeURIComponent("海报")}`));
    await user.click(screen.getByRole("tab", { name: "全部" }));
    await waitFor(() => expect(hash()).toBe("#/work/qtWorkList?tab=all"));
  });
});
