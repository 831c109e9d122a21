/**
 * The grid's row actions in jsdom over the grid machine (its layout stubbed:
 * test/components/grid.tsx): the toolbar (only with rowActions), 新增 and its add-row settings,
 * insert below (once per 1500 ms), 删除 with its confirmation and the before-delete check, 上移 /
 * 下移 refused at the ends, undo / redo, the selection boxes and the row's context menu.
 */
import type { GridRow } from "@qt/machines";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cellOf, gridLayout, renderGrid as render } from "../../../test/components/grid";
import type { EditableGridProps } from "./EditableGrid";
import type { GridColumn } from "./types";

gridLayout();

const COLUMNS: GridColumn[] = [
  { key: "select", title: "选择", type: "row-checkbox" },
  { key: "name", title: "名称", type: "input" },
  { key: "enabled", title: "启用", type: "checkbox", customValue: ["Y", "N"], defaultValue: "N" },
];
const ROWS: GridRow[] = [
  { id: "1", name: "甲", enabled: "Y" },
  { id: "2", name: "乙", enabled: "N" },
  { id: "3", name: "丙", enabled: "N" },
];

const renderGrid = (props: Partial<EditableGridProps> = {}) => render({ columns: COLUMNS, rows: ROWS, rowActions: true, ...props });
const names = (rows: GridRow[]) => rows.map((r) => r.name);
const button = (name: string) => within(screen.getByTestId("grid-toolbar")).getByRole("button", { name: (text) => text === name });
const rowBox = (n: number) => screen.getByRole("checkbox", { name: `选择第 ${n} 行` });
const toasts = (text: string) => screen.queryAllByText(text, { selector: '[data-testid="toast"] *' });
/** Does `act` and waits for one more toast saying `text` (toasts of earlier tests may still show); gives it. */
async function toastAfter(text: string, act: () => Promise<void>): Promise<HTMLElement> {
  const before = toasts(text).length;
  await act();
  await waitFor(() => expect(toasts(text)).toHaveLength(before + 1));
  return toasts(text).at(-1)!;
}
const confirmDialog = () => screen.findByTestId("confirm-dialog");

describe("grid row actions", () => {
  it("has no toolbar without rowActions", async () => {
    await renderGrid({ rowActions: false });
    expect(screen.queryByTestId("grid-toolbar")).toBeNull();
    await renderGrid();
    expect(within(screen.getByTestId("grid-toolbar")).getAllByRole("button").map((b) => b.textContent)).toEqual(["新增", "", "在下方插入一行", "删除", "上移", "下移"]);
  });

  it("新增 adds a row at the bottom with the columns' defaults", async () => {
    const { user, last } = await renderGrid();
    await user.click(button("新增"));
    await waitFor(() => expect(last()).toHaveLength(4));
    expect(last()[3]).toMatchObject({ name: "", enabled: "N" });
    expect(last()[3]!.id).not.toMatch(/^\d?[1-3]$/);
  });

  it("the add-row settings: checked, saved (保存成功) for this table, then used by 新增", async () => {
    const { user, last } = await renderGrid({ tableKey: "items" });
    await user.click(screen.getByRole("button", { name: "添加行设置" }));
    const dialog = await screen.findByTestId("grid-add-settings");
    const count = within(dialog).getByLabelText("添加行数");
    await user.clear(count);
    await user.type(count, "0");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await within(dialog).findByText("添加行数至少为1");
    await user.clear(count);
    await user.type(count, "2");
    const index = within(dialog).getByLabelText("添加位置（0 表示添加到末尾）");
    await user.clear(index);
    await user.type(index, "1");
    await toastAfter("保存成功", () => user.click(within(dialog).getByRole("button", { name: "确定" })));
    await waitFor(() => expect(screen.queryByTestId("grid-add-settings")).toBeNull());
    expect(JSON.parse(localStorage.getItem("qt-grid-add-row-settings")!)).toMatchObject({ items: { addRowNum: 2, addIndex: 1, addScrollToBottom: false } });
    await user.click(button("新增"));
    await waitFor(() => expect(names(last())).toEqual(["", "", "甲", "乙", "丙"]));
  });

  it("inserts below the selected row once per 1500 ms; nothing selected is refused", async () => {
    const { user, last } = await renderGrid();
    await toastAfter("请选择一条记录！", () => user.click(button("在下方插入一行")));
    await user.click(rowBox(1));
    fireEvent.click(button("在下方插入一行"));
    fireEvent.click(button("在下方插入一行"));
    await waitFor(() => expect(names(last())).toEqual(["甲", "", "乙", "丙"]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(last()).toHaveLength(4);
  });

  it("deletes the selected rows after 确定要删除这 N 项吗?; cancelled, nothing goes", async () => {
    const { user, last, ref } = await renderGrid();
    await toastAfter("请选择一条记录！", () => user.click(button("删除")));
    await user.click(rowBox(2));
    await user.click(rowBox(3));
    await user.click(button("删除"));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent("确定要删除这 2 项吗?");
    await user.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByTestId("confirm-dialog")).toBeNull());
    expect(ref.current!.values()).toHaveLength(3);
    await user.click(button("删除"));
    await user.click(within(await confirmDialog()).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(names(last())).toEqual(["甲"]));
    expect(ref.current!.deletedIds()).toEqual(["2", "3"]);
  });

  it("a before-delete check that refuses shows its reason as an error; nothing is deleted", async () => {
    const beforeDelete = async (rows: GridRow[]) => {
      if (rows.some((r) => r.enabled === "Y")) throw new Error("启用的行不能删除");
      return true;
    };
    const { user, ref } = await renderGrid({ beforeDelete });
    await user.click(screen.getByRole("checkbox", { name: "全选" }));
    await user.click(button("删除"));
    const dialog = await confirmDialog();
    const refusal = await toastAfter("启用的行不能删除", () => user.click(within(dialog).getByRole("button", { name: "确定" })));
    expect(refusal.closest('[data-testid="toast"]')).toHaveAttribute("data-type", "error");
    expect(names(ref.current!.values())).toEqual(["甲", "乙", "丙"]);
  });

  it("上移 is refused at the top, 下移 moves the selected row (the selection follows); Ctrl+Z and Ctrl+Y undo and redo it", async () => {
    const { user, last } = await renderGrid();
    await user.click(rowBox(1));
    await toastAfter("已经是第一行了", () => user.click(button("上移")));
    await user.click(button("下移"));
    await waitFor(() => expect(names(last())).toEqual(["乙", "甲", "丙"]));
    expect(rowBox(2)).toBeChecked();
    expect(rowBox(1)).not.toBeChecked();
    // the focus is on 下移
    await user.keyboard("{Control>}z{/Control}");
    await waitFor(() => expect(names(last())).toEqual(["甲", "乙", "丙"]));
    await user.keyboard("{Control>}y{/Control}");
    await waitFor(() => expect(names(last())).toEqual(["乙", "甲", "丙"]));
  });

  it("the row's context menu: 删除 deletes that row (not the selection it is not part of) after the confirmation", async () => {
    const { user, last } = await renderGrid();
    await user.click(rowBox(1));
    fireEvent.contextMenu(cellOf("name", 2));
    const menu = await screen.findByTestId("grid-row-menu");
    expect(menu).toHaveAttribute("aria-label", "第 3 行的操作");
    // chosen by keys once the menu has opened (it takes the focus then)
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(menu.querySelector("[data-highlighted]")).toHaveTextContent("删除");
    await user.keyboard("{Enter}");
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent("确定要删除这 1 项吗?");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(names(last())).toEqual(["甲", "乙"]));
  });

  it("under a permission prefix: the adding buttons follow add, 删除 follows batch_delete, in the toolbar and the row menu", async () => {
    const toolbarTexts = () => within(screen.getByTestId("grid-toolbar")).getAllByRole("button").map((b) => b.textContent);
    const menuTexts = async () => {
      fireEvent.contextMenu(cellOf("name", 0));
      const menu = await screen.findByTestId("grid-row-menu");
      const texts = within(menu).getAllByRole("menuitem").map((i) => i.textContent);
      fireEvent.keyDown(menu, { key: "Escape" });
      await waitFor(() => expect(screen.queryByTestId("grid-row-menu")).toBeNull());
      return texts;
    };
    // both defined, neither held: only the moves are left
    const first = await render({ columns: COLUMNS, rows: ROWS, rowActions: true, authPrefix: "demo:order" }, { withheld: ["demo:order:add", "demo:order:batch_delete"] });
    expect(toolbarTexts()).toEqual(["上移", "下移"]);
    expect(await menuTexts()).toEqual(["上移", "下移"]);
    first.unmount();
    // add held, batch_delete withheld
    await render({ columns: COLUMNS, rows: ROWS, rowActions: true, authPrefix: "demo:order:" }, { permissions: ["demo:order:add"], withheld: ["demo:order:batch_delete"] });
    expect(toolbarTexts()).toEqual(["新增", "", "在下方插入一行", "上移", "下移"]);
    expect(await menuTexts()).toEqual(["新增", "在下方插入一行", "上移", "下移"]);
  });

  it("select all: every row, then none; one box unchecked makes it partial", async () => {
    const { user } = await renderGrid();
    const all = screen.getByRole("checkbox", { name: "全选" });
    await user.click(all);
    expect([1, 2, 3].map((n) => (rowBox(n) as HTMLInputElement).checked)).toEqual([true, true, true]);
    await user.click(rowBox(2));
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    await user.click(all);
    expect([1, 2, 3].map((n) => (rowBox(n) as HTMLInputElement).checked)).toEqual([false, false, false]);
  });
});
