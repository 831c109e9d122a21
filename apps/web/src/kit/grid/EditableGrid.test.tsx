/**
 * The grid's cell editors in jsdom (its layout stubbed: test/components/grid-layout.ts), over the
 * grid machine as users run it: a text cell edited and committed, a number cell's refused
 * keystroke, a select's option, a check box's Space, a required cell's message, and the handle
 * the pages use.
 */
import type { GridRow } from "@qt/machines";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cellOf, gridLayout, pressCell, renderGrid as render } from "../../../test/components/grid";
import { FakeApi, ok } from "../../../test/components/harness";
import type { EditableGridProps } from "./EditableGrid";
import type { GridColumn } from "./types";

gridLayout();

const COLUMNS: GridColumn[] = [
  { key: "seq", title: "#", type: "row-number" },
  { key: "name", title: "名称", type: "input", validateRules: [{ required: true }] },
  { key: "amount", title: "金额", type: "inputNumber" },
  {
    key: "level",
    title: "级别",
    type: "select",
    options: [
      { value: "1", title: "一级" },
      { value: "2", title: "二级" },
    ],
  },
  { key: "done", title: "完成", type: "checkbox", customValue: ["Y", "N"] },
];
const ROWS: GridRow[] = [
  { id: "1", name: "甲", amount: 1, level: "1", done: "N" },
  { id: "2", name: "乙", amount: 2, level: "", done: "Y" },
];

const cell = cellOf;
const renderGrid = (props: Partial<EditableGridProps> = {}) => render({ columns: COLUMNS, rows: ROWS, ...props });

/** Presses a cell: it becomes active and edits. */
function edit(key: string, row: number): void {
  pressCell(cell(key, row));
}

describe("EditableGrid cells", () => {
  it("a text cell: one press edits it; the typed text replaces it and Enter commits", async () => {
    const { user, last } = await renderGrid();
    pressCell(cell("name", 0));
    const input = await screen.findByRole("textbox", { name: "名称，第 1 行" });
    expect(input).toHaveFocus();
    await user.keyboard("丙丁");
    expect(input).toHaveValue("丙丁");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(last()[0]).toMatchObject({ id: "1", name: "丙丁" }));
    expect(within(cell("name", 0)).queryByRole("textbox")).toBeNull();
    expect(cell("name", 0)).toHaveTextContent("丙丁");
  });

  it("a press on a disabled column's cell or a check box's does not edit it", async () => {
    const { emitted } = await renderGrid({ columns: COLUMNS.map((c) => (c.key === "name" ? { ...c, disabled: true } : c)) });
    pressCell(cell("name", 0));
    pressCell(cell("done", 0));
    // a select pressed after them edits: any edit of theirs would have come first
    pressCell(cell("level", 0));
    await screen.findByRole("listbox");
    expect(within(cell("name", 0)).queryByRole("textbox")).toBeNull();
    expect(within(cell("done", 0)).getByRole("checkbox")).not.toBeChecked(); // an edit would have toggled it
    expect(emitted).not.toHaveBeenCalled();
  });

  it("Enter on the active cell edits it; an always-edit cell edits as soon as it is active, by a press or by the keys", async () => {
    const { user, last } = await renderGrid({ columns: COLUMNS.map((c) => (c.key === "amount" ? { ...c, alwaysEdit: true } : c)) });
    pressCell(cell("name", 1));
    const name = await screen.findByRole("textbox", { name: "名称，第 2 行" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(name).not.toBeInTheDocument());
    await user.keyboard("{Enter}");
    await screen.findByRole("textbox", { name: "名称，第 2 行" });
    await user.keyboard("己{Enter}");
    await waitFor(() => expect(last()[1]?.name).toBe("己"));
    pressCell(cell("amount", 0));
    const input = await screen.findByRole("textbox", { name: "金额，第 1 行" });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard("7{Enter}");
    await waitFor(() => expect(last()[0]?.amount).toBe(7));
    // a right press (the row menu's) on an always-edit cell does not edit it
    await user.keyboard("{Escape}");
    const point = cell("amount", 1).closest<HTMLElement>(".dsg-cell")!;
    fireEvent.mouseDown(cell("amount", 1), { button: 2, clientX: parseFloat(point.style.left) + 5, clientY: parseFloat(point.closest<HTMLElement>(".dsg-row")!.style.top) + 5 });
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("第 2 行，金额"));
    pressCell(cell("level", 1));
    await screen.findByRole("listbox");
    expect(within(cell("amount", 1)).queryByRole("textbox")).toBeNull();
    // Tab from the name cell into the always-edit column: editing at once
    pressCell(cell("name", 1));
    await screen.findByRole("textbox", { name: "名称，第 2 行" });
    await user.keyboard("{Tab}");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "金额，第 2 行" })).toHaveFocus());
  });

  it("Escape drops the typed text", async () => {
    const { user, emitted } = await renderGrid();
    edit("name", 1);
    await screen.findByRole("textbox", { name: "名称，第 2 行" });
    await user.keyboard("废{Escape}");
    await waitFor(() => expect(within(cell("name", 1)).queryByRole("textbox")).toBeNull());
    expect(cell("name", 1)).toHaveTextContent("乙");
    expect(emitted).not.toHaveBeenCalled();
  });

  it("a number cell reverts a keystroke that is no number, and commits a number", async () => {
    const { user, last } = await renderGrid();
    edit("amount", 0);
    const input = await screen.findByRole("textbox", { name: "金额，第 1 行" });
    await user.keyboard("1a2.5.");
    expect(input).toHaveValue("12.5");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(last()[0]?.amount).toBe(12.5));
  });

  it("a select cell: its options listed when edited, a click on one sets it", async () => {
    const { user, last } = await renderGrid();
    expect(cell("level", 0)).toHaveTextContent("一级");
    edit("level", 1);
    const listbox = await screen.findByRole("listbox");
    await user.click(within(listbox).getByRole("option", { name: "二级" }));
    await waitFor(() => expect(last()[1]?.level).toBe("2"));
    await waitFor(() => expect(cell("level", 1)).toHaveTextContent("二级"));
  });

  it("a check box toggles with Space on the active cell, between its custom values", async () => {
    const { user, last } = await renderGrid();
    pressCell(cell("done", 0));
    await user.keyboard(" ");
    await waitFor(() => expect(last()[0]?.done).toBe("Y"));
    expect(within(cell("done", 0)).getByRole("checkbox")).toBeChecked();
    await user.keyboard(" ");
    await waitFor(() => expect(last()[0]?.done).toBe("N"));
  });

  it("a required cell emptied shows its message once its editor closes; a value clears it", async () => {
    const { user, last } = await renderGrid();
    edit("name", 0);
    await screen.findByRole("textbox", { name: "名称，第 1 行" });
    await user.keyboard("{Backspace}{Enter}");
    await waitFor(() => expect(last()[0]?.name).toBe(""));
    await waitFor(() => expect(cell("name", 0)).toHaveAttribute("data-invalid"));
    expect(cell("name", 0)).toHaveTextContent("名称不能为空");
    edit("name", 0);
    await screen.findByRole("textbox", { name: "名称，第 1 行" });
    await user.keyboard("戊{Enter}");
    await waitFor(() => expect(cell("name", 0)).not.toHaveAttribute("data-invalid"));
  });

  it("the handle: apply, validate, values and deleted ids, as the pages use them", async () => {
    const { ref, last } = await renderGrid();
    const grid = ref.current!;
    expect(grid.values().map((r) => r.id)).toEqual(["1", "2"]);
    grid.apply((s) => ({ ...s, rows: [...s.rows, { id: "3", name: "", amount: "", level: "", done: "N" }] }));
    await waitFor(() => expect(last().map((r) => r.id)).toEqual(["1", "2", "3"]));
    const result = grid.validate();
    expect(result.valid).toBe(false);
    expect(result.errors.get("3")?.name).toEqual({ "zh-CN": "名称不能为空", "en-US": "名称 cannot be empty" });
    await waitFor(() => expect(cell("name", 2)).toHaveAttribute("data-invalid"));
    expect(grid.state().errors).toBe(result.errors);
    expect(grid.deletedIds()).toEqual([]);
  });
});

describe("EditableGrid tags cells", () => {
  it("colour each tag by the column's setTagColor (a background, or background and text), asked with the tag, value, row and column", async () => {
    const asked: unknown[] = [];
    const columns: GridColumn[] = [
      {
        key: "labels",
        title: "标签",
        type: "tags",
        setTagColor: ({ tagValue, value, row, column }) => {
          asked.push([tagValue, value, row.id, column.key]);
          return tagValue === "热门" ? ["#f50", "#fff"] : tagValue === "新品" ? "#108ee9" : null;
        },
      },
    ];
    await render({ columns, rows: [{ id: "1", labels: "热门;新品;其他" }] });
    const [hot, fresh, other] = within(cell("labels", 0)).getAllByText(/热门|新品|其他/);
    expect(hot).toHaveStyle({ background: "#f50", color: "#fff" });
    expect(fresh).toHaveStyle({ background: "#108ee9" });
    expect(fresh!.style.color).toBe("");
    expect(other!.getAttribute("style") ?? "").toBe("");
    expect(asked).toContainEqual(["新品", "热门;新品;其他", "1", "labels"]);
  });
});

describe("EditableGrid upload cells", () => {
  const UPLOAD = "POST /sys/common/upload";
  const files: GridColumn[] = [
    { key: "plain", title: "附件", type: "file" },
    { key: "signed", title: "凭证", type: "file", token: true },
  ];

  it("send the access token only for a column that asks for it (token: true)", async () => {
    const api = new FakeApi().on(UPLOAD, ok("temp/a.txt"));
    const { user, last } = await render({ columns: files, rows: [{ id: "1", plain: "", signed: "" }] }, { api, token: "tok-123" });
    await user.upload(within(cell("plain", 0)).getByTestId("upload-input"), new File(["a"], "a.txt", { type: "text/plain" }));
    await waitFor(() => expect(last()[0]?.plain).toBe("temp/a.txt"));
    await user.upload(within(cell("signed", 0)).getByTestId("upload-input"), new File(["b"], "b.txt", { type: "text/plain" }));
    await waitFor(() => expect(last()[0]?.signed).toBe("temp/a.txt"));
    expect(api.calls(UPLOAD).map((r) => r.headers.get("X-Access-Token"))).toEqual([null, "tok-123"]);
  });
});

describe("EditableGrid scrolling", () => {
  it("reports the scroll's end once, 100 ms after the last scroll event", async () => {
    const ended = vi.fn();
    await renderGrid({ onScrollEnd: ended });
    const body = document.querySelector<HTMLElement>(".dsg-container")!;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      fireEvent.scroll(body);
      vi.advanceTimersByTime(60);
      fireEvent.scroll(body); // still scrolling: the wait starts over
      vi.advanceTimersByTime(99);
      expect(ended).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(ended).toHaveBeenCalledTimes(1);
      expect(ended.mock.calls[0]![0]).toMatchObject({ scrollTop: 0, scrollLeft: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});

