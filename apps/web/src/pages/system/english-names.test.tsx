/**
 * English names of menus and dictionaries (issue 18) in jsdom: 菜单管理 and 数据字典 show the name of
 * the console's language, and their add / edit forms have an 英文名称 field saved beside the Chinese
 * name; every call carries the console's language as Accept-Language.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeApi, ok, page, renderWithServices } from "../../../test/components/harness";
import { setLocale } from "../../app/i18n";
import DictList from "./DictList";
import PermissionList from "./PermissionList";

const SYSTEM = {
  id: "m1",
  parentId: null,
  name: "系统管理",
  nameEn: "System",
  title: "System",
  key: "m1",
  url: "/isystem",
  component: "layouts/RouteView",
  menuType: 0,
  sortNo: 1,
  icon: "setting",
  isLeaf: true,
  route: true,
  hidden: false,
  hideTab: false,
  keepAlive: false,
  alwaysShow: false,
  internalOrExternal: false,
  permsType: "1",
  status: "1",
};

const YN = { id: "d1", dictName: "是否", dictNameEn: "Yes/no", dictCode: "yn", description: null, createTime: "2026-01-01 00:00:00" };
const PLAIN = { id: "d2", dictName: "颜色", dictNameEn: null, dictCode: "colour", description: null, createTime: "2026-01-01 00:00:00" };

let shift = 0;
beforeEach(() => {
  sessionStorage.clear();
  shift = 0;
  const now = Date.now.bind(Date);
  vi.spyOn(Date, "now").mockImplementation(() => now() + shift);
});
afterEach(() => {
  vi.restoreAllMocks();
  setLocale("zh-CN");
});

describe("菜单管理", () => {
  const menuApi = () =>
    new FakeApi().on("GET /sys/permission/list", ok([SYSTEM])).on("PUT /sys/permission/edit", ok(null, "编辑成功!")).on("POST /sys/permission/add", ok(null, "添加成功！"));
  const ALL = ["system:permission:add", "system:permission:edit", "system:permission:delete", "system:permission:list"];

  it("in English: the tree shows the server's English title, and 编辑 edits both names", async () => {
    const user = userEvent.setup();
    const { api } = await renderWithServices(<PermissionList path="/isystem/permission" query={new URLSearchParams()} />, { api: menuApi(), permissions: ALL, locale: "en-US" });
    const tree = await screen.findByTestId("tree-table");
    expect(await within(tree).findByText("System")).toBeInTheDocument();
    expect(within(tree).queryByText("系统管理")).toBeNull();
    expect(api.calls("GET /sys/permission/list")[0]!.headers.get("Accept-Language")).toBe("en-US");

    await user.click(within(tree).getByRole("button", { name: "Edit" }));
    const modal = await screen.findByTestId("record-modal");
    expect(within(modal).getByLabelText(/^Name/)).toHaveValue("系统管理");
    const english = within(modal).getByLabelText(/English name/);
    expect(english).toHaveValue("System");
    await user.clear(english);
    await user.type(english, "System admin");
    await user.click(within(modal).getByTestId("record-submit"));
    await waitFor(() => expect(api.calls("PUT /sys/permission/edit")).toHaveLength(1));
    expect(api.calls("PUT /sys/permission/edit")[0]!.body).toMatchObject({ id: "m1", name: "系统管理", nameEn: "System admin" });
  });

  it("in Chinese: 新增菜单 has the 英文名称 field, sent with the name", async () => {
    const user = userEvent.setup();
    const { api } = await renderWithServices(<PermissionList path="/isystem/permission" query={new URLSearchParams()} />, {
      api: menuApi().on("GET /sys/permission/list", ok([{ ...SYSTEM, title: "系统管理" }])),
      permissions: ALL,
    });
    expect(await screen.findByText("系统管理")).toBeInTheDocument();
    expect(api.calls("GET /sys/permission/list")[0]!.headers.get("Accept-Language")).toBe("zh-CN");
    await user.click(screen.getByTestId("permission-add"));
    const modal = await screen.findByTestId("record-modal");
    await user.type(within(modal).getByLabelText(/^名称/), "报表");
    await user.type(within(modal).getByLabelText(/英文名称/), "Reports");
    await user.type(within(modal).getByLabelText(/菜单路径/), "/reports");
    await user.click(within(modal).getByTestId("record-submit"));
    await waitFor(() => expect(api.calls("POST /sys/permission/add")).toHaveLength(1));
    expect(api.calls("POST /sys/permission/add")[0]!.body).toMatchObject({ name: "报表", nameEn: "Reports", url: "/reports", menuType: 0 });
  });
});

describe("数据字典", () => {
  const dictApi = () =>
    new FakeApi()
      .on("GET /sys/dict/list", page([YN, PLAIN]))
      .on("PUT /sys/dict/edit", ok(null, "编辑成功!"))
      .on("GET /sys/duplicate/check", ok(null, "该值可用！"));
  const ALL = ["system:dict:add", "system:dict:edit", "system:dict:delete"];

  it("lists the English name in English (the Chinese one where there is none) and edits both", async () => {
    const user = userEvent.setup();
    const { api } = await renderWithServices(<DictList path="/isystem/dict" query={new URLSearchParams()} />, { api: dictApi(), permissions: ALL, locale: "en-US" });
    expect(await screen.findByText("Yes/no")).toBeInTheDocument();
    expect(screen.getByText("颜色")).toBeInTheDocument();
    expect(screen.queryByText("是否")).toBeNull();

    const row = screen.getByText("Yes/no").closest("tr")!;
    await user.click(within(row).getByRole("button", { name: "Edit" }));
    const modal = await screen.findByTestId("record-modal");
    expect(within(modal).getByLabelText(/^Name/)).toHaveValue("是否");
    const english = within(modal).getByLabelText(/English name/);
    expect(english).toHaveValue("Yes/no");
    await user.clear(english);
    await user.type(english, "Yes or no");
    await user.click(within(modal).getByTestId("record-submit"));
    await waitFor(() => expect(api.calls("PUT /sys/dict/edit")).toHaveLength(1));
    expect(api.calls("PUT /sys/dict/edit")[0]!.body).toMatchObject({ id: "d1", dictName: "是否", dictNameEn: "Yes or no", dictCode: "yn" });
  });

  it("lists the Chinese names in Chinese", async () => {
    await renderWithServices(<DictList path="/isystem/dict" query={new URLSearchParams()} />, { api: dictApi(), permissions: ALL });
    expect(await screen.findByText("是否")).toBeInTheDocument();
    expect(screen.queryByText("Yes/no")).toBeNull();
  });
});
