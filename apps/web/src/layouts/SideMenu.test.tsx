/**
 * The side menu in jsdom: the open page's entry is the selected one (aria-current="page"), an entry
 * whose path has a parameter is selected while a concrete path matching it is open, and its submenu
 * is the one open.
 */
import { menuToRoutes, type MenuNode } from "@qt/machines";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithServices } from "../../test/components/harness";
import { SideMenu } from "./SideMenu";

const item = (path: string, title: string, children?: MenuNode[]): MenuNode => ({
  id: path,
  route: "1",
  path,
  name: path.slice(1).replace(/[/:]/g, "-"),
  component: children ? "layouts/RouteView" : "x/Page",
  meta: { title },
  ...(children ? { children } : {}),
});

const routes = menuToRoutes([
  item("/dashboard/analysis", "首页"),
  item("/work", "作品管理", [item("/work/list", "作品列表"), item("/work/detail/:id", "作品详情")]),
]);

const menu = (path: string) => renderWithServices(<SideMenu routes={routes} path={path} collapsed={false} theme="dark" />);

describe("SideMenu", () => {
  it("selects the entry of the open page", async () => {
    await menu("/dashboard/analysis");
    expect(screen.getByRole("menuitem", { name: "首页" })).toHaveAttribute("aria-current", "page");
    expect(screen.queryByRole("menuitem", { name: "作品详情" })).toBeNull();
  });

  it("selects an entry with a parameter when a concrete path matching it is open, in its open submenu", async () => {
    await menu("/work/detail/42");
    expect(screen.getByRole("menuitem", { name: "作品管理" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("menuitem", { name: "作品详情" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("menuitem", { name: "作品列表" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("menuitem", { name: "首页" })).not.toHaveAttribute("aria-current");
  });

  it("a path one segment longer than the pattern selects nothing", async () => {
    await menu("/work/detail/42/x");
    expect(screen.queryByRole("menuitem", { name: "作品详情" })).toBeNull();
  });
});
